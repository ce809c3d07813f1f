import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css';

export { fields } from '../shared/form.css';
export { grow, row, subtle, toolbar } from '../shared/list.css';

/** The search field and its button, taking the toolbar's room left. */
export const search = style({
  display: 'flex',
  flex: '1 1 20rem',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  minWidth: 0,
});

/** The table's own scroll where a column would not fit; cards on a phone (ListTable's own). */
export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });

/** The title column takes the room left; long titles wrap instead of widening the table. */
export const titleColumn = style({ minWidth: '12rem', overflowWrap: 'anywhere' });

/**
 * The row menu's button at its own size: a phone's card lays a cell out as a grid, whose stretch
 * made the square button as wide as the value column (and as tall).
 */
export const rowMenu = style({ display: 'inline-flex', justifySelf: 'start' });

/** Counts line up on their right. */
export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });

/** A status badge and what goes with it (the scheduled time, unpublished changes), stacked. */
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

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
    '&[data-status="published"]': { background: vars.color.statusSuccess, fontWeight: vars.font.weight.bold },
    '&[data-status="scheduled"]': { background: vars.color.statusInfo },
    '&[data-status="changes"]': { background: vars.color.statusWarning },
  },
});

export const when = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
});

/** The answers' header: the count, the filter and the downloads, wrapping on a phone. */
export const answersBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** A download link drawn as a secondary button's outline (a plain link: the browser saves it). */
export const download = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.controlHeight.medium,
    padding: `0 ${vars.space.medium}`,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { background: vars.color.surfaceHover } },
  },
]);

/** An answer's text: kept as typed (line breaks) and wrapped anywhere. */
export const answerText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: '8rem' });

/** One question of the summary: its heading, then the chart and the table side by side. */
export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const results = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

/** The reserved room of the answers or the summary while they load. */
export const placeholder = style({ minHeight: '20rem' });

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.medium, color: vars.color.text });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});
