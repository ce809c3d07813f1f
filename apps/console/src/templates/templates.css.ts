import { PHONE_MEDIA, vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as formStyles from '../shared/form.css';
import * as list from '../shared/list.css';

export { grow, notice, row, subtle, toolbar } from '../shared/list.css';

/**
 * The list beside its groups on a wide screen; below 1280 px (the side menu takes 240 of it) the
 * table needs the whole width, so the groups come first, above it.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 240px) minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1279.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const groups = style([list.section, { gap: vars.space.small }]);

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const groupLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const groupLink = style({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surface, fontWeight: vars.font.weight.bold },
    '&:hover': { textDecoration: 'underline' },
  },
});

/** A group in the sortable list: its link, then its menu at the right. */
export const groupItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flex: '1 1 auto',
  minWidth: 0,
});

export const groupName = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

/** The group's menu at the right of its line. */
export const groupMenu = style({ flex: 'none' });

/** The name column keeps room for a name of a few words (the table gives the rest to the text). */
export const nameColumn = style({ minWidth: '10em' });

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const cellActions = style([list.row, { gap: vars.space.xsmall, flexWrap: 'nowrap' }]);

export const status = style({
  display: 'inline-block',
  width: 'fit-content',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

/** The media library's button and what it did, above an image's URLs. */
export const libraryRow = style([list.row, { gap: vars.space.small }]);

export const hint = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.small });

export const problemCount = style({
  display: 'block',
  fontSize: vars.font.size.small,
  color: vars.color.danger,
});

export const uses = style({ margin: 0, paddingInlineStart: vars.space.large });

// The editor ----------------------------------------------------------------------------------------

/** The editor beside its preview: one column on a phone, the preview sticky at the right above. */
export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(260px, 2fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style([formStyles.form, { minWidth: 0 }]);

export const preview = style({
  position: 'sticky',
  top: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [PHONE_MEDIA]: { position: 'static' } },
});

export const messageList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  minWidth: 0,
});

export const nested = style([card, { background: vars.color.surface, padding: vars.space.small }]);

export const cardHead = style([list.row, { justifyContent: 'space-between' }]);

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.small,
});

export const actionsBar = style([list.row, { justifyContent: 'flex-end' }]);

/** The message kinds under a template's name. */
export const kinds = style({
  display: 'block',
  fontSize: vars.font.size.small,
  color: vars.color.textSubtle,
});

/** A table wider than its room scrolls sideways instead of being cut off. */
export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });

/** The groups' places while they load: SortableList's gap between its rows. */
export const groupSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

/** A tracker's destination: long URLs break anywhere rather than widen the table. */
export const url = style({ overflowWrap: 'anywhere', wordBreak: 'break-all' });
