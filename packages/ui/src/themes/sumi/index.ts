import { defineTheme } from '../defineTheme';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/** すみ のテーマ。 */
export const sumiTheme = defineTheme('sumi', tokens, themeClass);
export default sumiTheme;
