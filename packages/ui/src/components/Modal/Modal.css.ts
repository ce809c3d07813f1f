import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// z-index は積み重ね順から実行時に決まる（インラインの calc(トークン + 2 × 位置)）。
export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.text,
  opacity: 0.45,
});

// transform を使わずに中央へ置く（transform があると、中に重ねた Modal の fixed 配置がずれる）。
export const dialog = style({
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.modalWidth,
  maxWidth: `calc(100% - ${vars.space.large} - ${vars.space.large})`,
  height: 'fit-content',
  maxHeight: `calc(100% - ${vars.space.large} - ${vars.space.large})`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.standard,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
    // The drawer: the left edge, full height, as wide as its content allows on a phone.
    '&[data-placement="start"]': {
      insetInlineEnd: 'auto',
      margin: 0,
      height: '100%',
      maxHeight: '100%',
      borderRadius: 0,
      borderStartEndRadius: vars.radius.large,
      borderEndEndRadius: vars.radius.large,
    },
  },
});

// The header, title, close button, body and footer are shared with SidePanel.
export { body, closeButton, footer, header, title } from '../../internal/panel/panelParts.css';
