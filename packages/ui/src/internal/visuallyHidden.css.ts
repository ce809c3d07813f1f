import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/**
 * Out of sight but read by screen readers (and still focusable and clickable by script): the
 * smallest box screen readers still read, one hairline (the standard border width).
 */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: vars.borderWidth.standard,
  blockSize: vars.borderWidth.standard,
  padding: 0,
  margin: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
