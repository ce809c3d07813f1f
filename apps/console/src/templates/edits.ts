import type { LineMessageType, LineProblem } from '@console/contract/line';
import { namedText, INSERTION_TOKEN as TOKEN } from '../shared/variableNames';

export { namedText };

/*
 * The template editor's pure work: messages as plain LINE objects changed by path, new messages of
 * each kind, problems by field, the insertions of a text with their fallbacks, and the preview's
 * text with insertions named. Table-tested in edits.test.ts.
 */

export type Message = Record<string, unknown>;
export type Path = readonly (string | number)[];

/** `value` at `path` of `target`, everything else shared with it (arrays stay arrays). */
export function setIn<T>(target: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const base: unknown = target ?? (typeof head === 'number' ? [] : {});
  if (Array.isArray(base)) {
    const copy = [...base];
    copy[head as number] = setIn(copy[head as number], rest, value);
    return copy as T;
  }
  const object = base as Record<string, unknown>;
  return { ...object, [head]: setIn(object[head as string], rest, value) } as T;
}

/** The value at `path`, or undefined. */
export function getIn(target: unknown, path: Path): unknown {
  let value = target;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The list without the item at `index`. */
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** The list with the item at `from` moved to `to` (clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

export const newAction = (): Message => ({ type: 'uri', label: '', uri: 'https://' });

/** A new message of a kind, with what LINE requires present (empty) so every field shows. */
export function newMessage(type: LineMessageType): Message {
  switch (type) {
    case 'text':
      return { type: 'text', text: '' };
    case 'image':
      return { type: 'image', originalContentUrl: '', previewImageUrl: '' };
    case 'sticker':
      return { type: 'sticker', packageId: '446', stickerId: '1988' };
    case 'imagemap':
      return {
        type: 'imagemap',
        baseUrl: '',
        altText: '',
        baseSize: { width: 1040, height: 1040 },
        actions: [{ type: 'uri', linkUri: 'https://', area: { x: 0, y: 0, width: 1040, height: 1040 } }],
      };
    case 'template':
      return {
        type: 'template',
        altText: '',
        template: { type: 'buttons', text: '', actions: [newAction()] },
      };
    case 'flex':
      return {
        type: 'flex',
        altText: '',
        contents: {
          type: 'bubble',
          body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: '', wrap: true }] },
        },
      };
  }
}

/**
 * A buttons / confirm / carousel template turned into another of the three, keeping what fits: the
 * text, and the actions (a confirm has exactly two; a carousel's go into its first column).
 */
export function withTemplateType(message: Message, type: string): Message {
  const template = (message.template ?? {}) as Message;
  const columns = Array.isArray(template.columns) ? (template.columns as Message[]) : [];
  const first = columns[0] ?? {};
  const text = (template.text ?? first.text ?? '') as string;
  const actions = ((template.actions ?? first.actions ?? []) as Message[]).slice(0, 4);
  switch (type) {
    case 'confirm': {
      const two = [...actions, newAction(), newAction()].slice(0, 2);
      return { ...message, template: { type: 'confirm', text, actions: two } };
    }
    case 'carousel':
      return {
        ...message,
        template: {
          type: 'carousel',
          columns: [{ text, actions: actions.length ? actions : [newAction()] }],
        },
      };
    default:
      return {
        ...message,
        template: { type: 'buttons', text, actions: actions.length ? actions : [newAction()] },
      };
  }
}

/** An action turned into another kind, keeping its label. */
export function withActionType(action: Message, type: string): Message {
  const label = action.label ?? '';
  if (type === 'message') return { type, label, text: '' };
  if (type === 'postback') return { type, label, data: '' };
  return { type: 'uri', label, uri: 'https://' };
}

/** Each field's first problem, by its key (`messages.0.template.actions.1.label`). */
export function problemsByField(problems: readonly LineProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of problems) fields[field] ??= message;
  return fields;
}

/** An insertion of a text: its token without the fallback (`{{var:1}}`), and the fallback. */
export interface Insertion {
  token: string;
  fallback: string;
}

/** The text's insertions, each token once (the first one's fallback), in order of appearance. */
export function insertionsOf(text: string): Insertion[] {
  const seen = new Map<string, string>();
  for (const [, kind, key, fallback] of text.matchAll(TOKEN)) {
    const token = `{{${kind}:${key}}}`;
    if (!seen.has(token)) seen.set(token, fallback ?? '');
  }
  return [...seen].map(([token, fallback]) => ({ token, fallback }));
}

/**
 * Every use of `token` in the text with `fallback` (written after a bar: `{{var:1|お客}}`; none
 * when empty). Braces and bars would end the token early, so they are left out of the fallback.
 */
export function withFallback(text: string, token: string, fallback: string): string {
  const clean = fallback.replace(/[{}|]/g, '').slice(0, 100);
  return text.replace(TOKEN, (match, kind: string, key: string) =>
    `{{${kind}:${key}}}` === token ? `{{${kind}:${key}${clean ? `|${clean}` : ''}}}` : match,
  );
}

/**
 * Every string of a value through namedText (texts, altTexts, Flex texts, labels). With a cache (a
 * WeakMap kept while the names stay), a part already named is reused as the same object, so the
 * preview redraws only the bubble an edit touched.
 */
export function namedValue(
  value: unknown,
  names: ReadonlyMap<string, string>,
  cache?: WeakMap<object, unknown>,
): unknown {
  if (typeof value === 'string') return namedText(value, names);
  if (value === null || typeof value !== 'object') return value;
  const hit = cache?.get(value);
  if (hit !== undefined) return hit;
  const named = Array.isArray(value)
    ? value.map((item) => namedValue(item, names, cache))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, namedValue(item, names, cache)]));
  cache?.set(value, named);
  return named;
}

/** Every string of the messages through namedText. */
export const namedMessages = (list: readonly Message[], names: ReadonlyMap<string, string>): Message[] =>
  list.map((message) => namedValue(message, names) as Message);
