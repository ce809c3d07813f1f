import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({});

/** ボックスとラベルの行。ラベル全体を押しても切り替わる。 */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.controlHeight.small,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** ブラウザーのチェックボックスをブランドの色で使う（indeterminate もそのまま描ける）。 */
export const input = style({
  flexShrink: 0,
  inlineSize: vars.space.medium,
  blockSize: vars.space.medium,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.focus,
    },
    '&[aria-invalid="true"]': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.standard,
      outlineColor: vars.color.danger,
      outlineOffset: vars.borderWidth.standard,
    },
  },
});
