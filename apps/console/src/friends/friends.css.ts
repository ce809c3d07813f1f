import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as formStyles from '../shared/form.css';
import * as list from '../shared/list.css';

export { bulk, filters, grow, row, subtle, toolbar } from '../shared/list.css';

export const notice = style([list.notice, { display: 'flex', gap: vars.space.small, alignItems: 'center' }]);

export const section = style([list.section, { maxWidth: '720px' }]);

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

/** The lines a friend's tags take while loading (three skeleton lines), kept once they are there. */
export const tagArea = style({
  minBlockSize: `calc(3 * ${vars.font.size.medium} * ${vars.font.lineHeight.standard})`,
});

/** A group of fields with its own heading (the LINE Login channel in the channel's form). */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.small}`,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});
