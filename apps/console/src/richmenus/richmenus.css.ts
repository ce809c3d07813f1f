import { PHONE_MEDIA, vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as list from '../shared/list.css';

export { notice, row, subtle } from '../shared/list.css';

export const section = style([list.section, { gap: vars.space.medium }]);

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const tableScroll = style({ minWidth: 0 });

/** The thumbnail's place in the list, sized from the menu before its picture loads. */
export const thumbnailBox = style({ display: 'block', width: '96px', maxWidth: '100%' });

/** A menu's image in the list: 2500 px wide menus at 96 px keep their proportions. */
export const thumbnail = style({
  display: 'block',
  width: '96px',
  maxWidth: '100%',
  height: 'auto',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const nameColumn = style({ minWidth: '12rem' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const badge = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  selectors: { '&[data-status="published"]': { fontWeight: vars.font.weight.bold } },
});

/** The layout choices: as many as fit, each a picture and its name. */
export const layouts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const layoutLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.background,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.primary}`,
      outlineOffset: '2px',
    },
  },
});

/** LINE's grid as a small picture: the image's frame, the cells' lines. */
export const layoutPicture = style({ display: 'block', width: '100%', height: 'auto' });
export const layoutCell = style({
  fill: vars.color.surface,
  stroke: vars.color.textSubtle,
  strokeWidth: 16,
});

/** The editor: the form and the image with its areas, then the action form beside or below. */
export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

/** The image with its areas, and the selected area's action at its right; under it on a phone. */
export const canvas = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1279.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const actionPanel = style([
  list.section,
  {
    padding: vars.space.medium,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    minWidth: 0,
  },
]);

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.small });

export const imageRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

/** The picker's images: as many thumbnails as fit. */
export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const logSteps = style({
  margin: 0,
  paddingLeft: vars.space.large,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
