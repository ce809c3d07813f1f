/**
 * Template rendering: `[param_1]`…`[param_10]` in the template's JSON text are replaced by the
 * line's values, escaped for a JSON string, and the result is parsed back. A template is valid
 * JSON before substitution, so a placeholder can only sit inside a string literal; escaping the
 * value keeps the string literal intact whatever the operator typed (quotes, backslashes, line
 * breaks, U+2028).
 */

export type RenderResult =
  | { ok: true; message: Record<string, unknown> }
  | { ok: false; reason: 'invalid-template' | 'not-a-message' | 'invalid-result' };

const PLACEHOLDER = /\[param_(\d{1,2})\]/g;
export const MAX_PARAMS = 10;

/** The value as the inside of a JSON string literal (no surrounding quotes). */
export function escapeForJsonString(value: string): string {
  // JSON.stringify leaves U+2028/U+2029 raw (valid JSON since ES2019, but not in every consumer).
  return JSON.stringify(value)
    .slice(1, -1)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function renderTemplate(
  body: string,
  params: Record<string, unknown> | null | undefined,
): RenderResult {
  try {
    if (!isPlainObject(JSON.parse(body))) return { ok: false, reason: 'not-a-message' };
  } catch {
    return { ok: false, reason: 'invalid-template' };
  }
  const values = params ?? {};
  const text = body.replace(PLACEHOLDER, (match, digits: string) => {
    const n = Number(digits);
    if (n < 1 || n > MAX_PARAMS || digits.startsWith('0')) return match;
    const value = values[`param_${n}`];
    return value === undefined || value === null ? '' : escapeForJsonString(String(value));
  });
  try {
    const message = JSON.parse(text);
    if (!isPlainObject(message)) return { ok: false, reason: 'not-a-message' };
    return { ok: true, message };
  } catch {
    return { ok: false, reason: 'invalid-result' };
  }
}
