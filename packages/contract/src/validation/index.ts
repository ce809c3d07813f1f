import * as z from 'zod/mini';
import type { $ZodRawIssue } from 'zod/v4/core';
import ja from 'zod/v4/locales/ja.js';

/*
 * One way to validate (issue 26 §3): shape and field rules live in the contract's schemas, and
 * both ends read their failures through the same Japanese messages. The server installs them
 * once (plugins/errors.ts) and answers 422 with `errors[field]`; the console's forms run the same
 * schema before sending (`fieldErrors`) and show the same words under the same field.
 *
 * Its own folder (`@console/contract/validation`), not the package root: the login screen imports
 * the root and must not load zod.
 */

/** The console's wording for the common cases; zod's Japanese locale says the rest. */
export const VALIDATION_MESSAGES = {
  required: '入力してください。',
  invalid: '値が正しくありません。',
  tooShort: (min: number) => `${min}文字以上で入力してください。`,
  tooLong: (max: number) => `${max}文字以内で入力してください。`,
  choose: '選択肢の中から選んでください。',
  tooSmall: (min: number | bigint) => `${min}以上の値を入力してください。`,
  tooBig: (max: number | bigint) => `${max}以下の値を入力してください。`,
  integer: '整数で入力してください。',
} as const;

type Issue = $ZodRawIssue;

const japaneseLocale = ja();

/** The Japanese message of one failed rule. */
export function japaneseMessage(issue: Issue): string {
  const m = VALIDATION_MESSAGES;
  if (issue.code === 'invalid_type' && issue.input === undefined) return m.required;
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? m.required : m.tooShort(Number(issue.minimum));
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return m.tooLong(Number(issue.maximum));
  if (issue.code === 'too_small' && issue.origin === 'number') return m.tooSmall(issue.minimum as number);
  if (issue.code === 'too_big' && issue.origin === 'number') return m.tooBig(issue.maximum as number);
  if (issue.code === 'invalid_value') return m.choose;
  if (issue.code === 'unrecognized_keys') return m.invalid;
  const fromLocale = japaneseLocale.localeError?.(issue);
  return (typeof fromLocale === 'string' ? fromLocale : fromLocale?.message) ?? m.invalid;
}

let installed = false;

/** Makes every zod schema of this process (classic and mini share one config) speak Japanese. */
export function installJapaneseErrors(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: japaneseMessage });
}

/** `a.0.b` for the path ['a', 0, 'b']; the value as a whole is `_` (the server's 422 uses the same). */
export function fieldKey(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '_' : path.map(String).join('.');
}

export type FieldErrors = Record<string, string[]>;

/**
 * Runs a contract schema on a form's values: the parsed value, or each field's messages as the
 * server's 422 would give them.
 */
export function fieldErrors<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  installJapaneseErrors();
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = fieldKey(issue.path);
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return { ok: false, errors };
}
