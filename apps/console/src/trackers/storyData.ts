import type { Tag, Varia } from '@console/contract/friends';
import type { Journey } from '@console/contract/journeys';
import type { ContentGroup, TemplateListItem } from '@console/contract/templates';
import type { Tracker, TrackerStats } from '@console/contract/trackers';

/*
 * The tracker screens' story data (issue 31): trackers in the template list's groups, one with
 * its actions and clicks, its stats; the tags, friend-information items and journeys the editor
 * offers.
 */

const at = '2026-11-20T01:00:00.000Z';

export const groups: ContentGroup[] = [
  { id: 1, name: '予約・来店', order: 1, template_count: 1 },
  { id: 2, name: 'キャンペーン', order: 2, template_count: 1 },
];

/** The template list's templates (the トラッカー tab's group counts come from them). */
export const templates: TemplateListItem[] = [
  {
    id: 2,
    name: '冬のおすすめ',
    group_id: 2,
    status: 'ready',
    types: ['text'],
    preview: '冬のおすすめメニューのご案内です。',
    problem_count: 0,
    updated_at: at,
  },
];

export const tracker = (id: number, name: string, extra: Partial<Tracker> = {}): Tracker => ({
  id,
  name,
  url: 'https://example.jp/',
  group_id: 2,
  actions: { tag_ids: [], values: [], journey_id: null },
  link: `/t/Link${String(id).padStart(12, '0')}`,
  counts: { clicks: 0, friends: 0 },
  created_at: at,
  updated_at: at,
  ...extra,
});

/** A tracker that does everything on a click, with clicks to show. */
export const winter = tracker(12, '冬のキャンペーン（クーポン）', {
  url: 'https://example.jp/campaign/winter?utm_source=line&utm_medium=message&utm_campaign=2026winter',
  actions: {
    tag_ids: [1, 3],
    values: [{ var_id: 2, value: '冬のキャンペーン' }],
    journey_id: 1,
  },
  link: '/t/Wn7xQ2pL9kRt4sVb',
  counts: { clicks: 1284, friends: 903 },
});

export const trackers: Tracker[] = [
  winter,
  tracker(11, 'ご予約ページ', {
    url: 'https://reserve.example.jp/shop/omotesando',
    counts: { clicks: 342, friends: 298 },
  }),
  tracker(10, 'Instagram', { url: 'https://www.instagram.com/example', counts: { clicks: 57, friends: 41 } }),
];

export const stats: TrackerStats = {
  tracker_id: 12,
  counts: winter.counts,
  days: [
    { date: '2026-11-24', clicks: 412, friends: 371 },
    { date: '2026-11-25', clicks: 530, friends: 402 },
    { date: '2026-11-26', clicks: 342, friends: 130 },
  ],
  deliveries: [
    { delivery_id: 6, clicks: 820, friends: 640 },
    { delivery_id: 4, clicks: 402, friends: 263 },
  ],
  devices: [
    { device: 'android', clicks: 388 },
    { device: 'ios', clicks: 842 },
    { device: 'other', clicks: 9 },
    { device: 'pc', clicks: 45 },
  ],
};

export const emptyStats: TrackerStats = {
  tracker_id: 11,
  counts: { clicks: 0, friends: 0 },
  days: [],
  deliveries: [],
  devices: [],
};

export const tags: Tag[] = [
  { id: 1, name: '常連', group_id: null, order: 1, friend_count: 342 },
  { id: 2, name: '新規', group_id: null, order: 2, friend_count: 120 },
  { id: 3, name: 'クーポン利用', group_id: null, order: 3, friend_count: 88 },
];

export const varia: Varia = {
  groups: [],
  items: [
    { id: 1, name: '誕生日', type: 'date', group_id: null, favorite: false, translatable: true },
    {
      id: 2,
      name: '興味のあるキャンペーン',
      type: 'text',
      group_id: null,
      favorite: false,
      translatable: true,
    },
    { id: 3, name: '写真', type: 'image', group_id: null, favorite: false, translatable: false },
  ],
  ids: [1, 2, 3],
};

const journey = (id: number, name: string): Journey => ({
  id,
  name,
  group_id: null,
  order: id,
  favorite: false,
  favorite_order: null,
  member_query_id: null,
  status: 'active',
  entry: { type: 'member_query', member_query_id: null },
  steps: [],
  version: 1,
  updated_at: at,
});

export const journeys: Journey[] = [journey(1, 'クーポン利用のお礼'), journey(2, '誕生月のご案内')];
