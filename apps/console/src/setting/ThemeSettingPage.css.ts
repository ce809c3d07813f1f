import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '480px',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  color: vars.color.textSubtle,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
