import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

// The side menu's unread count: its own small file, it loads with the shell on every screen.

export const badge = style({
  display: 'inline-block',
  minWidth: '1.5em',
  marginInlineStart: vars.space.small,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.6,
  textAlign: 'center',
});

export { visuallyHidden as hidden } from '../shared/visuallyHidden.css';
