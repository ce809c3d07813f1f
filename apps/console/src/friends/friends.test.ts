import {
  type CommonVars,
  type Forms,
  FRIENDS_OPS,
  insertionEntries,
  type Varia,
} from '@console/contract/friends';
import { describe, expect, it } from 'vitest';
import { copyOf } from './CommonVarPages';
import { invalidFields } from './common';
import { cleanFilter } from './MemberQueryPage';
import { friendQueryOf } from './reads';
import { choiceLines } from './VarListPage';

describe('rich-editor insertion entries (spec §3)', () => {
  const varia: Varia = {
    groups: [{ id: 'fav', name: 'お気に入り' }],
    items: [
      { id: 1, name: '誕生日', type: 'date', group_id: null, favorite: true, translatable: true },
      { id: 2, name: '写真', type: 'image', group_id: null, favorite: false, translatable: false },
      { id: 3, name: '会員ランク', type: 'choice', group_id: null, favorite: false, translatable: true },
      { id: 4, name: '並びにない', type: 'text', group_id: null, favorite: false, translatable: true },
    ],
    // The id list decides the order, not the items' order; an id missing from it is left out.
    ids: [3, 2, 1],
  };
  const common: CommonVars = {
    groups: [],
    items: [
      {
        id: 10,
        name: '店舗名',
        type: 'text',
        group_id: null,
        favorite: false,
        translatable: true,
        code: 'shop_name',
        value: 'x',
      },
      {
        id: 11,
        name: '電話',
        type: 'text',
        group_id: null,
        favorite: false,
        translatable: true,
        code: 'shop_tel',
        value: 'y',
      },
    ],
    ids: [11, 10],
  };
  const forms: Forms = {
    groups: [],
    items: [
      {
        id: 20,
        name: '満足度',
        type: 'choice',
        group_id: null,
        favorite: false,
        translatable: true,
        code: 'q1',
      },
    ],
    ids: [20],
  };

  it('gives three groups in id-list order, variables only of translatable types', () => {
    const entries = insertionEntries(varia, common, forms);
    expect(entries.variable.map((entry) => [entry.label, entry.token])).toEqual([
      ['会員ランク', '{{var:3}}'],
      ['誕生日', '{{var:1}}'],
    ]);
    expect(entries.common.map((entry) => entry.token)).toEqual([
      '{{common:shop_tel}}',
      '{{common:shop_name}}',
    ]);
    expect(entries.form.map((entry) => entry.token)).toEqual(['{{form:q1}}']);
  });

  it('is empty for data sets not loaded (or refused, like common variables on 403)', () => {
    expect(insertionEntries(undefined, undefined, undefined)).toEqual({ variable: [], common: [], form: [] });
  });
});

describe('the friends list query from the address', () => {
  it.each([
    ['', {}, 1],
    ['q=%20やまだ%20&page=3', { q: 'やまだ' }, 3],
    [
      'status=blocked&sort=display_name&order=asc',
      { status: 'blocked', sort: 'display_name', order: 'asc' },
      1,
    ],
    ['tags=1,2&tag_mode=all', { tags: '1,2', tag_mode: 'all' }, 1],
    ['tag_mode=all', {}, 1],
    ['tags=1;DROP&status=gone&sort=name&page=0&member_query=x', {}, 1],
    ['member_query=4&page=2.5', { member_query: '4' }, 1],
  ])('%s', (search, query, page) => {
    expect(friendQueryOf(new URLSearchParams(search))).toEqual({ query, page });
  });
});

describe('common_var/new?copy= starts from the copied item', () => {
  it.each([
    [
      { name: '店舗名', code: 'shop_name', value: 'デモ' },
      { name: '店舗名（コピー）', code: 'shop_name_copy', value: 'デモ' },
    ],
    [
      { name: 'x', code: 'a'.repeat(64), value: '' },
      { name: 'x（コピー）', code: 'a'.repeat(64), value: '' },
    ],
  ])('%o → %o', (item, copy) => {
    expect(copyOf(item)).toEqual(copy);
  });
});

describe('a segment filter as saved', () => {
  it.each([
    [{}, { status: 'following' }],
    [
      { status: 'all', tags_any: [], tags_none: [2] },
      { status: 'all', tags_none: [2] },
    ],
    [
      {
        vars: [
          { var_id: 0, op: 'eq', value: '' },
          { var_id: 3, op: 'eq', value: 'ゴールド' },
        ],
        followed_from: null,
      },
      { status: 'following', vars: [{ var_id: 3, op: 'eq', value: 'ゴールド' }] },
    ],
  ] as const)('%o', (filter, clean) => {
    expect(cleanFilter(filter as never)).toEqual(clean);
  });
});

describe('choices typed one per line', () => {
  it.each([
    ['A\nB\r\nO\n\n AB ', ['A', 'B', 'O', 'AB']],
    ['', []],
  ])('%j', (text, lines) => {
    expect(choiceLines(text)).toEqual(lines);
  });
});

describe('the forms run the operation’s schema before sending (issue 26 §3)', () => {
  // apps/server/tests/friends.test.ts asserts the 422 of POST /api/tags gives these same words.
  it('a tag name over 100 characters: the words of the server’s 422, under the name field', () => {
    expect(invalidFields(FRIENDS_OPS.createTag.body, { name: 'あ'.repeat(101), group_id: null })).toEqual({
      name: '100文字以内で入力してください。',
    });
    expect(invalidFields(FRIENDS_OPS.createTag.body, { name: '  ', group_id: null })).toEqual({
      name: '入力してください。',
    });
    expect(invalidFields(FRIENDS_OPS.createTag.body, { name: ' カット ', group_id: null })).toBeNull();
  });

  it('a choice variable: duplicate choices and a bad common variable code, as the server says them', () => {
    expect(
      invalidFields(FRIENDS_OPS.createVar.body, { name: '血液型', type: 'choice', choices: ['A', ' A '] }),
    ).toEqual({
      choices: '同じ選択肢が重複しています。',
    });
    expect(
      invalidFields(FRIENDS_OPS.createCommonVarItem.body, { name: 'x', code: '1abc', value: '' }),
    ).toEqual({
      code: 'コードは半角英数字と _ で、英字から始めてください（64文字まで）。',
    });
  });
});
