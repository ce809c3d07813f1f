import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// 状態は属性で表す: 並べ替えは th の aria-sort、行の状態は data-highlighted / data-selected / data-checked。
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
