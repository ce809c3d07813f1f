import type { CommonVars, Forms, Varia } from './schemas';

/** spec §3: the three kinds of rich-editor insertion entries. */
export const INSERTION_KINDS = ['variable', 'common', 'form'] as const;
export type InsertionKind = (typeof INSERTION_KINDS)[number];
export const INSERTION_KIND_LABELS: Readonly<Record<InsertionKind, string>> = {
  variable: '友だち情報',
  common: '共通変数',
  form: 'フォーム',
};

export interface InsertionEntry {
  kind: InsertionKind;
  id: number;
  label: string;
  /** What the editor writes into the message. */
  token: string;
}

/** The text a message carries for an entry; the sender fills it in per friend. */
export function insertionToken(kind: InsertionKind, key: string | number): string {
  if (kind === 'variable') return `{{var:${key}}}`;
  if (kind === 'common') return `{{common:${key}}}`;
  return `{{form:${key}}}`;
}

function byIdOrder<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return items
    .filter((item) => position.has(item.id))
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/**
 * spec §3 "Rich-editor insertion entries": three groups (friend-info variables, common variables,
 * form items), each ordered by its position in the id list; friend-info variables only of
 * translatable types (an image has no text to insert). Items missing from the id list are left out.
 */
export function insertionEntries(
  varia: Varia | undefined,
  commonVars: CommonVars | undefined,
  forms: Forms | undefined,
): Record<InsertionKind, InsertionEntry[]> {
  return {
    variable: byIdOrder(varia?.items ?? [], varia?.ids ?? [])
      .filter((item) => item.translatable)
      .map((item) => ({
        kind: 'variable',
        id: item.id,
        label: item.name,
        token: insertionToken('variable', item.id),
      })),
    common: byIdOrder(commonVars?.items ?? [], commonVars?.ids ?? []).map((item) => ({
      kind: 'common',
      id: item.id,
      label: item.name,
      token: insertionToken('common', item.code),
    })),
    form: byIdOrder(forms?.items ?? [], forms?.ids ?? []).map((item) => ({
      kind: 'form',
      id: item.id,
      label: item.name,
      token: insertionToken('form', item.code),
    })),
  };
}
