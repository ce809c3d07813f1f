import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { surface } from '../surface.css';

/**
 * A text input and a button that opens a popover (calendar, time lists), drawn as one box.
 * Shared by DateInput and TimeInput so the two fields look and behave alike. States are data
 * attributes and pseudo-classes.
 */
export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  boxSizing: 'border-box',
  minHeight: vars.controlHeight.medium,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  transition: `border-color ${vars.transition}`,
  selectors: {
    '&:focus-within': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: '0',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  border: 'none',
  outline: 'none',
  paddingInline: vars.space.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  margin: 0,
  border: 'none',
  borderInlineStartStyle: 'solid',
  borderInlineStartWidth: vars.borderWidth.standard,
  borderInlineStartColor: vars.color.border,
  borderStartEndRadius: vars.radius.medium,
  borderEndEndRadius: vars.radius.medium,
  paddingInline: vars.space.xsmall,
  minWidth: vars.controlHeight.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.large,
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

export const icon = style({ width: '1em', height: '1em' });

/** The popover's surface; each field adds its own padding and layout. Radix places it (in a fixed wrapper). */
export const popover = style([
  surface,
  {
    zIndex: vars.zIndex.popover,
  },
]);
