import { style } from '@vanilla-extract/css';
import * as shared from '../../internal/field/inputWithButton.css';
import { vars } from '../../themes/vars.css';

export const root = style({ inlineSize: '100%' });

// The frame of DateInput and TimeInput (one box, one focus ring, error and disabled states).
export const control = shared.control;

export const input = style([
  shared.input,
  { minWidth: vars.controlHeight.large, textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
]);

/** − and +: square, at either end of the box. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: vars.controlHeight.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.large,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:first-child': {
      borderInlineEndStyle: 'solid',
      borderInlineEndWidth: vars.borderWidth.standard,
      borderInlineEndColor: vars.color.border,
      borderStartStartRadius: vars.radius.medium,
      borderEndStartRadius: vars.radius.medium,
    },
    '&:not(:first-child)': {
      borderInlineStartStyle: 'solid',
      borderInlineStartWidth: vars.borderWidth.standard,
      borderInlineStartColor: vars.color.border,
      borderStartEndRadius: vars.radius.medium,
      borderEndEndRadius: vars.radius.medium,
    },
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textSubtle },
  },
});
