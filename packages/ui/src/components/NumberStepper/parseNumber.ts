/**
 * Reading and stepping NumberStepper's numbers: pure functions, tested as tables (`parseNumber.test.ts`).
 *
 * Typed text is read only on blur and Enter (CONVENTIONS.md), so an IME's half-converted 「１２」 is
 * never read; the committed text is folded with NFKC (full-width digits, 「．」「－」「＋」), the minus
 * signs NFKC leaves alone (「−」 U+2212, 「ー」 typed with a Japanese IME) and thousands separators.
 */

/** What reading the typed text gave: a number, `null` for an empty field, or not a number. */
export type ParseNumberResult = { ok: true; value: number | null } | { ok: false };

// Minus signs NFKC does not fold to "-": U+2212 minus, hyphen and dashes, and the long-vowel marks a
// Japanese IME types for the minus key (「ー」 and the half-width 「ｰ」, which NFKC makes 「ー」).
const MINUS = /^[\u2212\u2010\u2011\u2012\u2013\u2014\u30fc]/;
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** 手入力の数値を読む。全角数字・全角の符号と小数点・桁区切りのカンマ・前後の空白を受け付ける。空は `null`。 */
export function parseNumber(text: string): ParseNumberResult {
  const folded = text.normalize('NFKC').trim().replace(MINUS, '-').replace(/,/g, '');
  if (folded === '') return { ok: true, value: null };
  if (!NUMBER.test(folded)) return { ok: false };
  const value = Number(folded);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

/** The number of decimal places of `n` as written (`0.25` → 2, `1e-3` → 3). */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const [mantissa = '', exponent] = String(n).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

export interface NumberRange {
  /** 最小値。 */
  min?: number;
  /** 最大値。 */
  max?: number;
}

/** `value` を `min`〜`max` に収める（どちらも省略可）。 */
export function clampNumber(value: number, { min, max }: NumberRange): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/**
 * − / + ボタンと ↑↓ キーの次の値。`steps` 回ぶん `step` を足して範囲に収め、浮動小数点の誤差
 * （`0.1 + 0.2`）を刻みと値の小数の桁で丸める。値が空（`null`）なら、増やすときは最小値（なければ 0）、
 * 減らすときは最大値（なければ 0）から始める。
 */
export function stepNumber(value: number | null, steps: number, step: number, range: NumberRange): number {
  if (value === null) {
    const start = steps > 0 ? (range.min ?? 0) : (range.max ?? 0);
    return clampNumber(start, range);
  }
  const places = Math.max(decimalPlaces(step), decimalPlaces(value));
  const next = Number((value + steps * step).toFixed(Math.min(places, 20)));
  return clampNumber(next, range);
}
