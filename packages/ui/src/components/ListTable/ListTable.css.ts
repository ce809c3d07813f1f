import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { PHONE_MEDIA } from '../../themes/media';
import { vars } from '../../themes/vars.css';

// 状態は属性で表す: 並べ替えは th の aria-sort、行の状態は data-highlighted / data-selected / data-checked。

/*
 * Below the phone breakpoint (phones, narrow tablets) rows become cards: a table of 4–6 columns no longer
 * fits. A media query, not a container query: inline-size containment would give the table no width of its
 * own, and in any shrink-to-fit box (an inline-block, a flex item sized by its content) it would collapse
 * into cards on a desktop too.
 */

export const root = style({
  position: 'relative',
  maxInlineSize: '100%',
  overflowX: 'auto',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  selectors: {
    '&[data-overflows]:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
  },
});

/** 仮想化するときのスクロール領域。高さは `maxHeight` プロップで変えられる。 */
export const scroller = style({
  overflowY: 'auto',
  maxBlockSize: '70vh',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  lineHeight: vars.font.lineHeight.tight,
});

export const caption = style({
  textAlign: 'start',
  paddingBlock: vars.space.xsmall,
  fontWeight: vars.font.weight.bold,
});

export const th = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.small,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  selectors: {
    '&[data-align="center"]': { textAlign: 'center' },
    '&[data-align="right"]': { textAlign: 'end' },
  },
});

export const checkboxCell = style({
  inlineSize: vars.space.xlarge,
  textAlign: 'center',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.focus,
      borderRadius: vars.radius.small,
    },
  },
});

export const sortIcon = style({
  color: vars.color.textSubtle,
  selectors: {
    [`${th}[aria-sort="ascending"] &, ${th}[aria-sort="descending"] &`]: { color: vars.color.primary },
  },
});

/** 複数列の並べ替えでの優先順位（1, 2, …）。 */
export const sortPriority = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.space.medium,
  blockSize: vars.space.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.xsmall,
});

export const row = style({
  backgroundColor: vars.color.background,
  selectors: {
    '&[data-checked], &[data-selected]': { backgroundColor: vars.color.surface },
    '&[data-highlighted]': {
      backgroundColor: vars.color.surfaceHover,
      boxShadow: `inset ${vars.borderWidth.focus} 0 0 ${vars.color.primary}`,
    },
  },
});

export const td = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  blockSize: vars.controlHeight.medium,
  boxSizing: 'border-box',
  verticalAlign: 'middle',
  selectors: {
    '&[data-align="center"]': { textAlign: 'center' },
    '&[data-align="right"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
});

/** 仮想化で描かない行の高さを埋める空の行。 */
export const spacer = style({
  padding: 0,
  border: 0,
});

/** 空・読み込み中の 1 行。 */
export const message = style({
  paddingBlock: vars.space.large,
  textAlign: 'center',
  color: vars.color.textSubtle,
});

export { visuallyHidden } from '../../internal/visuallyHidden.css';

/** 読み込み中の行の形（列の `skeleton`）。 */
export const textSkeleton = style({ inlineSize: '70%' });
export const controlSkeleton = style({
  display: 'block',
  blockSize: vars.controlHeight.small,
  inlineSize: `calc(${vars.controlHeight.small} * 2)`,
  maxInlineSize: '100%',
});
// As tall as a Checkbox (its label is a control-height box, the box itself a 16 px square in its middle).
export const checkboxSkeleton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: vars.controlHeight.small,
});
export const checkboxSkeletonBox = style({
  display: 'block',
  inlineSize: vars.space.medium,
  blockSize: vars.space.medium,
});

// ---- Cards (issue 27): on a phone each row is a card of 「見出し: 値」 lines ----
const card = PHONE_MEDIA;
const auto = `${root}[data-layout="auto"]`;
const inCards = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(
    selector
      .split(', ')
      .map((part) => `${auto} ${part}`)
      .join(', '),
    { '@media': { [card]: rule } },
  );

inCards(`${table}`, { display: 'block' });
inCards(`${caption}`, { display: 'block' });
inCards('thead', { display: 'block' });
// The header keeps what can be used on it (select all, the sort buttons) as one wrapping bar; the plain
// column names move into each card, before their values.
inCards('thead tr', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlockEnd: vars.space.small,
});
inCards(`thead ${th}`, { display: 'none' });
inCards(`thead ${th}[data-sortable], thead ${th}${checkboxCell}`, {
  display: 'inline-flex',
  alignItems: 'center',
  position: 'static',
  inlineSize: 'auto',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
});
inCards('tbody', { display: 'flex', flexDirection: 'column', gap: vars.space.small });
/** How many 「見出し: 値」 lines a card has (the visible columns), for the size of a card not yet drawn. */
export const cardLinesVar = createVar();
// A phone draws only the cards on or near the screen: a page of 50 cards cost its first frame about
// 50 ms of style and layout at 4x CPU for cards far below. A card not yet drawn holds an estimate of
// its height (then the height it last had), so the scrollbar does not jump. The first eight (more
// than a phone's screen, as many as the skeleton rows) are always drawn: Chromium first lays out a
// card on screen at its estimate and then at its real height, a layout shift (CLS 0.05 on the API
// trigger list).
inCards(`tbody ${row}:nth-child(n + 9)`, {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: `auto calc(${fallbackVar(cardLinesVar, '4')} * (${vars.controlHeight.small} + 2 * ${vars.space.xxsmall}) + 2 * ${vars.space.small})`,
});
inCards(`tbody ${row}`, {
  display: 'block',
  position: 'relative',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
});
// Room on the card's start for its checkbox, which keeps its place at the top.
globalStyle(`${auto}[data-checkable] tbody ${row}`, {
  '@media': { [card]: { paddingInlineStart: `calc(${vars.space.medium} + ${vars.space.small} * 2)` } },
});
inCards(`tbody ${td}`, {
  display: 'grid',
  gridTemplateColumns: 'minmax(5em, 35%) minmax(0, 1fr)',
  columnGap: vars.space.small,
  alignItems: 'center',
  blockSize: 'auto',
  minBlockSize: vars.controlHeight.small,
  paddingBlock: vars.space.xxsmall,
  paddingInline: 0,
  border: 'none',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
inCards(`tbody ${td}::before`, {
  content: 'attr(data-label)',
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'normal',
});
inCards(`tbody ${td}${checkboxCell}`, {
  display: 'block',
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  minBlockSize: 'auto',
  inlineSize: 'auto',
});
inCards(`tbody ${td}${checkboxCell}::before, tbody ${td}${message}::before`, { content: 'none' });
inCards(`tbody ${td}${message}`, { display: 'block', textAlign: 'center' });
