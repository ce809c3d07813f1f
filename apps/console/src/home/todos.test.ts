import type { HomeSummary, RouteDef } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { homeTodos, screensFor } from './todos';

const route = (
  name: string,
  path: string,
  permissions: RouteDef['permissions'] = [],
  menu: RouteDef['menu'] = 'delivery',
): RouteDef => ({
  name,
  path,
  title: name,
  permissions,
  digitParams: [],
  menu,
  shell: true,
});
const routes: RouteDef[] = [
  route('HomePage', '/', [], 'home'),
  route('TelListPage', '/line/tel'),
  route('TelOrderDetailPage', '/line/tel/list/:id', [], null),
  route('JourneyListPage', '/line/journey'),
  route('SalonTimelinePage', '/line/reserve/salon', ['RESERVE_WRITE'], 'salon'),
  route('FriendListPage', '/line/friends', [], 'customers'),
];
const summary: HomeSummary = {
  today: '2026-11-26',
  items: [
    { key: 'reservationsToday', count: 12 },
    { key: 'pendingRequests', count: 7 },
    { key: 'sendsToday', count: 0 },
    { key: 'sendsFailed', count: 2 },
    { key: 'journeysRunning', count: 3 },
    { key: 'friendsToday', count: 5 },
  ],
};

describe('homeTodos', () => {
  it.each<[string, string[], RouteDef[], string[]]>([
    [
      'every count links to its screen',
      ['RESERVE_WRITE'],
      routes,
      [
        'reservationsToday→/line/reserve/salon',
        'pendingRequests→/line/reserve/salon',
        'sendsToday→/line/tel',
        'sendsFailed→/line/tel',
        'journeysRunning→/line/journey',
        'friendsToday→/line/friends',
      ],
    ],
    [
      'salon counts are left out without the salon screen’s key',
      [],
      routes,
      [
        'sendsToday→/line/tel',
        'sendsFailed→/line/tel',
        'journeysRunning→/line/journey',
        'friendsToday→/line/friends',
      ],
    ],
    [
      'a count whose screen does not exist is left out',
      ['RESERVE_WRITE'],
      routes.filter((r) => r.name !== 'JourneyListPage'),
      [
        'reservationsToday→/line/reserve/salon',
        'pendingRequests→/line/reserve/salon',
        'sendsToday→/line/tel',
        'sendsFailed→/line/tel',
        'friendsToday→/line/friends',
      ],
    ],
  ])('%s', (_name, permissions, list, expected) => {
    expect(homeTodos(summary, list, permissions).map((todo) => `${todo.key}→${todo.path}`)).toEqual(expected);
  });

  it('keeps a zero count (nothing to do is worth saying) and names each in Japanese', () => {
    const todos = homeTodos(summary, routes, ['RESERVE_WRITE']);
    expect(todos.find((todo) => todo.key === 'sendsToday')).toMatchObject({
      count: 0,
      label: '今日送る通知メッセージ',
    });
  });

  it('is empty before the summary arrives', () => {
    expect(homeTodos(undefined, routes, ['RESERVE_WRITE'])).toEqual([]);
  });
});

describe('screensFor (できること)', () => {
  it('lists the menu screens the keys open, without home or screens outside the menu', () => {
    expect(screensFor(routes, []).map((r) => r.name)).toEqual([
      'TelListPage',
      'JourneyListPage',
      'FriendListPage',
    ]);
    expect(screensFor(routes, ['RESERVE_WRITE']).map((r) => r.name)).toEqual([
      'TelListPage',
      'JourneyListPage',
      'SalonTimelinePage',
      'FriendListPage',
    ]);
  });
});
