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
} from '../shared/form.css';
export { notice, row, subtle, toolbar } from '../shared/list.css';

export const section = style([list.section, { minWidth: 0 }]);

export const subHeading = style({ margin: 0, fontSize: vars.font.size.medium, color: vars.color.text });

/** The funnel picker and its buttons: the Select takes the room left. */
export const picker = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.small,
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The range and the entry source: three equal columns, one under another on a phone. */
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.medium,
});

/** The chart and the table side by side where there is room, one under the other on a phone. */
export const results = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

/**
 * The chart's box: a fixed height for up to eight bars, the same while the counts load, so
 * nothing below moves when they come. Chart.js fills it and follows its width.
 */
export const chart = style({ position: 'relative', height: '20rem', minWidth: 0 });

/** The table's box: its own scroll on a narrow screen; the height of the chart while loading. */
export const tableBox = style({ overflowX: 'auto', minWidth: 0 });

export const placeholder = style({ minHeight: '20rem' });

export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });

/** The editor's steps: numbered rows, each a card with its kind, its filter and its buttons. */
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stepHeading = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textSubtle,
});

export const stepButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** An entry source: its facts and its QR code, side by side, stacked on a phone. */
export const source = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sources = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sourceFacts = style([list.section, { minWidth: 0 }]);

export const sourceName = style({ margin: 0, fontSize: vars.font.size.medium, color: vars.color.text });

/** The URL, shown whole and broken anywhere on a phone. */
export const url = style({
  margin: 0,
  fontFamily: vars.font.monospace,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, margin: 0 });

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** The QR preview: a fixed square, so the list does not move as the images come. */
export const qrImage = style({
  width: '8rem',
  height: '8rem',
  background: vars.color.background,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const link = style({ color: vars.color.primary });

/**
 * A link inside the notice: the notice's own text colour, underlined. The theme's link colour is
 * made for the page's background; on the danger tint it fell to 4.35:1 in two themes (axe).
 */
export const noticeLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  fontWeight: vars.font.weight.bold,
});
