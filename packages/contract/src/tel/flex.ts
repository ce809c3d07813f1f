import { type LineProblem, lineMessageProblems } from '../line/messages';
import { TEL_MAX_PARAMS } from './schemas';

/*
 * A template's body: a LINE Flex Message object as JSON text within LINE's limits, with merge
 * placeholders [param_1] … [param_10] only. Pure, so the template form runs the same checks as
 * the server (telTemplateRegisterSchema).
 */

export const FLEX_MESSAGES = {
  notJson: 'JSON の形式が正しくありません。',
  notFlex: 'LINE の Flex Message（"type": "flex" のメッセージオブジェクト）を入力してください。',
  badPlaceholders: (found: string[]) =>
    `差し込み項目は [param_1]〜[param_10] だけが使えます（${found.join('、')}）。`,
} as const;

const PLACEHOLDER = /\[param_([^\]]*)\]/g;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A LINE problem as one line under the body's text area, which has no field of its own to show it
 * under: the place is named where the words do not already say it (「2個目の bubble：…」).
 */
export function flexProblemText({ field, message }: LineProblem): string {
  if (field === 'altText') return `altText：${message}`;
  const bubble = /^contents\.contents\.(\d+)(?:\.|$)/.exec(field);
  return bubble ? `${Number(bubble[1]) + 1}個目の bubble：${message}` : message;
}

/** Placeholders other than [param_1] … [param_10], each once, in order of appearance. */
export function invalidPlaceholders(body: string): string[] {
  const invalid = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) {
    const n = match[1] ?? '';
    const valid = /^[1-9]\d*$/.test(n) && Number(n) <= TEL_MAX_PARAMS;
    if (!valid) invalid.add(match[0]);
  }
  return [...invalid];
}

/**
 * What is wrong with a non-blank body: JSON, a flex message object within LINE's limits, valid
 * placeholders. Empty when it may be stored.
 */
export function flexBodyProblems(body: string): string[] {
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return [FLEX_MESSAGES.notJson];
  }
  // LINE's own rules (altText, bubble or carousel, sizes) are the line checker's, as for templates.
  const errors =
    isObject(message) && message.type === 'flex'
      ? lineMessageProblems(message).map(flexProblemText)
      : [FLEX_MESSAGES.notFlex];
  const invalid = invalidPlaceholders(body);
  if (invalid.length > 0) errors.push(FLEX_MESSAGES.badPlaceholders(invalid));
  return errors;
}
