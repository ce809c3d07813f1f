import { operation } from '../../operations';
import {
  episodeCreateSchema,
  episodeListSchema,
  episodeSchema,
  episodeStepsInputSchema,
  salonAttrQuerySchema,
  salonSchema,
  slotGroupPatchSchema,
} from '../schemas';

/* Episodes (reminders before a visit) and follows (messages after it), spec §7. */

const tag = 'salon';
const write = { keys: ['RESERVE_WRITE'] } as const;

export const episodes = operation({
  method: 'GET',
  path: '/api/episodes',
  access: 'session',
  tag,
  summary: 'エピソード（種類 10: 来店前）とフォロー（来店後）の一覧',
  description: '削除したもの（hid_at があるもの）は含みません。',
  responses: { 200: episodeListSchema },
});

export const createEpisode = operation({
  method: 'POST',
  path: '/api/episodes',
  access: write,
  tag,
  summary: 'エピソード・フォローの作成',
  description: 'ステップは作成のあと steps で送ります。type は 0〜99 の整数で、ほかは 422 です。',
  body: episodeCreateSchema,
  responses: { 200: episodeSchema },
});

export const episode = operation({
  method: 'GET',
  path: '/api/episodes/{id}',
  access: 'session',
  tag,
  summary: 'エピソード・フォロー',
  description: '削除したものは hid_at つきで返します。ほかのアカウントのものは 404 です。',
  responses: { 200: episodeSchema },
});

export const episodeSteps = operation({
  method: 'POST',
  path: '/api/episodes/{id}/steps',
  access: write,
  tag,
  summary: 'ステップを丸ごと置き換える（送るとき・何分前後・文）',
  description: 'ステップは 20 個までです。誤りはステップの番号つきで 422 です。',
  body: episodeStepsInputSchema,
  responses: { 200: episodeSchema },
});

export const deleteEpisode = operation({
  method: 'DELETE',
  path: '/api/episodes/{id}',
  access: write,
  tag,
  summary: 'エピソード・フォローの削除',
  description: 'hid_at を設定し、サロンとのつながりを外します。',
  responses: { 204: null },
  errors: [422],
});

export const slotGroupSalon = operation({
  method: 'PATCH',
  path: '/api/line/slot_groups/{sid}/salon',
  access: write,
  tag,
  summary: 'サロンにエピソード・フォローをつなぐ（?attr=episode_id|follow_id、本文 {value: id | null}）',
  description:
    'episode_id には種類 10、follow_id にはそれ以外をつなぎます。違う種類・よその id は 422 です。',
  query: salonAttrQuerySchema,
  body: slotGroupPatchSchema,
  responses: { 200: salonSchema },
});
