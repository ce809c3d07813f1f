import { describe, expect, it } from 'vitest';
import { tokens as aozora } from './aozora/tokens';
import { tokens as consoleTokens } from './console/tokens';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS } from './contrastPairs';
import { tokens as sakura } from './sakura/tokens';
import { tokens as sumi } from './sumi/tokens';
import type { ConsoleColorTokens, ConsoleTokens } from './tokens';
import type { OemCode } from './types';
import { oemCodes } from './types';
import { tokens as wakaba } from './wakaba/tokens';
import { tokens as yuzu } from './yuzu/tokens';

const brands: Record<OemCode, ConsoleTokens> = { console: consoleTokens, sakura, aozora, wakaba, yuzu, sumi };

describe.each(oemCodes)('テーマ %s', (oem) => {
  const { color } = brands[oem];

  it.each(CONTRAST_PAIRS)(
    '$foreground と $background のコントラスト比が $minimum:1 以上（$use）',
    ({ foreground, background, minimum }) => {
      expect(contrastRatio(color[foreground], color[background])).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('検査の対象', () => {
  it('どの色トークンも、少なくとも 1 つの組み合わせで検査される', () => {
    const checked = new Set(CONTRAST_PAIRS.flatMap((pair) => [pair.foreground, pair.background]));
    const unchecked = Object.keys(consoleTokens.color).filter(
      (key) => !checked.has(key as keyof ConsoleColorTokens),
    );
    expect(unchecked).toEqual([]);
  });
});

describe('ブランドの区別', () => {
  it('6 つの OEM の primary はすべて異なる', () => {
    const primaries = oemCodes.map((oem) => brands[oem].color.primary.toLowerCase());
    expect(new Set(primaries).size).toBe(oemCodes.length);
  });
});
