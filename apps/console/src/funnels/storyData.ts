import type { LineChannel } from '@console/contract/friends';
import type { EntrySource, Funnel, FunnelCounts } from '@console/contract/funnels';
import type { Tracker } from '@console/contract/trackers';

/*
 * The funnel screen's story data (issue 32): a 4-step funnel from a follow through an entry source
 * to a visit, its counts, the entry sources and the LINE channel with and without its basic id.
 */

const at = '2026-11-20T01:00:00.000Z';

export const entrySources: EntrySource[] = [
  {
    id: 2,
    name: '店頭 POP（表参道店）',
    code: 'Pop0mtsnd001',
    url: 'https://console.example.jp/e/Pop0mtsnd001',
    visits: 1284,
    follows: 412,
    created_at: at,
    updated_at: at,
  },
  {
    id: 1,
    name: 'Instagram プロフィール',
    code: 'Insta0prof01',
    url: 'https://console.example.jp/e/Insta0prof01',
    visits: 3021,
    follows: 958,
    created_at: at,
    updated_at: at,
  },
];

export const funnel: Funnel = {
  id: 3,
  name: '友だち追加から来店まで',
  window_days: 14,
  steps: [
    { kind: 'follow', ref_id: null, source_id: null },
    { kind: 'tracker_click', ref_id: 12, source_id: null },
    { kind: 'booking_made', ref_id: null, source_id: null },
    { kind: 'booking_visited', ref_id: null, source_id: null },
  ],
  created_at: at,
  updated_at: at,
};

export const popFunnel: Funnel = {
  id: 4,
  name: '店頭 POP からの予約',
  window_days: 7,
  steps: [
    { kind: 'follow', ref_id: null, source_id: 2 },
    { kind: 'booking_made', ref_id: null, source_id: null },
  ],
  created_at: at,
  updated_at: at,
};

export const funnels: Funnel[] = [popFunnel, funnel];

export const counts = (from: string, to: string, sourceId: number | null): FunnelCounts => {
  const friends = sourceId === null ? [1370, 812, 296, 241] : [412, 260, 101, 88];
  return {
    funnel_id: funnel.id,
    from,
    to,
    source_id: sourceId,
    window_days: funnel.window_days,
    steps: funnel.steps.map((step, index) => {
      const value = friends[index] ?? 0;
      const previous = index === 0 ? null : (friends[index - 1] ?? 0);
      return {
        step: index + 1,
        kind: step.kind,
        friends: value,
        from_previous: previous ? value / previous : null,
        from_first: value / (friends[0] ?? 1),
      };
    }),
  };
};

export const noCounts = (from: string, to: string): FunnelCounts => ({
  funnel_id: funnel.id,
  from,
  to,
  source_id: null,
  window_days: funnel.window_days,
  steps: funnel.steps.map((step, index) => ({
    step: index + 1,
    kind: step.kind,
    friends: 0,
    from_previous: null,
    from_first: null,
  })),
});

export const trackers: Tracker[] = [
  {
    id: 12,
    name: '冬のキャンペーン（クーポン）',
    url: 'https://example.jp/campaign/winter',
    group_id: null,
    actions: { tag_ids: [], values: [], journey_id: null },
    link: '/t/Wn7xQ2pL9kRt4sVb',
    counts: { clicks: 1284, friends: 903 },
    created_at: at,
    updated_at: at,
  },
];

/** The LINE channel's answer, of which the screen reads the basic id alone. */
export const channel = (basicId: string | null): Pick<LineChannel, 'name' | 'mode' | 'basic_id'> => ({
  name: '表参道サロン',
  mode: 'sandbox',
  basic_id: basicId,
});
