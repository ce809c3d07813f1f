import type { ReactNode } from 'react';
import { ConsoleUIProvider } from '../components/ConsoleUIProvider';
import { consoleTheme } from '../themes/console';
import type { ConsoleTheme, OemCode } from '../themes/types';

export interface ConsoleUITestProviderProps {
  /** テストで使うテーマ。省略時は自社テーマ（`console`）。 */
  theme?: ConsoleTheme | OemCode;
  /** テスト対象。 */
  children?: ReactNode;
}

/**
 * テスト用プロバイダー（jsdom / Vitest / Testing Library 向け）。
 * テーマを指定しなくても使え、自社テーマを既定として読み込む。
 */
export function ConsoleUITestProvider({ theme = consoleTheme, children }: ConsoleUITestProviderProps) {
  return <ConsoleUIProvider theme={theme}>{children}</ConsoleUIProvider>;
}
