import { style } from '@vanilla-extract/css';
import { surface } from '../../internal/surface.css';
import { vars } from '../../themes/vars.css';

// 状態は data 属性と ARIA（aria-selected・aria-disabled・aria-current）で表す。
export const root = style([
  surface,
  {
    display: 'inline-flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.small,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.tight,
  },
]);

export const body = style({ display: 'flex', gap: vars.space.medium, alignItems: 'flex-start' });

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  flex: 1,
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.controlHeight.small,
  minHeight: vars.controlHeight.small,
  padding: 0,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.standard,
    },
  },
});

/** スワイプ・ホイールを受ける領域。横のなぞりはブラウザのスクロールにせず月送りに使う。 */
export const gestureArea = style({ touchAction: 'pan-y', userSelect: 'none' });

export const grid = style({ borderCollapse: 'separate', borderSpacing: vars.space.xxsmall });

export const weekday = style({
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  color: vars.color.textSubtle,
  selectors: {
    '&[data-dow="0"]': { color: vars.color.holiday },
    '&[data-dow="6"]': { color: vars.color.saturday },
  },
});

export const cell = style({ position: 'relative', padding: 0, textAlign: 'center' });

export const cellButton = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: vars.controlHeight.medium,
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.xsmall,
  margin: 0,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: 'transparent',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    // 選んでいる日は onPrimary にするため、曜日・月外の色は選んでいない日だけに付ける。
    '&[data-dow="0"]:not([data-selected]), &[data-holiday]:not([data-selected])': {
      color: vars.color.holiday,
    },
    '&[data-dow="6"]:not([data-holiday]):not([data-selected])': { color: vars.color.saturday },
    '&[data-outside]:not([data-selected])': { color: vars.color.textSubtle },
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-current="date"]': {
      borderColor: vars.color.border,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-in-range]': { backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-selected]:hover': {
      backgroundColor: vars.color.primaryHover,
      borderColor: vars.color.primaryHover,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', textDecoration: 'line-through' },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.standard,
      zIndex: 1,
    },
  },
});

export const periodButton = style([cellButton, { minWidth: `calc(${vars.controlHeight.large} * 2)` }]);

export const markers = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  justifyContent: 'center',
  minHeight: vars.space.xsmall,
});

export const markerDot = style({
  width: vars.space.xsmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
});

export const markerLine = style({
  width: vars.space.medium,
  height: vars.borderWidth.focus,
  borderRadius: vars.radius.full,
});

export const tooltip = style({
  display: 'none',
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.popover,
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  whiteSpace: 'nowrap',
  textAlign: 'start',
  pointerEvents: 'none',
  selectors: {
    [`${cellButton}:hover + &, ${cellButton}:focus-visible + &`]: { display: 'flex' },
  },
});

export const tooltipRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export { visuallyHidden } from '../../internal/visuallyHidden.css';

export const message = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  selectors: { '&[data-slot="side"]': { flexDirection: 'column', flexWrap: 'nowrap' } },
});

export const timeColumns = style({ display: 'flex', gap: vars.space.small });

export const timeColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const timeColumnLabel = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textSubtle,
  textAlign: 'center',
});

export const timeList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  maxHeight: vars.timeListHeight,
  overflowY: 'auto',
  paddingInline: vars.space.xxsmall,
});
