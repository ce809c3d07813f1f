import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** The parts of a dialog-like surface (Modal, SidePanel): one look for both. */

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
