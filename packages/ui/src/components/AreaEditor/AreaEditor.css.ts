import { style } from '@vanilla-extract/css';
import { PHONE_MEDIA } from '../../themes/media';
import { vars } from '../../themes/vars.css';

// The image column takes what is left; the list needs about a toast's width and wraps under the image
// when the container is narrower than about twice that (a phone, a side panel), with no media query.
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
  inlineSize: '100%',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  color: vars.color.text,
});

export const imageColumn = style({
  flexGrow: 999,
  flexBasis: 0,
  minInlineSize: '50%',
  display: 'grid',
  gap: vars.space.small,
});

export const listColumn = style({
  flexGrow: 1,
  flexBasis: vars.size.toastWidth,
  display: 'grid',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

// The surface is as wide as its column and as high as the image's ratio (set inline); coordinates are
// percentages of it. No browser gesture may take a touch drag (pan, zoom) away from the editor.
export const surface = style({
  position: 'relative',
  inlineSize: '100%',
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  cursor: 'crosshair',
  backgroundColor: vars.color.surface,
  outlineStyle: 'solid',
  outlineWidth: vars.borderWidth.standard,
  outlineColor: vars.color.border,
  selectors: {
    '&:focus-visible': {
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.focus,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'fill',
  pointerEvents: 'none',
  display: 'block',
});

export const gridLine = style({
  position: 'absolute',
  pointerEvents: 'none',
  borderColor: vars.color.onPrimary,
  borderStyle: 'dashed',
  borderWidth: 0,
  opacity: 0.7,
  selectors: {
    '&[data-axis="x"]': { insetBlock: 0, borderInlineStartWidth: vars.borderWidth.standard },
    '&[data-axis="y"]': { insetInline: 0, borderBlockStartWidth: vars.borderWidth.standard },
  },
});

export const area = style({
  position: 'absolute',
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-start',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.focus,
  borderColor: vars.color.primary,
  borderRadius: 0,
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 18%, transparent)`,
  color: vars.color.onPrimary,
  fontFamily: vars.font.family,
  cursor: 'move',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      backgroundColor: `color-mix(in srgb, ${vars.color.primary} 35%, transparent)`,
      boxShadow: `0 0 0 ${vars.borderWidth.focus} ${vars.color.onPrimary}`,
      zIndex: 1,
    },
    '&[data-overlap]': { borderStyle: 'dashed', borderColor: vars.color.danger },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.focus,
    },
    '&:disabled': { cursor: 'not-allowed' },
    '&[data-draft]': { borderStyle: 'dashed', pointerEvents: 'none', zIndex: 2 },
  },
});

export const areaTag = style({
  display: 'inline-flex',
  gap: vars.space.xsmall,
  maxInlineSize: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  pointerEvents: 'none',
  selectors: {
    [`${area}[data-overlap] &`]: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
  },
});

// A handle is a small square centred on an edge or a corner; bigger under a finger.
const handleSize = vars.space.small;
export const handle = style({
  position: 'absolute',
  inlineSize: handleSize,
  blockSize: handleSize,
  boxSizing: 'border-box',
  backgroundColor: vars.color.onPrimary,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.focus,
  borderColor: vars.color.primary,
  borderRadius: vars.radius.small,
  zIndex: 3,
  '@media': {
    '(pointer: coarse)': { inlineSize: vars.space.large, blockSize: vars.space.large },
  },
  selectors: {
    '&[data-handle*="n"]': { insetBlockStart: 0, translate: '0 -50%' },
    '&[data-handle*="s"]': { insetBlockEnd: 0, translate: '0 50%' },
    '&[data-handle="e"], &[data-handle="w"]': { insetBlockStart: '50%', translate: '0 -50%' },
    '&[data-handle="n"], &[data-handle="s"]': { insetInlineStart: '50%' },
    '&[data-handle*="w"]': { insetInlineStart: 0 },
    '&[data-handle*="e"]': { insetInlineEnd: 0 },
    // One translate for both axes on corners and on n / s (which are centred horizontally).
    '&[data-handle="nw"]': { translate: '-50% -50%', cursor: 'nwse-resize' },
    '&[data-handle="se"]': { translate: '50% 50%', cursor: 'nwse-resize' },
    '&[data-handle="ne"]': { translate: '50% -50%', cursor: 'nesw-resize' },
    '&[data-handle="sw"]': { translate: '-50% 50%', cursor: 'nesw-resize' },
    '&[data-handle="n"]': { translate: '-50% -50%', cursor: 'ns-resize' },
    '&[data-handle="s"]': { translate: '-50% 50%', cursor: 'ns-resize' },
    '&[data-handle="w"]': { translate: '-50% -50%', cursor: 'ew-resize' },
    '&[data-handle="e"]': { translate: '50% -50%', cursor: 'ew-resize' },
  },
});

export const hint = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const notice = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const listTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const item = style({
  margin: 0,
  minInlineSize: 0,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  display: 'grid',
  gap: vars.space.small,
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.primary}`,
    },
  },
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.font.weight.bold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const itemActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const overlapNote = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.small,
});

export const empty = style({
  margin: 0,
  color: vars.color.textSubtle,
});
