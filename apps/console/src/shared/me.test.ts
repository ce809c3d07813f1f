import type { Me } from '@console/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiRequest } from './fetcher';
import { createMeLoader } from './me';

const PAGE_ME: Me = {
  user_id: 1,
  account_id: 2,
  oem_code: 'console',
  app_name: 'Console',
  account_name: '</script> デモサロン',
  permissions: ['TEMPLATE_WRITE'],
  role_name: 'オーナー',
  salon_id: null,
};
const SERVER_ME: Me = { ...PAGE_ME, user_id: 9, role_name: 'スタッフ', permissions: [] };

/** A request function standing in for the fetcher: GET /api/me answers `answer`. */
function server(answer: Me | 'logged out') {
  return vi.fn(async (_path: string, _options?: unknown): Promise<unknown> => {
    if (answer === 'logged out') throw new ApiError(401, 'ログインしてください。');
    return answer;
  });
}
const asRequest = (mock: ReturnType<typeof server>) => mock as unknown as ApiRequest;

describe('createMeLoader', () => {
  it.each([
    ['the page’s me, without a request', JSON.stringify(PAGE_ME), SERVER_ME, PAGE_ME, 0],
    ['GET /api/me without a block', undefined, SERVER_ME, SERVER_ME, 1],
    ['null after a 401 without a block', undefined, 'logged out', null, 1],
    ['GET /api/me when the block is not JSON', '{"user_id":', SERVER_ME, SERVER_ME, 1],
    ['GET /api/me when the block is not a me', '{"user_id":"x"}', SERVER_ME, SERVER_ME, 1],
  ] as const)('first load answers %s', async (_name, pageMe, answer, expected, requests) => {
    const request = server(answer);
    const loader = createMeLoader(asRequest(request), pageMe);
    expect(await loader.load()).toEqual(expected);
    expect(request).toHaveBeenCalledTimes(requests);
    if (requests) expect(request).toHaveBeenCalledWith('/api/me', { onUnauthorized: 'throw' });
    // A user is kept for the page's lifetime (a 401 is not: the next navigation asks again).
    if (expected === null) return;
    expect(await loader.load()).toEqual(expected);
    expect(request).toHaveBeenCalledTimes(requests);
  });

  it('asks the server after forget(), never falling back to the page’s me', async () => {
    const request = server('logged out');
    const loader = createMeLoader(asRequest(request), JSON.stringify(PAGE_ME));
    expect(await loader.load()).toEqual(PAGE_ME);
    loader.forget();
    expect(await loader.load()).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks the server when forget() comes before the first load (a login on the page)', async () => {
    const request = server(SERVER_ME);
    const loader = createMeLoader(asRequest(request), JSON.stringify(PAGE_ME));
    loader.forget();
    expect(await loader.load()).toEqual(SERVER_ME);
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe('the permissions known before the probe settles', () => {
  it.each([
    ['the page’s block', JSON.stringify(PAGE_ME), ['TEMPLATE_WRITE']],
    ['nothing without a block', undefined, undefined],
    ['nothing from a block that is not JSON', '{"permissions":', undefined],
    ['nothing from permissions that are not keys', '{"permissions":[1]}', undefined],
  ] as const)('are %s', (_name, pageMe, expected) => {
    expect(createMeLoader(asRequest(server(SERVER_ME)), pageMe).known()).toEqual(expected);
  });

  it('follow the probe’s answer, and are forgotten with it', async () => {
    const loader = createMeLoader(
      asRequest(server(SERVER_ME)),
      '{"user_id":"x","permissions":["TAG_WRITE"]}',
    );
    expect(loader.known()).toEqual(['TAG_WRITE']);
    // The block is not a me: the server's answer is the session, with its keys.
    await loader.load();
    expect(loader.known()).toEqual([]);
    loader.forget();
    expect(loader.known()).toBeUndefined();
  });
});
