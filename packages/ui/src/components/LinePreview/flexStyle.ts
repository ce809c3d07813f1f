import type { CSSProperties } from 'react';
import { linePreviewMessages } from './messages';

/*
 * Pure mapping from a Flex Message's JSON to CSS values, after LINE's Messaging API reference
 * (https://developers.line.biz/en/reference/messaging-api/#flex-message) and the "Flex Message
 * layout" guide (https://developers.line.biz/en/docs/messaging-api/flex-message-layout/).
 * The operator is still typing: every reader takes `unknown` and answers `undefined` (LINE's
 * default) for anything it does not understand, so a half-written tree draws instead of throwing.
 */

export type FlexJson = Record<string, unknown>;
export type FlexLayout = 'vertical' | 'horizontal' | 'baseline';

export const isFlexObject = (value: unknown): value is FlexJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node's `contents` when it is a list, else none (a string or an object there draws nothing). */
export const flexChildren = (node: FlexJson): readonly unknown[] =>
  Array.isArray(node.contents) ? node.contents : [];

/** Deeper than this the preview stops drawing (LINE's own JSON limit of 30 kB keeps real trees far shallower). */
export const MAX_FLEX_DEPTH = 40;

// --- LINE's keyword scales, in CSS px --------------------------------------------------------

/** Reference › Box: `spacing`, `margin`, `padding*`, `offset*` keywords (the same scale). */
export const spacingScale = { none: 0, xs: 2, sm: 4, md: 8, lg: 12, xl: 16, xxl: 20 } as const;
/** Reference › Box `cornerRadius` keywords. */
export const cornerRadiusScale = spacingScale;
/** Reference › Box `borderWidth` keywords. */
export const borderWidthScale = {
  none: 0,
  light: 0.5,
  normal: 1,
  medium: 2,
  'semi-bold': 3,
  bold: 4,
} as const;
/** Reference › Text / Span / Icon `size` keywords (md is LINE's default). */
export const textSizeScale = {
  xxs: 11,
  xs: 13,
  sm: 14,
  md: 16,
  lg: 19,
  xl: 22,
  xxl: 29,
  '3xl': 35,
  '4xl': 48,
  '5xl': 74,
} as const;
/** Reference › Image `size` keywords (md is LINE's default; `full` is the component's width). */
export const imageSizeScale = {
  xxs: 40,
  xs: 60,
  sm: 80,
  md: 100,
  lg: 120,
  xl: 140,
  xxl: 160,
  '3xl': 180,
  '4xl': 200,
  '5xl': 240,
} as const;
/** Reference › Bubble `size`: each size's width (mega is LINE's default). */
export const bubbleWidths = {
  nano: 120,
  micro: 160,
  deca: 220,
  hecto: 241,
  kilo: 260,
  mega: 300,
  giga: 500,
} as const;
export type FlexBubbleSize = keyof typeof bubbleWidths;
/** Reference › Button `height`: sm and md (LINE's default). */
export const buttonHeights = { sm: 40, md: 52 } as const;
/**
 * LINE's own defaults inside a bubble (as LINE's apps and Flex Message Simulator draw them), the
 * same in every console theme: the themes apply around the preview, never inside it.
 */
export const lineFlexDefaults = {
  /** Default padding of each block (header, hero, body, footer). */
  blockPadding: { header: 20, hero: 0, body: 20, footer: 10 },
  /**
   * A primary button's default background: LINE's green (#17c950) darkened in HSL lightness to the
   * first shade its white label reads on at 4.5:1 (2.2:1 as LINE draws it), as the preview's line*
   * tokens are chosen; an operator's own `color` is drawn as given.
   */
  primaryButton: '#108936',
  /** A secondary button's default background. */
  secondaryButton: '#dcdfe5',
  /** A link button's label. */
  linkButton: '#42659a',
  /** A separator's and a block separator's default colour. */
  separator: '#e6e6e6',
  /** An image without a URL yet: a neutral grey of its size, so the layout shows. */
  imagePlaceholder: '#dfe3e8',
  /** The line height of LINE's text (its colour, #111111, is the lineBubbleText token). */
  lineHeight: 1.4,
} as const;

const keywordOf = <T extends Record<string, number>>(scale: T, value: unknown): number | undefined =>
  typeof value === 'string' && Object.hasOwn(scale, value) ? scale[value as keyof T] : undefined;

const PX = /^(\d+(?:\.\d+)?)px$/;
const PERCENT = /^(\d+(?:\.\d+)?)%$/;

/** `12px` → `12px`; a keyword of `scale` → its px; anything else → undefined. */
export function keywordPx(value: unknown, scale: Record<string, number>): string | undefined {
  const keyword = keywordOf(scale, value);
  if (keyword !== undefined) return `${keyword}px`;
  return typeof value === 'string' && PX.test(value) ? value : undefined;
}

/** Lengths that also take a percentage (width, height, padding, offsets, image size). */
function keywordPxPercent(value: unknown, scale: Record<string, number>): string | undefined {
  return keywordPx(value, scale) ?? (typeof value === 'string' && PERCENT.test(value) ? value : undefined);
}

/** Box `spacing` and any component's `margin`: keyword or px. */
export const spacingCss = (value: unknown) => keywordPx(value, spacingScale);
/** Box `paddingAll`/`paddingTop`…: keyword, px or % (of the box's width). */
export const paddingCss = (value: unknown) => keywordPxPercent(value, spacingScale);
/** `offsetTop`/`offsetBottom`/`offsetStart`/`offsetEnd`: keyword, px or %. */
export const offsetCss = (value: unknown) => keywordPxPercent(value, spacingScale);
/** Box `width`/`maxWidth`/`height`/`maxHeight`: px or %. */
export const lengthCss = (value: unknown) => keywordPxPercent(value, {});
export const borderWidthCss = (value: unknown) => keywordPx(value, borderWidthScale);
export const cornerRadiusCss = (value: unknown) => keywordPx(value, cornerRadiusScale);
/** Text and span `size`: keyword or px. */
export const textSizeCss = (value: unknown) => keywordPx(value, textSizeScale);
/** Icon `size`: keyword (the text scale) or px. */
export const iconSizeCss = (value: unknown) => keywordPx(value, textSizeScale);
/** Image `size`: keyword, `full`, px or %. */
export const imageSizeCss = (value: unknown) =>
  value === 'full' ? '100%' : keywordPxPercent(value, imageSizeScale);

/** `#RRGGBB` or `#RRGGBBAA` (the only colours LINE takes) as is; anything else → undefined. */
export const colorCss = (value: unknown): string | undefined =>
  typeof value === 'string' && /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ? value : undefined;

/** `"20:13"` → `"20 / 13"` (CSS aspect-ratio); zero, negative or garbage → undefined. */
export function aspectRatioCss(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(value);
  if (!match) return undefined;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return width > 0 && height > 0 ? `${width} / ${height}` : undefined;
}

/** A bubble's size keyword, or LINE's default `mega`. */
export const bubbleSize = (value: unknown): FlexBubbleSize =>
  typeof value === 'string' && Object.hasOwn(bubbleWidths, value) ? (value as FlexBubbleSize) : 'mega';

/** Box `layout`; anything unknown is drawn as LINE's most forgiving box, vertical. */
export const boxLayout = (value: unknown): FlexLayout =>
  value === 'horizontal' || value === 'baseline' ? value : 'vertical';

/**
 * A component's `flex` (Layout › "Width and height of components"): an integer ratio of the free
 * space; without it 1 in a horizontal or baseline box, 0 in a vertical one.
 */
export function flexGrow(node: FlexJson, parent: FlexLayout): number {
  const { flex } = node;
  if (typeof flex === 'number' && Number.isFinite(flex) && flex >= 0) return Math.floor(flex);
  return parent === 'vertical' ? 0 : 1;
}

/** Gravity (top/center/bottom) on the cross axis of a horizontal box. */
const gravityAlign = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;
export const gravityCss = (value: unknown) =>
  typeof value === 'string' && Object.hasOwn(gravityAlign, value)
    ? gravityAlign[value as keyof typeof gravityAlign]
    : undefined;

/** Align (start/center/end) as a flex alignment. */
const alignFlex = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;
export const alignFlexCss = (value: unknown) =>
  typeof value === 'string' && Object.hasOwn(alignFlex, value)
    ? alignFlex[value as keyof typeof alignFlex]
    : undefined;

const justifyValues = new Set([
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
]);
const alignItemsValues = new Set(['flex-start', 'center', 'flex-end']);

/** Reference › Box `background`: a linear gradient (angle, start, optional centre and its position, end). */
export function gradientCss(value: unknown): string | undefined {
  if (!isFlexObject(value) || value.type !== 'linearGradient') return undefined;
  const start = colorCss(value.startColor);
  const end = colorCss(value.endColor);
  if (!start || !end) return undefined;
  // Layout › "Linear gradient backgrounds": 0deg runs bottom to top and turns clockwise, as CSS does.
  const angle =
    typeof value.angle === 'string' && /^-?\d+(?:\.\d+)?deg$/.test(value.angle) ? value.angle : '0deg';
  const center = colorCss(value.centerColor);
  const position =
    typeof value.centerPosition === 'string' && PERCENT.test(value.centerPosition)
      ? value.centerPosition
      : '50%';
  return center
    ? `linear-gradient(${angle}, ${start} 0%, ${center} ${position}, ${end} 100%)`
    : `linear-gradient(${angle}, ${start} 0%, ${end} 100%)`;
}

/**
 * The space before a child of a box: its own `margin`, which takes precedence over the box's
 * `spacing` (Layout › "Component placement" › margin), else the spacing between it and the one
 * before. `index` counts the children in the flow only: an absolute child (placed by its offsets,
 * out of the flow) takes no spacing, and the child after it is not spaced from it.
 */
export function childMargin(child: unknown, index: number, spacing: string | undefined): string | undefined {
  const own = isFlexObject(child) ? spacingCss(child.margin) : undefined;
  if (own || isAbsolute(child)) return own;
  return index > 0 ? spacing : undefined;
}

export const isAbsolute = (child: unknown) => isFlexObject(child) && child.position === 'absolute';

/** Each child's space before it in a box with `spacing` (see childMargin). */
export function childMargins(
  children: readonly unknown[],
  spacing: string | undefined,
): (string | undefined)[] {
  let inFlow = 0;
  return children.map((child) => {
    const margin = childMargin(child, inFlow, spacing);
    if (!isAbsolute(child)) inFlow += 1;
    return margin;
  });
}

/**
 * What every component takes from its place in a box: its `flex` share, the space before it on
 * the box's main axis and its `position` with offsets (Layout › "Component placement" › Offset).
 */
export function itemStyle(node: FlexJson, parent: FlexLayout, margin: string | undefined): CSSProperties {
  const grow = flexGrow(node, parent);
  const style: CSSProperties =
    parent === 'vertical'
      ? { flexGrow: grow, flexShrink: 0, flexBasis: 'auto' }
      : { flexGrow: grow, flexShrink: grow > 0 ? 1 : 0, flexBasis: grow > 0 ? 0 : 'auto' };
  if (margin) {
    if (parent === 'vertical') style.marginBlockStart = margin;
    else style.marginInlineStart = margin;
  }
  if (node.position === 'absolute' || node.position === 'relative') {
    const top = offsetCss(node.offsetTop);
    const bottom = offsetCss(node.offsetBottom);
    const start = offsetCss(node.offsetStart);
    const end = offsetCss(node.offsetEnd);
    style.position = node.position;
    if (top) style.insetBlockStart = top;
    if (bottom) style.insetBlockEnd = bottom;
    if (start) style.insetInlineStart = start;
    if (end) style.insetInlineEnd = end;
  }
  // Baseline boxes take no gravity (Layout › "Child components in baseline boxes").
  const gravity = parent === 'horizontal' ? gravityCss(node.gravity) : undefined;
  if (gravity) style.alignSelf = gravity;
  return style;
}

/** A box's own look: padding, colours, border, corners, sizes, alignment of its children. */
export function boxStyle(node: FlexJson): CSSProperties {
  const style: CSSProperties = {};
  const all = paddingCss(node.paddingAll);
  const padding = {
    paddingBlockStart: paddingCss(node.paddingTop) ?? all,
    paddingBlockEnd: paddingCss(node.paddingBottom) ?? all,
    paddingInlineStart: paddingCss(node.paddingStart) ?? all,
    paddingInlineEnd: paddingCss(node.paddingEnd) ?? all,
  };
  for (const [key, value] of Object.entries(padding)) if (value) style[key as keyof typeof padding] = value;
  const background = colorCss(node.backgroundColor);
  if (background) style.backgroundColor = background;
  const gradient = gradientCss(node.background);
  if (gradient) style.backgroundImage = gradient;
  const borderWidth = borderWidthCss(node.borderWidth);
  const borderColor = colorCss(node.borderColor);
  if (borderWidth || borderColor) {
    style.borderStyle = 'solid';
    // LINE draws a border as soon as a colour is given (its default width is 1px, `normal`).
    style.borderWidth = borderWidth ?? '1px';
    style.borderColor = borderColor ?? 'transparent';
  }
  const radius = cornerRadiusCss(node.cornerRadius);
  if (radius) style.borderRadius = radius;
  const sizes = {
    inlineSize: lengthCss(node.width),
    maxInlineSize: lengthCss(node.maxWidth),
    blockSize: lengthCss(node.height),
    maxBlockSize: lengthCss(node.maxHeight),
  };
  for (const [key, value] of Object.entries(sizes)) if (value) style[key as keyof typeof sizes] = value;
  if (typeof node.justifyContent === 'string' && justifyValues.has(node.justifyContent))
    style.justifyContent = node.justifyContent;
  if (typeof node.alignItems === 'string' && alignItemsValues.has(node.alignItems))
    style.alignItems = node.alignItems;
  return style;
}

const textAlign = { start: 'start', end: 'end', center: 'center' } as const;
const decorations = { underline: 'underline', 'line-through': 'line-through', none: 'none' } as const;

/** The font of a text or span: size, weight, colour, italic, decoration. */
export function fontStyle(node: FlexJson): CSSProperties {
  const style: CSSProperties = {};
  const size = textSizeCss(node.size);
  if (size) style.fontSize = size;
  if (node.weight === 'bold') style.fontWeight = 'bold';
  else if (node.weight === 'regular') style.fontWeight = 'normal';
  const color = colorCss(node.color);
  if (color) style.color = color;
  if (node.style === 'italic') style.fontStyle = 'italic';
  if (typeof node.decoration === 'string' && Object.hasOwn(decorations, node.decoration))
    style.textDecorationLine = decorations[node.decoration as keyof typeof decorations];
  return style;
}

/** The number of lines a wrapped text keeps (`maxLines`, 0 or none: all). */
export const maxLinesOf = (node: FlexJson): number =>
  node.wrap === true &&
  typeof node.maxLines === 'number' &&
  Number.isFinite(node.maxLines) &&
  node.maxLines >= 1
    ? Math.floor(node.maxLines)
    : 0;

/**
 * A text's own look (Reference › Text): font, `align`, `wrap` (one line with an ellipsis when
 * false), `maxLines` (clamped with an ellipsis), `lineSpacing` (added between lines).
 */
export function textStyle(node: FlexJson): CSSProperties {
  const style = fontStyle(node);
  if (typeof node.align === 'string' && Object.hasOwn(textAlign, node.align))
    style.textAlign = textAlign[node.align as keyof typeof textAlign];
  const lineSpacing = keywordPx(node.lineSpacing, {});
  if (lineSpacing) style.lineHeight = `calc(${lineFlexDefaults.lineHeight}em + ${lineSpacing})`;
  const lines = maxLinesOf(node);
  if (lines > 0) style.WebkitLineClamp = lines;
  return style;
}

/**
 * An image's box: `size` (LINE's default md, a hero's too: the reference names no other, so a hero
 * without `size: full` is narrow in LINE as here), `aspectRatio` (1:1), colour, alignment.
 */
export function imageStyle(node: FlexJson): { frame: CSSProperties; picture: CSSProperties } {
  const frame: CSSProperties = {};
  const align = alignFlexCss(node.align);
  if (align) frame.justifyContent = align;
  const gravity = gravityCss(node.gravity);
  if (gravity) frame.alignItems = gravity;
  const picture: CSSProperties = {
    inlineSize: imageSizeCss(node.size) ?? `${imageSizeScale.md}px`,
  };
  const ratio = aspectRatioCss(node.aspectRatio);
  if (ratio) picture.aspectRatio = ratio;
  if (node.aspectMode === 'cover') picture.objectFit = 'cover';
  const background = colorCss(node.backgroundColor);
  if (background) picture.backgroundColor = background;
  return { frame, picture };
}

/** An icon (baseline boxes): its height is `size` (md), its width that times `aspectRatio`. */
export function iconStyle(node: FlexJson): CSSProperties {
  const style: CSSProperties = {};
  const size = iconSizeCss(node.size);
  if (size) style.blockSize = size;
  const ratio = aspectRatioCss(node.aspectRatio);
  if (ratio) style.aspectRatio = ratio;
  return style;
}

/** A button's colour: `color` is the background of primary/secondary, the label of link. */
export function buttonStyle(node: FlexJson): CSSProperties {
  const color = colorCss(node.color);
  if (!color) return {};
  return node.style === 'primary' || node.style === 'secondary' ? { backgroundColor: color } : { color };
}

/** The button styles LINE knows; anything else draws as LINE's default, link. */
export const buttonKind = (value: unknown): 'link' | 'primary' | 'secondary' =>
  value === 'primary' || value === 'secondary' ? value : 'link';

/** A bubble block's style (Reference › Bubble › "Objects for the block style"). */
export function blockStyle(styles: unknown, block: 'header' | 'hero' | 'body' | 'footer', first: boolean) {
  const own = isFlexObject(styles) ? styles[block] : undefined;
  const style: CSSProperties = {};
  if (!isFlexObject(own)) return { style, separator: false };
  const background = colorCss(own.backgroundColor);
  if (background) style.backgroundColor = background;
  // A separator sits above its block; the first block has none above it.
  const separator = own.separator === true && !first;
  const separatorColor = colorCss(own.separatorColor);
  if (separator && separatorColor) style.borderBlockStartColor = separatorColor;
  return { style, separator };
}

// --- Version notes ---------------------------------------------------------------------------

export type FlexVersionFeature = keyof typeof linePreviewMessages.flexVersion;

export interface FlexVersionNote {
  feature: FlexVersionFeature;
  /** The first LINE for iOS and Android that draws it, and LINE for PC (macOS, Windows). */
  line: string;
  pc: string;
  /** The note in Japanese, as the preview shows it. */
  text: string;
}

/*
 * Messaging API reference › Flex Message › "Operating environment" (and "Send Flex Messages" ›
 * Operating environment): maxWidth and maxHeight of box, lineSpacing of text and video need LINE
 * 11.22.0 or later (PC 7.7.0); the deca and hecto bubble sizes and the scaling property of button,
 * text and icon need 13.6.0 or later (PC 7.17.0), an older app showing deca/hecto as kilo and a
 * video's altContent. Span, position, offsets and gradients are no longer marked there (they need
 * 8.11.0, older than any LINE that still connects), so they get no note.
 */
const versions: Record<FlexVersionFeature, { line: string; pc: string }> = {
  deca: { line: '13.6.0', pc: '7.17.0' },
  hecto: { line: '13.6.0', pc: '7.17.0' },
  scaling: { line: '13.6.0', pc: '7.17.0' },
  video: { line: '11.22.0', pc: '7.7.0' },
  maxWidth: { line: '11.22.0', pc: '7.7.0' },
  maxHeight: { line: '11.22.0', pc: '7.7.0' },
  lineSpacing: { line: '11.22.0', pc: '7.7.0' },
};
const featureOrder = Object.keys(versions) as FlexVersionFeature[];

// Per bubble, by object identity: a keystroke in one bubble of a carousel looks at that bubble only.
const bubbleFeatures = new WeakMap<object, ReadonlySet<FlexVersionFeature>>();

function collect(node: unknown, found: Set<FlexVersionFeature>, depth: number) {
  if (!isFlexObject(node) || depth > MAX_FLEX_DEPTH) return;
  switch (node.type) {
    case 'bubble':
      if (node.size === 'deca' || node.size === 'hecto') found.add(node.size);
      for (const block of ['header', 'hero', 'body', 'footer'] as const)
        collect(node[block], found, depth + 1);
      return;
    case 'box':
      if (node.maxWidth !== undefined) found.add('maxWidth');
      if (node.maxHeight !== undefined) found.add('maxHeight');
      break;
    case 'text':
      if (node.lineSpacing !== undefined) found.add('lineSpacing');
      if (node.scaling === true) found.add('scaling');
      break;
    case 'button':
    case 'icon':
      if (node.scaling === true) found.add('scaling');
      break;
    case 'video':
      found.add('video');
      break;
  }
  for (const child of flexChildren(node)) collect(child, found, depth + 1);
}

function featuresOfBubble(bubble: FlexJson): ReadonlySet<FlexVersionFeature> {
  let found = bubbleFeatures.get(bubble);
  if (!found) {
    const set = new Set<FlexVersionFeature>();
    collect(bubble, set, 0);
    found = set;
    bubbleFeatures.set(bubble, found);
  }
  return found;
}

/**
 * The features of a Flex Message's contents (a bubble or a carousel) that some LINE apps do not
 * draw, each with the first LINE version that does and a note in Japanese; in a fixed order, once
 * each. Never throws, whatever `contents` is.
 */
export function flexVersionNotes(contents: unknown): FlexVersionNote[] {
  if (!isFlexObject(contents)) return [];
  const found = new Set<FlexVersionFeature>();
  const bubbles = contents.type === 'carousel' ? flexChildren(contents) : [contents];
  for (const bubble of bubbles)
    if (isFlexObject(bubble)) for (const feature of featuresOfBubble(bubble)) found.add(feature);
  return featureOrder
    .filter((feature) => found.has(feature))
    .map((feature) => ({ feature, ...versions[feature], text: linePreviewMessages.flexVersion[feature] }));
}
