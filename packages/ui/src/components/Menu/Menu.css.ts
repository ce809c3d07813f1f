import { style } from '@vanilla-extract/css';
import { surface } from '../../internal/surface.css';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  selectors: {
    // The "…" button is square: as wide as it is high, so a row's actions column stays narrow.
    '&[data-icon-only]': { paddingInline: 0, aspectRatio: '1', minWidth: vars.controlHeight.small },
    '&[data-icon-only][data-size="medium"]': { minWidth: vars.controlHeight.medium },
    '&[data-open]': { backgroundColor: vars.color.surfaceHover },
  },
});

export const moreIcon = style({ inlineSize: vars.font.size.large, blockSize: vars.font.size.large });

// Radix places the menu in a wrapper of its own (fixed, moved by transform) and copies this z-index to it.
export const content = style([
  surface,
  {
    zIndex: vars.zIndex.popover,
    boxSizing: 'border-box',
    minInlineSize: `calc(${vars.controlHeight.medium} * 4)`,
    maxInlineSize: `calc(100vw - ${vars.space.large} * 2)`,
    maxBlockSize: `min(${vars.size.selectListMaxHeight}, var(--radix-dropdown-menu-content-available-height, 100vh))`,
    overflowY: 'auto',
    padding: vars.space.xxsmall,
    outline: 'none',
  },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  // A finger-sized row: the tallest control height, as items are tapped on phones.
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
    '&[data-tone="danger"]': { color: vars.color.danger },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: vars.font.size.large,
  blockSize: vars.font.size.large,
});

export const separator = style({
  blockSize: vars.borderWidth.standard,
  marginBlock: vars.space.xxsmall,
  backgroundColor: vars.color.border,
});
