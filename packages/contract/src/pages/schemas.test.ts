import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PAGES_MESSAGES as M } from './messages';
import {
  blockSchema,
  formFieldSchema,
  pageAccountSettingsSchema,
  pageDocumentSchema,
  pageInputSchema,
  publicAnswerInputSchema,
  publishInputSchema,
} from './schemas';

const issues = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const form = (fields: unknown[]) => ({ id: 'f1', type: 'form', fields });

describe('a page', () => {
  it('defaults its settings and an empty draft', () => {
    expect(z.parse(pageInputSchema, { title: ' 春のキャンペーン ' })).toEqual({
      title: '春のキャンペーン',
      description: '',
      ogp_media_id: null,
      draft: { blocks: [] },
    });
  });

  it.each([
    ['no title', { title: '  ' }, [['title', M.title]]],
    ['a theme no OEM has', { title: 't', theme: 'pink' }, [['theme', expect.any(String)]]],
    ['a goal not offered', { title: 't', goal: 'sale' }, [['goal', M.goal]]],
  ])('refuses %s', (_name, input, expected) => {
    expect(issues(pageInputSchema, input)).toEqual(expected);
  });
});

describe('blocks', () => {
  it.each([
    ['a heading of level 4', { id: 'a', type: 'heading', text: '見出し', level: 4 }, 'level'],
    ['an id with a slash', { id: 'a/b', type: 'divider' }, 'id'],
    [
      'a button to javascript:',
      { id: 'b', type: 'button', label: '押す', action: { kind: 'url', url: 'javascript:alert(1)' } },
      'action.url',
    ],
    ['an unknown type', { id: 'x', type: 'video' }, 'type'],
    ['a countdown without an offset', { id: 'c', type: 'countdown', until: '2026-12-01T10:00:00' }, 'until'],
  ])('refuses %s', (_name, input, path) => {
    expect(issues(blockSchema, input).map(([at]) => at)).toContain(path);
  });

  it('defaults a button to the primary style and an image to no link', () => {
    expect(
      z.parse(blockSchema, { id: 'b', type: 'button', label: '予約する', action: { kind: 'booking' } }),
    ).toEqual({
      id: 'b',
      type: 'button',
      label: '予約する',
      action: { kind: 'booking' },
      style: 'primary',
    });
    expect(z.parse(blockSchema, { id: 'i', type: 'image', media_id: 3 })).toEqual({
      id: 'i',
      type: 'image',
      media_id: 3,
      alt: '',
      link_url: null,
    });
  });

  it('keeps columns to 2 or 3 and forms out of them', () => {
    expect(issues(blockSchema, { id: 'c', type: 'columns', columns: [[]] })).toEqual([
      ['columns', M.columns],
    ]);
    expect(
      issues(blockSchema, {
        id: 'c',
        type: 'columns',
        columns: [[form([{ id: 'q', type: 'text', label: 'x' }])], []],
      }).length,
    ).toBeGreaterThan(0);
  });
});

describe('a document', () => {
  const text = (id: string) => ({ id, type: 'text', text: '本文' });

  it('refuses an id twice, inside columns too', () => {
    expect(issues(pageDocumentSchema, { blocks: [text('a'), text('a')] })).toEqual([
      ['blocks.1.id', M.duplicateBlockId],
    ]);
    expect(
      issues(pageDocumentSchema, {
        blocks: [text('a'), { id: 'c', type: 'columns', columns: [[text('a')], []] }],
      }),
    ).toEqual([['blocks.1.id', M.duplicateBlockId]]);
  });

  it('holds one form at most', () => {
    const field = { id: 'q', type: 'text', label: 'お名前' };
    expect(issues(pageDocumentSchema, { blocks: [form([field]), { ...form([field]), id: 'f2' }] })).toEqual([
      ['blocks.1', M.oneForm],
    ]);
  });
});

describe('a form field', () => {
  it.each([
    ['a choice without options', { id: 'q', type: 'radio', label: '満足度' }, [['options', M.options]]],
    [
      'an option twice',
      { id: 'q', type: 'select', label: '店舗', options: [{ label: '渋谷' }, { label: '渋谷' }] },
      [['options.1.label', M.duplicateOption]],
    ],
    [
      'a file written to a variable',
      { id: 'q', type: 'file', label: '写真', var_id: 4 },
      [['var_id', M.varNotForType]],
    ],
    [
      'a max length of 0',
      { id: 'q', type: 'text', label: '名前', max_length: 0 },
      [['max_length', M.maxLength]],
    ],
  ])('refuses %s', (_name, input, expected) => {
    expect(issues(formFieldSchema, input)).toEqual(expected);
  });

  it('refuses a field id twice in one form', () => {
    const field = { id: 'q', type: 'text', label: 'a' };
    expect(issues(blockSchema, form([field, field]))).toEqual([['fields.1.id', M.duplicateFieldId]]);
  });
});

describe('publishing and settings', () => {
  it('publishes now by default and takes an instant with its offset', () => {
    expect(z.parse(publishInputSchema, {})).toEqual({ at: null });
    expect(z.parse(publishInputSchema, { at: '2026-12-01T09:00:00+09:00' }).at).toBe(
      '2026-12-01T09:00:00+09:00',
    );
    expect(issues(publishInputSchema, { at: '明日' })).toEqual([['at', M.publishAt]]);
  });

  it('takes a LIFF id of the console’s shape, trimmed', () => {
    expect(z.parse(pageAccountSettingsSchema, { liff_id: ' 1657000000-AbCdEfGh ' })).toEqual({
      liff_id: '1657000000-AbCdEfGh',
    });
    expect(issues(pageAccountSettingsSchema, { liff_id: 'liff-1' })).toEqual([['liff_id', M.liffId]]);
  });
});

describe('a public answer', () => {
  it('takes texts and lists of choices by field id, without a token by default', () => {
    expect(
      z.parse(publicAnswerInputSchema, { values: { name: '山田', visit: ['カット', 'カラー'] } }),
    ).toEqual({
      values: { name: '山田', visit: ['カット', 'カラー'] },
      id_token: null,
      captcha_token: null,
    });
  });

  it('refuses a field id of another shape', () => {
    expect(issues(publicAnswerInputSchema, { values: { 'a b': 'x' } }).length).toBeGreaterThan(0);
  });
});
