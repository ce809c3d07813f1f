/** WCAG 2.x の相対輝度（`#rgb` / `#rrggbb`）。 */
export function relativeLuminance(hex: string): number {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`16 進の色ではありません: ${hex}`);
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** 2 色のコントラスト比（1〜21）。順序は問わない。 */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `#rrggbb` を `getComputedStyle` と同じ `rgb(r, g, b)` 表記にする（描画結果との比較用）。 */
export function hexToRgb(hex: string): string {
  relativeLuminance(hex); // 形式の検査
  const d = hex.replace('#', '');
  const full = d.length === 3 ? [...d].map((c) => c + c).join('') : d;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
