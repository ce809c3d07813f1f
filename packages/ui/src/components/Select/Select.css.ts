import { style } from '@vanilla-extract/css';
import { surface } from '../../internal/surface.css';
import { vars } from '../../themes/vars.css';

export const trigger = style([
  surface,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xsmall,
    width: '100%',
    minHeight: vars.controlHeight.medium,
    margin: 0,
    paddingInline: vars.space.small,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.transition}`,
    selectors: {
      '&[data-placeholder]': { color: vars.color.textSubtle },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:focus-visible': {
        outlineStyle: 'solid',
        outlineWidth: vars.borderWidth.focus,
        outlineColor: vars.color.focusRing,
        outlineOffset: vars.borderWidth.standard,
      },
      '&:disabled': { cursor: 'not-allowed', backgroundColor: vars.color.surface },
      '&[aria-busy="true"]': { cursor: 'progress', color: vars.color.textSubtle },
    },
  },
]);

/**
 * The value and, hidden in the same grid cell, the placeholder (data-reserve): the trigger is at
 * least as wide as the placeholder, whatever it shows. `/ ""` keeps the reserve out of the
 * accessible name.
 */
export const value = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflow: 'hidden',
  selectors: {
    '&::after': {
      content: 'attr(data-reserve) / ""',
      gridArea: '1 / 1',
      visibility: 'hidden',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
    },
  },
});

export const valueText = style({
  gridArea: '1 / 1',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.font.size.medium,
  height: vars.font.size.medium,
});

// 一覧の高さは最大 300 px（トークン）、画面に残る高さがそれより低ければそこまで。超えた分は Viewport が
// スクロールする（Radix の上下スクロールボタンも出る）。幅はトリガー以上。
// Radix places the list in a wrapper of its own (fixed, moved by transform): the list is not fixed itself.
export const content = style([
  surface,
  {
    zIndex: vars.zIndex.popover,
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    minWidth: 'var(--radix-select-trigger-width)',
    maxHeight: `min(${vars.size.selectListMaxHeight}, var(--radix-select-content-available-height, 100vh))`,
    overflow: 'hidden',
    padding: vars.space.xxsmall,
    fontSize: vars.font.size.medium,
    outline: 'none',
  },
]);

export const viewport = style({
  overscrollBehavior: 'contain',
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.space.large,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
  cursor: 'default',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  display: 'inline-flex',
  color: vars.color.primary,
});
