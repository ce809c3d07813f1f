import { createContext, type HTMLAttributes, type ReactNode, useContext, useState } from 'react';
import { PortalContainerProvider } from '../../internal/layer';
import { getRegisteredTheme } from '../../themes/defineTheme';
import type { ConsoleTheme, OemCode } from '../../themes/types';
import * as styles from './ConsoleUIProvider.css';

const ThemeContext = createContext<ConsoleTheme | null>(null);

export interface ConsoleUIProviderProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * 適用するテーマ。テーマオブジェクト（`@console/ui/themes/<oem>` の既定エクスポート）か、
   * すでに読み込んだテーマの OEM コード（例: `"sakura"`）。
   */
  theme: ConsoleTheme | OemCode;
  /** テーマを適用する範囲。入れ子にすると、その部分だけ別ブランドにできる。 */
  children?: ReactNode;
}

function resolveTheme(theme: ConsoleTheme | OemCode): ConsoleTheme {
  if (typeof theme !== 'string') return theme;
  const found = getRegisteredTheme(theme);
  if (!found) {
    throw new Error(
      `OEM「${theme}」のテーマが読み込まれていません。import '@console/ui/themes/${theme}' を追加するか、テーマオブジェクトを渡してください。`,
    );
  }
  return found;
}

/**
 * テーマを適用するラッパー。テーマのクラスを付けた要素で子を包み、テーマを文脈に置く。
 * 入れ子にでき、内側のプロバイダーがその部分木のブランドを切り替える。
 */
export function ConsoleUIProvider({ theme, children, className, ...rest }: ConsoleUIProviderProps) {
  const resolved = resolveTheme(theme);
  // Overlays portal here rather than into document.body, so they keep this provider's brand.
  const [portalHost, setPortalHost] = useState<HTMLDivElement | null>(null);
  const classes = ['console-ui-Provider', styles.root, resolved.className, className].filter(Boolean);
  return (
    <ThemeContext.Provider value={resolved}>
      <div {...rest} className={classes.join(' ')} data-oem={resolved.code}>
        <PortalContainerProvider container={portalHost}>{children}</PortalContainerProvider>
        <div ref={setPortalHost} className="console-ui-PortalHost" />
      </div>
    </ThemeContext.Provider>
  );
}

/** 最も内側の `ConsoleUIProvider` のテーマ。プロバイダーの外で呼ぶとエラー。 */
export function useConsoleTheme(): ConsoleTheme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useConsoleTheme は ConsoleUIProvider の内側で呼んでください。');
  return theme;
}
