import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.small,
  cursor: 'pointer',
  color: vars.color.primary,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
  },
});

export const body = style({
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
});
