import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// 状態は data 属性と疑似クラスで表す（JS でクラスを付け替えない）。
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  boxSizing: 'border-box',
  margin: 0,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.transition}, border-color ${vars.transition}`,
  selectors: {
    '&[data-size="small"]': {
      minHeight: vars.controlHeight.small,
      paddingInline: vars.space.small,
      fontSize: vars.font.size.small,
    },
    '&[data-size="medium"]': {
      minHeight: vars.controlHeight.medium,
      paddingInline: vars.space.medium,
      fontSize: vars.font.size.medium,
    },
    '&[data-size="large"]': {
      minHeight: vars.controlHeight.large,
      paddingInline: vars.space.large,
      fontSize: vars.font.size.large,
    },
    '&[data-full-width]': { width: '100%' },

    '&[data-variant="primary"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-variant="primary"]:hover:not(:disabled)': {
      backgroundColor: vars.color.primaryHover,
      borderColor: vars.color.primaryHover,
    },
    '&[data-variant="secondary"]': {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.border,
      color: vars.color.text,
    },
    '&[data-variant="secondary"]:hover:not(:disabled)': {
      backgroundColor: vars.color.surfaceHover,
    },
    '&[data-variant="danger"]': {
      backgroundColor: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.onDanger,
    },
    '&[data-variant="danger"]:hover:not(:disabled)': {
      backgroundColor: vars.color.dangerHover,
      borderColor: vars.color.dangerHover,
    },
    // Danger text on the page's background (4.5:1 in every theme, themes/contrastPairs.ts).
    '&[data-variant="dangerOutline"]': {
      backgroundColor: vars.color.background,
      borderColor: vars.color.danger,
      color: vars.color.danger,
    },
    '&[data-variant="dangerOutline"]:hover:not(:disabled)': {
      backgroundColor: vars.color.surfaceHover,
    },

    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.focus,
    },
    // aria-disabled: off but still focusable, so focus can stay on a save button that has just
    // saved (a disabled button drops focus to the page top).
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      opacity: 0.5,
    },
  },
});
