import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as formStyles from '../shared/form.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const grow = style({ flex: '1 1 240px', minWidth: '200px' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const bulk = style([
  row,
  {
    padding: vars.space.small,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
  },
]);

export const notice = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.statusDanger,
  color: vars.color.text,
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'center',
});

export const subtle = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.small });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '720px',
});

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const form = style([formStyles.form, { maxWidth: '640px' }]);

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-block',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const term = style({ color: vars.color.textSubtle });
export const detail = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const code = style({ fontFamily: vars.font.monospace });

export const count = style({
  margin: 0,
  fontWeight: 'bold',
  color: vars.color.text,
});
