import { PHONE_MEDIA, vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as list from '../shared/list.css';

export {
  buttons,
  editorForm as form,
  fields,
  fieldset,
  problem,
  sectionHeading,
  stat,
  stats,
  statValue,
} from '../shared/form.css';
export { notice, row, subtle } from '../shared/list.css';

export const subHeading = style({ margin: 0, fontSize: vars.font.size.medium, color: vars.color.text });

export const section = style([list.section, { minWidth: 0 }]);

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

export const tables = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });
