import { PHONE_MEDIA, vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as list from '../shared/list.css';

export { buttons, fields, fieldset, problem, sectionHeading } from '../shared/form.css';
export { filters, notice, row, subtle, toolbar } from '../shared/list.css';

export const section = style([list.section, { minWidth: 0 }]);

export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });

/** A state or mode word beside a name: small, framed, never broken. */
export const badge = style({
  display: 'inline-block',
  width: 'fit-content',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="sandbox"]': { background: vars.color.statusInfo },
    '&[data-tone="live"]': { background: vars.color.statusWarning, fontWeight: vars.font.weight.bold },
    '&[data-tone="off"]': { color: vars.color.textSubtle },
    '&[data-tone="sent"]': { background: vars.color.statusSuccess },
    '&[data-tone="failed"]': {
      background: vars.color.statusDanger,
      borderColor: vars.color.danger,
      fontWeight: vars.font.weight.bold,
    },
  },
});

/** An identifier or a secret's tail: monospace, broken anywhere on a phone. */
export const code = style({ fontFamily: vars.font.monospace, overflowWrap: 'anywhere' });

/**
 * One kind's row of the mapping: the tick, then the event name; the name goes under the tick on a
 * phone.
 */
export const mappingRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) minmax(0, 2fr)',
  gap: vars.space.small,
  alignItems: 'center',
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const mappingRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A payload or an answer: its JSON kept as written, wrapped rather than scrolled. */
export const pre = style({
  margin: 0,
  padding: vars.space.small,
  maxHeight: '20rem',
  overflow: 'auto',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.monospace,
  fontSize: vars.font.size.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The detail's facts: a term and its value per line. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});

export const factTerm = style({ color: vars.color.textSubtle, fontSize: vars.font.size.small });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The list of a send's tries. */
export const tries = style({ margin: 0, paddingLeft: vars.space.large });

/** A block reserving the mapping's height while it loads, so the log below does not jump. */
export const placeholder = style({ minHeight: '18rem' });

/** The state column's badges, one above the other. */
export const badges = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});
