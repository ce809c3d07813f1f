import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

// The layout pieces of the console's list pages (friends, tags, variables, journeys, triggers):
// a toolbar of fields and buttons, the bulk-action bar, a notice, a section of the page.

/** Fields and buttons side by side, wrapping on a narrow screen, aligned on their bottoms. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

/**
 * A list's filters: equal columns, as many as fit. A filter whose options are still loading shows
 * 「読み込み中...」, wider than what it shows after; in a wrapping row of content-wide fields that
 * changed how many fit on a line, and the list below jumped when the options came (friends at
 * 412 px: 138 → 61 px, CLS 0.156). Columns do not depend on the text; three fit a 412 px phone.
 */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.medium,
});

/** The field of a toolbar that takes the room left. */
export const grow = style({ flex: '1 1 240px', minWidth: '200px' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** What to do with the checked rows. */
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
});

export const subtle = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.small });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
