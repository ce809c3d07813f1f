import { vars } from '@console/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
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

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  color: vars.color.text,
});

globalStyle(`${facts} dd`, { margin: 0 });
