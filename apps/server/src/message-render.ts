/*
 * A message template's insertion tokens filled for one friend: what every sender does before a
 * push (journeys, triggers, follow settings, deliveries), written once on the platform.
 */

/**
 * {{var:12}}, {{common:shop_name}}, with a fallback for a missing value after a bar: {{var:12|お客様}};
 * {{tracker:5}}, a tracker's link (the trackers feature's TRACKER_TOKEN_PATTERN).
 */
const TOKEN = /\{\{(var|common|form|tracker):([A-Za-z0-9_]{1,64})(?:\|([^{}]{0,100}))?\}\}/g;

/** What a message's tokens are filled with for one friend. */
export interface MessageValues {
  /** Friend-info values by variable id. */
  vars: ReadonlyMap<number, string>;
  /** Common variables by code. */
  common: ReadonlyMap<string, string>;
  /** The friend's own link of each tracker the message names, by tracker id. */
  links?: ReadonlyMap<number, string>;
}

/**
 * A message's text with its insertion tokens filled in: {{var:12}} the friend's value of variable
 * 12, {{common:shop_name}} the common variable's value, {{tracker:5}} the friend's link of tracker
 * 5; a form item has no value in a journey. A missing or empty value becomes the token's fallback
 * ({{var:12|お客様}}), or nothing. Anything else in braces stays as written.
 */
export function renderMessage(text: string, values: MessageValues): string {
  return text.replace(TOKEN, (_match, kind: string, key: string, fallback: string | undefined) => {
    const value =
      kind === 'var'
        ? values.vars.get(Number(key))
        : kind === 'common'
          ? values.common.get(key)
          : kind === 'tracker'
            ? values.links?.get(Number(key))
            : undefined;
    return value || (fallback ?? '');
  });
}

/** A LINE message object as a template holds it and a sender pushes it. */
export type LineMessage = Record<string, unknown>;

/**
 * A template's messages for one friend: every string in them (a text, an altText, a Flex text, a
 * label, a URL) with its tokens filled as renderMessage fills a text. The template is untouched.
 */
export function renderMessages(list: readonly LineMessage[], values: MessageValues): LineMessage[] {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return renderMessage(value, values);
    if (Array.isArray(value)) return value.map(fill);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return list.map((message) => fill(message) as LineMessage);
}

/** The variable ids, common codes and tracker ids a text's tokens name. */
export function tokensOf(text: string): { varIds: number[]; codes: string[]; trackerIds: number[] } {
  const varIds = new Set<number>();
  const codes = new Set<string>();
  const trackerIds = new Set<number>();
  for (const [, kind, key] of text.matchAll(TOKEN)) {
    const id = /^\d{1,10}$/.test(key ?? '') ? Number(key) : null;
    if (kind === 'var' && id !== null) varIds.add(id);
    if (kind === 'common' && key) codes.add(key);
    if (kind === 'tracker' && id !== null) trackerIds.add(id);
  }
  return { varIds: [...varIds], codes: [...codes], trackerIds: [...trackerIds] };
}
