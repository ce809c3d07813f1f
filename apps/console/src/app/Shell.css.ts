import { PHONE_MEDIA, vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css';

/** Below this width the side menu becomes a drawer behind the top bar's menu button. */
const NARROW = PHONE_MEDIA;

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  minHeight: '100vh',
  fontFamily: vars.font.family,
  color: vars.color.text,
  background: vars.color.background,
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Only on a narrow screen: the menu button and the current area's name. */
export const topBar = style({
  display: 'none',
  gridColumn: '1 / -1',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': { [NARROW]: { display: 'flex', position: 'sticky', top: 0, zIndex: 1 } },
});

export const topBarTitle = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.bold,
});

export const side = style({
  display: 'flex',
  gridRow: '1 / -1',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRight: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  // Never the browser's scroll anchor: when the menu is taller than the page, the browser anchored
  // the view on a menu link, and content that shrank above the reader's place (a refusal's message
  // going away on save) moved what they were looking at up by its height (110 px in the journey
  // editor). Anchored in the main content, the view stays put.
  overflowAnchor: 'none',
  '@media': { [NARROW]: { display: 'none' } },
});

/** The menu and the account inside the drawer. */
export const drawerBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minHeight: '100%',
});

export const appName = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const menuSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginBottom: vars.space.small,
});

export const menuHeading = style({
  margin: 0,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textSubtle,
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style([
  focusRing,
  {
    display: 'block',
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    borderRadius: vars.radius.small,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceHover },
      '&[aria-current="page"]': {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        fontWeight: vars.font.weight.bold,
      },
    },
  },
]);

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginTop: 'auto',
  fontSize: vars.font.size.small,
  color: vars.color.textSubtle,
});

export const accountName = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});

export const main = style({
  padding: vars.space.large,
  // Focused by the skip link (tabIndex -1): a programmatic focus, no ring around the whole page.
  outline: 'none',
  minWidth: 0,
  // On a phone the page's own PageContent padding is the only one: the content keeps 312 of 360 px.
  '@media': { [NARROW]: { padding: 0 } },
});

/** Off screen until focused, then a button-like link at the top left above everything. */
export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineStart: vars.space.small,
    insetBlockStart: vars.space.small,
    zIndex: vars.zIndex.toast,
    padding: `${vars.space.xsmall} ${vars.space.medium}`,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);
