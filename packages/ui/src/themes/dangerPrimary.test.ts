import { converter, differenceCiede2000 } from 'culori';
import { describe, expect, it } from 'vitest';
import { tokens as aozora } from './aozora/tokens';
import { tokens as consoleTokens } from './console/tokens';
import { tokens as sakura } from './sakura/tokens';
import { tokens as sumi } from './sumi/tokens';
import type { ConsoleTokens, HexColor } from './tokens';
import { type OemCode, oemCodes } from './types';
import { tokens as wakaba } from './wakaba/tokens';
import { tokens as yuzu } from './yuzu/tokens';

/**
 * Issue 27: in every theme a destructive action (danger) must be told apart from the main one (primary)
 * at a glance — in さくら the magenta primary and the red were nearly the same.
 *
 * The thresholds:
 * - CIEDE2000 ΔE ≥ 20. ΔE ≈ 2 is a just-noticeable difference side by side; 10 is "clearly different"
 *   when compared; 20 is a difference still seen without comparing (two buttons in different places of a
 *   screen), which is the "at a glance" of the issue. The old さくら pair measured 14.
 * - hue angle (CIE LCh) ≥ 30° when both colours are chromatic (C* ≥ 15). Two saturated colours of close hue
 *   and close lightness read as "the same colour, a bit darker", whatever ΔE sums up; 30° is the distance
 *   between neighbouring named hues (red / vermilion / orange). The old ゆず orange and the red stood 27° apart
 *   (ΔE 20.4). Below C* 15 (すみ's ink) a colour has no hue to confuse: its chroma difference to the red is
 *   the difference, and ΔE holds it.
 */
const MIN_DELTA_E = 20;
const MIN_HUE_DEGREES = 30;
const CHROMATIC = 15;

const deltaE2000 = differenceCiede2000();
const toLch = converter('lch');

function hueDifference(a: HexColor, b: HexColor): number | undefined {
  const x = toLch(a);
  const y = toLch(b);
  if (!x || !y || x.c < CHROMATIC || y.c < CHROMATIC) return undefined;
  const d = Math.abs((x.h ?? 0) - (y.h ?? 0)) % 360;
  return d > 180 ? 360 - d : d;
}

/** Whether two colours are told apart at a glance, and the figures that say so. */
function toldApart(a: HexColor, b: HexColor) {
  const deltaE = deltaE2000(a, b);
  const hue = hueDifference(a, b);
  return { deltaE, hue, ok: deltaE >= MIN_DELTA_E && (hue === undefined || hue >= MIN_HUE_DEGREES) };
}

const brands: Record<OemCode, ConsoleTokens> = { console: consoleTokens, sakura, aozora, wakaba, yuzu, sumi };

describe('CIEDE2000 の計算（culori）', () => {
  // Sharma, Wu & Dalal (2005), the reference data set of CIEDE2000: pairs 1 and 7 (culori computes it in
  // CIELAB under D65, the sRGB white, which is how it takes the theme's hex colours).
  it.each([
    [{ l: 50, a: 2.6772, b: -79.7751 }, { l: 50, a: 0, b: -82.7485 }, 2.0425],
    [{ l: 50, a: 0, b: 0 }, { l: 50, a: -1, b: 2 }, 2.3669],
  ])('%o と %o の ΔE は %d', (x, y, expected) => {
    expect(deltaE2000({ mode: 'lab65', ...x }, { mode: 'lab65', ...y })).toBeCloseTo(expected, 3);
  });

  it('変更前のさくら（#c2185b と #c4252f）とゆず（#a85200 と #c4252f）は見分けられないと判定する', () => {
    const oldSakura = toldApart('#c2185b', '#c4252f');
    expect(oldSakura.deltaE).toBeLessThan(MIN_DELTA_E);
    expect(oldSakura.ok).toBe(false);
    const oldYuzu = toldApart('#a85200', '#c4252f');
    expect(oldYuzu.deltaE).toBeGreaterThanOrEqual(MIN_DELTA_E);
    expect(oldYuzu.hue).toBeLessThan(MIN_HUE_DEGREES);
    expect(oldYuzu.ok).toBe(false);
  });

  it('色味のない色（墨）と赤は色相を問わず ΔE で判定する', () => {
    expect(toldApart('#2f3437', '#b0212a').hue).toBeUndefined();
    expect(toldApart('#2f3437', '#b0212a').ok).toBe(true);
    expect(toldApart('#2f3437', '#3a3436').ok).toBe(false);
  });
});

describe.each(oemCodes)('テーマ %s の危険色と主要色', (oem) => {
  const { color } = brands[oem];
  it.each([
    ['danger', 'primary'],
    ['dangerHover', 'primaryHover'],
  ] as const)(
    `%s と %s は ΔE2000 ≥ ${MIN_DELTA_E}、色相の差 ≥ ${MIN_HUE_DEGREES}° で見分けられる`,
    (danger, primary) => {
      const result = toldApart(color[danger], color[primary]);
      expect(result.deltaE).toBeGreaterThanOrEqual(MIN_DELTA_E);
      if (result.hue !== undefined) expect(result.hue).toBeGreaterThanOrEqual(MIN_HUE_DEGREES);
    },
  );
});
