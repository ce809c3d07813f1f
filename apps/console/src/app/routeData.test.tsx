import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFriends } from '../friends/hooks';
import { friendQueryOf } from '../friends/reads';
import { salonOpeningData, salonTimelineData } from '../salon/reads';
import { friendRow, salonMe } from '../test/fixtures';
import { ownerMe, renderApp } from '../test/render';

// The app's lazy routes load under a busy machine's load too (CI runs several suites at once).
const SLOW = { timeout: 5_000 };

import { CONSOLE_ROUTES } from './features';

/*
 * Issue 27: a route's first read starts from its guard, beside the screen's chunk, and the screen's
 * hook takes that answer. The app's real routes and fetcher, with window.fetch spied on.
 */

function FriendNames() {
  const [params] = useSearchParams();
  const { query, page } = friendQueryOf(params);
  const { data } = useFriends(query, page);
  return <p>{data ? `友だち ${data.items.map((item) => item.display_name).join('、')}` : '読み込み中'}</p>;
}

const friend = (name: string) => friendRow(1, name);

function spyFetch(names: string[]) {
  let served = 0;
  return vi.spyOn(window, 'fetch').mockImplementation(async () => {
    const name = names[Math.min(served, names.length - 1)] ?? '';
    served += 1;
    return new Response(JSON.stringify([friend(name)]), { status: 200, headers: { 'X-Total-Count': '1' } });
  });
}

const friendGets = (fetch: ReturnType<typeof spyFetch>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/friends'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a route’s data', () => {
  it('starts the friends list before the screen’s module has loaded, and the hook takes it: one request', async () => {
    const fetch = spyFetch(['青木']);
    let loadScreen: (screen: ComponentType) => void = () => undefined;
    const screenModule = new Promise<ComponentType>((resolve) => {
      loadScreen = resolve;
    });
    const routes = CONSOLE_ROUTES.map((route) =>
      route.name === 'FriendListPage' ? { ...route, screen: () => screenModule } : route,
    );
    renderApp({ path: '/line/friends', me: ownerMe, routes });
    await waitFor(() => expect(friendGets(fetch)).toEqual(['/api/friends?page=1&per_page=100']), SLOW);
    loadScreen(FriendNames);
    expect(await screen.findByText('友だち 青木', {}, SLOW)).toBeTruthy();
    expect(friendGets(fetch)).toHaveLength(1);
  });

  it('drops an unread answer when the user moves on to a route without reads', async () => {
    const fetch = spyFetch(['離れる前', '戻った後']);
    const routes = CONSOLE_ROUTES.map((route) =>
      // The user leaves before the screen's module has come: nobody reads the early answer.
      route.name === 'FriendListPage'
        ? { ...route, screen: () => new Promise<ComponentType>(() => undefined) }
        : route,
    );
    const { router } = renderApp({ path: '/line/friends', me: ownerMe, routes });
    await waitFor(() => expect(friendGets(fetch)).toHaveLength(1), SLOW);
    await router.navigate('/');
    await screen.findByRole('heading', { name: 'ホーム' }, SLOW);
    const { apiCallReadPage } = await import('../shared/fetcher');
    const { FRIENDS_OPS } = await import('@console/contract/friends');
    const { friendListRead } = await import('../friends/reads');
    const page = await apiCallReadPage(FRIENDS_OPS.friends, friendListRead({}, 1));
    expect(page.items.map((item) => item.display_name)).toEqual(['戻った後']);
    expect(friendGets(fetch)).toHaveLength(2);
  });

  it('leaves no answer behind a guard redirect for the next user’s screen', async () => {
    const fetch = spyFetch(['前の利用者', '次の利用者']);
    const first = renderApp({ path: '/line/friends', me: null, screens: { FriendListPage: FriendNames } });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/account/login'), SLOW);
    // The route's data went out before the guard knew there was no session.
    expect(friendGets(fetch)).toHaveLength(1);
    // Someone logs in; the list is read without a new navigation's data (a screen's own call).
    const { apiCallReadPage } = await import('../shared/fetcher');
    const { FRIENDS_OPS } = await import('@console/contract/friends');
    const { friendListRead } = await import('../friends/reads');
    const page = await apiCallReadPage(FRIENDS_OPS.friends, friendListRead({}, 1));
    expect(page.items.map((item) => item.display_name)).toEqual(['次の利用者']);
    expect(friendGets(fetch)).toHaveLength(2);
  });
});

describe('a route the user may not open', () => {
  const salonGets = (fetch: ReturnType<typeof spyFetch>) =>
    fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/salon'));

  it('starts no early read without the route’s key, and starts them with it', async () => {
    // 予約表 needs RESERVE_WRITE: the owner without it is sent on, and its reads would be wasted.
    const withoutKey = spyFetch([]);
    const first = renderApp({ path: '/line/reserve/salon', me: ownerMe });
    await waitFor(() => expect(first.router.state.location.pathname).not.toBe('/line/reserve/salon'), SLOW);
    expect(salonGets(withoutKey)).toEqual([]);
    cleanup();
    vi.restoreAllMocks();

    const withKey = spyFetch([]);
    renderApp({ path: '/line/reserve/salon', me: salonMe });
    await waitFor(() => expect(salonGets(withKey)[0]).toBe('/api/salon'), SLOW);
  });
});

describe('the salon’s route data', () => {
  const salons = [{ id: 7 }];
  /** The URLs a route's data starts, the salon's answered with `salons`. */
  async function started(data: typeof salonTimelineData, search: string) {
    const urls: string[] = [];
    const prefetch = async (url: string) => {
      urls.push(url);
      return url === '/api/salon' ? salons : undefined;
    };
    data({ params: {}, search: new URLSearchParams(search), prefetch });
    await vi.waitFor(() => expect(urls.length).toBeGreaterThan(1));
    return urls;
  }

  it.each([
    [
      'the schedule of a day',
      'kind=schedule&date=2026-11-26',
      [
        '/api/salon',
        '/api/salon/7/configs',
        '/api/salon/7/reservations?range_date=2026-11-26..2026-11-26',
        '/api/salon/7/time_shifts?range_date=2026-10-26..2026-12-06',
        '/api/salon/7/block_times?range_date=2026-11-26..2026-11-26',
      ],
    ],
    [
      'the weekly shifts from Monday',
      'kind=weekly-shift&date=2026-11-26',
      [
        '/api/salon',
        '/api/salon/7/configs',
        '/api/salon/7/reservations?range_date=2026-11-23..2026-11-29',
        '/api/salon/7/time_shifts?range_date=2026-10-26..2026-12-06',
        '/api/salon/7/block_times?range_date=2026-11-23..2026-11-29',
      ],
    ],
  ])('予約表 starts the salon, then %s', async (_name, search, urls) => {
    expect(await started(salonTimelineData, search)).toEqual(urls);
  });

  it('営業時間 starts the salon, then its configuration and the address’s year', async () => {
    expect(await started(salonOpeningData, 'y=2027')).toEqual([
      '/api/salon',
      '/api/salon/7/configs',
      '/api/salon/7/configs?attr=opening&y=2027',
    ]);
  });
});
