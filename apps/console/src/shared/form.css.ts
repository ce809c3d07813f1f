import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import * as list from './list.css';

/** A form's fields, messages and buttons, one under the other. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** Plain labelled fields until @console/ui has a TextField. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const input = style([
  focusRing,
  {
    height: vars.controlHeight.medium,
    padding: `0 ${vars.space.small}`,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.medium,
    color: vars.color.text,
    background: vars.color.background,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.danger,
});

export const alert = style({
  margin: 0,
  padding: vars.space.small,
  fontSize: vars.font.size.medium,
  color: vars.color.danger,
  background: vars.color.background,
  border: `${vars.borderWidth.standard} solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
});

export const notice = style({
  margin: 0,
  padding: vars.space.small,
  fontSize: vars.font.size.medium,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

/*
 * The editors' parts the tracker and delivery screens share (issue 31): their files re-export
 * them, so both look alike and a change is made once.
 */

/** A form in a page's column: it may shrink below its fields' width (they wrap, tables scroll). */
export const editorForm = style([form, { minWidth: 0 }]);

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

/** Fields side by side where they fit, each at least 16rem. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

/** A group of controls under its legend, without the browser's frame. */
export const fieldset = style([list.section, { margin: 0, padding: 0, border: 'none', minWidth: 0 }]);

/** A message beside a control that has no errorText of its own. */
export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.small });

/** Chosen items (tags) with their remove buttons, in a wrapping row. */
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

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** Counts as tiles, as many as fit (a tracker's clicks, a delivery's results). */
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
