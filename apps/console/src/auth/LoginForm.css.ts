import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '360px',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  color: vars.color.text,
});
