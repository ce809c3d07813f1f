import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/**
 * `position: sticky` at the bottom: the bar takes its own place at the end of the page's flow, so
 * once scrolled to the end it sits below the last content instead of over it, and it stays inside
 * the content column (beside a side menu) without measuring anything.
 */
export const root = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surface,
  borderBlockStartStyle: 'solid',
  borderBlockStartWidth: vars.borderWidth.standard,
  borderBlockStartColor: vars.color.border,
  fontFamily: vars.font.family,
  color: vars.color.text,
  selectors: {
    '&[data-align="start"]': { justifyContent: 'flex-start' },
    '&[data-align="center"]': { justifyContent: 'center' },
    '&[data-align="end"]': { justifyContent: 'flex-end' },
    '&[data-align="between"]': { justifyContent: 'space-between' },
  },
});
