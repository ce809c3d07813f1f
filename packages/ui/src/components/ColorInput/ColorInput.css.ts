import { style } from '@vanilla-extract/css';
import * as shared from '../../internal/field/inputWithButton.css';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { vars } from '../../themes/vars.css';

export const root = style({ inlineSize: '100%' });

// The frame of DateInput and TimeInput (one box, one focus ring, error and disabled states).
export const control = shared.control;

export const input = style([
  shared.input,
  { fontFamily: vars.font.monospace, fontVariantNumeric: 'tabular-nums', textTransform: 'none' },
]);

/** The swatch button and, out of sight under it, the browser's colour input (its picker opens there). */
export const swatchCell = style({
  position: 'relative',
  display: 'flex',
  flexShrink: 0,
});

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: 0,
  border: 'none',
  borderInlineEndStyle: 'solid',
  borderInlineEndWidth: vars.borderWidth.standard,
  borderInlineEndColor: vars.color.border,
  borderStartStartRadius: vars.radius.medium,
  borderEndStartRadius: vars.radius.medium,
  minInlineSize: vars.controlHeight.medium,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/**
 * The square the colour is shown in: a checkerboard of the theme's surfaces, so a see-through
 * `#RRGGBBAA` looks see-through. No colour: a slash in the danger colour across it.
 */
export const swatchColor = style({
  display: 'flex',
  boxSizing: 'border-box',
  inlineSize: vars.space.large,
  blockSize: vars.space.large,
  overflow: 'hidden',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  backgroundImage: `conic-gradient(${vars.color.surfaceHover} 25%, ${vars.color.background} 0 50%, ${vars.color.surfaceHover} 0 75%, ${vars.color.background} 0)`,
  backgroundSize: `${vars.space.small} ${vars.space.small}`,
  selectors: {
    '&[data-empty]': {
      backgroundImage: `linear-gradient(to top right, transparent calc(50% - ${vars.borderWidth.standard}), ${vars.color.danger} 0 calc(50% + ${vars.borderWidth.standard}), transparent 0)`,
      backgroundSize: 'auto',
    },
  },
});

/** The colour over the checkerboard; its background is the user's value, set inline. */
export const swatchFill = style({ flex: 1 });

export const picker = style([visuallyHidden, { insetBlockEnd: 0, insetInlineStart: 0 }]);
