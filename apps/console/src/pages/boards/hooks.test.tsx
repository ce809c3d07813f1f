import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/fetcher';
import { boardsApi, useBoardPosts, useBoards, usePostReaders } from './hooks';
import { boards, omotesando, pinnedPost, posts, readers } from './storyData';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const fetch = vi.fn<typeof globalThis.fetch>();
const calls = () => fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
const sent = (index: number) => {
  const body = fetch.mock.calls[index]?.[1]?.body;
  return body === undefined ? undefined : JSON.parse(String(body));
};

beforeEach(() => {
  fetch.mockReset();
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => vi.unstubAllGlobals());

const input = {
  title: '冬季休業',
  body: '休みます。',
  media_ids: [3, 5],
  pinned: true,
  status: 'published' as const,
};

describe('board reads', () => {
  it('the posts ask their page with the search and the status', async () => {
    fetch.mockResolvedValueOnce(json(posts, 200, { 'x-total-count': '24' }));
    const read = renderHook(() => useBoardPosts(7, { q: '休業', status: 'draft' }, 2));
    await waitFor(() => expect(read.result.current.data?.total).toBe(24));
    expect(read.result.current.data?.items.map((post) => post.id)).toEqual(posts.map((post) => post.id));
    const url = new URL(calls()[0]?.replace(/^GET /, '') ?? '', 'http://x');
    expect(url.pathname).toBe('/api/boards/7/posts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '休業',
      status: 'draft',
      page: '2',
      per_page: '20',
    });
    read.unmount();
  });

  it('the readers are not asked while the modal is closed', async () => {
    fetch.mockResolvedValue(json(readers, 200, { 'x-total-count': '3' }));
    const read = renderHook(({ id }) => usePostReaders(id, 1), {
      initialProps: { id: null as number | null },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    read.rerender({ id: pinnedPost.id });
    await waitFor(() => expect(read.result.current.data?.items).toHaveLength(3));
    expect(calls()).toEqual([`GET /api/board_posts/${pinnedPost.id}/reads?page=1&per_page=50`]);
    read.unmount();
  });

  it('a refused read is an ApiError with the server’s words', async () => {
    fetch.mockResolvedValueOnce(json({ message: 'ボードが見つかりません。' }, 404));
    const read = renderHook(() => useBoards());
    await waitFor(() => expect(read.result.current.error).toBeInstanceOf(ApiError));
    expect(read.result.current.error).toMatchObject({ status: 404, message: 'ボードが見つかりません。' });
    read.unmount();
  });
});

describe('boardsApi writes', () => {
  it.each([
    {
      name: 'create a board',
      run: () => boardsApi.create({ title: 'お知らせ', description: '', theme: null }),
      call: 'POST /api/boards',
      body: { title: 'お知らせ', description: '', theme: null },
      answer: omotesando,
    },
    {
      name: 'save a board',
      run: () => boardsApi.update(7, { title: 'お知らせ', description: '説明', theme: 'sakura' }),
      call: 'PUT /api/boards/7',
      body: { title: 'お知らせ', description: '説明', theme: 'sakura' },
      answer: omotesando,
    },
    {
      name: 'create a post',
      run: () => boardsApi.createPost(7, input),
      call: 'POST /api/boards/7/posts',
      body: input,
      answer: pinnedPost,
    },
    {
      name: 'save a post',
      run: () => boardsApi.updatePost(41, input),
      call: 'PUT /api/board_posts/41',
      body: input,
      answer: pinnedPost,
    },
  ])('$name calls its operation with the CSRF header', async ({ run, call, body, answer }) => {
    fetch.mockResolvedValueOnce(json(answer, call.startsWith('POST') ? 201 : 200));
    await expect(run()).resolves.toMatchObject({ id: answer.id, title: answer.title });
    expect(calls()[0]).toBe(call);
    expect(sent(0)).toEqual(body);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get(REQUESTED_WITH_HEADER)).toBe(
      REQUESTED_WITH_VALUE,
    );
  });

  it.each([
    { name: 'a board', run: () => boardsApi.remove(7), call: 'DELETE /api/boards/7' },
    { name: 'a post', run: () => boardsApi.removePost(41), call: 'DELETE /api/board_posts/41' },
  ])('deleting $name resolves to nothing on 204', async ({ run, call }) => {
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(run()).resolves.toBeUndefined();
    expect(calls()).toEqual([call]);
  });

  it('a 422 keeps the image’s path for the editor', async () => {
    fetch.mockResolvedValueOnce(
      json(
        {
          message: '入力内容に誤りがあります。',
          errors: { 'media_ids.1': ['画像ライブラリの画像を選んでください。'] },
        },
        422,
      ),
    );
    const failure = await boardsApi.createPost(7, input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).firstFieldMessages()).toEqual({
      'media_ids.1': '画像ライブラリの画像を選んでください。',
    });
  });

  it('a post’s write refreshes the boards’ list too (its counts change)', async () => {
    fetch.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/boards') return json(boards);
      if (url.startsWith('/api/boards/7/posts?')) return json(posts, 200, { 'x-total-count': '4' });
      return json(pinnedPost);
    });
    const reads = renderHook(() => ({ list: useBoards(), posts: useBoardPosts(7, {}, 1) }));
    await waitFor(() => expect(reads.result.current.list.data).toHaveLength(3));
    await waitFor(() => expect(reads.result.current.posts.data?.total).toBe(4));
    const asked = (prefix: string) => calls().filter((call) => call.startsWith(prefix)).length;
    expect(asked('GET /api/boards/7/posts?')).toBe(1);

    await act(() => boardsApi.updatePost(41, { ...input, pinned: false }));
    await waitFor(() => expect(asked('GET /api/boards/7/posts?')).toBe(2));
    await waitFor(() => expect(calls().filter((call) => call === 'GET /api/boards')).toHaveLength(2));
    reads.unmount();
  });
});
