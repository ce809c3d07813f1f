import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
  marginBlockEnd: vars.space.large,
  borderBlockEndStyle: 'solid',
  borderBlockEndWidth: vars.borderWidth.standard,
  borderBlockEndColor: vars.color.border,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const titleGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const manualLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
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

export const icon = style({
  inlineSize: '1em',
  blockSize: '1em',
  flexShrink: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});

export { visuallyHidden } from '../../internal/visuallyHidden.css';
