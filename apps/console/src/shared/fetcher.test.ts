import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiRequest, type LocationActions } from './fetcher';
import { LIB_MESSAGES } from './messages';

function setup(response: Response | Error, currentPath = '/line/setting/theme') {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const location: LocationActions = { currentPath: () => currentPath, assign: vi.fn(), reload: vi.fn() };
  return { fetch, location, request: createApiRequest({ fetch, location }) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  it('sends the CSRF and Accept headers, same-origin credentials and a JSON body', async () => {
    const { fetch, request } = setup(new Response(null, { status: 204 }));
    await expect(
      request('/api/account', { method: 'PATCH', body: { app_name: 'さくら' } }),
    ).resolves.toBeUndefined();
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/account');
    expect(init?.method).toBe('PATCH');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"app_name":"さくら"}');
  });

  it('sends no body and no Content-Type on a GET', async () => {
    const { fetch, request } = setup(json(200, { id: 1 }));
    await expect(request('/api/account')).resolves.toEqual({ id: 1 });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('validates the body with the given schema', async () => {
    const schema = { parse: (v: unknown) => ({ ...(v as object), parsed: true }) };
    const { request } = setup(json(200, { id: 1 }));
    await expect(request('/api/x', { schema })).resolves.toEqual({ id: 1, parsed: true });
  });

  it('turns a body that fails the schema into a Japanese error', async () => {
    const schema = {
      parse: () => {
        throw new Error('bad');
      },
    };
    const { request } = setup(json(200, { id: 'x' }));
    const error = await failure(request('/api/x', { schema }));
    expect(error.message).toBe(LIB_MESSAGES.unexpected);
  });

  it.each([
    [400, { message: 'リクエストが不正です。' }, 'リクエストが不正です。', {}],
    [403, { message: '権限がありません。' }, '権限がありません。', {}],
    [404, { message: '見つかりません。' }, '見つかりません。', {}],
    [413, { message: '大きすぎます。' }, '大きすぎます。', {}],
    [
      422,
      { message: '入力内容を確認してください。', errors: { email: ['必須です。'] } },
      '入力内容を確認してください。',
      { email: ['必須です。'] },
    ],
    [429, { message: 'しばらくお待ちください。' }, 'しばらくお待ちください。', {}],
    [500, { message: 'エラー' }, 'エラー', {}],
  ])(
    'a %i with an error body yields that message and field errors',
    async (status, body, message, errors) => {
      const { request, location } = setup(json(status, body));
      const error = await failure(request('/api/x'));
      expect(error).toMatchObject({ status, message, errors });
      expect(location.assign).not.toHaveBeenCalled();
      expect(location.reload).not.toHaveBeenCalled();
    },
  );

  it.each([
    [403, LIB_MESSAGES.forbidden],
    [422, LIB_MESSAGES.invalid],
    [429, LIB_MESSAGES.tooMany],
    [502, LIB_MESSAGES.server],
  ])('a %i with a non-JSON body still yields a Japanese message', async (status, message) => {
    const { request } = setup(new Response('<html>Bad Gateway</html>', { status }));
    const error = await failure(request('/api/x'));
    expect(error).toMatchObject({ status, message });
  });

  it('a network failure yields status 0 and the Japanese network message', async () => {
    const { request } = setup(new TypeError('Failed to fetch'));
    const error = await failure(request('/api/x'));
    expect(error).toMatchObject({
      status: 0,
      message: '通信エラーが発生しました。時間をおいて再度お試しください。',
    });
  });

  it('a 401 sends the browser to the login page, remembering where it was', async () => {
    const { request, location } = setup(json(401, { message: 'ログインしてください。' }));
    const error = await failure(request('/api/account'));
    expect(error.status).toBe(401);
    expect(location.assign).toHaveBeenCalledWith('/account/login?next=%2Fline%2Fsetting%2Ftheme');
  });

  it('a 401 is left to the caller for the login call itself', async () => {
    const { request, location } = setup(json(401, { message: 'メールアドレスまたはパスワードが違います。' }));
    const error = await failure(
      request('/api/auth/login', { method: 'POST', body: {}, onUnauthorized: 'throw' }),
    );
    expect(error.message).toBe('メールアドレスまたはパスワードが違います。');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a 409 reloads the page (stale client)', async () => {
    const { request, location } = setup(json(409, { message: '古い画面です。' }));
    const error = await failure(request('/api/x', { method: 'POST', body: {} }));
    expect(error.status).toBe(409);
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it("a 409 asked to be thrown is the caller's refusal to show: no reload", async () => {
    const { request, location } = setup(json(409, { message: '使われている画像は削除できません。' }));
    const error = await failure(request('/api/x', { method: 'DELETE', onConflict: 'throw' }));
    expect([error.status, error.message]).toEqual([409, '使われている画像は削除できません。']);
    expect(location.reload).not.toHaveBeenCalled();
  });
});

describe('ApiError.firstFieldMessages', () => {
  it.each([
    ['no fields', {}, {}],
    ['one message', { name: ['名前を入力してください。'] }, { name: '名前を入力してください。' }],
    [
      'the first of several, per field',
      {
        name: ['名前を入力してください。', '100 文字以内で入力してください。'],
        code: ['コードが重複しています。'],
      },
      { name: '名前を入力してください。', code: 'コードが重複しています。' },
    ],
    ['an empty list', { name: [] }, { name: '' }],
  ])('%s', (_, errors: Record<string, string[]>, expected) => {
    expect(new ApiError(422, '入力内容を確認してください。', errors).firstFieldMessages()).toEqual(expected);
  });
});
