import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// 右上に積む。空いている部分はクリックを下へ通す（pointer-events）。
export const viewport = style({
  position: 'fixed',
  insetBlockStart: vars.space.large,
  insetInlineEnd: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: vars.size.toastWidth,
  maxWidth: `calc(100% - ${vars.space.large} - ${vars.space.large})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  boxSizing: 'border-box',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderInlineStartWidth: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.standard,
  pointerEvents: 'auto',
  selectors: {
    '&[data-tone="success"]': { borderColor: vars.color.success },
    '&[data-tone="error"]': { borderColor: vars.color.danger },
  },
});

export const icon = style({
  flexShrink: 0,
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${toast}[data-tone="success"] &`]: { color: vars.color.success },
    [`${toast}[data-tone="error"] &`]: { color: vars.color.danger },
  },
});

export const message = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const close = style({
  flexShrink: 0,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textSubtle,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
  },
});
