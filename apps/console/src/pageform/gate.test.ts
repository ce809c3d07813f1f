import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import { PUBLIC_ACCESS_MESSAGES as M } from '@console/contract/pages';
import liff from '@line/liff/core';
import IsInClientModule from '@line/liff/is-in-client';
import { LiffMockPlugin } from '@line/liff-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type GateEnvironment, runGate } from './gate';
import { liffIdToken } from './liff';

/*
 * The friends gate's script (issue 33) on the server's markup (apps/server/src/pages/public/
 * render.ts renderFriendsGate, whose tests pin the same attributes).
 */

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const INSIDE_LINE = `${BROWSER} Safari Line/14.1.0`;
const LIFF_ID = '1234567890-AbCdEfGh';

function gatePage(data: { gate?: string; key?: string; liffId?: string } = {}) {
  for (const name of ['gate', 'key', 'liffId'] as const) delete document.body.dataset[name];
  document.body.dataset.gate = data.gate ?? 'site';
  document.body.dataset.key = data.key ?? 'salon-news';
  if (data.liffId !== '') document.body.dataset.liffId = data.liffId ?? LIFF_ID;
  document.body.innerHTML = `<header class="site"><span class="site-name">サロン</span></header><main class="gate">
<h1>${M.friendsTitle}</h1>
<p id="gate-status" role="status">${M.friendsLead}</p>
<a class="btn btn-primary" id="gate-open" href="https://liff.line.me/${LIFF_ID}/s/salon-news" hidden>${M.friendsOpenButton}</a><a class="btn btn-secondary" id="gate-add" href="https://line.me/R/ti/p/@salon" hidden>${M.friendsAddButton}</a>
</main>`;
}

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(answer: { status: number } | 'offline') {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.status === 204 ? null : '{}', { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function environment(overrides: Partial<GateEnvironment>): GateEnvironment {
  return {
    userAgent: INSIDE_LINE,
    fetch: fakeFetch({ status: 204 }).fetch,
    idToken: vi.fn(async () => 'id-token-1'),
    reload: vi.fn(),
    ...overrides,
  };
}

const status = () => document.querySelector('#gate-status')?.textContent;
const hidden = (id: string) => document.querySelector(id)?.hasAttribute('hidden');

beforeEach(() => gatePage());

describe('the friends gate script', () => {
  it('outside LINE shows the open-in-LINE words and button, and asks LIFF nothing', async () => {
    const idToken = vi.fn(async () => 'never');
    const { fetch, calls } = fakeFetch({ status: 204 });
    const outcome = await runGate(document.body, environment({ userAgent: BROWSER, idToken, fetch }));
    expect(outcome).toBe('outside');
    expect(status()).toBe(M.friendsOpenInLine);
    expect(hidden('#gate-open')).toBe(false);
    expect(hidden('#gate-add')).toBe(true);
    expect(idToken).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('inside LINE sends the ID token for the site and reloads on 204', async () => {
    const { fetch, calls } = fakeFetch({ status: 204 });
    const reload = vi.fn();
    const outcome = await runGate(document.body, environment({ fetch, reload }));
    expect(outcome).toBe('reload');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/public/friend_access');
    expect(calls[0]?.init?.method).toBe('POST');
    // The server's CSRF guard refuses a post without the header (403, read as "not a friend").
    expect(calls[0]?.init?.headers).toMatchObject({ [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE });
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      scope: 'site',
      key: 'salon-news',
      id_token: 'id-token-1',
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sends a board gate with its scope and code', async () => {
    gatePage({ gate: 'board', key: 'abcdefghijkl' });
    const { fetch, calls } = fakeFetch({ status: 204 });
    await runGate(document.body, environment({ fetch }));
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ scope: 'board', key: 'abcdefghijkl' });
  });

  it.each([
    { answer: { status: 403 } as const, words: M.friendsNotFriend, outcome: 'not-friend', add: false },
    { answer: { status: 401 } as const, words: M.friendsFailed, outcome: 'failed', add: true },
    { answer: { status: 429 } as const, words: M.friendsFailed, outcome: 'failed', add: true },
    { answer: 'offline' as const, words: M.friendsFailed, outcome: 'failed', add: true },
  ])('answers $answer with its words and no reload', async ({ answer, words, outcome, add }) => {
    const { fetch } = fakeFetch(answer);
    const reload = vi.fn();
    expect(await runGate(document.body, environment({ fetch, reload }))).toBe(outcome);
    expect(status()).toBe(words);
    expect(hidden('#gate-add')).toBe(add);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says it failed when LIFF gives no token, without calling the server', async () => {
    const { fetch, calls } = fakeFetch({ status: 204 });
    expect(await runGate(document.body, environment({ fetch, idToken: vi.fn(async () => null) }))).toBe(
      'failed',
    );
    expect(status()).toBe(M.friendsFailed);
    expect(calls).toHaveLength(0);
  });

  it('does nothing on a page that is not a gate', async () => {
    gatePage({ liffId: '' });
    const { fetch, calls } = fakeFetch({ status: 204 });
    expect(await runGate(document.body, environment({ fetch }))).toBeNull();
    expect(status()).toBe(M.friendsLead);
    expect(calls).toHaveLength(0);
  });

  it('gets the token through LIFF (mocked) inside LINE', async () => {
    liff.use(new IsInClientModule());
    liff.use(new LiffMockPlugin() as unknown as IsInClientModule);
    const init = liff.init.bind(liff);
    vi.spyOn(liff, 'init').mockImplementation((config, ...rest) =>
      init({ ...config, mock: true } as never, ...rest),
    );
    (liff as unknown as { $mock: { set: (data: object) => void } }).$mock.set({
      getIDToken: 'mock-id-token-7',
    });
    const { fetch, calls } = fakeFetch({ status: 204 });
    await runGate(document.body, environment({ fetch, idToken: liffIdToken }));
    expect(liff.init).toHaveBeenCalledWith({ liffId: LIFF_ID });
    expect(JSON.parse(String(calls[0]?.init?.body)).id_token).toBe('mock-id-token-7');
  });
});
