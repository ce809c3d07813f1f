import { PHONE_MEDIA, vars } from '@console/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** A phone: @console/ui's one breakpoint, as the shell's and usePhone's. */
export const PHONE = PHONE_MEDIA;

/** Page kind, date navigation and the date field on one wrapping row. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'flex-end',
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'center',
});

/** The display options: their groups side by side, wrapping. */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const summary = style({
  width: 'fit-content',
  cursor: 'pointer',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** The timeline beside the side panel's room. */
export const board = style({
  minWidth: 0,
});

export const notice = style({
  margin: 0,
  padding: vars.space.small,
  color: vars.color.text,
  background: vars.color.surface,
  borderLeft: `${vars.borderWidth.focus} solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  color: vars.color.text,
});

export const term = style({
  fontWeight: vars.font.weight.bold,
});

export const detail = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const request = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
});

export const warning = style({
  margin: 0,
  padding: vars.space.small,
  color: vars.color.text,
  background: vars.color.surface,
  borderLeft: `${vars.borderWidth.focus} solid ${vars.color.warning}`,
  borderRadius: vars.radius.small,
});

export const notifications = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.font.size.small,
});

export const kinds = style([group, { margin: 0, padding: 0, border: 'none' }]);

export { visuallyHidden } from '../shared/visuallyHidden.css';

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  width: '100%',
});

export const listName = style({
  flex: '1 1 12em',
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const listInfo = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
});

/** One line of a dialog message that lists items (the dialog's message is a paragraph). */
export const messageLine = style({ display: 'block' });

/** A wide table scrolls inside its own box, not the page (many courses on a narrow screen). */
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
  },
});

export const matrix = style({
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.font.size.small,
});

export const caption = style({
  textAlign: 'start',
  paddingBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.bold,
});

const matrixBorder = `${vars.borderWidth.standard} solid ${vars.color.border}`;

export const matrixHead = style({
  // Wide enough for a short course name on one line (カット read カ／ッ／ト on a phone).
  minWidth: '6em',
  padding: vars.space.xsmall,
  borderBottom: matrixBorder,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  verticalAlign: 'bottom',
});

/**
 * The staff column stays put while the courses scroll under it (a phone shows two or three courses
 * at a time, and a ticked box means nothing without its row's name).
 */
export const matrixRowHead = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  padding: vars.space.xsmall,
  borderBottom: matrixBorder,
  borderInlineEnd: matrixBorder,
  background: vars.color.background,
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

/** The empty cell above the staff column, sticky with it so the scrolled headings pass under it. */
export const matrixCorner = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.background,
  borderInlineEnd: matrixBorder,
});

export const matrixCell = style({
  padding: vars.space.xsmall,
  borderBottom: matrixBorder,
  textAlign: 'center',
});

/** A form section: a bordered group with its heading. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.medium,
  border: matrixBorder,
  borderRadius: vars.radius.medium,
  // A phone gives the content the room: the year calendar's seven days need 278 px.
  '@media': { [PHONE]: { padding: vars.space.xsmall } },
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/**
 * One weekday's hours: the open switch, then opening and closing time, under one heading row
 * (start-aligned, so a time's error below it does not shift the row's other fields).
 */
export const weekdayRow = style({
  display: 'grid',
  gridTemplateColumns: '10em repeat(2, minmax(8em, 12em))',
  gap: vars.space.small,
  alignItems: 'start',
  // On a phone the switch takes its own line and the two times share the next (the three side by
  // side were 429 px wide at 360 px).
  '@media': { [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', rowGap: vars.space.xxsmall } },
});

export const weekdayHead = style([
  weekdayRow,
  { fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold, color: vars.color.text },
]);

// The heading row's empty first cell stands above the switches; on a phone they have their own line.
globalStyle(`${weekdayHead} > :first-child`, { '@media': { [PHONE]: { display: 'none' } } });

/** The weekday's switch, centred on the height of the time fields beside it. */
export const weekdayName = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.medium,
  '@media': { [PHONE]: { gridColumn: '1 / -1', minHeight: 0 } },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const urlRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const url = style({
  flex: '1 1 20em',
  fontFamily: vars.font.monospace,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** The 30-second wait of an external calendar link. */
export const progress = style({
  verticalAlign: 'middle',
  width: '8em',
  accentColor: vars.color.primary,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const stepFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** One reservation a shift warning names, on its own line under the message. */
export const warningLine = style({
  display: 'block',
  marginTop: vars.space.xsmall,
  fontWeight: vars.font.weight.bold,
});

/** 来店 15:02: the stage of a reservation, with its check-in time. */
export const visitStage = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});
