import { TEL_MAX_PARAMS, TEL_TEMPLATE_NAME_MAX_LENGTH } from '@console/contract/tel';
import { messages } from './messages';

/** LINE Flex Message limits (research/backend.md §1): sizes are of the UTF-8 JSON, 1 KB = 1,024 bytes. */
export const FLEX_LIMITS = {
  altTextMaxLength: 1500,
  bubbleMaxBytes: 30 * 1024,
  carouselMaxBubbles: 12,
  carouselMaxBytes: 50 * 1024,
} as const;

const PLACEHOLDER = /\[param_([^\]]*)\]/g;

export type FieldErrors = Record<string, string[]>;

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

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
    errors.push(messages.template.notBubble(label));
    return;
  }
  for (const block of ['header', 'hero', 'body', 'footer'] as const) {
    if (bubble[block] !== undefined && !isObject(bubble[block]))
      errors.push(messages.template.badBlock(label, block));
  }
  const bytes = jsonBytes(bubble);
  if (bytes > FLEX_LIMITS.bubbleMaxBytes)
    errors.push(messages.template.bubbleTooLarge(label, kilobytes(bytes)));
}

/** Messages about the body: JSON, a flex message object within LINE's limits, valid placeholders. */
export function validateTemplateBody(body: string): string[] {
  if (body.trim() === '') return [messages.required];
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return [messages.template.notJson];
  }
  const errors: string[] = [];
  if (!isObject(message) || message.type !== 'flex') {
    errors.push(messages.template.notFlex);
  } else {
    const { altText, contents } = message;
    if (typeof altText !== 'string' || altText.trim() === '') errors.push(messages.template.altTextRequired);
    else if (codePoints(altText) > FLEX_LIMITS.altTextMaxLength)
      errors.push(messages.template.altTextTooLong);
    if (isObject(contents) && contents.type === 'bubble') {
      checkBubble(contents, 'bubble', errors);
    } else if (isObject(contents) && contents.type === 'carousel') {
      const bubbles = contents.contents;
      if (
        !Array.isArray(bubbles) ||
        bubbles.length === 0 ||
        bubbles.length > FLEX_LIMITS.carouselMaxBubbles
      ) {
        errors.push(messages.template.carouselCount);
      } else {
        bubbles.forEach((bubble, index) => {
          checkBubble(bubble, `${index + 1}個目の bubble`, errors);
        });
        const bytes = jsonBytes(contents);
        if (bytes > FLEX_LIMITS.carouselMaxBytes)
          errors.push(messages.template.carouselTooLarge(kilobytes(bytes)));
      }
    } else {
      errors.push(messages.template.badContents);
    }
  }
  const invalid = invalidPlaceholders(body);
  if (invalid.length > 0) errors.push(messages.template.badPlaceholders(invalid));
  return errors;
}

export function validateTemplateName(name: string): string[] {
  const trimmed = name.trim();
  if (trimmed === '') return [messages.required];
  if (codePoints(trimmed) > TEL_TEMPLATE_NAME_MAX_LENGTH)
    return [messages.tooLong(TEL_TEMPLATE_NAME_MAX_LENGTH)];
  return [];
}

/** Field errors of a template registration; empty when it may be stored. */
export function validateTemplate(input: { name: string; body: string }): FieldErrors {
  const errors: FieldErrors = {};
  const name = validateTemplateName(input.name);
  const body = validateTemplateBody(input.body);
  if (name.length > 0) errors.name = name;
  if (body.length > 0) errors.body = body;
  return errors;
}
