import { style } from '@vanilla-extract/css';

/** Out of sight but read by screen readers: a count's words, a legend, a page's heading on a phone. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
