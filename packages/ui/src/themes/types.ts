import type { ResolvedTokens } from './resolveTokens';

/** OEM コード。`console` は自社、それ以外はパートナーのブランド。 */
export const oemCodes = ['console', 'sakura', 'aozora', 'wakaba', 'yuzu', 'sumi'] as const;
export type OemCode = (typeof oemCodes)[number];

/** テーマ。`className` を要素に付けると、その配下に CSS 変数が設定される。 */
export interface ConsoleTheme {
  /** OEM コード。 */
  readonly code: OemCode;
  /** 表示名。 */
  readonly displayName: string;
  /** CSS 変数を設定するクラス名（`createTheme` の結果）。 */
  readonly className: string;
  /** JS から参照するための変換済みトークン（値は CSS 変数と同じ）。 */
  readonly tokens: ResolvedTokens;
}
