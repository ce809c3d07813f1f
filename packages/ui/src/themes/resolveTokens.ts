import type { ConsoleTokens } from './tokens';

const px = (n: number) => (n === 0 ? '0' : `${n}px`);
const mapValues = <K extends string, V, R>(obj: Record<K, V>, fn: (v: V) => R) =>
  Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(v as V)])) as Record<K, R>;

/**
 * 生のトークンを CSS 変数に入れられる文字列へ変換する。単位の変換はここだけで行う
 * （余白 = グリッド × 段数 → px、文字サイズ → px、フォント名の配列 → font-family）。
 */
export function resolveTokens(tokens: ConsoleTokens) {
  return {
    color: { ...tokens.color },
    space: mapValues(tokens.space, (steps) => px(steps * tokens.grid)),
    radius: mapValues(tokens.radius, px),
    borderWidth: mapValues(tokens.borderWidth, px),
    font: {
      family: tokens.typography.fontFamily.join(', '),
      monospace: tokens.typography.monospaceFontFamily.join(', '),
      size: mapValues(tokens.typography.fontSize, px),
      lineHeight: mapValues(tokens.typography.lineHeight, String),
      weight: mapValues(tokens.typography.fontWeight, String),
    },
    controlHeight: mapValues(tokens.controlHeight, px),
    timeListHeight: px(tokens.timeListHeight),
    zIndex: mapValues(tokens.zIndex, String),
    size: mapValues(tokens.size, px),
    transition: `${tokens.transitionMs}ms ease-out`,
    duration: mapValues(tokens.durationMs, (ms) => `${ms}ms`),
  };
}

/** `resolveTokens` の結果。テーマ契約と同じ形をしている。 */
export type ResolvedTokens = ReturnType<typeof resolveTokens>;
