import { describe, expect, it } from 'vitest';
import { LINE_LIMITS as L, LINE_URI_SCHEMES, lineLength } from '../limits';
import { lineMessageProblems } from '../messages';
import { FLEX_SHOWCASE, FLEX_SHOWCASE_PREVIEWED, type FlexShowcaseEntry } from './index';

/*
 * The showcase fixtures: each a flex message the contract's check lets through, each within LINE's
 * limits, each valid against the Flex reference (read below, deeper than the contract's check,
 * which stops at the bubble), and between them every component, property and action the reference
 * gives a Flex container. https://developers.line.biz/en/reference/messaging-api/#flex-message
 * (#container, #bubble, #f-carousel, #box, #button, #f-image, #f-video, #icon, #f-text, #span,
 * #separator, #filler, #action-objects, #quick-reply), read 2026-11-27.
 */

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

const SIZES = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', '3xl', '4xl', '5xl'];
const SPACES = ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'];
const BORDER_WIDTHS = ['none', 'light', 'normal', 'medium', 'semi-bold', 'bold'];
const BUBBLE_SIZES = ['nano', 'micro', 'deca', 'hecto', 'kilo', 'mega', 'giga'];
const PX = /^\d+(\.\d+)?px$/;
const PERCENT = /^\d+(\.\d+)?%$/;
// An offset may be negative: LINE's own showcases move text up with offsetTop -2px (Apparel, Real Estate).
const OFFSET = /^-?\d+(\.\d+)?(px|%)$/;
const COLOR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
const OFFSETS = ['position', 'offsetTop', 'offsetBottom', 'offsetStart', 'offsetEnd'];

/** The properties each component may have (#box … #filler). */
const PROPERTIES: Record<string, string[]> = {
  box: [
    'type',
    'layout',
    'contents',
    'backgroundColor',
    'borderColor',
    'borderWidth',
    'cornerRadius',
    'width',
    'maxWidth',
    'height',
    'maxHeight',
    'flex',
    'spacing',
    'margin',
    'paddingAll',
    'paddingTop',
    'paddingBottom',
    'paddingStart',
    'paddingEnd',
    ...OFFSETS,
    'action',
    'justifyContent',
    'alignItems',
    'background',
  ],
  button: [
    'type',
    'action',
    'flex',
    'margin',
    ...OFFSETS,
    'height',
    'style',
    'color',
    'gravity',
    'adjustMode',
    'scaling',
  ],
  image: [
    'type',
    'url',
    'flex',
    'margin',
    ...OFFSETS,
    'align',
    'gravity',
    'size',
    'aspectRatio',
    'aspectMode',
    'backgroundColor',
    'action',
    'animated',
  ],
  video: ['type', 'url', 'previewUrl', 'altContent', 'aspectRatio', 'action'],
  icon: ['type', 'url', 'margin', ...OFFSETS, 'size', 'aspectRatio', 'scaling'],
  text: [
    'type',
    'text',
    'contents',
    'adjustMode',
    'flex',
    'margin',
    ...OFFSETS,
    'size',
    'align',
    'gravity',
    'wrap',
    'lineSpacing',
    'maxLines',
    'weight',
    'color',
    'action',
    'style',
    'decoration',
    'scaling',
  ],
  span: ['type', 'text', 'color', 'size', 'weight', 'style', 'decoration'],
  separator: ['type', 'margin', 'color'],
  filler: ['type', 'flex'],
};

/** What a check saw, for the coverage test: `box`, `box.paddingTop`, `box.layout=baseline`, `action:uri.altUri`. */
type Seen = Set<string>;

class Check {
  readonly problems: string[] = [];
  constructor(readonly seen: Seen) {}
  fail(path: string, what: string) {
    this.problems.push(`${path}: ${what}`);
  }
  oneOf(value: unknown, allowed: readonly unknown[], path: string) {
    if (value !== undefined && !allowed.includes(value))
      this.fail(path, `${String(value)} not in ${allowed.join('|')}`);
  }
  matches(value: unknown, path: string, keywords: readonly string[], ...patterns: RegExp[]) {
    if (value === undefined) return;
    if (typeof value !== 'string' || !(keywords.includes(value) || patterns.some((p) => p.test(value))))
      this.fail(path, `${String(value)} is not ${[...keywords, ...patterns.map(String)].join('|')}`);
  }
  color(value: unknown, path: string) {
    if (value !== undefined && (typeof value !== 'string' || !COLOR.test(value)))
      this.fail(path, 'not a #RRGGBB(AA) color');
  }
  https(value: unknown, path: string, max: number = L.URL_MAX_LENGTH) {
    if (typeof value !== 'string' || !/^https:\/\/\S+$/.test(value) || lineLength(value) > max)
      this.fail(path, `not an https URL of at most ${max} characters`);
  }
  text(value: unknown, path: string, max: number, required = true) {
    if (value === undefined && !required) return;
    if (typeof value !== 'string' || value === '' || lineLength(value) > max)
      this.fail(path, `not a text of 1–${max} characters`);
  }
  uri(value: unknown, path: string) {
    const scheme =
      typeof value === 'string' ? /^([a-z][a-z0-9+.-]*:)/i.exec(value)?.[1]?.toLowerCase() : undefined;
    if (
      typeof value !== 'string' ||
      !LINE_URI_SCHEMES.includes(scheme as never) ||
      lineLength(value) > L.URI_MAX_LENGTH
    )
      this.fail(path, 'not an http, https, line or tel URI of at most 1,000 characters');
  }
  aspectRatio(value: unknown, path: string) {
    if (value === undefined) return;
    const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(value) : null;
    const [w, h] = [Number(match?.[1]), Number(match?.[2])];
    if (!match || w < 1 || h < 1 || w > 100000 || h > 100000 || h > w * 3)
      this.fail(path, 'not {width}:{height} with both 1–100000 and the height at most 3 times the width');
  }

  /** #action-objects: those a Flex Message may hold (#f-*: "action"), or those of a quick reply button. */
  action(action: unknown, path: string, labelRequired: boolean, quickReply = false) {
    if (!isObject(action)) {
      this.fail(path, 'not an action object');
      return;
    }
    const type = String(action.type);
    this.seen.add(`action:${type}`);
    for (const key of Object.keys(action)) this.seen.add(`action:${type}.${key}`);
    const allowed = quickReply
      ? ['camera', 'cameraRoll', 'location', 'uri', 'message', 'postback', 'datetimepicker', 'clipboard']
      : ['uri', 'message', 'postback', 'datetimepicker', 'clipboard'];
    if (!allowed.includes(type))
      this.fail(
        `${path}.type`,
        `${type} is not an action ${quickReply ? 'a quick reply' : 'a Flex Message'} may hold`,
      );
    this.text(action.label, `${path}.label`, L.ACTION_LABEL_MAX_LENGTH, labelRequired);
    switch (type) {
      case 'uri':
        this.uri(action.uri, `${path}.uri`);
        if (action.altUri !== undefined) {
          if (!isObject(action.altUri)) this.fail(`${path}.altUri`, 'not an object');
          else this.uri(action.altUri.desktop, `${path}.altUri.desktop`);
        }
        break;
      case 'message':
        this.text(action.text, `${path}.text`, L.MESSAGE_ACTION_TEXT_MAX_LENGTH);
        break;
      case 'postback':
        this.text(action.data, `${path}.data`, L.POSTBACK_DATA_MAX_LENGTH);
        this.text(action.displayText, `${path}.displayText`, L.POSTBACK_DISPLAY_TEXT_MAX_LENGTH, false);
        this.oneOf(
          action.inputOption,
          ['closeRichMenu', 'openRichMenu', 'openKeyboard', 'openVoice'],
          `${path}.inputOption`,
        );
        if (action.inputOption !== undefined)
          this.seen.add(`action:postback.inputOption=${String(action.inputOption)}`);
        if (action.fillInText !== undefined && action.inputOption !== 'openKeyboard')
          this.fail(`${path}.fillInText`, 'only with inputOption openKeyboard');
        this.text(action.fillInText, `${path}.fillInText`, 300, false);
        break;
      case 'datetimepicker': {
        this.text(action.data, `${path}.data`, L.DATETIME_PICKER_DATA_MAX_LENGTH);
        const format = {
          date: /^\d{4}-\d{2}-\d{2}$/,
          time: /^\d{2}:\d{2}$/,
          datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
        }[String(action.mode) as 'date'];
        if (!format) this.fail(`${path}.mode`, 'not date, time or datetime');
        else {
          this.seen.add(`action:datetimepicker.mode=${String(action.mode)}`);
          for (const key of ['initial', 'max', 'min'])
            if (action[key] !== undefined && !format.test(String(action[key])))
              this.fail(`${path}.${key}`, `not a ${String(action.mode)}`);
          const [min, initial, max] = [action.min, action.initial, action.max].map((v) =>
            v === undefined ? undefined : String(v),
          );
          if (min && max && min > max) this.fail(path, 'min after max');
          if (initial && ((min && initial < min) || (max && initial > max)))
            this.fail(`${path}.initial`, 'outside min–max');
        }
        break;
      }
      case 'clipboard':
        this.text(action.clipboardText, `${path}.clipboardText`, 1000);
        break;
    }
  }

  /** A component in a box of `parent` layout (#box "contents"); `hero` for a bubble's hero block. */
  component(
    c: unknown,
    path: string,
    parent: 'vertical' | 'horizontal' | 'baseline' | 'hero' | 'altContent',
    bubble: Obj,
    inCarousel: boolean,
  ) {
    if (!isObject(c)) {
      this.fail(path, 'not a component object');
      return;
    }
    const type = String(c.type);
    const properties = PROPERTIES[type];
    if (!properties || type === 'span') {
      this.fail(`${path}.type`, `${type} is not a component`);
      return;
    }
    this.seen.add(type);
    for (const key of Object.keys(c)) {
      if (!properties.includes(key)) this.fail(`${path}.${key}`, `not a property of ${type}`);
      this.seen.add(`${type}.${key}`);
    }
    const allowedHere =
      parent === 'baseline'
        ? ['text', 'icon', 'filler']
        : parent === 'hero'
          ? ['box', 'image', 'video']
          : parent === 'altContent'
            ? ['box', 'image']
            : ['box', 'button', 'image', 'text', 'separator', 'filler'];
    if (!allowedHere.includes(type))
      this.fail(
        path,
        `a ${type} may not be in ${parent === 'hero' || parent === 'altContent' ? `a ${parent}` : `a ${parent} box`}`,
      );

    // Properties several components share.
    if (c.flex !== undefined && (!Number.isInteger(c.flex) || Number(c.flex) < 0))
      this.fail(`${path}.flex`, 'not an integer ≥ 0');
    this.matches(c.margin, `${path}.margin`, SPACES, PX);
    this.oneOf(c.position, ['relative', 'absolute'], `${path}.position`);
    if (c.position !== undefined) this.seen.add(`${type}.position=${String(c.position)}`);
    for (const key of ['offsetTop', 'offsetBottom', 'offsetStart', 'offsetEnd'])
      this.matches(c[key], `${path}.${key}`, SPACES, OFFSET);
    this.oneOf(c.align, ['start', 'end', 'center'], `${path}.align`);
    this.oneOf(c.gravity, ['top', 'bottom', 'center'], `${path}.gravity`);
    this.oneOf(c.adjustMode, ['shrink-to-fit'], `${path}.adjustMode`);
    for (const key of ['scaling', 'wrap', 'animated'])
      if (c[key] !== undefined && typeof c[key] !== 'boolean') this.fail(`${path}.${key}`, 'not a boolean');
    for (const key of ['color', 'backgroundColor', 'borderColor']) this.color(c[key], `${path}.${key}`);
    if (c.action !== undefined && type !== 'button') this.action(c.action, `${path}.action`, false);

    switch (type) {
      case 'box': {
        const layout = String(c.layout);
        this.seen.add(`box.layout=${layout}`);
        if (!['vertical', 'horizontal', 'baseline'].includes(layout))
          this.fail(`${path}.layout`, 'not vertical, horizontal or baseline');
        if (!Array.isArray(c.contents)) this.fail(`${path}.contents`, 'not an array');
        else
          c.contents.forEach((child, i) => {
            this.component(child, `${path}.contents.${i}`, layout as 'vertical', bubble, inCarousel);
          });
        this.matches(c.spacing, `${path}.spacing`, SPACES, PX);
        for (const key of ['paddingAll', 'paddingTop', 'paddingBottom', 'paddingStart', 'paddingEnd'])
          this.matches(c[key], `${path}.${key}`, SPACES, PX, PERCENT);
        for (const key of ['width', 'maxWidth', 'height', 'maxHeight'])
          this.matches(c[key], `${path}.${key}`, [], PX, PERCENT);
        this.matches(c.cornerRadius, `${path}.cornerRadius`, SPACES, PX);
        this.matches(c.borderWidth, `${path}.borderWidth`, BORDER_WIDTHS, PX);
        this.oneOf(
          c.justifyContent,
          ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
          `${path}.justifyContent`,
        );
        this.oneOf(c.alignItems, ['flex-start', 'center', 'flex-end'], `${path}.alignItems`);
        if (c.background !== undefined) {
          const g = c.background;
          if (!isObject(g) || g.type !== 'linearGradient')
            this.fail(`${path}.background`, 'not a linearGradient');
          else {
            this.seen.add('box.background=linearGradient');
            if (typeof g.angle !== 'string' || !/^-?\d+(\.\d+)?deg$/.test(g.angle))
              this.fail(`${path}.background.angle`, 'not an angle in deg');
            if (g.startColor === undefined || g.endColor === undefined)
              this.fail(`${path}.background`, 'startColor and endColor are required');
            for (const key of ['startColor', 'endColor', 'centerColor'])
              this.color(g[key], `${path}.background.${key}`);
            this.matches(g.centerPosition, `${path}.background.centerPosition`, [], PERCENT);
            for (const key of Object.keys(g))
              if (!['type', 'angle', 'startColor', 'endColor', 'centerColor', 'centerPosition'].includes(key))
                this.fail(`${path}.background.${key}`, 'not a property of a linearGradient');
          }
        }
        break;
      }
      case 'button':
        this.action(c.action, `${path}.action`, true);
        this.oneOf(c.height, ['sm', 'md'], `${path}.height`);
        this.oneOf(c.style, ['primary', 'secondary', 'link'], `${path}.style`);
        this.seen.add(`button.style=${String(c.style ?? 'link')}`);
        break;
      case 'image':
        this.https(c.url, `${path}.url`);
        this.matches(c.size, `${path}.size`, [...SIZES, 'full'], PX, PERCENT);
        this.aspectRatio(c.aspectRatio, `${path}.aspectRatio`);
        this.oneOf(c.aspectMode, ['cover', 'fit'], `${path}.aspectMode`);
        break;
      case 'video': {
        // #f-video: in a bubble's hero only, a kilo, mega or giga bubble, not in a carousel.
        if (parent !== 'hero') this.fail(path, 'a video is for a hero block only');
        if (inCarousel) this.fail(path, 'a bubble with a video may not be in a carousel');
        if (!['kilo', 'mega', 'giga', undefined].includes(bubble.size as string))
          this.fail(path, 'a video needs a kilo, mega or giga bubble');
        this.https(c.url, `${path}.url`);
        this.https(c.previewUrl, `${path}.previewUrl`);
        this.aspectRatio(c.aspectRatio, `${path}.aspectRatio`);
        if (c.altContent === undefined) this.fail(`${path}.altContent`, 'required');
        else this.component(c.altContent, `${path}.altContent`, 'altContent', bubble, inCarousel);
        if (c.action !== undefined && isObject(c.action) && c.action.type !== 'uri')
          this.fail(`${path}.action`, 'a video takes a uri action');
        break;
      }
      case 'icon':
        this.https(c.url, `${path}.url`);
        this.matches(c.size, `${path}.size`, SIZES, PX);
        this.aspectRatio(c.aspectRatio, `${path}.aspectRatio`);
        break;
      case 'text': {
        const spans = c.contents;
        if (spans === undefined) this.text(c.text, `${path}.text`, Number.POSITIVE_INFINITY);
        else if (!Array.isArray(spans) || spans.length === 0)
          this.fail(`${path}.contents`, 'not a list of spans');
        else
          spans.forEach((span, i) => {
            this.span(span, `${path}.contents.${i}`);
          });
        if (c.text !== undefined && typeof c.text !== 'string') this.fail(`${path}.text`, 'not a string');
        this.matches(c.size, `${path}.size`, SIZES, PX);
        this.matches(c.lineSpacing, `${path}.lineSpacing`, [], PX);
        if (c.maxLines !== undefined && (!Number.isInteger(c.maxLines) || Number(c.maxLines) < 0))
          this.fail(`${path}.maxLines`, 'not an integer ≥ 0');
        this.fontStyle(c, path, 'text');
        break;
      }
      case 'separator':
      case 'filler':
        break;
    }
  }

  fontStyle(c: Obj, path: string, type: string) {
    this.oneOf(c.weight, ['regular', 'bold'], `${path}.weight`);
    this.oneOf(c.style, ['normal', 'italic'], `${path}.style`);
    this.oneOf(c.decoration, ['none', 'underline', 'line-through'], `${path}.decoration`);
    for (const key of ['weight', 'style', 'decoration'])
      if (c[key] !== undefined) this.seen.add(`${type}.${key}=${String(c[key])}`);
  }

  span(span: unknown, path: string) {
    if (!isObject(span) || span.type !== 'span') {
      this.fail(path, 'not a span');
      return;
    }
    this.seen.add('span');
    for (const key of Object.keys(span)) {
      if (!PROPERTIES.span?.includes(key)) this.fail(`${path}.${key}`, 'not a property of span');
      this.seen.add(`span.${key}`);
    }
    this.text(span.text, `${path}.text`, Number.POSITIVE_INFINITY);
    this.color(span.color, `${path}.color`);
    this.matches(span.size, `${path}.size`, SIZES, PX);
    this.fontStyle(span, path, 'span');
  }

  bubble(bubble: unknown, path: string, inCarousel: boolean) {
    if (!isObject(bubble) || bubble.type !== 'bubble') {
      this.fail(path, 'not a bubble');
      return;
    }
    for (const key of Object.keys(bubble)) {
      if (
        !['type', 'size', 'direction', 'header', 'hero', 'body', 'footer', 'styles', 'action'].includes(key)
      )
        this.fail(`${path}.${key}`, 'not a property of bubble');
      this.seen.add(`bubble.${key}`);
    }
    this.oneOf(bubble.size, BUBBLE_SIZES, `${path}.size`);
    this.seen.add(`bubble.size=${String(bubble.size ?? 'mega')}`);
    this.oneOf(bubble.direction, ['ltr', 'rtl'], `${path}.direction`);
    if (bubble.direction !== undefined) this.seen.add(`bubble.direction=${String(bubble.direction)}`);
    if (bubble.action !== undefined) this.action(bubble.action, `${path}.action`, false);
    for (const block of ['header', 'hero', 'body', 'footer']) {
      const value = bubble[block];
      if (value === undefined) continue;
      if (block !== 'hero' && (!isObject(value) || value.type !== 'box'))
        this.fail(`${path}.${block}`, 'a block is a box');
      this.component(value, `${path}.${block}`, block === 'hero' ? 'hero' : 'vertical', bubble, inCarousel);
    }
    if (bubble.styles !== undefined) {
      if (!isObject(bubble.styles)) this.fail(`${path}.styles`, 'not an object');
      else
        for (const [block, style] of Object.entries(bubble.styles)) {
          if (!['header', 'hero', 'body', 'footer'].includes(block) || !isObject(style)) {
            this.fail(`${path}.styles.${block}`, 'not a block style');
            continue;
          }
          for (const [key, value] of Object.entries(style)) {
            this.seen.add(`styles.${key}`);
            if (key === 'backgroundColor' || key === 'separatorColor')
              this.color(value, `${path}.styles.${block}.${key}`);
            else if (key === 'separator') {
              if (typeof value !== 'boolean') this.fail(`${path}.styles.${block}.separator`, 'not a boolean');
            } else this.fail(`${path}.styles.${block}.${key}`, 'not a property of a block style');
          }
        }
    }
    if (bytes(bubble) > L.FLEX_BUBBLE_MAX_BYTES) this.fail(path, `over ${L.FLEX_BUBBLE_MAX_BYTES} bytes`);
  }

  container(contents: unknown) {
    if (isObject(contents) && contents.type === 'carousel') {
      this.seen.add('carousel');
      const bubbles = contents.contents;
      for (const key of Object.keys(contents))
        if (!['type', 'contents'].includes(key)) this.fail(key, 'not a property of carousel');
      if (!Array.isArray(bubbles) || bubbles.length < 1 || bubbles.length > L.FLEX_CAROUSEL_MAX_BUBBLES)
        this.fail('contents', 'not 1–12 bubbles');
      else {
        this.seen.add(`carousel.bubbles=${bubbles.length}`);
        bubbles.forEach((b, i) => {
          this.bubble(b, `contents.${i}`, true);
        });
      }
      if (bytes(contents) > L.FLEX_CAROUSEL_MAX_BYTES)
        this.fail('', `over ${L.FLEX_CAROUSEL_MAX_BYTES} bytes`);
    } else this.bubble(contents, '', false);
  }

  quickReply(entry: FlexShowcaseEntry) {
    const items = entry.quickReply?.items;
    if (items === undefined) return;
    if (items.length < 1 || items.length > L.QUICK_REPLY_ITEMS_MAX)
      this.fail('quickReply.items', 'not 1–13 items');
    items.forEach((item, i) => {
      if (item.type !== 'action') this.fail(`quickReply.items.${i}.type`, 'not action');
      this.action(item.action, `quickReply.items.${i}.action`, true, true);
    });
  }
}

const message = (entry: FlexShowcaseEntry) => ({
  type: 'flex',
  altText: entry.altText,
  contents: entry.contents,
  ...(entry.quickReply ? { quickReply: entry.quickReply } : {}),
});

function check(entry: FlexShowcaseEntry, seen: Seen = new Set()) {
  const c = new Check(seen);
  c.container(entry.contents);
  c.quickReply(entry);
  return c.problems;
}

describe('FLEX_SHOWCASE', () => {
  it('has at least 30 fixtures with unique kebab-case names, Japanese titles and alt texts', () => {
    expect(FLEX_SHOWCASE.length).toBeGreaterThanOrEqual(30);
    const names = FLEX_SHOWCASE.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of FLEX_SHOWCASE) {
      expect(entry.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(entry.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(entry.altText).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(lineLength(entry.altText)).toBeLessThanOrEqual(L.ALT_TEXT_MAX_LENGTH);
    }
  });

  it('names 10 fixtures to preview, each one of them', () => {
    expect(FLEX_SHOWCASE_PREVIEWED).toHaveLength(10);
    expect(new Set(FLEX_SHOWCASE_PREVIEWED).size).toBe(10);
    const names = FLEX_SHOWCASE.map((entry) => entry.name);
    for (const name of FLEX_SHOWCASE_PREVIEWED) expect(names).toContain(name);
  });

  it.each(FLEX_SHOWCASE.map((entry) => [entry.name, entry] as const))(
    '%s passes the contract’s LINE check',
    (_, entry) => {
      expect(lineMessageProblems(message(entry))).toEqual([]);
    },
  );

  it.each(FLEX_SHOWCASE.map((entry) => [entry.name, entry] as const))(
    '%s is a valid Flex container within LINE’s limits',
    (_, entry) => {
      expect(check(entry)).toEqual([]);
      const contents = entry.contents as Obj;
      if (contents.type === 'carousel') {
        expect(bytes(contents)).toBeLessThanOrEqual(L.FLEX_CAROUSEL_MAX_BYTES);
        const bubbles = contents.contents as unknown[];
        expect(bubbles.length).toBeLessThanOrEqual(L.FLEX_CAROUSEL_MAX_BUBBLES);
        for (const bubble of bubbles) expect(bytes(bubble)).toBeLessThanOrEqual(L.FLEX_BUBBLE_MAX_BYTES);
      } else {
        expect(contents.type).toBe('bubble');
        expect(bytes(contents)).toBeLessThanOrEqual(L.FLEX_BUBBLE_MAX_BYTES);
      }
    },
  );

  it('the deep check refuses what LINE refuses', () => {
    const bubble = (body: unknown, extra: Obj = {}) => ({
      name: 'x',
      title: 'x',
      altText: 'x',
      contents: { type: 'bubble', body, ...extra },
    });
    const box = (contents: unknown[], extra: Obj = {}) => ({
      type: 'box',
      layout: 'vertical',
      contents,
      ...extra,
    });
    const button = (action: Obj) => box([{ type: 'button', action }]);
    const cases: [string, FlexShowcaseEntry][] = [
      ['a label of 21 characters', bubble(button({ type: 'message', label: 'あ'.repeat(21), text: 'はい' }))],
      ['a button without a label', bubble(button({ type: 'message', text: 'はい' }))],
      ['an ftp URI', bubble(button({ type: 'uri', label: '開く', uri: 'ftp://example.com' }))],
      [
        'a URI of 1,001 characters',
        bubble(button({ type: 'uri', label: '開く', uri: `https://e.jp/${'a'.repeat(988)}` })),
      ],
      ['a camera action in a Flex Message', bubble(button({ type: 'camera', label: '撮る' }))],
      [
        'a rich menu switch action in a Flex Message',
        bubble(button({ type: 'richmenuswitch', label: '切替', richMenuAliasId: 'a', data: 'a' })),
      ],
      ['an icon in a vertical box', bubble(box([{ type: 'icon', url: 'https://e.jp/i.png' }]))],
      [
        'an image in a baseline box',
        bubble(box([{ type: 'image', url: 'https://e.jp/i.png' }], { layout: 'baseline' })),
      ],
      [
        'a video in a body',
        bubble(
          box([
            {
              type: 'video',
              url: 'https://e.jp/v.mp4',
              previewUrl: 'https://e.jp/p.png',
              altContent: box([]),
              aspectRatio: '16:9',
            },
          ]),
        ),
      ],
      [
        'a video in a micro bubble',
        bubble(box([]), {
          size: 'micro',
          hero: {
            type: 'video',
            url: 'https://e.jp/v.mp4',
            previewUrl: 'https://e.jp/p.png',
            altContent: box([]),
            aspectRatio: '16:9',
          },
        }),
      ],
      ['an image 1:4', bubble(box([{ type: 'image', url: 'https://e.jp/i.png', aspectRatio: '1:4' }]))],
      ['an unknown property', bubble(box([{ type: 'text', text: 'a', colour: '#000000' }]))],
      ['a three-digit color', bubble(box([{ type: 'text', text: 'a', color: '#000' }]))],
      [
        'fillInText without openKeyboard',
        bubble(button({ type: 'postback', label: 'a', data: 'a', fillInText: 'a' })),
      ],
      [
        'a datetime initial before min',
        bubble(
          button({
            type: 'datetimepicker',
            label: 'a',
            data: 'a',
            mode: 'date',
            initial: '2026-01-01',
            min: '2026-02-01',
          }),
        ),
      ],
    ];
    for (const [what, entry] of cases) expect(check(entry), what).not.toEqual([]);
  });

  it('uses, between the fixtures, every component, property and action of the Flex reference', () => {
    const seen: Seen = new Set();
    for (const entry of FLEX_SHOWCASE) check(entry, seen);
    const expected = [
      // Containers and bubbles.
      'carousel',
      'carousel.bubbles=12',
      ...BUBBLE_SIZES.map((size) => `bubble.size=${size}`),
      'bubble.direction=rtl',
      ...['header', 'hero', 'body', 'footer', 'styles'].map((block) => `bubble.${block}`),
      'styles.backgroundColor',
      'styles.separator',
      'styles.separatorColor',
      // Every component, and every property of each.
      ...Object.entries(PROPERTIES).flatMap(([type, properties]) => [
        type,
        ...properties.map((p) => `${type}.${p}`),
      ]),
      'box.layout=vertical',
      'box.layout=horizontal',
      'box.layout=baseline',
      'box.position=absolute',
      'box.background=linearGradient',
      'text.style=italic',
      'text.weight=bold',
      'text.decoration=underline',
      'text.decoration=line-through',
      'span.decoration=line-through',
      'button.style=link',
      'button.style=primary',
      'button.style=secondary',
      // Every action: those a Flex Message holds, and those only quick reply buttons hold.
      'action:uri',
      'action:uri.altUri',
      'action:message',
      'action:postback',
      'action:postback.displayText',
      'action:postback.inputOption',
      'action:postback.fillInText',
      ...['openKeyboard', 'openRichMenu', 'closeRichMenu', 'openVoice'].map(
        (o) => `action:postback.inputOption=${o}`,
      ),
      'action:datetimepicker',
      ...['date', 'time', 'datetime'].map((mode) => `action:datetimepicker.mode=${mode}`),
      ...['initial', 'max', 'min'].map((key) => `action:datetimepicker.${key}`),
      'action:clipboard',
      'action:camera',
      'action:cameraRoll',
      'action:location',
    ];
    const missing = expected.filter((key) => !seen.has(key));
    expect(missing).toEqual([]);
  });
});
