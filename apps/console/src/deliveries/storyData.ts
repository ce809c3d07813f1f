import type { Delivery, DeliveryQuota } from '@console/contract/deliveries';
import { DELIVERY_MESSAGES as M } from '@console/contract/deliveries';
import type { Friend, MemberQuery, Tag } from '@console/contract/friends';

/*
 * The deliveries screens' story data (issue 31): a delivery of each status, the tags, segments
 * and ready templates the form offers, friends to test with, and the month's quota.
 */

const at = '2026-11-20T01:00:00.000Z';
const none = { sent: 0, failed: 0, clicked: 0, blocked_since: 0 };

export const delivery = (id: number, name: string, extra: Partial<Delivery> = {}): Delivery => ({
  id,
  name,
  template_id: 1,
  audience: { type: 'all' },
  schedule: { type: 'now' },
  pacing: null,
  status: 'draft',
  scheduled_at: null,
  started_at: null,
  finished_at: null,
  recipient_count: null,
  stats: none,
  error: null,
  sandbox: null,
  created_at: at,
  updated_at: at,
  ...extra,
});

/** A draft with everything chosen: tags less a tag, a time in Japan, paced. */
export const draft = delivery(2, '冬のセールのお知らせ', {
  template_id: 2,
  audience: { type: 'tags', tag_ids: [1, 2], exclude_tag_ids: [3] },
  schedule: { type: 'at', at: '2026-12-01T09:00' },
  pacing: { per_minute: 500 },
});

export const scheduled = delivery(3, '年末年始の営業時間', {
  audience: { type: 'segment', member_query_id: 1 },
  schedule: { type: 'at', at: '2026-12-28T10:00' },
  status: 'scheduled',
  scheduled_at: '2026-12-28T01:00:00.000Z',
  recipient_count: 96,
});

export const sending = delivery(4, '11月のクーポン', {
  status: 'sending',
  pacing: { per_minute: 1000 },
  scheduled_at: '2026-11-27T03:00:00.000Z',
  started_at: '2026-11-27T03:00:02.000Z',
  recipient_count: 1280,
  stats: { sent: 612, failed: 8, clicked: 41, blocked_since: 1 },
  sandbox: false,
});

/** Stopped when LINE's monthly quota ran out: the friends left are counted as failed. */
export const stopped = delivery(5, '新商品の入荷', {
  status: 'done',
  scheduled_at: '2026-11-25T00:00:00.000Z',
  started_at: '2026-11-25T00:00:01.000Z',
  finished_at: '2026-11-25T00:03:40.000Z',
  recipient_count: 1280,
  stats: { sent: 1000, failed: 280, clicked: 133, blocked_since: 6 },
  error: M.quotaExhausted,
  sandbox: false,
});

export const done = delivery(6, '秋の感謝祭', {
  audience: { type: 'tags', tag_ids: [1], exclude_tag_ids: [] },
  status: 'done',
  scheduled_at: '2026-10-15T09:00:00.000Z',
  started_at: '2026-10-15T09:00:01.000Z',
  finished_at: '2026-10-15T09:01:10.000Z',
  recipient_count: 342,
  stats: { sent: 340, failed: 2, clicked: 57, blocked_since: 3 },
  sandbox: false,
});

export const cancelled = delivery(7, '臨時休業のお知らせ', {
  status: 'cancelled',
  schedule: { type: 'at', at: '2026-11-10T18:00' },
  scheduled_at: '2026-11-10T09:00:00.000Z',
  recipient_count: 1250,
});

export const deliveries: Delivery[] = [draft, sending, scheduled, stopped, done, cancelled];

export const tags: Tag[] = [
  { id: 1, name: '常連', group_id: null, order: 1, friend_count: 342 },
  { id: 2, name: '新規', group_id: null, order: 2, friend_count: 120 },
  { id: 3, name: '配信停止希望', group_id: null, order: 3, friend_count: 15 },
];

export const segments: MemberQuery[] = [
  {
    id: 1,
    name: 'ゴールド会員',
    filter: { tags_all: [1], vars: [], status: 'following' },
    updated_at: at,
  },
];

/** The ready templates as the template list answers them (the choice reads id and name). */
export const templates = [
  { id: 1, name: 'クーポンのお知らせ' },
  { id: 2, name: 'セール告知（画像つき）' },
];

const friend = (id: number, name: string): Friend => ({
  id,
  line_user_id: `U${id}`,
  display_name: name,
  picture_url: null,
  status: 'following',
  followed_at: at,
  blocked_at: null,
  last_active_at: null,
  tag_ids: [],
});

export const friends: Friend[] = [friend(11, '佐藤 花子'), friend(12, '佐藤 健'), friend(13, '鈴木 太郎')];

export const quota: DeliveryQuota = { limit: 5000, used: 1200, remaining: 3800, sandbox: false };
export const sandboxQuota: DeliveryQuota = { limit: null, used: 0, remaining: null, sandbox: true };

/** The count an audience reaches, as the server would answer it for the story's account. */
export function audienceCount(audience: { type: string }): number {
  if (audience.type === 'segment') return 96;
  if (audience.type === 'tags') return 327;
  return 1280;
}
