/**
 * Reading ColorInput's colours: a pure function, tested as a table (`normalizeHexColor.test.ts`).
 *
 * LINE's Flex Message takes `#RRGGBB` or `#RRGGBBAA`. What an operator types is folded to that form:
 * NFKC first (a Japanese IME gives 「＃ＦＦＦＦＦＦ」), the `#` optional, the CSS short forms `#RGB` and
 * `#RGBA` doubled, letters upper-cased.
 */

/** What reading the typed text gave: `#RRGGBB`, `#RRGGBBAA`, `''` for an empty field, or not a colour. */
export type HexColorResult = { ok: true; value: string } | { ok: false };

export interface NormalizeHexColorOptions {
  /** 透明度付きの `#RRGGBBAA`（と `#RGBA`）を受け付ける。既定は true。 */
  alpha?: boolean;
}

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** 手入力の色を `#RRGGBB`（透明度ありは `#RRGGBBAA`）の大文字に直す。空は `''`、色でなければ `ok: false`。 */
export function normalizeHexColor(
  text: string,
  { alpha = true }: NormalizeHexColorOptions = {},
): HexColorResult {
  const folded = text.normalize('NFKC').trim();
  if (folded === '') return { ok: true, value: '' };
  const digits = HEX.exec(folded)?.[1];
  if (!digits) return { ok: false };
  const long = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (long.length === 8 && !alpha) return { ok: false };
  return { ok: true, value: `#${long.toUpperCase()}` };
}

/** The `#rrggbb` the browser's colour picker takes (it has no alpha), or black for none. */
export function toPickerColor(value: string): string {
  return /^#[0-9A-F]{6}/i.test(value) ? value.slice(0, 7).toLowerCase() : '#000000';
}

/**
 * What the colour picker gave (`#rrggbb`), in the field's form: upper-case, keeping the alpha of the
 * value it replaces (the picker cannot show or change it).
 */
export function fromPickerColor(picked: string, previous: string): string {
  const alpha = /^#[0-9A-F]{6}([0-9A-F]{2})$/i.exec(previous)?.[1] ?? '';
  return `${picked.toUpperCase()}${alpha.toUpperCase()}`;
}
