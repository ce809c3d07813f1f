import { type CommonVars, type Forms, insertionToken, type Varia } from '@console/contract/friends';

/**
 * Token → the name an operator knows it by (`{{var:1}}` → 誕生日), from the three shared data sets.
 * Every variable counts here, not only the insertable (translatable) ones: a message may still
 * carry a token of a variable whose type changed, and it should be named, not called unknown.
 */
export function variableNames(
  varia: Varia | undefined,
  common: CommonVars | undefined,
  forms: Forms | undefined,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of varia?.items ?? []) names.set(insertionToken('variable', item.id), item.name);
  for (const item of common?.items ?? []) names.set(insertionToken('common', item.code), item.name);
  for (const item of forms?.items ?? []) names.set(insertionToken('form', item.code), item.name);
  return names;
}

/** An insertion token of a message's text, with its fallback after a bar (`{{var:12|お客}}`). */
export const INSERTION_TOKEN = /\{\{(var|common|form):([A-Za-z0-9_]{1,64})(?:\|([^{}]{0,100}))?\}\}/g;

/**
 * A text as the preview shows it: each insertion as 〈its name〉 (the fallback's words where the
 * name is not known), since the values are the friend's, filled when the message is sent. The
 * template editor's and the greeting's previews.
 */
export function namedText(text: string, names: ReadonlyMap<string, string>): string {
  return text.replace(INSERTION_TOKEN, (_match, kind: string, key: string, fallback: string | undefined) => {
    const name = names.get(`{{${kind}:${key}}}`);
    return `〈${name ?? fallback ?? '差し込み'}〉`;
  });
}
