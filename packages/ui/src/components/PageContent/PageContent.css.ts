import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  inlineSize: '100%',
  minInlineSize: 0,
  padding: vars.space.large,
  fontFamily: vars.font.family,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});
