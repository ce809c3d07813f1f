import { FRIENDS_OPS } from '@console/contract/friends';
import { describe, expect, it, vi } from 'vitest';
import { friendListRead } from '../friends/reads';
import { friendRow } from '../test/fixtures';
import { createApiClient, type LocationActions } from './fetcher';

/*
 * Issue 27: a route's data starts a read's URL with the screen's chunk and the hook's call takes
 * that answer. These drive the fetcher with a fetch spy: what reaches the network, and when.
 */

const friend = friendRow;

/** A server whose friends list answers the n-th request with the n-th of `answers`. */
function setup(...answers: unknown[][]) {
  let served = 0;
  const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
    if (init?.method !== 'GET') return new Response(null, { status: 204 });
    const body = answers[Math.min(served, answers.length - 1)] ?? [];
    served += 1;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'X-Total-Count': String(body.length) },
    });
  });
  const location: LocationActions = { currentPath: () => '/line/friends', assign: vi.fn(), reload: vi.fn() };
  const client = createApiClient({ fetch, location });
  const gets = () => fetch.mock.calls.filter(([, init]) => init?.method === 'GET').map(([url]) => url);
  return { client, fetch, gets };
}

const read = friendListRead({ status: 'following' }, 2);

describe('early reads (a route’s data)', () => {
  it('sends the read’s URL once: the route’s prefetch and the hook’s call share the answer', async () => {
    const { client, gets } = setup([friend(1, '青木')]);
    const prefetch = client.prefetcher();
    const early = prefetch(read.url);
    const page = await client.callReadPage(FRIENDS_OPS.friends, read);
    expect(gets()).toEqual(['/api/friends?status=following&page=2&per_page=100']);
    expect(page).toMatchObject({ page: 2, per_page: 100, total: 1 });
    expect(page.items.map((item) => item.display_name)).toEqual(['青木']);
    // The route's own copy is the answer's JSON (the salon's reads take its id from it).
    expect(await early).toEqual([friend(1, '青木')]);
  });

  it('answers a second call of the same URL from the network again (an answer is taken once)', async () => {
    const { client, gets } = setup([friend(1, '青木')], [friend(2, '馬場')]);
    void client.prefetcher()(read.url);
    await client.callReadPage(FRIENDS_OPS.friends, read);
    const again = await client.callReadPage(FRIENDS_OPS.friends, read);
    expect(gets()).toHaveLength(2);
    expect(again.items.map((item) => item.display_name)).toEqual(['馬場']);
  });

  it('leaves nothing behind a refused navigation: the next user’s call fetches their own list', async () => {
    const { client, gets } = setup([friend(1, '前の利用者')], [friend(2, '次の利用者')]);
    void client.prefetcher()(read.url);
    // The guard redirects (no session, or not this user's page).
    client.dropPrefetched();
    const page = await client.callReadPage(FRIENDS_OPS.friends, read);
    expect(gets()).toHaveLength(2);
    expect(page.items.map((item) => item.display_name)).toEqual(['次の利用者']);
  });

  it('drops the previous navigation’s unread answers, and its late reads start nothing', async () => {
    const { client, gets } = setup([friend(1, '古い')], [friend(2, '新しい')]);
    const previous = client.prefetcher();
    void previous(read.url);
    client.prefetcher();
    // A read chained on an answer (the salon's id) after the next navigation began.
    await expect(previous('/api/friends?page=9&per_page=100')).resolves.toBeUndefined();
    const page = await client.callReadPage(FRIENDS_OPS.friends, read);
    expect(gets()).toEqual([read.url, read.url]);
    expect(page.items.map((item) => item.display_name)).toEqual(['新しい']);
  });

  it('drops unread answers on a write, whose change they may miss', async () => {
    const { client, gets } = setup([friend(1, '書く前')], [friend(1, '書いた後')]);
    void client.prefetcher()(read.url);
    await client.request('/api/friends/1', { method: 'PATCH', body: {} });
    const page = await client.callReadPage(FRIENDS_OPS.friends, read);
    expect(gets()).toHaveLength(2);
    expect(page.items.map((item) => item.display_name)).toEqual(['書いた後']);
  });

  it('hands a 401 to the hook’s call, which sends the browser to the login page', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 401 }));
    const location: LocationActions = {
      currentPath: () => '/line/friends',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    const client = createApiClient({ fetch, location });
    await expect(client.prefetcher()(read.url)).resolves.toBeUndefined();
    await expect(client.callReadPage(FRIENDS_OPS.friends, read)).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(location.assign).toHaveBeenCalledWith('/account/login?next=%2Fline%2Ffriends');
  });
});
