import {
  BLOCK_ID_PATTERN,
  BLOCK_TYPES,
  COLUMN_MAX_BLOCKS,
  PAGE_MAX_BLOCKS,
  PAGES_MESSAGES,
  pageInputSchema,
  SITES_MESSAGES,
  sitePageInputSchema,
} from '@console/contract/pages';
import { fieldErrors } from '@console/contract/validation';
import { describe, expect, it } from 'vitest';
import { accessPage } from '../sites/storyData';
import {
  blocksWithErrors,
  canAdd,
  canAddToColumn,
  changeFieldType,
  type DraftBlock,
  type DraftColumnsBlock,
  type DraftField,
  documentOf,
  duplicateAt,
  duplicateField,
  editColumn,
  errorsByBlock,
  errorTarget,
  findBlock,
  inputOf,
  insertAfter,
  isoToTokyo,
  moveAt,
  newBlock,
  newField,
  newId,
  newLeaf,
  orderBy,
  pageProblems,
  paletteOf,
  previewInputOf,
  removeAt,
  setColumnCount,
  tokyoToIso,
  under,
  updateBlock,
  withStyleNonce,
} from './document';
import { landingPage } from './storyData';

/** Ids b1, b2, … in order: a test names what it expects. */
const counter = () => {
  let n = 0;
  return () => `b${++n}`;
};

const heading = (id: string, text = '見出し'): DraftBlock => ({ id, type: 'heading', text, level: 2 });
const columns = (id: string, lists: string[][]): DraftColumnsBlock => ({
  id,
  type: 'columns',
  columns: lists.map((list) => list.map((inner) => ({ id: inner, type: 'text', text: inner }))),
});
const ids = (blocks: readonly { id: string }[]) => blocks.map((block) => block.id);

describe('newId', () => {
  it.each([
    ['zero bytes', [0, 0, 0, 0, 0, 0], 'AAAAAAAA'],
    ['bytes that base64 writes as + and /', [0xfb, 0xff, 0xbf, 0xfb, 0xff, 0xbf], '-_-_-_-_'],
    ['mixed bytes', [1, 2, 3, 4, 5, 6], 'AQIDBAUG'],
  ])('%s: 8 characters of base64url', (_name, bytes, expected) => {
    const id = newId((target) => {
      target.set(bytes);
      return target;
    });
    expect(id).toBe(expected);
    expect(id).toMatch(BLOCK_ID_PATTERN);
  });

  it('draws from the browser’s random source: two ids differ', () => {
    const first = newId();
    expect(first).toHaveLength(8);
    expect(first).toMatch(BLOCK_ID_PATTERN);
    expect(newId()).not.toBe(first);
  });
});

describe('new blocks and the first document', () => {
  it('a new landing page has no blocks; a new form page starts with one form of one text field', () => {
    expect(documentOf('landing', undefined, counter()).blocks).toEqual([]);
    const form = documentOf('form', undefined, counter()).blocks;
    expect(form).toHaveLength(1);
    expect(form[0]).toMatchObject({ id: 'b1', type: 'form', submit_label: '送信する' });
    expect(form[0]?.type === 'form' && form[0].fields.map((field) => [field.id, field.type])).toEqual([
      ['b2', 'text'],
    ]);
  });

  it.each([
    ['heading', { type: 'heading', text: '', level: 2 }],
    ['text', { type: 'text', text: '' }],
    ['image', { type: 'image', media_id: null, alt: '', link_url: null }],
    ['button', { type: 'button', label: '', action: { kind: 'url', url: '' }, style: 'primary' }],
    ['countdown', { type: 'countdown', until: '', label: '' }],
    ['divider', { type: 'divider' }],
    ['columns', { type: 'columns', columns: [[], []] }],
  ] as const)('a new %s block', (type, expected) => {
    expect(newBlock(type, () => 'x1')).toEqual({ id: 'x1', ...expected });
  });

  it.each([
    ['text', []],
    ['radio', [{ label: '選択肢1', tag_id: null }]],
    ['checkbox', [{ label: '選択肢1', tag_id: null }]],
    ['select', [{ label: '選択肢1', tag_id: null }]],
    ['file', []],
  ] as const)('a new %s field has the options %j', (type, options) => {
    expect(newField(type, () => 'f1')).toMatchObject({
      id: 'f1',
      type,
      options,
      required: false,
      var_id: null,
    });
  });
});

describe('adding, moving, duplicating and removing blocks', () => {
  const form = newBlock('form', counter());
  it.each<[string, DraftBlock[], Parameters<typeof canAdd>[1], boolean]>([
    ['a heading on an empty page', [], 'heading', true],
    ['a form on a page without one', [heading('a')], 'form', true],
    ['a second form', [form], 'form', false],
    [
      'anything past the limit',
      Array.from({ length: PAGE_MAX_BLOCKS }, (_, i) => heading(`h${i}`)),
      'text',
      false,
    ],
  ])('canAdd: %s → %s', (_name, blocks, type, expected) => {
    expect(canAdd(blocks, type)).toBe(expected);
  });

  it.each<[string, number | null, string[]]>([
    ['after the selected block', 0, ['a', 'new', 'b']],
    ['at the end without a selection', null, ['a', 'b', 'new']],
    ['at the end when the selection is gone', 7, ['a', 'b', 'new']],
  ])('insertAfter: %s', (_name, after, expected) => {
    expect(insertAfter(['a', 'b'], 'new', after)).toEqual(expected);
  });

  it.each<[string, number, number, string[]]>([
    ['down one', 0, 1, ['b', 'a', 'c']],
    ['up one', 2, 1, ['a', 'c', 'b']],
    ['past the end stays at the end', 1, 9, ['a', 'c', 'b']],
    ['above the top stays at the top', 1, -1, ['b', 'a', 'c']],
  ])('moveAt: %s', (_name, from, to, expected) => {
    expect(moveAt(['a', 'b', 'c'], from, to)).toEqual(expected);
  });

  it('moveAt returns the same list when nothing moves (no history step)', () => {
    const list = ['a', 'b'];
    expect(moveAt(list, 0, 0)).toBe(list);
    expect(moveAt(list, 0, -1)).toBe(list);
  });

  it('orderBy follows a SortableList’s ids and keeps unnamed items at the end', () => {
    const blocks = [heading('a'), heading('b'), heading('c')];
    expect(ids(orderBy(blocks, ['c', 'a']))).toEqual(['c', 'a', 'b']);
  });

  it('removeAt drops one block', () => {
    expect(ids(removeAt([heading('a'), heading('b')], 0))).toEqual(['b']);
  });

  it('duplicateAt puts a copy with new ids right after, its columns’ blocks too', () => {
    const blocks: DraftBlock[] = [heading('a'), columns('c', [['x'], ['y', 'z']]), heading('d')];
    const next = duplicateAt(blocks, 1, counter());
    expect(ids(next)).toEqual(['a', 'c', 'b1', 'd']);
    const copy = next[2] as DraftColumnsBlock;
    expect(copy.columns.map(ids)).toEqual([['b2'], ['b3', 'b4']]);
    expect(copy.columns[1]?.[0]).toMatchObject({ type: 'text', text: 'y' });
    // The original is untouched.
    expect((blocks[1] as DraftColumnsBlock).columns.map(ids)).toEqual([['x'], ['y', 'z']]);
  });

  it('duplicateAt never copies the form (one per page)', () => {
    const blocks = [newBlock('form', counter())];
    expect(duplicateAt(blocks, 0, counter())).toEqual(blocks);
  });
});

describe('blocks inside columns', () => {
  const blocks: DraftBlock[] = [heading('a'), columns('c', [['x'], ['y', 'z']])];

  it.each([
    ['a top-level block', 'a', { index: 0, column: null, inner: null }],
    ['a block in the second column', 'z', { index: 1, column: 1, inner: 1 }],
  ])('findBlock finds %s', (_name, id, place) => {
    expect(findBlock(blocks, id)?.place).toEqual(place);
  });

  it('findBlock answers null for an id that is gone', () => {
    expect(findBlock(blocks, 'gone')).toBeNull();
  });

  it('updateBlock changes a block inside a column and leaves the others as they were', () => {
    const next = updateBlock(blocks, 'y', (block) => ({ ...block, text: '新しい' }) as DraftBlock);
    expect(findBlock(next, 'y')?.block).toMatchObject({ text: '新しい' });
    expect(next[0]).toBe(blocks[0]);
    expect((next[1] as DraftColumnsBlock).columns[0]).toBe((blocks[1] as DraftColumnsBlock).columns[0]);
  });

  it.each<[string, string[][], number, string[][]]>([
    ['2 → 3 adds an empty column', [['x'], ['y']], 3, [['x'], ['y'], []]],
    ['3 → 2 moves the third column’s blocks to the second', [['x'], ['y'], ['z']], 2, [['x'], ['y', 'z']]],
    ['1 is not a count: it stays 2', [['x'], ['y']], 1, [['x'], ['y']]],
    ['4 is not a count: it goes to 3', [['x'], ['y']], 4, [['x'], ['y'], []]],
  ])('setColumnCount: %s', (_name, lists, count, expected) => {
    expect(setColumnCount(columns('c', lists), count).columns.map(ids)).toEqual(expected);
  });

  it('canAddToColumn stops at the column limit', () => {
    const full = columns('c', [Array.from({ length: COLUMN_MAX_BLOCKS }, (_, i) => `x${i}`), []]);
    expect(canAddToColumn(full, 0)).toBe(false);
    expect(canAddToColumn(full, 1)).toBe(true);
  });

  it('editColumn changes one column', () => {
    const block = columns('c', [['x'], ['y', 'z']]);
    const next = editColumn(block, 1, (list) => moveAt(list, 1, 0));
    expect(next.columns.map(ids)).toEqual([['x'], ['z', 'y']]);
    expect(next.columns[0]).toBe(block.columns[0]);
  });

  it('newLeaf makes the blocks a column may hold', () => {
    expect(newLeaf('divider', () => 'd1')).toEqual({ id: 'd1', type: 'divider' });
  });
});

describe('form fields', () => {
  const field = (over: Partial<DraftField>): DraftField => ({ ...newField('text', () => 'f1'), ...over });
  it.each<[string, DraftField, DraftField['type'], Partial<DraftField>]>([
    [
      'text → radio gets a first option',
      field({ max_length: 20 }),
      'radio',
      { options: [{ label: '選択肢1', tag_id: null }], max_length: null },
    ],
    [
      'radio → checkbox keeps the options',
      field({ type: 'radio', options: [{ label: 'A', tag_id: 3 }] }),
      'checkbox',
      { options: [{ label: 'A', tag_id: 3 }] },
    ],
    [
      'select → text drops the options',
      field({ type: 'select', options: [{ label: 'A', tag_id: null }] }),
      'text',
      { options: [] },
    ],
    ['text → file stops writing to friend information', field({ var_id: 4 }), 'file', { var_id: null }],
    [
      'text → textarea keeps the length cap and the variable',
      field({ max_length: 20, var_id: 4 }),
      'textarea',
      { max_length: 20, var_id: 4 },
    ],
  ])('changeFieldType: %s', (_name, before, type, expected) => {
    expect(changeFieldType(before, type)).toMatchObject({ type, ...expected });
  });

  it('duplicateField puts a copy with a new id after it', () => {
    const fields = [field({ id: 'f1', label: '名前' }), field({ id: 'f2' })];
    const next = duplicateField(fields, 0, () => 'f9');
    expect(next.map((f) => [f.id, f.label])).toEqual([
      ['f1', '名前'],
      ['f9', '名前'],
      ['f2', ''],
    ]);
  });
});

describe('errors to blocks', () => {
  const form = { ...(newBlock('form', counter()) as DraftBlock), id: 'form1' };
  const blocks: DraftBlock[] = [heading('a'), columns('c', [['x'], ['y', 'z']]), form];

  it.each([
    ['a page setting', 'title', { blockId: null, key: 'title' }],
    ['the block list as a whole', 'draft.blocks', { blockId: null, key: 'draft.blocks' }],
    ['a block’s field', 'draft.blocks.0.text', { blockId: 'a', key: 'text' }],
    ['a block as a whole', 'draft.blocks.2', { blockId: 'form1', key: '_' }],
    ['a form field’s label', 'draft.blocks.2.fields.0.label', { blockId: 'form1', key: 'fields.0.label' }],
    ['a block inside a column', 'draft.blocks.1.columns.1.1.text', { blockId: 'z', key: 'text' }],
    ['a column as a whole', 'draft.blocks.1.columns', { blockId: 'c', key: 'columns' }],
    [
      'a block index past the end (stale)',
      'draft.blocks.9.text',
      { blockId: null, key: 'draft.blocks.9.text' },
    ],
  ])('errorTarget: %s', (_name, key, expected) => {
    expect(errorTarget(key, blocks)).toEqual(expected);
  });

  it('errorsByBlock groups the messages by block, the page’s apart, and blocksWithErrors lists them in order', () => {
    const grouped = errorsByBlock(
      {
        title: 'タイトル',
        'draft.blocks.2.fields.0.label': '質問文',
        'draft.blocks.1.columns.0.0.text': 'テキスト',
      },
      blocks,
    );
    expect(grouped.page).toEqual({ title: 'タイトル' });
    expect(grouped.blocks.get('form1')).toEqual({ 'fields.0.label': '質問文' });
    expect(grouped.blocks.get('x')).toEqual({ text: 'テキスト' });
    expect(blocksWithErrors(blocks, grouped.blocks)).toEqual(['c', 'x', 'form1']);
  });

  it('the contract’s check of a new form page names the empty question and the missing title', () => {
    const doc = documentOf('form', undefined, counter());
    const result = fieldErrors(pageInputSchema, inputOf('form', doc));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const grouped = errorsByBlock(
      Object.fromEntries(Object.entries(result.errors).map(([key, list]) => [key, list[0] ?? ''])),
      doc.blocks,
    );
    expect(grouped.page.title).toMatch(/タイトル/);
    expect(grouped.blocks.get('b1')?.['fields.0.label']).toMatch(/質問文/);
  });
});

describe('pageProblems', () => {
  const landing = documentOf('landing', undefined, counter());
  it.each<[string, Parameters<typeof pageProblems>[0], Partial<typeof landing>, Record<string, string>]>([
    [
      'a landing page counting answers without a form',
      'landing',
      { goal: 'form' },
      { goal: PAGES_MESSAGES.goalForm },
    ],
    [
      'a landing page counting answers with a form',
      'landing',
      { goal: 'form', blocks: [newBlock('form', counter())] },
      {},
    ],
    ['a landing page counting follows', 'landing', { goal: 'follow' }, {}],
    ['a form page (its goal is not saved)', 'form', { goal: 'form' }, {}],
    [
      'a site’s page with a form (a copied draft)',
      'site',
      { blocks: [newBlock('form', counter())] },
      { 'draft.blocks': SITES_MESSAGES.noFormInSite },
    ],
    ['a site’s page without a form', 'site', { blocks: [heading('a')] }, {}],
  ])('%s', (_name, kind, change, expected) => {
    expect(pageProblems(kind, { ...landing, ...change })).toEqual(expected);
  });
});

describe('under', () => {
  it.each([
    ['the list’s own message', { tag_ids: 'タグは10個まで' }, 'タグは10個まで'],
    [
      'an item’s message (a tag deleted meanwhile)',
      { 'tag_ids.2': 'タグが見つかりません。' },
      'タグが見つかりません。',
    ],
    ['nothing about the list', { tag_idsx: 'x', title: 'y' }, undefined],
  ])('%s', (_name, errors, expected) => {
    expect(under(errors, 'tag_ids')).toBe(expected);
  });
});

describe('inputOf and the preview', () => {
  it('a form page is saved without a goal', () => {
    const doc = { ...documentOf('form', undefined, counter()), goal: 'follow' as const };
    expect(inputOf('form', doc).goal).toBeNull();
    expect(inputOf('landing', doc).goal).toBe('follow');
  });

  it('the preview leaves out unfinished blocks, keeps finished ones, and stands in for a missing title', () => {
    const image = newBlock('image', () => 'img');
    const doc = {
      ...documentOf('landing', undefined, counter()),
      blocks: [heading('a'), heading('empty', ''), image, columns('c', [['x', ''], []])],
    };
    // A text block with an empty text is unfinished.
    (doc.blocks[3] as DraftColumnsBlock).columns[0]?.push({ id: 'e', type: 'text', text: '' });
    const preview = previewInputOf('landing', 5, doc);
    expect(preview.title).toBe('（タイトル未入力）');
    expect(preview).toMatchObject({ kind: 'landing', id: 5 });
    expect(ids(preview.draft.blocks)).toEqual(['a', 'c']);
    const kept = preview.draft.blocks[1] as unknown as DraftColumnsBlock;
    expect(kept.columns.map(ids)).toEqual([['x'], []]);
  });
});

describe('withStyleNonce', () => {
  it.each([
    [
      'the page’s style takes the nonce',
      '<head><style>a{}</style></head>',
      'n0',
      '<head><style nonce="n0">a{}</style></head>',
    ],
    [
      'every style, with attributes',
      '<style media="print">a{}</style><style>b{}</style>',
      'n1',
      '<style nonce="n1" media="print">a{}</style><style nonce="n1">b{}</style>',
    ],
    [
      'a word starting with style is left alone',
      '<styles><style>x{}</style>',
      'n2',
      '<styles><style nonce="n2">x{}</style>',
    ],
    ['no nonce: unchanged', '<style>a{}</style>', null, '<style>a{}</style>'],
  ])('%s', (_name, html, nonce, expected) => {
    expect(withStyleNonce(html, nonce)).toBe(expected);
  });
});

describe('Japan time', () => {
  it.each([
    ['morning in Japan is the night before in UTC', '2026-12-01', '08:30', '2026-11-30T23:30:00.000Z'],
    ['noon', '2026-12-01', '12:00', '2026-12-01T03:00:00.000Z'],
    ['a missing time', '2026-12-01', '', null],
    ['a missing day', '', '10:00', null],
  ])('tokyoToIso: %s', (_name, date, time, expected) => {
    expect(tokyoToIso(date, time)).toBe(expected);
  });

  it.each([
    ['an instant in UTC', '2026-11-30T23:30:00.000Z', { date: '2026-12-01', time: '08:30' }],
    ['an instant with an offset', '2026-12-01T12:00:00+09:00', { date: '2026-12-01', time: '12:00' }],
    ['none', null, { date: '', time: '' }],
    ['not a date', 'soon', { date: '', time: '' }],
  ])('isoToTokyo: %s', (_name, iso, expected) => {
    expect(isoToTokyo(iso)).toEqual(expected);
  });
});

describe('a site’s page (kind site)', () => {
  const saved = {
    ...accessPage,
    theme: 'sakura' as const,
    goal: 'follow' as const,
  };

  it('reads its path with the page, and saves it without goal or theme (the site’s)', () => {
    const doc = documentOf('site', saved, counter());
    expect(doc.path).toBe('access');
    const input = inputOf('site', doc);
    expect(input).toMatchObject({ path: 'access', goal: null, theme: null, title: 'アクセス' });
    expect(fieldErrors(sitePageInputSchema, input).ok).toBe(true);
  });

  it('a landing page’s document has no path and its body none either', () => {
    const doc = documentOf('landing', landingPage, counter());
    expect('path' in doc).toBe(false);
    expect('path' in inputOf('landing', doc)).toBe(false);
  });

  it('the preview names the site', () => {
    const doc = documentOf('site', saved, counter());
    expect(previewInputOf('site', 103, doc, 1)).toMatchObject({
      kind: 'site',
      id: 103,
      site_id: 1,
      path: 'access',
    });
    expect(previewInputOf('landing', 1, documentOf('landing', landingPage, counter())).site_id).toBeNull();
  });

  it('the palette has no form for a site’s page, and every type for the others', () => {
    expect(paletteOf('site', BLOCK_TYPES)).not.toContain('form');
    expect(paletteOf('site', BLOCK_TYPES)).toHaveLength(BLOCK_TYPES.length - 1);
    expect(paletteOf('landing', BLOCK_TYPES)).toEqual([...BLOCK_TYPES]);
    expect(paletteOf('form', BLOCK_TYPES)).toEqual([...BLOCK_TYPES]);
  });
});
