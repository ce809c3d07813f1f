import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import type { PagePreviewInput } from '@console/contract/pages';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/fetcher';
import { pagesApi, usePages } from './hooks';
import { formPages, landingPages, survey } from './storyData';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const fetch = vi.fn<typeof globalThis.fetch>();
const calls = () => fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

beforeEach(() => {
  fetch.mockReset();
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => vi.unstubAllGlobals());

const draft: PagePreviewInput = {
  kind: 'form',
  id: null,
  site_id: null,
  title: 'ご来店アンケート',
  description: '',
  ogp_media_id: null,
  theme: null,
  goal: null,
  draft: { blocks: [] },
};

describe('pagesApi.preview', () => {
  it('posts the unsaved page with the CSRF header and resolves to the HTML', async () => {
    const html = '<!doctype html><html lang="ja"><h1>ご来店アンケート</h1></html>';
    fetch.mockResolvedValueOnce(new Response(html, { headers: { 'content-type': 'text/html' } }));
    await expect(pagesApi.preview(draft)).resolves.toBe(html);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/page_preview');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get(REQUESTED_WITH_HEADER)).toBe(REQUESTED_WITH_VALUE);
    expect(JSON.parse(String(init?.body))).toEqual(draft);
  });

  it.each([
    {
      name: 'a 422 carries the server’s message and field messages',
      answer: () =>
        json({ message: '入力内容に誤りがあります。', errors: { title: ['タイトルを入力'] } }, 422),
      status: 422,
      message: '入力内容に誤りがあります。',
      errors: { title: ['タイトルを入力'] },
    },
    {
      name: 'a 502 without a JSON body gets the Japanese fallback',
      answer: () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      status: 502,
      message: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
      errors: {},
    },
  ])('$name', async ({ answer, status, message, errors }) => {
    fetch.mockResolvedValueOnce(answer());
    const failure = await pagesApi.preview(draft).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, message, errors });
  });

  it('a request that never got an answer is the network message', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(pagesApi.preview(draft)).rejects.toMatchObject({ status: 0 });
  });
});

describe('pagesApi writes', () => {
  it.each([
    {
      name: 'publish now',
      run: () => pagesApi.publish('form', 11, null),
      call: 'POST /api/forms/11/publish',
      body: { at: null },
    },
    {
      name: 'publish at a time',
      run: () => pagesApi.publish('landing', 3, '2026-12-01T00:00:00.000Z'),
      call: 'POST /api/landing_pages/3/publish',
      body: { at: '2026-12-01T00:00:00.000Z' },
    },
    {
      name: 'unpublish',
      run: () => pagesApi.unpublish('form', 11),
      call: 'POST /api/forms/11/unpublish',
      body: undefined,
    },
    {
      name: 'copy',
      run: () => pagesApi.copy('landing', 1),
      call: 'POST /api/landing_pages/1/copy',
      body: undefined,
    },
  ])('$name calls its kind’s operation', async ({ run, call, body }) => {
    fetch.mockResolvedValueOnce(json(survey));
    await expect(run()).resolves.toMatchObject({ id: survey.id, title: survey.title });
    expect(calls()[0]).toBe(call);
    const sent = fetch.mock.calls[0]?.[1]?.body;
    expect(sent === undefined ? undefined : JSON.parse(String(sent))).toEqual(body);
  });

  it('remove resolves to nothing on 204', async () => {
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(pagesApi.remove('form', 12)).resolves.toBeUndefined();
    expect(calls()).toEqual(['DELETE /api/forms/12']);
  });

  it('a write refreshes its kind’s lists and leaves the other kind’s alone', async () => {
    fetch.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/forms?')) return json(formPages, 200, { 'x-total-count': '2' });
      if (url.startsWith('/api/landing_pages?')) return json(landingPages, 200, { 'x-total-count': '3' });
      return json(survey, 201);
    });
    const lists = renderHook(() => ({ form: usePages('form', {}, 1), landing: usePages('landing', {}, 1) }));
    await waitFor(() => expect(lists.result.current.form.data?.total).toBe(2));
    await waitFor(() => expect(lists.result.current.landing.data?.total).toBe(3));
    const listed = (prefix: string) => calls().filter((call) => call.startsWith(prefix)).length;
    expect(listed('GET /api/forms?')).toBe(1);

    await act(() => pagesApi.copy('form', 11));
    await waitFor(() => expect(listed('GET /api/forms?')).toBe(2));
    expect(listed('GET /api/landing_pages?')).toBe(1);
    lists.unmount();
  });
});
