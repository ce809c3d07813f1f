import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { vars } from '../../themes/vars.css';

/** The frame of joined buttons: the field's border and corner, as tall as a TextField (or a small control). */
export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  // As wide as its buttons, not stretched across the Field's column (unless fullWidth).
  alignSelf: 'flex-start',
  boxSizing: 'border-box',
  maxInlineSize: '100%',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  fontFamily: vars.font.family,
  transition: `border-color ${vars.transition}`,
  selectors: {
    '&[data-size="medium"]': { minBlockSize: vars.controlHeight.medium, fontSize: vars.font.size.medium },
    '&[data-size="small"]': { minBlockSize: vars.controlHeight.small, fontSize: vars.font.size.small },
    '&[data-full-width]': { display: 'flex', alignSelf: 'stretch' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const segment = style({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
  cursor: 'pointer',
  selectors: {
    // A hairline between two buttons, on the later one: a shadow, which takes no room, so equal shares
    // of a full-width control are equally wide. The selected button covers it.
    '& + &': { boxShadow: `inset ${vars.borderWidth.standard} 0 0 0 ${vars.color.border}` },
    [`${group}[data-full-width] > &`]: { flex: '1 1 0' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The browser's radio button: out of sight but focusable, so keys, forms and screen readers work as usual. */
export const radio = style([visuallyHidden]);

/** What is seen of one option: the selected one in the primary colour. */
export const face = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  userSelect: 'none',
  transition: `background-color ${vars.transition}, color ${vars.transition}`,
  selectors: {
    [`${segment}:first-child > &`]: {
      borderStartStartRadius: `calc(${vars.radius.medium} - ${vars.borderWidth.standard})`,
      borderEndStartRadius: `calc(${vars.radius.medium} - ${vars.borderWidth.standard})`,
    },
    [`${segment}:last-child > &`]: {
      borderStartEndRadius: `calc(${vars.radius.medium} - ${vars.borderWidth.standard})`,
      borderEndEndRadius: `calc(${vars.radius.medium} - ${vars.borderWidth.standard})`,
    },
    [`${segment}:hover > ${radio}:not(:checked):not(:disabled) + &`]: {
      backgroundColor: vars.color.surfaceHover,
    },
    [`${radio}:checked + &`]: {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${radio}:focus-visible + &`]: {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.standard,
      zIndex: 1,
    },
    [`${radio}:disabled + &`]: { opacity: 0.5 },
  },
});
