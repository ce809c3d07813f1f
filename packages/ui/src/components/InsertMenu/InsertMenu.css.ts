import { style } from '@vanilla-extract/css';
import { surface } from '../../internal/surface.css';
import { vars } from '../../themes/vars.css';

export const anchor = style({ display: 'inline-block' });

export const popover = style([
  surface,
  {
    zIndex: vars.zIndex.popover,
    // As wide as the text box of a field, within the window.
    inlineSize: `min(calc(${vars.controlHeight.medium} * 8), calc(100vw - ${vars.space.large} * 2))`,
    maxBlockSize: vars.size.selectListMaxHeight,
    overflowY: 'auto',
    padding: vars.space.xsmall,
  },
]);

export const filter = style([
  surface,
  {
    inlineSize: '100%',
    blockSize: vars.controlHeight.small,
    paddingInline: vars.space.small,
    fontSize: vars.font.size.medium,
    selectors: {
      '&:focus-visible': {
        outlineStyle: 'solid',
        outlineWidth: vars.borderWidth.focus,
        outlineColor: vars.color.focusRing,
      },
    },
  },
]);

export const group = style({ margin: 0, padding: 0, listStyle: 'none' });

export const groupLabel = style({
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textSubtle,
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  inlineSize: '100%',
  minBlockSize: vars.controlHeight.small,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceHover, outline: 'none' },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
  },
});

export const token = style({
  color: vars.color.textSubtle,
  fontFamily: vars.font.monospace,
  fontSize: vars.font.size.small,
});

export const empty = style({
  margin: 0,
  padding: vars.space.small,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
});
