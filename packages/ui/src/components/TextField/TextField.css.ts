import { style } from '@vanilla-extract/css';
import { surface } from '../../internal/surface.css';
import { vars } from '../../themes/vars.css';

/** ルート（Field）。幅は親に合わせる。 */
export const root = style({
  inlineSize: '100%',
});

/** 入力欄の共通の見た目（Textarea も使う）。状態は ARIA・data 属性・疑似クラスで表す。 */
export const control = style([
  surface,
  {
    inlineSize: '100%',
    margin: 0,
    paddingInline: vars.space.small,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.standard,
    transition: `border-color ${vars.transition}`,
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
      '&:focus-visible': {
        outlineStyle: 'solid',
        outlineWidth: vars.borderWidth.focus,
        outlineColor: vars.color.focusRing,
        outlineOffset: 0,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&:read-only:not(:disabled)': { backgroundColor: vars.color.surface },
    },
  },
]);

export const input = style([control, { minBlockSize: vars.controlHeight.medium }]);

/** 文字数カウンター（`3/10`）。上限を超えると `data-over-limit` でエラーの色になる。 */
export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-over-limit]': { color: vars.color.danger, fontWeight: vars.font.weight.bold },
  },
});

export { visuallyHidden } from '../../internal/visuallyHidden.css';
