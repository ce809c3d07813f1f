import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px 1fr',
  minHeight: '100vh',
  fontFamily: vars.font.family,
  color: vars.color.text,
  background: vars.color.background,
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRight: `${vars.borderWidth.standard} solid ${vars.color.border}`,
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
  minWidth: 0,
});
