import * as z from 'zod/mini';
import { LINE_LIMITS as L, LINE_URI_SCHEMES, lineLength } from './limits';

/*
 * The LINE message objects a template holds (issue 29), checked against LINE's limits with each
 * failure in Japanese under its field (`messages.1.template.actions.0.label`), the same words on
 * both ends: the console's editor runs the check as the operator types, the server before it saves.
 * Shapes follow the Messaging API reference (the types of @line/bot-sdk's messagingApi); what only
 * LINE can judge (an image really there, a sticker the account may send) is for LINE's validate
 * endpoint, asked by the server's adapter when a channel token is set.
 */

const n = (value: number) => value.toLocaleString('ja-JP');

export const LINE_MESSAGE_ERRORS = {
  count: `メッセージは${L.MESSAGES_PER_REQUEST_MIN}〜${L.MESSAGES_PER_REQUEST_MAX}件にしてください（LINE が一度に送れる数です）。`,
  notObject: 'メッセージの形式が正しくありません。',
  type: 'メッセージの種類を選んでください。',
  required: '入力してください。',
  tooLong: (max: number) => `${n(max)}文字以内で入力してください。`,
  url: 'https:// で始まる URL を入力してください。',
  uri: 'http://・https://・line://・tel: で始まる URL を入力してください。',
  templateType: 'テンプレートの種類を選んでください。',
  actions: (min: number, max: number) =>
    min === max ? `アクションを${max}つ設定してください。` : `アクションを${min}〜${max}個設定してください。`,
  actionType: 'アクションの種類を選んでください。',
  columns: (max: number) => `カラムを1〜${max}個設定してください。`,
  sameActionCount: 'すべてのカラムのアクションの数をそろえてください。',
  sticker: 'スタンプのパッケージ ID とスタンプ ID を入力してください。',
  baseSize: `画像の大きさは幅 ${n(L.IMAGEMAP_BASE_WIDTH)}、高さ 1 以上にしてください。`,
  imagemapActions: `タップ領域を1〜${L.IMAGEMAP_ACTIONS_MAX}個設定してください。`,
  area: 'タップ領域の位置と大きさを 0 以上の整数で入力してください。',
  flexContents: 'contents には bubble か carousel を指定してください。',
  notBubble: '"type": "bubble" のオブジェクトを指定してください。',
  block: (block: string) => `${block} はオブジェクトで指定してください。`,
  bubbleTooLarge: (kb: number) => `bubble の大きさが上限の30KBを超えています（${kb}KB）。`,
  carouselCount: `carousel には bubble を1〜${L.FLEX_CAROUSEL_MAX_BUBBLES}個並べてください。`,
  carouselTooLarge: (kb: number) => `carousel の大きさが上限の50KBを超えています（${kb}KB）。`,
  flexComponent: 'コンポーネントの種類が正しくありません。',
  flexLayout: 'layout は vertical・horizontal・baseline のいずれかです。',
  flexContentsList: 'contents はコンポーネントの配列で指定してください。',
  flexText: 'テキストを入力してください（スパンを使うときはスパンに）。',
  quickReply: `クイックリプライは${L.QUICK_REPLY_ITEMS_MAX}個までです。`,
} as const;

const E = LINE_MESSAGE_ERRORS;

/** One failure: the field's key below the checked value (`template.actions.0.label`) and its words. */
export interface LineProblem {
  field: string;
  message: string;
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;
const kilobytes = (bytes: number) => Math.ceil((bytes / 1024) * 10) / 10;

/** The collector of one check: `at` makes the key of a field below the current one. */
class Problems {
  readonly list: LineProblem[];
  private readonly base: string;
  constructor(base = '', list: LineProblem[] = []) {
    this.base = base;
    this.list = list;
  }
  private key(field: string) {
    return [this.base, field].filter(Boolean).join('.');
  }
  add(field: string, message: string) {
    this.list.push({ field: this.key(field), message });
  }
  at(field: string): Problems {
    return new Problems(this.key(field), this.list);
  }
  /** A required string within `max` characters. */
  text(value: unknown, field: string, max: number, required = true) {
    if (value === undefined && !required) return;
    if (typeof value !== 'string' || (required && value.trim() === '')) this.add(field, E.required);
    else if (lineLength(value) > max) this.add(field, E.tooLong(max));
  }
  /** An https URL LINE fetches (images, the imagemap's base). */
  url(value: unknown, field: string, required = true) {
    if (value === undefined && !required) return;
    if (typeof value !== 'string' || !/^https:\/\/\S+$/.test(value)) this.add(field, E.url);
    else if (lineLength(value) > L.URL_MAX_LENGTH) this.add(field, E.tooLong(L.URL_MAX_LENGTH));
  }
}

function uriScheme(value: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*:)/i.exec(value);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * An action (#action-objects); `labelMax` 0 where the action has no label (an imagemap's).
 * `labelRequired` false where LINE shows no label (a Flex box, image or text: #f-box, #f-image).
 */
function checkAction(
  action: unknown,
  p: Problems,
  labelMax: number = L.ACTION_LABEL_MAX_LENGTH,
  labelRequired = true,
) {
  if (!isObject(action)) {
    p.add('', E.notObject);
    return;
  }
  if (labelMax > 0) p.text(action.label, 'label', labelMax, labelRequired && action.type !== 'postback');
  switch (action.type) {
    case 'message':
      p.text(action.text, 'text', L.MESSAGE_ACTION_TEXT_MAX_LENGTH);
      break;
    case 'uri': {
      const uri = action.uri ?? action.linkUri;
      const field = action.uri === undefined && action.linkUri !== undefined ? 'linkUri' : 'uri';
      if (typeof uri !== 'string' || !LINE_URI_SCHEMES.includes(uriScheme(uri) as never)) p.add(field, E.uri);
      else if (lineLength(uri) > L.URI_MAX_LENGTH) p.add(field, E.tooLong(L.URI_MAX_LENGTH));
      break;
    }
    case 'postback':
      p.text(action.data, 'data', L.POSTBACK_DATA_MAX_LENGTH);
      p.text(action.displayText, 'displayText', L.POSTBACK_DISPLAY_TEXT_MAX_LENGTH, false);
      break;
    case 'datetimepicker':
      p.text(action.data, 'data', L.DATETIME_PICKER_DATA_MAX_LENGTH);
      if (!['date', 'time', 'datetime'].includes(String(action.mode))) p.add('mode', E.actionType);
      break;
    case 'clipboard':
      p.text(action.clipboardText, 'clipboardText', L.CLIPBOARD_TEXT_MAX_LENGTH);
      break;
    default:
      p.add('type', E.actionType);
  }
}

function checkActions(actions: unknown, p: Problems, min: number, max: number, labelMax?: number): number {
  if (!Array.isArray(actions) || actions.length < min || actions.length > max) {
    p.add('actions', E.actions(min, max));
    return Array.isArray(actions) ? actions.length : 0;
  }
  actions.forEach((action, index) => {
    checkAction(action, p.at(`actions.${index}`), labelMax);
  });
  return actions.length;
}

/** The limits of a card with an optional image and title, a text and actions. */
interface CardLimits {
  title: number;
  text: number;
  /** The text's limit beside an image or a title. */
  framedText: number;
  actions: number;
}

const BUTTONS_CARD: CardLimits = {
  title: L.BUTTONS_TITLE_MAX_LENGTH,
  text: L.BUTTONS_TEXT_MAX_LENGTH,
  framedText: L.BUTTONS_TEXT_WITH_TITLE_MAX_LENGTH,
  actions: L.BUTTONS_ACTIONS_MAX,
};

const CAROUSEL_CARD: CardLimits = {
  title: L.CAROUSEL_TITLE_MAX_LENGTH,
  text: L.CAROUSEL_TEXT_MAX_LENGTH,
  framedText: L.CAROUSEL_TEXT_WITH_TITLE_MAX_LENGTH,
  actions: L.CAROUSEL_ACTIONS_MAX,
};

/** A buttons template or a carousel column (#buttons, #column-object-for-carousel); its action count. */
function checkCard(card: Obj, p: Problems, limits: CardLimits): number {
  const framed = card.thumbnailImageUrl !== undefined || card.title !== undefined;
  p.url(card.thumbnailImageUrl, 'thumbnailImageUrl', false);
  p.text(card.title, 'title', limits.title, false);
  p.text(card.text, 'text', framed ? limits.framedText : limits.text);
  return checkActions(card.actions, p, 1, limits.actions);
}

function checkTemplate(template: unknown, p: Problems) {
  if (!isObject(template)) {
    p.add('', E.templateType);
    return;
  }
  switch (template.type) {
    case 'buttons':
      checkCard(template, p, BUTTONS_CARD);
      break;
    case 'confirm':
      p.text(template.text, 'text', L.CONFIRM_TEXT_MAX_LENGTH);
      checkActions(template.actions, p, L.CONFIRM_ACTIONS, L.CONFIRM_ACTIONS);
      break;
    case 'carousel': {
      const columns = template.columns;
      if (!Array.isArray(columns) || columns.length === 0 || columns.length > L.CAROUSEL_COLUMNS_MAX) {
        p.add('columns', E.columns(L.CAROUSEL_COLUMNS_MAX));
        break;
      }
      const counts = columns.map((column, index) => {
        const c = p.at(`columns.${index}`);
        if (!isObject(column)) {
          c.add('', E.notObject);
          return 0;
        }
        return checkCard(column, c, CAROUSEL_CARD);
      });
      if (new Set(counts).size > 1) p.add('columns', E.sameActionCount);
      break;
    }
    case 'image_carousel': {
      const columns = template.columns;
      if (!Array.isArray(columns) || columns.length === 0 || columns.length > L.IMAGE_CAROUSEL_COLUMNS_MAX) {
        p.add('columns', E.columns(L.IMAGE_CAROUSEL_COLUMNS_MAX));
        break;
      }
      columns.forEach((column, index) => {
        const c = p.at(`columns.${index}`);
        if (!isObject(column)) {
          c.add('', E.notObject);
          return;
        }
        c.url(column.imageUrl, 'imageUrl');
        checkAction(column.action, c.at('action'), L.IMAGE_CAROUSEL_LABEL_MAX_LENGTH);
      });
      break;
    }
    default:
      p.add('type', E.templateType);
  }
}

/** The components a box holds (#box: box, button, image, icon, text, separator, filler, spacer). */
const BOX_CHILDREN = ['box', 'button', 'image', 'icon', 'text', 'separator', 'filler', 'spacer'];

/**
 * One Flex component and what is inside it, each problem on its own field: a box's layout and
 * contents (#box), a text's words or spans (#f-text, #f-span), the https URLs LINE fetches (#f-image,
 * #f-video, #icon), a button's action with its label (#button) and the optional actions of a box,
 * image or text (label not shown there, so not required). `kinds` are the types allowed here.
 */
function checkComponent(node: unknown, p: Problems, kinds: readonly string[]) {
  if (!isObject(node)) {
    p.add('', E.notObject);
    return;
  }
  if (!kinds.includes(String(node.type))) {
    p.add('type', E.flexComponent);
    return;
  }
  const optionalAction = () => {
    if (node.action !== undefined) checkAction(node.action, p.at('action'), L.ACTION_LABEL_MAX_LENGTH, false);
  };
  switch (node.type) {
    case 'box':
      if (!['vertical', 'horizontal', 'baseline'].includes(String(node.layout)))
        p.add('layout', E.flexLayout);
      if (!Array.isArray(node.contents)) p.add('contents', E.flexContentsList);
      else
        node.contents.forEach((child, index) => {
          checkComponent(child, p.at(`contents.${index}`), BOX_CHILDREN);
        });
      optionalAction();
      break;
    case 'text': {
      const spans = Array.isArray(node.contents) ? node.contents : [];
      if (spans.length > 0)
        spans.forEach((span, index) => {
          const s = p.at(`contents.${index}`);
          if (!isObject(span) || span.type !== 'span') s.add('type', E.flexComponent);
          else if (typeof span.text !== 'string' || span.text === '') s.add('text', E.required);
        });
      else if (typeof node.text !== 'string' || node.text === '') p.add('text', E.flexText);
      optionalAction();
      break;
    }
    case 'image':
    case 'icon':
      p.url(node.url, 'url');
      optionalAction();
      break;
    case 'video':
      p.url(node.url, 'url');
      p.url(node.previewUrl, 'previewUrl');
      checkComponent(node.altContent, p.at('altContent'), ['image', 'box']);
      optionalAction();
      break;
    case 'button':
      checkAction(node.action, p.at('action'));
      break;
  }
}

function checkBubble(bubble: unknown, p: Problems) {
  if (!isObject(bubble) || bubble.type !== 'bubble') {
    p.add('', E.notBubble);
    return;
  }
  // #bubble: each block is a box (a hero may be an image or a video), never a string or a list.
  for (const block of ['header', 'hero', 'body', 'footer'] as const) {
    if (bubble[block] === undefined) continue;
    if (!isObject(bubble[block])) p.add(block, E.block(block));
    else checkComponent(bubble[block], p.at(block), block === 'hero' ? ['box', 'image', 'video'] : ['box']);
  }
  const bytes = jsonBytes(bubble);
  if (bytes > L.FLEX_BUBBLE_MAX_BYTES) p.add('', E.bubbleTooLarge(kilobytes(bytes)));
}

function checkFlexContents(contents: unknown, p: Problems) {
  if (isObject(contents) && contents.type === 'bubble') {
    checkBubble(contents, p);
    return;
  }
  if (!isObject(contents) || contents.type !== 'carousel') {
    p.add('', E.flexContents);
    return;
  }
  const bubbles = contents.contents;
  if (!Array.isArray(bubbles) || bubbles.length === 0 || bubbles.length > L.FLEX_CAROUSEL_MAX_BUBBLES) {
    p.add('contents', E.carouselCount);
    return;
  }
  bubbles.forEach((bubble, index) => {
    checkBubble(bubble, p.at(`contents.${index}`));
  });
  const bytes = jsonBytes(contents);
  if (bytes > L.FLEX_CAROUSEL_MAX_BYTES) p.add('', E.carouselTooLarge(kilobytes(bytes)));
}

function checkImagemap(message: Obj, p: Problems) {
  p.url(message.baseUrl, 'baseUrl');
  p.text(message.altText, 'altText', L.ALT_TEXT_MAX_LENGTH);
  const size = message.baseSize;
  const sized =
    isObject(size) &&
    size.width === L.IMAGEMAP_BASE_WIDTH &&
    Number.isInteger(size.height) &&
    Number(size.height) > 0;
  if (!sized) p.add('baseSize', E.baseSize);
  const actions = message.actions;
  if (!Array.isArray(actions) || actions.length === 0 || actions.length > L.IMAGEMAP_ACTIONS_MAX) {
    p.add('actions', E.imagemapActions);
    return;
  }
  actions.forEach((action, index) => {
    const a = p.at(`actions.${index}`);
    if (!isObject(action)) {
      a.add('', E.notObject);
      return;
    }
    const area = action.area;
    const whole = (value: unknown) => Number.isInteger(value) && Number(value) >= 0;
    if (!isObject(area) || !['x', 'y', 'width', 'height'].every((key) => whole(area[key])))
      a.add('area', E.area);
    if (action.type === 'uri') checkAction({ ...action, label: undefined }, a, 0);
    else if (action.type === 'message') checkAction(action, a, 0);
    else a.add('type', E.actionType);
  });
}

/** What is wrong with one message object; empty when LINE's limits hold. */
export function lineMessageProblems(message: unknown, base = ''): LineProblem[] {
  const p = new Problems(base);
  if (!isObject(message)) {
    p.add('', E.notObject);
    return p.list;
  }
  switch (message.type) {
    case 'text':
      p.text(message.text, 'text', L.TEXT_MAX_LENGTH);
      break;
    case 'image':
      p.url(message.originalContentUrl, 'originalContentUrl');
      p.url(message.previewImageUrl, 'previewImageUrl');
      break;
    case 'sticker': {
      const digits = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);
      if (!digits(message.packageId) || !digits(message.stickerId)) p.add('stickerId', E.sticker);
      break;
    }
    case 'imagemap':
      checkImagemap(message, p);
      break;
    case 'template':
      p.text(message.altText, 'altText', L.TEMPLATE_ALT_TEXT_MAX_LENGTH);
      checkTemplate(message.template, p.at('template'));
      break;
    case 'flex':
      p.text(message.altText, 'altText', L.ALT_TEXT_MAX_LENGTH);
      checkFlexContents(message.contents, p.at('contents'));
      break;
    default:
      p.add('type', E.type);
  }
  const quick = message.quickReply;
  if (isObject(quick) && Array.isArray(quick.items) && quick.items.length > L.QUICK_REPLY_ITEMS_MAX) {
    p.add('quickReply.items', E.quickReply);
  }
  return p.list;
}

/** What is wrong with a template's messages (1–5 of them, as one request carries). */
export function lineMessagesProblems(messages: unknown, base = 'messages'): LineProblem[] {
  if (
    !Array.isArray(messages) ||
    messages.length < L.MESSAGES_PER_REQUEST_MIN ||
    messages.length > L.MESSAGES_PER_REQUEST_MAX
  ) {
    return [{ field: base, message: E.count }];
  }
  return messages.flatMap((message, index) =>
    lineMessageProblems(message, base ? `${base}.${index}` : String(index)),
  );
}

/**
 * A template's messages as the contract's schema: each failure of lineMessagesProblems is an issue
 * at its field (a 422's `errors['0.template.actions.1.label']`; under `messages.` in a body).
 */
export const lineMessagesSchema = z.array(z.record(z.string(), z.unknown())).check(
  z.superRefine((messages, ctx) => {
    for (const problem of lineMessagesProblems(messages, '')) {
      ctx.issues.push({
        code: 'custom',
        message: problem.message,
        path: problem.field
          ? problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
          : [],
        input: messages,
      });
    }
  }),
);
export type LineMessageInput = z.infer<typeof lineMessagesSchema>;
