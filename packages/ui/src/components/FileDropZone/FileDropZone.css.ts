import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { vars } from '../../themes/vars.css';

/** A dashed area that files can be dropped on; the whole area is also the file picker's label. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  boxSizing: 'border-box',
  minBlockSize: `calc(${vars.controlHeight.medium} * 3)`,
  padding: vars.space.large,
  borderStyle: 'dashed',
  borderWidth: vars.borderWidth.focus,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&[data-dragging]': { borderColor: vars.color.primary, backgroundColor: vars.color.surfaceHover },
    '&:has(input:focus-visible)': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.focus,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const input = style([visuallyHidden, {}]);

export const prompt = style({ fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold });

export const help = style({ fontSize: vars.font.size.small, color: vars.color.textSubtle });

/** 「ファイルを選択」: drawn as a secondary button; the real input is the focusable control. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.medium,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.medium,
});
