import { defineTheme } from '../defineTheme';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/** あおぞら のテーマ。 */
export const aozoraTheme = defineTheme('aozora', tokens, themeClass);
export default aozoraTheme;
