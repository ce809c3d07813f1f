import { defineTheme } from '../defineTheme';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/** わかば のテーマ。 */
export const wakabaTheme = defineTheme('wakaba', tokens, themeClass);
export default wakabaTheme;
