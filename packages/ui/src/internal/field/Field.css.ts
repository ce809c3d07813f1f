import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontFamily: vars.font.family,
  color: vars.color.text,
  minWidth: 0,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.standard,
});

export const required = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.danger,
});

export const help = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.textSubtle,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.danger,
});
