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
