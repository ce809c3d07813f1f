import { style } from '@vanilla-extract/css';
import { surface } from '../../internal/surface.css';
import { vars } from '../../themes/vars.css';

/*
 * A one-to-one chat as operators read it: the friend's bubbles on the left on the panel colour, the
 * account's on the right in the brand colour, times and states beside them in the subtle text.
 * The rows are placed by the virtualiser (absolute, translated); their height is whatever the
 * content takes, measured after layout.
 */

export const root = style([
  surface,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minInlineSize: 0,
    blockSize: '100%',
    overflow: 'hidden',
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.standard,
  },
]);

export const scroller = style({
  position: 'relative',
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  overflowAnchor: 'none',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
  },
});

export const content = style({
  position: 'relative',
  inlineSize: '100%',
});

export const row = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: 0,
  inlineSize: '100%',
  boxSizing: 'border-box',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
});

export const day = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.small,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
});

export const dayLabel = style({
  margin: 0,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  fontSize: 'inherit',
  fontWeight: vars.font.weight.regular,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  selectors: {
    '&[data-direction="out"]': { alignItems: 'flex-end' },
  },
});

export const sender = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xsmall,
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
  // The full row, so a bubble's 75 % is of the log's width, not of its own content.
  inlineSize: '100%',
  selectors: {
    '[data-direction="out"] > &': { flexDirection: 'row-reverse' },
  },
});

export const bubble = style({
  boxSizing: 'border-box',
  maxInlineSize: '75%',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-direction="out"] &': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '[data-status="failed"] &': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.danger,
      outlineOffset: vars.borderWidth.standard,
    },
  },
});

export const media = style({
  display: 'block',
  flex: 'none',
  maxInlineSize: '75%',
  inlineSize: `calc(${vars.controlHeight.large} * 5)`,
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-kind="sticker"]': {
      inlineSize: `calc(${vars.controlHeight.large} * 3)`,
      aspectRatio: '1',
      backgroundColor: 'transparent',
    },
  },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  selectors: {
    '[data-kind="sticker"] > &': { objectFit: 'contain' },
  },
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 'none',
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    '[data-direction="out"] &': { alignItems: 'flex-end' },
  },
});

export const failed = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});

export const error = style({
  maxInlineSize: '75%',
  color: vars.color.danger,
  fontSize: vars.font.size.xsmall,
});

export const loading = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.sticky,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
});

export const empty = style({
  padding: vars.space.large,
  color: vars.color.textSubtle,
  textAlign: 'center',
});

export const jump = style({
  position: 'absolute',
  insetBlockEnd: vars.space.medium,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.sticky,
  minBlockSize: vars.controlHeight.small,
  paddingInline: vars.space.medium,
  borderStyle: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});
