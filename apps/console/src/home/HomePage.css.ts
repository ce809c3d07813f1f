import { vars } from '@console/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  color: vars.color.text,
});

globalStyle(`${facts} dd`, { margin: 0 });
