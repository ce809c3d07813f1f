import { describe, expect, it } from 'vitest';
import {
  boardFormOf,
  boardInputOf,
  firstLine,
  moveImage,
  orderPosts,
  postFieldErrors,
  postFormOf,
  postInputOf,
  postsQueryOf,
  quickInputOf,
  readRateText,
} from './view';

const post = (
  id: number,
  pinned: boolean,
  published_at: string | null,
  updated_at = '2026-11-01T00:00:00.000Z',
) => ({
  id,
  pinned,
  published_at,
  updated_at,
});

describe('orderPosts', () => {
  it.each([
    {
      name: 'pinned first, then the newest published',
      posts: [
        post(1, false, '2026-11-20T00:00:00.000Z'),
        post(2, true, '2026-11-01T00:00:00.000Z'),
        post(3, false, '2026-11-25T00:00:00.000Z'),
      ],
      ids: [2, 3, 1],
    },
    {
      name: 'a draft (never published) is ordered by its last change',
      posts: [
        post(1, false, '2026-11-20T00:00:00.000Z'),
        post(2, false, null, '2026-11-22T00:00:00.000Z'),
        post(3, false, null, '2026-11-10T00:00:00.000Z'),
      ],
      ids: [2, 1, 3],
    },
    {
      name: 'the same time: the higher id first',
      posts: [post(4, true, '2026-11-20T00:00:00.000Z'), post(9, true, '2026-11-20T00:00:00.000Z')],
      ids: [9, 4],
    },
    { name: 'nothing', posts: [], ids: [] },
  ])('$name', ({ posts, ids }) => {
    const before = posts.map((row) => row.id);
    expect(orderPosts(posts).map((row) => row.id)).toEqual(ids);
    // The list it was given is left as it was.
    expect(posts.map((row) => row.id)).toEqual(before);
  });
});

describe('readRateText', () => {
  it.each([
    { reads: 12, friends: 340, text: '既読 12人（友だち 340人中 3.5%）' },
    { reads: 0, friends: 340, text: '既読 0人（友だち 340人中 0.0%）' },
    { reads: 1234, friends: 2000, text: '既読 1,234人（友だち 2,000人中 61.7%）' },
    { reads: 5, friends: 3, text: '既読 5人（友だち 3人中 100.0%）' },
    { reads: 3, friends: 0, text: '既読 3人' },
  ])('$reads of $friends → $text', ({ reads, friends, text }) => {
    expect(readRateText(reads, friends)).toBe(text);
  });
});

describe('firstLine', () => {
  it.each([
    { body: '年末年始の営業時間\n12/29〜1/3 は休業です', line: '年末年始の営業時間' },
    { body: '\n\n  本文の一行目  \r\n二行目', line: '本文の一行目' },
    { body: '   ', line: '' },
  ])('$line', ({ body, line }) => {
    expect(firstLine(body)).toBe(line);
  });
});

describe('board inputs', () => {
  it.each([
    {
      name: 'a new board: the account’s theme',
      board: null,
      typed: { title: '  お知らせ ', description: ' 説明 ' },
      input: { title: 'お知らせ', description: '説明', theme: null },
    },
    {
      name: 'an existing board keeps its theme',
      board: { title: '店舗だより', description: '', theme: 'sakura' as const },
      typed: {},
      input: { title: '店舗だより', description: '', theme: 'sakura' },
    },
  ])('$name', ({ board, typed, input }) => {
    expect(boardInputOf({ ...boardFormOf(board), ...typed })).toEqual(input);
  });

  it('「アカウントと同じ」 is sent as null', () => {
    expect(boardInputOf({ title: 'a', description: '', theme: 'account' }).theme).toBeNull();
  });
});

describe('post inputs', () => {
  const saved = {
    title: '冬季休業のお知らせ',
    body: '12/29〜1/3 は休業します。\n\nよろしくお願いします。',
    media_ids: [3, 5],
    pinned: true,
    status: 'published' as const,
  };

  it('a new post is an unpinned draft without images', () => {
    expect(postInputOf(postFormOf(null))).toEqual({
      title: '',
      body: '',
      media_ids: [],
      pinned: false,
      status: 'draft',
    });
  });

  it('trims the title and the body’s ends, keeping its inner lines', () => {
    expect(postInputOf({ ...postFormOf(saved), title: ' 題 ', body: '\n一行目\n\n三行目 \n' })).toMatchObject(
      {
        title: '題',
        body: '一行目\n\n三行目',
      },
    );
  });

  it('the form copies the images: reordering them leaves the post alone', () => {
    const form = postFormOf(saved);
    form.media_ids.reverse();
    expect(saved.media_ids).toEqual([3, 5]);
  });

  it.each([
    { name: 'unpin', change: { pinned: false }, expected: { ...saved, pinned: false } },
    { name: 'back to draft', change: { status: 'draft' as const }, expected: { ...saved, status: 'draft' } },
  ])('a quick change ($name) sends the post as it is with one change', ({ change, expected }) => {
    expect(quickInputOf(saved, change)).toEqual(expected);
  });
});

describe('moveImage', () => {
  it.each([
    { ids: [1, 2, 3], from: 1, step: -1 as const, moved: [2, 1, 3] },
    { ids: [1, 2, 3], from: 1, step: 1 as const, moved: [1, 3, 2] },
    { ids: [1, 2, 3], from: 0, step: -1 as const, moved: [1, 2, 3] },
    { ids: [1, 2, 3], from: 2, step: 1 as const, moved: [1, 2, 3] },
    { ids: [], from: 0, step: 1 as const, moved: [] },
  ])('$ids: $from by $step → $moved', ({ ids, from, step, moved }) => {
    expect(moveImage(ids, from, step)).toEqual(moved);
  });
});

describe('postFieldErrors', () => {
  it('puts each image’s message under its image and the others at their fields', () => {
    expect(
      postFieldErrors({
        title: 'タイトルは1〜100文字で入力してください。',
        'media_ids.2': '画像を選んでください。',
        media_ids: '画像は4枚までです。',
        status: '状態を選んでください。',
        unknown: 'x',
      }),
    ).toEqual({
      title: 'タイトルは1〜100文字で入力してください。',
      images: '画像は4枚までです。',
      image: { 2: '画像を選んでください。' },
      status: '状態を選んでください。',
    });
  });
});

describe('postsQueryOf', () => {
  it.each([
    { search: '', query: { page: 1 } },
    { search: '?q=%20休業%20&status=draft&page=3', query: { q: '休業', status: 'draft', page: 3 } },
    { search: '?status=scheduled&page=-2', query: { page: 1 } },
    { search: '?page=1.5&q=', query: { page: 1 } },
  ])('$search', ({ search, query }) => {
    expect(postsQueryOf(new URLSearchParams(search))).toEqual(query);
  });
});
