import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
});

// The item's transform comes inline from dnd-kit; its duration is the token (150 ms, spec §9).
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  boxSizing: 'border-box',
  minHeight: vars.controlHeight.large,
  paddingInline: vars.space.small,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  selectors: {
    '&[data-dragging]': {
      zIndex: vars.zIndex.dropdown,
      backgroundColor: vars.color.surface,
      borderColor: vars.color.primary,
    },
  },
});

/**
 * `density="compact"`: rows without a frame at the small control height, for nested lists (a
 * component tree) where framed cards in cards would take the screen.
 */
export const compact = style({ gap: 0 });
export const compactItem = style({
  minHeight: vars.controlHeight.small,
  gap: vars.space.xxsmall,
  paddingInline: 0,
  borderColor: 'transparent',
  backgroundColor: 'transparent',
});

export const handle = style({
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
  cursor: 'grab',
  // Touch: the handle drags; the rest of the row still scrolls the page.
  touchAction: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '[data-dragging] &': { cursor: 'grabbing' },
  },
});

export const content = style({
  flex: '1 1 auto',
  minWidth: 0,
});
