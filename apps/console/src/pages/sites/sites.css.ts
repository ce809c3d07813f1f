import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

export { fields } from '../../shared/form.css';
export { grow, subtle, toolbar } from '../../shared/list.css';
export { fieldLegend, fieldset, item, panel, problem, sectionHeading, url } from '../editor/editor.css';
export { badge, number, rowMenu, search, status, tableScroll, titleColumn } from '../pages.css';

/** The settings' sections one under another, each a framed card (a phone at 360 px keeps one column). */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  maxWidth: '48rem',
});

/** A URL and its copy button, wrapping the URL anywhere on a phone. */
export const address = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** One page or one menu item in its list: its text, then its buttons (wrapping under on a phone). */
export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: '1 1 14rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const rowButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A menu item's two fields side by side, one under the other on a phone. */
export const menuFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.small,
  flex: '1 1 20rem',
  minWidth: 0,
});

export const home = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.background,
  fontSize: vars.font.size.small,
});
