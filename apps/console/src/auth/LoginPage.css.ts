import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  minHeight: '100vh',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  boxSizing: 'border-box',
  background: vars.color.surface,
});

/** The demo logins, under the form: only in demo mode. */
export const demo = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '400px',
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  color: vars.color.text,
});

export const demoHeading = style({ margin: 0, fontSize: vars.font.size.medium });

export const demoText = style({ margin: `${vars.space.xsmall} 0`, fontSize: vars.font.size.small });

export const demoList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});
