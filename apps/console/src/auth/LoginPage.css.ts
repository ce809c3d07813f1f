import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  minHeight: '100vh',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  boxSizing: 'border-box',
  background: vars.color.surface,
});
