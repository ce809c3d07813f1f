import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  color: vars.color.text,
});

export const link = style({
  color: vars.color.primary,
});
