import { defineTheme } from '../defineTheme';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/** Console のテーマ。 */
export const consoleTheme = defineTheme('console', tokens, themeClass);
export default consoleTheme;
