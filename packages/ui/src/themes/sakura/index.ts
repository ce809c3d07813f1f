import { defineTheme } from '../defineTheme';
import { themeClass } from './theme.css';
import { tokens } from './tokens';

/** さくら のテーマ。 */
export const sakuraTheme = defineTheme('sakura', tokens, themeClass);
export default sakuraTheme;
