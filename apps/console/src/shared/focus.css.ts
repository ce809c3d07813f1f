import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

/** The keyboard focus ring of the console's own controls (menu links, inputs, the file picker), so they all show the same one. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.standard,
    },
  },
});
