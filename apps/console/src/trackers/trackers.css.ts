import { PHONE_MEDIA, vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as list from '../shared/list.css';

export { notice, row, subtle } from '../shared/list.css';

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const subHeading = style({ margin: 0, fontSize: vars.font.size.medium, color: vars.color.text });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const section = style([list.section, { minWidth: 0 }]);

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const fieldset = style([list.section, { margin: 0, padding: 0, border: 'none', minWidth: 0 }]);

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.small });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `0 0 0 ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
});

/** A value row: the variable, its value and the row's remove button, wrapping on a phone. */
export const valueRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  gap: vars.space.small,
  alignItems: 'end',
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A value row's remove button: its own width, also under the fields on a phone. */
export const valueRemove = style({ justifySelf: 'start' });

export const valueRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** A link or token to copy: shown whole, broken anywhere on a phone. */
export const code = style({
  margin: 0,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.monospace,
  overflowWrap: 'anywhere',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const statValue = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const tables = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });
