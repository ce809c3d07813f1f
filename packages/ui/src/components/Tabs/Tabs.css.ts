import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/** The row of tabs on a hairline; tabs that do not fit scroll sideways (the focused one scrolls into view). */
export const list = style({
  display: 'flex',
  overflowX: 'auto',
  borderBlockEndStyle: 'solid',
  borderBlockEndWidth: vars.borderWidth.standard,
  borderBlockEndColor: vars.color.border,
  scrollbarWidth: 'thin',
});

/** A tab: the selected one is underlined in the primary colour (a 3:1 mark on the background, contrastPairs). */
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  boxSizing: 'border-box',
  minBlockSize: vars.controlHeight.medium,
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  border: 'none',
  borderBlockEndStyle: 'solid',
  borderBlockEndWidth: vars.borderWidth.focus,
  borderBlockEndColor: 'transparent',
  backgroundColor: 'transparent',
  color: vars.color.textSubtle,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.transition}, border-color ${vars.transition}`,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[aria-selected="true"]': { color: vars.color.text, borderBlockEndColor: vars.color.primary },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      // Inside the scrolling row, an outline outside the tab would be cut off.
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    [`${list}[data-full-width] > &`]: { flex: '1 1 0', minWidth: 0, whiteSpace: 'normal' },
  },
});

export const label = style({
  minWidth: 0,
  textAlign: 'center',
});

/** The mark of a tab whose content has an error (its name gains 「エラーあり」 for screen readers). */
export const invalidMark = style({
  flexShrink: 0,
  inlineSize: vars.space.xsmall,
  blockSize: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
});

export const panel = style({
  minWidth: 0,
  paddingBlockStart: vars.space.small,
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.standard,
    },
  },
});

export { visuallyHidden } from '../../internal/visuallyHidden.css';
