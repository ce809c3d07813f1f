import { style } from '@vanilla-extract/css';
import { PHONE_MEDIA } from '../../themes/media';
import { vars } from '../../themes/vars.css';

/** On a phone the panel is a full-screen sheet (the salon's phone layout, issue 27). */
const SHEET_MEDIA = PHONE_MEDIA;

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
    // Below 768 px (a phone, a narrow tablet) the panel is a full-screen sheet: the whole viewport, above
    // the page's sticky bars, sliding up from the bottom; the device's notch and home bar are kept clear
    // (safe-area insets: browsers define them, 0 on a device without a notch). The body scrolls inside, never
    // the page behind.
    [SHEET_MEDIA]: {
      insetInline: 0,
      inlineSize: '100%',
      maxInlineSize: 'none',
      zIndex: vars.zIndex.modal,
      borderInlineStartWidth: 0,
      paddingBlockStart: 'env(safe-area-inset-top)',
      paddingBlockEnd: 'env(safe-area-inset-bottom)',
      paddingInline: 'env(safe-area-inset-left) env(safe-area-inset-right)',
      selectors: {
        '&[data-state="closed"]': { transform: 'translateY(100%)' },
      },
    },
    '(prefers-reduced-motion: reduce)': { transitionProperty: 'visibility' },
  },
});

/** On the sheet, the close button is a finger-sized target at the top (the large control height). */
export const sheetClose = style({
  '@media': {
    [SHEET_MEDIA]: {
      inlineSize: vars.controlHeight.large,
      blockSize: vars.controlHeight.large,
      color: vars.color.text,
    },
  },
});

export const sheetBody = style({
  overscrollBehavior: 'contain',
});

// The header, title, close button, body and footer are shared with Modal.
export { body, closeButton, footer, header, title } from '../../internal/panel/panelParts.css';
