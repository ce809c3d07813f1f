import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// Closed: slid out to the right and, once the slide has finished, `visibility: hidden` (the
// delayed visibility transition), so it leaves the tab order and the accessibility tree.
export const root = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.sticky,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.sidePanelWidth,
  maxWidth: '100%',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  borderInlineStartStyle: 'solid',
  borderInlineStartWidth: vars.borderWidth.standard,
  borderInlineStartColor: vars.color.border,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.standard,
  outline: 'none',
  transform: 'translateX(0)',
  visibility: 'visible',
  transition: `transform ${vars.duration.sidePanel} ease-out, visibility 0s linear 0s`,
  selectors: {
    '&[data-state="closed"]': {
      transform: 'translateX(100%)',
      visibility: 'hidden',
      transition: `transform ${vars.duration.sidePanel} ease-in, visibility 0s linear ${vars.duration.sidePanel}`,
    },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(0 - ${vars.borderWidth.focus})`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionProperty: 'visibility' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.borderWidth.standard,
  borderBottomColor: vars.color.surfaceHover,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
  },
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderTopStyle: 'solid',
  borderTopWidth: vars.borderWidth.standard,
  borderTopColor: vars.color.surfaceHover,
});
