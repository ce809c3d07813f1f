import { defineTheme } from '../defineTheme';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/** ゆず のテーマ。 */
export const yuzuTheme = defineTheme('yuzu', tokens, themeClass);
export default yuzuTheme;
