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

// The header, title, close button, body and footer are shared with Modal.
export { body, closeButton, footer, header, title } from '../../internal/panel/panelParts.css';
