import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.textSubtle,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minInlineSize: 0,
});

export const separator = style({
  paddingInline: vars.space.xsmall,
  color: vars.color.textSubtle,
});

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.standard,
    },
  },
});

/** 今いるページ（最後の項目）。リンクにしない。 */
export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});
