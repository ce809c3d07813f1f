import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as list from '../../shared/list.css';

export { buttons, fields, fieldset, problem, sectionHeading } from '../../shared/form.css';
export { notice, row, subtle } from '../../shared/list.css';

/**
 * The editor beside its preview on a wide screen; below 1280 px (the side menu takes 240 of it)
 * the editor needs the whole width, so the preview goes under it.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1279.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const section = style([list.section, { minWidth: 0 }]);

/** A framed group of the editor: the settings, the blocks, the inspector. */
export const panel = style([
  list.section,
  {
    minWidth: 0,
    padding: vars.space.medium,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.background,
  },
]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** One block (or field) in its list: its name as a button that selects it, then its actions. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flex: '1 1 auto',
  minWidth: 0,
});

export const itemName = style({
  flex: '1 1 12rem',
  minWidth: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid transparent`,
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.surface,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** 「要修正」 beside a block whose fields have problems. */
export const errorBadge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.small,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

/** A column of a columns block, or a field of a form: a framed sub-list. */
export const subPanel = style([
  list.section,
  {
    minWidth: 0,
    padding: vars.space.small,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
  },
]);

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An option of a choice field: its words, its tag, its buttons. */
export const optionRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) auto',
  gap: vars.space.small,
  alignItems: 'end',
  '@media': { 'screen and (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A group's name written as a field's label is (an image, a question's options). */
export const fieldLegend = style({
  padding: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** A question in the sortable list: the list's row is its frame already. */
export const fieldCard = style([
  list.section,
  { flex: '1 1 auto', minWidth: 0, margin: 0, padding: 0, border: 'none' },
]);

/**
 * A chosen image: a fixed 8rem high box, there before the library's list and the image arrive, so
 * the fields below do not move when they come (the first load's layout shift).
 */
export const thumbnail = style({
  display: 'block',
  alignSelf: 'flex-start',
  height: '8rem',
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/** The preview stays in sight while the operator scrolls the editor. */
export const preview = style([
  list.section,
  {
    position: 'sticky',
    top: vars.space.medium,
    minWidth: 0,
    '@media': { 'screen and (max-width: 1279.98px)': { position: 'static' } },
  },
]);

/** Where the preview's frame is drawn: its width is measured to scale the desktop view. */
export const stage = style({
  minWidth: 0,
  overflow: 'hidden',
  padding: vars.space.small,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  display: 'flex',
  justifyContent: 'center',
});

export const frame = style({
  display: 'block',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.background,
  transformOrigin: 'top left',
  selectors: { '&[data-stale="true"]': { opacity: 0.7 } },
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  margin: 0,
  color: vars.color.text,
});

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-status="published"]': { background: vars.color.statusSuccess, fontWeight: vars.font.weight.bold },
    '&[data-status="scheduled"]': { background: vars.color.statusInfo },
    '&[data-status="draft"]': { background: vars.color.statusNeutral },
  },
});

export const url = style({ overflowWrap: 'anywhere', color: vars.color.primary });
