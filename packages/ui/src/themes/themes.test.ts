import { describe, expect, it } from 'vitest';
import { tokens as aozora } from './aozora/tokens';
import { tokens as consoleTokens } from './console/tokens';
import { contrastRatio } from './contrast';
import { tokens as sakura } from './sakura/tokens';
import { tokens as sumi } from './sumi/tokens';
import type { ConsoleColorTokens, ConsoleTokens } from './tokens';
import type { OemCode } from './types';
import { oemCodes } from './types';
import { tokens as wakaba } from './wakaba/tokens';
import { tokens as yuzu } from './yuzu/tokens';

const brands: Record<OemCode, ConsoleTokens> = { console: consoleTokens, sakura, aozora, wakaba, yuzu, sumi };

type Pair = [foreground: keyof ConsoleColorTokens, background: keyof ConsoleColorTokens, minimum: number];

// WCAG 2.1 AA: 文字は 4.5:1（1.4.3）、操作部品の境界・フォーカス表示は 3:1（1.4.11）。
const requirements: Pair[] = [
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['onDanger', 'danger', 4.5],
  ['onDanger', 'dangerHover', 4.5],
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceHover', 4.5],
  ['textSubtle', 'background', 4.5],
  ['textSubtle', 'surface', 4.5],
  ['primary', 'background', 3],
  ['focusRing', 'background', 3],
  ['border', 'background', 3],
  ['danger', 'background', 3],
  ['success', 'background', 3],
  // 暦の日曜・祝日（赤）と土曜（青）の日付は文字なので 4.5:1。範囲の途中の日は surfaceHover の上に載る。
  ['holiday', 'background', 4.5],
  ['holiday', 'surface', 4.5],
  ['holiday', 'surfaceHover', 4.5],
  ['saturday', 'background', 4.5],
  ['saturday', 'surface', 4.5],
  ['saturday', 'surfaceHover', 4.5],
  // Timeline: 予約カードは状態の背景の上に本文色の文字。左端の帯・ブロック時間の斜線・現在時刻の線は 3:1。
  ['text', 'statusInfo', 4.5],
  ['text', 'statusSuccess', 4.5],
  ['text', 'statusWarning', 4.5],
  ['text', 'statusDanger', 4.5],
  ['text', 'statusNeutral', 4.5],
  ['warning', 'background', 3],
  ['blockHatch', 'background', 3],
  ['primary', 'statusInfo', 3],
  ['success', 'statusSuccess', 3],
  ['warning', 'statusWarning', 3],
  ['danger', 'statusDanger', 3],
  ['border', 'statusNeutral', 3],
];

describe.each(oemCodes)('テーマ %s', (oem) => {
  const { color } = brands[oem];

  it.each(requirements)('%s と %s のコントラスト比が %d:1 以上', (fg, bg, minimum) => {
    expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(minimum);
  });
});

describe('ブランドの区別', () => {
  it('6 つの OEM の primary はすべて異なる', () => {
    const primaries = oemCodes.map((oem) => brands[oem].color.primary.toLowerCase());
    expect(new Set(primaries).size).toBe(oemCodes.length);
  });
});
