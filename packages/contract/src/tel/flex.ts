import { LINE_LIMITS, lineLength } from '../line/limits';
import { TEL_MAX_PARAMS } from './schemas';

/*
 * A template's body: a LINE Flex Message object as JSON text within LINE's limits, with merge
 * placeholders [param_1] … [param_10] only. Pure, so the template form runs the same checks as
 * the server (telTemplateRegisterSchema).
 *
 * Its Flex rules are a small subset of LINE's message checker (../line/messages.ts), kept here on
 * purpose: TEL_OPS carries this check into every notification screen, and the whole checker there
 * cost each of them 4–8 kB gzip and a 13th file on 個別登録 (measured 2026-11-27).
 */

/** LINE Flex Message limits (line/limits.ts): sizes are of the UTF-8 JSON, 1 KB = 1,024 bytes. */
export const FLEX_LIMITS = {
  altTextMaxLength: LINE_LIMITS.ALT_TEXT_MAX_LENGTH,
  bubbleMaxBytes: LINE_LIMITS.FLEX_BUBBLE_MAX_BYTES,
  carouselMaxBubbles: LINE_LIMITS.FLEX_CAROUSEL_MAX_BUBBLES,
  carouselMaxBytes: LINE_LIMITS.FLEX_CAROUSEL_MAX_BYTES,
} as const;

export const FLEX_MESSAGES = {
  notJson: 'JSON の形式が正しくありません。',
  notFlex: 'LINE の Flex Message（"type": "flex" のメッセージオブジェクト）を入力してください。',
  altTextRequired: 'altText を入力してください。',
  altTextTooLong: 'altText は1500文字以内で入力してください。',
  badContents: 'contents には bubble か carousel を指定してください。',
  notBubble: (label: string) => `${label} が bubble ではありません（"type": "bubble"）。`,
  badBlock: (label: string, block: string) => `${label} の ${block} はオブジェクトで指定してください。`,
  bubbleTooLarge: (label: string, kb: number) => `${label} のサイズが上限の30KBを超えています（${kb}KB）。`,
  carouselCount: 'carousel の contents には bubble を1〜12個並べてください。',
  carouselTooLarge: (kb: number) => `carousel のサイズが上限の50KBを超えています（${kb}KB）。`,
  badPlaceholders: (found: string[]) =>
    `差し込み項目は [param_1]〜[param_10] だけが使えます（${found.join('、')}）。`,
} as const;

const PLACEHOLDER = /\[param_([^\]]*)\]/g;

/** Length in characters (code points), as operators count them. */
export const codePoints = lineLength;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length;
const kilobytes = (bytes: number) => Math.ceil((bytes / 1024) * 10) / 10;

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

function checkBubble(bubble: unknown, label: string, errors: string[]): void {
  if (!isObject(bubble) || bubble.type !== 'bubble') {
    errors.push(FLEX_MESSAGES.notBubble(label));
    return;
  }
  for (const block of ['header', 'hero', 'body', 'footer'] as const) {
    if (bubble[block] !== undefined && !isObject(bubble[block]))
      errors.push(FLEX_MESSAGES.badBlock(label, block));
  }
  const bytes = jsonBytes(bubble);
  if (bytes > FLEX_LIMITS.bubbleMaxBytes) errors.push(FLEX_MESSAGES.bubbleTooLarge(label, kilobytes(bytes)));
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
  const errors: string[] = [];
  if (!isObject(message) || message.type !== 'flex') {
    errors.push(FLEX_MESSAGES.notFlex);
  } else {
    const { altText, contents } = message;
    if (typeof altText !== 'string' || altText.trim() === '') errors.push(FLEX_MESSAGES.altTextRequired);
    else if (codePoints(altText) > FLEX_LIMITS.altTextMaxLength) errors.push(FLEX_MESSAGES.altTextTooLong);
    if (isObject(contents) && contents.type === 'bubble') {
      checkBubble(contents, 'bubble', errors);
    } else if (isObject(contents) && contents.type === 'carousel') {
      const bubbles = contents.contents;
      if (
        !Array.isArray(bubbles) ||
        bubbles.length === 0 ||
        bubbles.length > FLEX_LIMITS.carouselMaxBubbles
      ) {
        errors.push(FLEX_MESSAGES.carouselCount);
      } else {
        bubbles.forEach((bubble, index) => {
          checkBubble(bubble, `${index + 1}個目の bubble`, errors);
        });
        const bytes = jsonBytes(contents);
        if (bytes > FLEX_LIMITS.carouselMaxBytes)
          errors.push(FLEX_MESSAGES.carouselTooLarge(kilobytes(bytes)));
      }
    } else {
      errors.push(FLEX_MESSAGES.badContents);
    }
  }
  const invalid = invalidPlaceholders(body);
  if (invalid.length > 0) errors.push(FLEX_MESSAGES.badPlaceholders(invalid));
  return errors;
}
