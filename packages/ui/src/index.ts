export { Button, type ButtonProps } from './components/Button';
export {
  ConsoleUIProvider,
  type ConsoleUIProviderProps,
  useConsoleTheme,
} from './components/ConsoleUIProvider';
export { contrastRatio, hexToRgb, relativeLuminance } from './themes/contrast';
export { type ResolvedTokens, resolveTokens } from './themes/resolveTokens';
export type { ConsoleColorTokens, ConsoleTokens, HexColor } from './themes/tokens';
export { type ConsoleTheme, type OemCode, oemCodes } from './themes/types';
export { vars } from './themes/vars.css';
