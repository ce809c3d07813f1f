import { style } from '@vanilla-extract/css';
import * as shared from '../../internal/field/inputWithButton.css';
import { vars } from '../../themes/vars.css';

// 入力欄とカレンダーボタンの枠は TimeInput と共通。
export { control, icon, input, trigger } from '../../internal/field/inputWithButton.css';

export const popover = style([shared.popover, { padding: vars.space.small }]);
