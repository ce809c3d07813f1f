import type { OemCode } from '@console/contract';
import {
  type Block,
  type BlockType,
  blockSchema,
  CHOICE_FIELD_TYPES,
  COLUMN_MAX_BLOCKS,
  COLUMNS_MAX,
  COLUMNS_MIN,
  type ColumnBlock,
  type FormFieldType,
  type LandingGoal,
  PAGE_MAX_BLOCKS,
  PAGES_MESSAGES,
  type Page,
  type PageKind,
  pageSettingsSchema,
  SITES_MESSAGES,
  type SitePage,
} from '@console/contract/pages';
import * as z from 'zod/mini';
import { EDITOR_TEXT as T } from './messages';

/*
 * The page editor's document and every change to it, pure (issue 33): the editor's reducer, the
 * history and the tests share these. The document holds what the operator is still filling in
 * (an image not yet chosen is `media_id: null`); the contract's pageInputSchema judges it before a
 * save, with the same words as the server's 422.
 */

// Loosened where a new block starts without a value the contract requires.
type Loose<B, K extends keyof B, V> = Omit<B, K> & { [P in K]: B[P] | V };
type ImageBlock = Extract<Block, { type: 'image' }>;
type ButtonBlock = Extract<Block, { type: 'button' }>;
export type DraftButtonAction =
  | Exclude<ButtonBlock['action'], { kind: 'tracker' }>
  | { kind: 'tracker'; tracker_id: number | null };
export type DraftLeafBlock =
  | Exclude<ColumnBlock, { type: 'image' | 'button' }>
  | Loose<ImageBlock, 'media_id', null>
  | (Omit<ButtonBlock, 'action'> & { action: DraftButtonAction });
export type LeafType = DraftLeafBlock['type'];
export type DraftFormBlock = Extract<Block, { type: 'form' }>;
export type DraftField = DraftFormBlock['fields'][number];
export type DraftColumnsBlock = { id: string; type: 'columns'; columns: DraftLeafBlock[][] };
export type DraftBlock = DraftLeafBlock | DraftFormBlock | DraftColumnsBlock;

/** What the editor edits and its history keeps: the page's settings and its draft's blocks. */
export interface PageDoc {
  title: string;
  description: string;
  ogp_media_id: number | null;
  theme: OemCode | null;
  goal: LandingGoal | null;
  blocks: DraftBlock[];
  /** A site's page only: its address in the site (`/s/{slug}/{path}`; '' for the home page). */
  path?: string;
}

/** The types a column may hold (no columns, no form). */
export const LEAF_TYPES = ['heading', 'text', 'image', 'button', 'countdown', 'divider'] as const;

export const CHOICE_TYPES: readonly FormFieldType[] = CHOICE_FIELD_TYPES;
/** Field types with a typed answer, whose length can be capped. */
export const TEXT_TYPES: readonly FormFieldType[] = ['text', 'textarea', 'email', 'tel'];

export type MakeId = () => string;

/**
 * A short random id for a block or a field: 6 random bytes in base64url, 8 characters (the
 * contract takes 1–32 of A–Z a–z 0–9 _ -). 48 bits: two ids of one page never meet in practice,
 * and the page's check names a duplicate should one ever.
 */
export function newId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(6));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

export function newLeaf(type: LeafType, makeId: MakeId): DraftLeafBlock {
  const id = makeId();
  switch (type) {
    case 'heading':
      return { id, type, text: '', level: 2 };
    case 'text':
      return { id, type, text: '' };
    case 'image':
      return { id, type, media_id: null, alt: '', link_url: null };
    case 'button':
      return { id, type, label: '', action: { kind: 'url', url: '' }, style: 'primary' };
    case 'countdown':
      return { id, type, until: '', label: '' };
    case 'divider':
      return { id, type };
  }
}

export function newField(type: FormFieldType, makeId: MakeId): DraftField {
  return {
    id: makeId(),
    type,
    label: '',
    help: '',
    required: false,
    options: CHOICE_TYPES.includes(type) ? [{ label: T.firstOption, tag_id: null }] : [],
    max_length: null,
    var_id: null,
  };
}

export function newBlock(type: BlockType, makeId: MakeId): DraftBlock {
  if (type === 'form')
    return {
      id: makeId(),
      type,
      fields: [newField('text', makeId)],
      submit_label: T.defaultSubmit,
      thanks_text: T.defaultThanks,
      tag_ids: [],
      once_per_friend: false,
    };
  if (type === 'columns') return { id: makeId(), type, columns: [[], []] };
  return newLeaf(type, makeId);
}

/**
 * The document a page starts from: a saved page's settings and draft (a site's page with its
 * path), or a new page of a kind.
 */
export function documentOf(kind: PageKind, page: Page | SitePage | undefined, makeId: MakeId): PageDoc {
  if (page)
    return {
      title: page.title,
      description: page.description,
      ogp_media_id: page.ogp_media_id,
      theme: page.theme,
      goal: page.goal,
      blocks: page.draft.blocks as DraftBlock[],
      ...(kind === 'site' ? { path: 'path' in page ? page.path : '' } : {}),
    };
  return {
    title: '',
    description: '',
    ogp_media_id: null,
    theme: null,
    goal: null,
    // A form page is its form: it starts with one.
    blocks: kind === 'form' ? [newBlock('form', makeId)] : [],
  };
}

/**
 * The body of a save (and, with the kind, of a preview); a form page has no goal. A site's page has
 * neither goal nor theme (its site's theme draws it) and adds its path.
 */
export function inputOf(kind: PageKind, doc: PageDoc) {
  const { blocks, path, ...settings } = doc;
  if (kind === 'site') return { ...settings, goal: null, theme: null, path: path ?? '', draft: { blocks } };
  return { ...settings, goal: kind === 'form' ? null : settings.goal, draft: { blocks } };
}

/**
 * What the contract's schema cannot judge alone and the server refuses: a landing page whose goal
 * is the form's answers needs a form. Checked before a save so the message is under the goal at once.
 */
export function pageProblems(kind: PageKind, doc: PageDoc): Record<string, string> {
  if (kind === 'landing' && doc.goal === 'form' && !doc.blocks.some((block) => block.type === 'form'))
    return { goal: PAGES_MESSAGES.goalForm };
  // A site's page links to forms with a button; the palette has no form, a copied draft may.
  if (kind === 'site' && doc.blocks.some((block) => block.type === 'form'))
    return { 'draft.blocks': SITES_MESSAGES.noFormInSite };
  return {};
}

/** The block types a kind's palette offers: a site's page has no form. */
export const paletteOf = (kind: PageKind, types: readonly BlockType[]): BlockType[] =>
  kind === 'site' ? types.filter((type) => type !== 'form') : [...types];

// Blocks.

/** Whether a block of `type` may be added: one form per page, and the page's block limit. */
export function canAdd(blocks: readonly DraftBlock[], type: BlockType): boolean {
  if (blocks.length >= PAGE_MAX_BLOCKS) return false;
  return type !== 'form' || !blocks.some((block) => block.type === 'form');
}

/** `items` with `item` inserted after index `after` (at the end when `after` is null or out of range). */
export function insertAfter<T>(items: readonly T[], item: T, after: number | null): T[] {
  const at = after === null || after < 0 || after >= items.length ? items.length : after + 1;
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** `items` with the item at `from` moved to `to` (clamped); the same array when nothing moves. */
export function moveAt<T>(items: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** `items` in the order of `ids` (a SortableList's report); items not named keep their place at the end. */
export function orderBy<T extends { id: string }>(
  items: readonly T[],
  ids: readonly (string | number)[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = ids.flatMap((id) => {
    const item = byId.get(String(id));
    byId.delete(String(id));
    return item ? [item] : [];
  });
  return [...ordered, ...byId.values()];
}

export const removeAt = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

/** A copy of a block with new ids (its columns' blocks too), placed right after it. */
export function duplicateAt(blocks: readonly DraftBlock[], index: number, makeId: MakeId): DraftBlock[] {
  const block = blocks[index];
  if (!block || block.type === 'form') return [...blocks];
  return insertAfter(blocks, copyBlock(block, makeId), index);
}

function copyBlock<B extends DraftBlock>(block: B, makeId: MakeId): B {
  const copy = structuredClone(block);
  copy.id = makeId();
  if (copy.type === 'columns')
    copy.columns = copy.columns.map((column) => column.map((inner) => ({ ...inner, id: makeId() })));
  return copy;
}

/** Where a block is: its index among the page's blocks, and its column and place there when inside columns. */
export interface BlockPlace {
  index: number;
  column: number | null;
  inner: number | null;
}

export function findBlock(
  blocks: readonly DraftBlock[],
  id: string,
): { block: DraftBlock; place: BlockPlace } | null {
  for (const [index, block] of blocks.entries()) {
    if (block.id === id) return { block, place: { index, column: null, inner: null } };
    if (block.type !== 'columns') continue;
    for (const [column, list] of block.columns.entries()) {
      const inner = list.findIndex((candidate) => candidate.id === id);
      const found = list[inner];
      if (found) return { block: found, place: { index, column, inner } };
    }
  }
  return null;
}

/** The blocks with the block `id` (top level or inside columns) replaced by `change(block)`. */
export function updateBlock(
  blocks: readonly DraftBlock[],
  id: string,
  change: (block: DraftBlock) => DraftBlock,
): DraftBlock[] {
  return blocks.map((block) => {
    if (block.id === id) return change(block);
    if (block.type !== 'columns') return block;
    if (!block.columns.some((list) => list.some((inner) => inner.id === id))) return block;
    return {
      ...block,
      columns: block.columns.map((list) =>
        list.some((inner) => inner.id === id)
          ? list.map((inner) => (inner.id === id ? (change(inner) as DraftLeafBlock) : inner))
          : list,
      ),
    };
  });
}

// Columns.

/**
 * A columns block with `count` columns (2 or 3): a new column starts empty; a removed column's
 * blocks join the column before it, so nothing typed is lost.
 */
export function setColumnCount(block: DraftColumnsBlock, count: number): DraftColumnsBlock {
  const target = Math.max(COLUMNS_MIN, Math.min(COLUMNS_MAX, count));
  if (target === block.columns.length) return block;
  if (target > block.columns.length)
    return {
      ...block,
      columns: [...block.columns, ...Array.from({ length: target - block.columns.length }, () => [])],
    };
  const kept = block.columns.slice(0, target);
  const dropped = block.columns.slice(target).flat();
  kept[target - 1] = [...(kept[target - 1] ?? []), ...dropped];
  return { ...block, columns: kept };
}

export function canAddToColumn(block: DraftColumnsBlock, column: number): boolean {
  return (block.columns[column]?.length ?? COLUMN_MAX_BLOCKS) < COLUMN_MAX_BLOCKS;
}

/** A column's blocks changed by `change`; the other columns as they were. */
export function editColumn(
  block: DraftColumnsBlock,
  column: number,
  change: (list: readonly DraftLeafBlock[]) => readonly DraftLeafBlock[],
): DraftColumnsBlock {
  return { ...block, columns: block.columns.map((list, i) => (i === column ? [...change(list)] : list)) };
}

// Form fields.

/** A field of another type: choices keep their options (or get a first one), other types have none. */
export function changeFieldType(
  field: DraftField,
  type: FormFieldType,
  optionLabel = T.firstOption,
): DraftField {
  const choice = CHOICE_TYPES.includes(type);
  return {
    ...field,
    type,
    options: choice
      ? field.options.length > 0
        ? field.options
        : [{ label: optionLabel, tag_id: null }]
      : [],
    max_length: TEXT_TYPES.includes(type) ? field.max_length : null,
    // A file is never written into friend information (the contract refuses it).
    var_id: type === 'file' ? null : field.var_id,
  };
}

/** A copy of a field with a new id, after it. */
export function duplicateField(fields: readonly DraftField[], index: number, makeId: MakeId): DraftField[] {
  const field = fields[index];
  if (!field) return [...fields];
  return insertAfter(fields, { ...structuredClone(field), id: makeId() }, index);
}

// Errors.

/** Where an error of a save belongs: a block (by id) and the key within it, or the page's settings. */
export interface ErrorTarget {
  blockId: string | null;
  key: string;
}

/**
 * An error key of the contract's check or the server's 422 (`draft.blocks.3.fields.0.label`,
 * `draft.blocks.2.columns.1.0.text`, `title`) to the block it is about and the key within it. A
 * key about the list as a whole (`draft.blocks`) is the page's.
 */
export function errorTarget(key: string, blocks: readonly DraftBlock[]): ErrorTarget {
  const match = /^draft\.blocks\.(\d+)(?:\.(.*))?$/.exec(key);
  if (!match) return { blockId: null, key };
  const block = blocks[Number(match[1])];
  const rest = match[2] ?? '_';
  if (!block) return { blockId: null, key };
  if (block.type === 'columns') {
    const inner = /^columns\.(\d+)\.(\d+)(?:\.(.*))?$/.exec(rest);
    const found = inner ? block.columns[Number(inner[1])]?.[Number(inner[2])] : undefined;
    if (inner && found) return { blockId: found.id, key: inner[3] ?? '_' };
  }
  return { blockId: block.id, key: rest };
}

/**
 * The message for a list as a whole or for one of its items (`tag_ids` or `tag_ids.2`: a tag
 * deleted meanwhile), shown once under the control that edits the list.
 */
export function under(errors: Readonly<Record<string, string>>, key: string): string | undefined {
  return errors[key] ?? Object.entries(errors).find(([other]) => other.startsWith(`${key}.`))?.[1];
}

/** Every error by block id (its own keys) and the page's own errors, the first message of each key kept. */
export function errorsByBlock(
  errors: Readonly<Record<string, string>>,
  blocks: readonly DraftBlock[],
): { page: Record<string, string>; blocks: Map<string, Record<string, string>> } {
  const page: Record<string, string> = {};
  const byBlock = new Map<string, Record<string, string>>();
  for (const [key, message] of Object.entries(errors)) {
    const target = errorTarget(key, blocks);
    if (target.blockId === null) {
      page[target.key] ??= message;
      continue;
    }
    const own = byBlock.get(target.blockId) ?? {};
    own[target.key] ??= message;
    byBlock.set(target.blockId, own);
  }
  return { page, blocks: byBlock };
}

/** The ids of the blocks with errors, a columns block counting its own blocks', in the page's order. */
export function blocksWithErrors(
  blocks: readonly DraftBlock[],
  byBlock: ReadonlyMap<string, unknown>,
): string[] {
  return blocks.flatMap((block) => {
    const inner = block.type === 'columns' ? block.columns.flat().filter((b) => byBlock.has(b.id)) : [];
    return byBlock.has(block.id) || inner.length > 0 ? [block.id, ...inner.map((b) => b.id)] : [];
  });
}

// The preview.

const validBlock = (block: unknown) => z.safeParse(blockSchema, block).success;

/**
 * What the preview draws while the operator types: the page with the blocks that are complete (a
 * heading not yet written, an image not yet chosen stay out), a columns block with its complete
 * blocks, and a stand-in title; the server's preview takes only a valid page.
 */
export function previewInputOf(
  kind: PageKind,
  id: number | null,
  doc: PageDoc,
  siteId: number | null = null,
) {
  const input = inputOf(kind, doc);
  const settings = z.safeParse(pageSettingsSchema, input).success
    ? input
    : { ...input, title: input.title.trim() || T.untitled, description: input.description.slice(0, 300) };
  const blocks = doc.blocks.flatMap((block): unknown[] => {
    if (block.type === 'columns') {
      const columns = block.columns.map((list) => list.filter(validBlock));
      return [{ ...block, columns }];
    }
    return validBlock(block) ? [block] : [];
  });
  return { ...settings, draft: { blocks: blocks as Block[] }, kind, id, site_id: siteId };
}

// Japan's time.

const TOKYO_OFFSET = '+09:00';

/** A day and a time in Japan (`2026-12-01`, `10:00`) as an ISO instant in UTC; null when either is missing. */
export function tokyoToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = Date.parse(`${date}T${time}:00${TOKYO_OFFSET}`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** An ISO instant as a day and a time in Japan; empty strings for none. */
export function isoToTokyo(iso: string | null | undefined): { date: string; time: string } {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return { date: '', time: '' };
  const tokyo = new Date(at + 9 * 60 * 60 * 1000).toISOString();
  return { date: tokyo.slice(0, 10), time: tokyo.slice(11, 16) };
}

/**
 * The preview's HTML with the console page's CSP nonce on its <style> elements: a srcdoc frame
 * runs under the console page's policy, which takes styles by that nonce only (the server sends the
 * preview without one: it is not a page of its own). Without a nonce (Storybook, tests) unchanged.
 */
export function withStyleNonce(html: string, nonce: string | null | undefined): string {
  if (!nonce) return html;
  const attribute = nonce.replace(/[&"<>]/g, '');
  return html.replace(/<style(?=[\s>])/gi, `<style nonce="${attribute}"`);
}
