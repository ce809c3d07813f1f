import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

export { notice, section, subtle } from './list.css';

export const pickerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pickerItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  width: '100%',
  padding: vars.space.xsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surface },
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const pickerImage = style({ width: '100%', height: 'auto', display: 'block' });
