import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// z-index は積み重ね順から実行時に決まる（インラインの calc(トークン + 2 × 位置)）。
export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.text,
  opacity: 0.45,
});

// transform を使わずに中央へ置く（transform があると、中に重ねた Modal の fixed 配置がずれる）。
export const dialog = style({
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.modalWidth,
  maxWidth: `calc(100% - ${vars.space.large} - ${vars.space.large})`,
  height: 'fit-content',
  maxHeight: `calc(100% - ${vars.space.large} - ${vars.space.large})`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.standard,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.borderWidth.standard,
  borderBottomColor: vars.color.surfaceHover,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textSubtle,
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

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderTopStyle: 'solid',
  borderTopWidth: vars.borderWidth.standard,
  borderTopColor: vars.color.surfaceHover,
});
