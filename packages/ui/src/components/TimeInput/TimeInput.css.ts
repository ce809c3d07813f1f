import { style } from '@vanilla-extract/css';
import * as shared from '../../internal/field/inputWithButton.css';
import { vars } from '../../themes/vars.css';

// 入力欄と一覧ボタンの枠は DateInput と共通。時刻は桁をそろえて表示する。
export { control, icon, trigger } from '../../internal/field/inputWithButton.css';

export const input = style([shared.input, { fontVariantNumeric: 'tabular-nums' }]);

export const popover = style([
  shared.popover,
  { display: 'flex', gap: vars.space.xsmall, padding: vars.space.xsmall },
]);

export const list = style({
  // Positioned, so an option's offsetTop is measured from the list when scrolling it into view.
  position: 'relative',
  boxSizing: 'border-box',
  height: vars.timeListHeight,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  minWidth: vars.controlHeight.large,
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
  },
});

export const option = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.medium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-selected="true"]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
  },
});
