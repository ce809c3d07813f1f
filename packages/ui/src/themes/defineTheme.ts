import { type ResolvedTokens, resolveTokens } from './resolveTokens';
import type { ConsoleTokens } from './tokens';
import type { ConsoleTheme, OemCode } from './types';

const registry = new Map<OemCode, ConsoleTheme>();

/**
 * テーマオブジェクトを作り、OEM コードで引けるよう登録する。
 * 各テーマの入口（`@console/ui/themes/<oem>`）を読み込んだときだけ登録されるので、
 * アプリは使うブランドのテーマだけを同梱する。
 */
export function defineTheme(code: OemCode, tokens: ConsoleTokens, className: string): ConsoleTheme {
  const theme: ConsoleTheme = Object.freeze({
    code,
    displayName: tokens.displayName,
    className,
    tokens: resolveTokens(tokens) satisfies ResolvedTokens,
  });
  registry.set(code, theme);
  return theme;
}

/** 読み込み済みのテーマを OEM コードで引く。未読み込みなら `undefined`。 */
export function getRegisteredTheme(code: OemCode): ConsoleTheme | undefined {
  return registry.get(code);
}
