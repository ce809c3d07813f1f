import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/fetcher';
import { sitesApi, useSitePages, useSites } from './hooks';
import { accessPage, salon, salonPages, sites } from './storyData';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const fetch = vi.fn<typeof globalThis.fetch>();
const calls = () => fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
const sentBody = (index = 0) => {
  const body = fetch.mock.calls[index]?.[1]?.body;
  return body === undefined ? undefined : JSON.parse(String(body));
};

beforeEach(() => {
  fetch.mockReset();
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('useSites', () => {
  it('reads a page of the sites with the search and the paging', async () => {
    fetch.mockResolvedValueOnce(json(sites, 200, { 'x-total-count': '23' }));
    const { result, unmount } = renderHook(() => useSites({ q: '表参道' }, 2));
    await waitFor(() => expect(result.current.data?.total).toBe(23));
    expect(result.current.data?.items.map((site) => site.slug)).toEqual([
      'omotesando-salon',
      'members',
      'friends-only',
    ]);
    const [url] = calls();
    expect(url).toMatch(/^GET \/api\/sites\?/);
    const query = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x').searchParams;
    expect(query.get('q')).toBe('表参道');
    expect(query.get('page')).toBe('2');
    expect(query.get('per_page')).toBe('20');
    unmount();
  });
});

describe('sitesApi writes', () => {
  it.each([
    {
      name: 'create',
      run: () => sitesApi.create({ name: '新しいサイト', slug: 'new-site' }),
      call: 'POST /api/sites',
      body: { name: '新しいサイト', slug: 'new-site' },
      answer: salon,
    },
    {
      name: 'create a page',
      run: () =>
        sitesApi.createPage(1, {
          title: '採用',
          path: 'recruit',
          description: '',
          ogp_media_id: null,
          draft: { blocks: [] },
        }),
      call: 'POST /api/sites/1/pages',
      body: { title: '採用', path: 'recruit', description: '', ogp_media_id: null, draft: { blocks: [] } },
      answer: accessPage,
    },
    {
      name: 'publish a page at a time',
      run: () => sitesApi.publishPage(103, '2026-12-01T00:00:00.000Z'),
      call: 'POST /api/site_pages/103/publish',
      body: { at: '2026-12-01T00:00:00.000Z' },
      answer: accessPage,
    },
    {
      name: 'unpublish a page',
      run: () => sitesApi.unpublishPage(103),
      call: 'POST /api/site_pages/103/unpublish',
      body: undefined,
      answer: accessPage,
    },
    {
      name: 'copy a page',
      run: () => sitesApi.copyPage(103),
      call: 'POST /api/site_pages/103/copy',
      body: undefined,
      answer: accessPage,
    },
  ])('$name calls its operation', async ({ run, call, body, answer }) => {
    fetch.mockResolvedValueOnce(json(answer, 201));
    await expect(run()).resolves.toMatchObject({ id: answer.id });
    expect(calls()[0]).toBe(call);
    expect(sentBody()).toEqual(body);
  });

  it('a page is saved with its path (PUT)', async () => {
    fetch.mockResolvedValueOnce(json(accessPage));
    const body = {
      title: 'アクセス',
      description: '',
      ogp_media_id: null,
      theme: null,
      goal: null,
      path: 'access',
      draft: { blocks: [] },
    };
    await sitesApi.updatePage(103, body);
    expect(calls()).toEqual(['PUT /api/site_pages/103']);
    expect(sentBody()).toEqual(body);
  });

  it('deletes resolve to nothing on 204', async () => {
    fetch.mockImplementation(async () => new Response(null, { status: 204 }));
    await expect(sitesApi.remove(2)).resolves.toBeUndefined();
    await expect(sitesApi.removePage(104)).resolves.toBeUndefined();
    expect(calls()).toEqual(['DELETE /api/sites/2', 'DELETE /api/site_pages/104']);
  });

  it.each([
    { status: 409, message: 'このアドレスはほかのサイトで使われています。', errors: {} },
    {
      status: 422,
      message: '入力内容に誤りがあります。',
      errors: { 'menu.2.page_id': ['メニューにはこのサイトのページを選んでください。'] },
    },
  ])('a $status refusal carries the server’s words and fields', async ({ status, message, errors }) => {
    fetch.mockResolvedValueOnce(json({ message, errors }, status));
    const failure = await sitesApi
      .update(1, { ...salon, password: null, home_page_id: null })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, message, errors });
  });

  it('a page’s write refreshes its site’s pages', async () => {
    fetch.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/sites/1/pages') return json(salonPages);
      if (init?.method === 'POST') return json(accessPage, 201);
      return json({}, 404);
    });
    const pages = renderHook(() => useSitePages(1));
    await waitFor(() => expect(pages.result.current.data).toHaveLength(4));
    const listed = () => calls().filter((call) => call === 'GET /api/sites/1/pages').length;
    expect(listed()).toBe(1);
    await act(() => sitesApi.copyPage(103));
    await waitFor(() => expect(listed()).toBe(2));
    pages.unmount();
  });
});
