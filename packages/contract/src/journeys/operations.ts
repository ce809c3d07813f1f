import { operation } from '../operations';
import { pageQuerySchema } from '../schemas';
import { JOURNEYS_PATHS } from './paths';
import {
  journeyAudienceQuerySchema,
  journeyAudienceSchema,
  journeyBulkIdsSchema,
  journeyCountsSchema,
  journeyDoneSchema,
  journeyFavoriteSchema,
  journeyGroupListSchema,
  journeyGroupSchema,
  journeyIdsSchema,
  journeyInputSchema,
  journeyListSchema,
  journeyMemberListSchema,
  journeyMoveSchema,
  journeyNameSchema,
  journeySchema,
  journeySortSchema,
  journeyTagListSchema,
  journeyTagSchema,
  OUTBOX_LIMIT,
  outboxListSchema,
  outboxQuerySchema,
} from './schemas';

/*
 * Customer journeys (spec §7 "Journeys", word for word): journeys, their groups and journey tags,
 * and the engine's read calls (counts, members, the LINE sandbox's outbox). Reads need a session;
 * every write needs JOURNEY_WRITE (issue 26: §6 names no key for journeys). Every id must be the
 * caller's account's (any other is 404).
 */

const tag = 'journeys';
const write = { keys: ['JOURNEY_WRITE'] } as const;

export const journeys = operation({
  method: 'GET',
  path: JOURNEYS_PATHS.journeys,
  access: 'session',
  tag,
  summary: 'ジャーニーの一覧',
  description: 'グループの並び順に、グループなしのジャーニーは最後に、それぞれグループ内の並び順で返します。',
  responses: { 200: journeyListSchema },
});

export const createJourney = operation({
  method: 'POST',
  path: JOURNEYS_PATHS.journeys,
  access: write,
  tag,
  summary: 'ジャーニーの登録',
  description:
    'グループの最後に加えます。名前は必須で100文字まで。ほかのアカウントのグループ・セグメント・タグ・友だち情報の項目を指すと 422 です。',
  body: journeyInputSchema,
  responses: { 201: journeySchema },
  errors: [404],
});

export const journey = operation({
  method: 'GET',
  path: '/api/journeys/{id}',
  access: 'session',
  tag,
  summary: 'ジャーニー',
  description: 'ジャーニー 1 件（開始のきっかけとステップを含む）。ほかのアカウントのジャーニーは 404 です。',
  responses: { 200: journeySchema },
});

export const updateJourney = operation({
  method: 'PUT',
  path: '/api/journeys/{id}',
  access: write,
  tag,
  summary: 'ジャーニーの変更',
  description:
    'ステップが変わると version が上がります（すでに入った友だちは入ったときの version のまま進みます）。入力の規則は登録と同じです。',
  body: journeyInputSchema,
  responses: { 200: journeySchema },
});

export const deleteJourney = operation({
  method: 'DELETE',
  path: '/api/journeys/{id}',
  access: write,
  tag,
  summary: 'ジャーニーの削除',
  description: 'ジャーニーと、その中にいる友だちの記録を消します。ほかのアカウントのジャーニーは 404 です。',
  responses: { 200: journeyDoneSchema },
  errors: [422],
});

export const journeysSort = operation({
  method: 'POST',
  path: '/api/journeys/sort',
  access: write,
  tag,
  summary: 'グループ内の並び順',
  description:
    'そのグループのジャーニーすべての id を新しい並びの順に渡し、1 から振り直します。一覧が画面を開いた後に変わっていれば 409 です。',
  body: journeySortSchema,
  responses: { 200: journeyDoneSchema },
  errors: [404, 409],
});

export const journeysSortFavorite = operation({
  method: 'POST',
  path: '/api/journeys/sort/favorite',
  access: write,
  tag,
  summary: 'お気に入りの並び順',
  description:
    'お気に入りのジャーニーすべての id を新しい並びの順に渡します。お気に入りが変わっていれば 409 です。',
  body: journeyIdsSchema,
  responses: { 200: journeyDoneSchema },
  errors: [404, 409],
});

export const journeysBulkDelete = operation({
  method: 'POST',
  path: '/api/journeys/bulk_delete',
  access: write,
  tag,
  summary: 'ジャーニーのまとめて削除',
  description: 'id は 1〜500 個。どれかがこのアカウントのものでなければ何も消さずに 404 です。',
  body: journeyBulkIdsSchema,
  responses: { 200: journeyDoneSchema },
  errors: [404],
});

export const journeysMoveGroup = operation({
  method: 'POST',
  path: '/api/journeys/mv_group',
  access: write,
  tag,
  summary: 'ジャーニーのグループの移動',
  description:
    '指定の順で移動先グループの最後へ移します（group_id が null ならグループなし）。id は 1〜500 個です。',
  body: journeyMoveSchema,
  responses: { 200: journeyDoneSchema },
  errors: [404],
});

export const journeyFavorite = operation({
  method: 'PATCH',
  path: '/api/journeys/{id}/fav',
  access: write,
  tag,
  summary: 'お気に入りの切り替え',
  description: 'お気に入りにするとお気に入りの最後に並びます。外すとお気に入りの並び順から抜けます。',
  body: journeyFavoriteSchema,
  responses: { 200: journeySchema },
});

export const journeyCopy = operation({
  method: 'POST',
  path: '/api/journeys/{id}/copy',
  access: write,
  tag,
  summary: 'ジャーニーのコピー',
  description: '同じグループの最後に、名前に「（コピー）」を付けた下書きとして作ります。',
  responses: { 201: journeySchema },
  errors: [422],
});

export const journeyCounts = operation({
  method: 'GET',
  path: '/api/journeys/{id}/counts',
  access: 'session',
  tag,
  summary: 'ステップごとの人数',
  description:
    'ステップごとの待機中・実行済み・失敗の人数と、ジャーニー全体の人数（入った・進行中・完了・退出・失敗）です。',
  responses: { 200: journeyCountsSchema },
});

export const journeyAudience = operation({
  method: 'GET',
  path: '/api/journeys/audience',
  access: 'session',
  tag,
  summary: '配信を開始したときの対象人数',
  description:
    '?entry=&member_query_id= の開始のきっかけで配信を開始（再開）したとき、すぐに参加する友だちの人数（entering：セグメントのフォロー中の友だちのうち、まだ参加していない人。スケジューラーが参加させるのと同じ条件）と、参加中でステップが残っている人数（waiting：journey_id を渡したとき）です。保存前のジャーニーは journey_id なしで数えます。友だち追加・API トリガーで始まるジャーニーは、開始の時点ではだれも参加しません（entering は 0）。ほかのアカウントのセグメントやジャーニーは 404 です。',
  query: journeyAudienceQuerySchema,
  responses: { 200: journeyAudienceSchema },
  // An unknown or another account's segment or journey (the API fuzz found it undocumented).
  errors: [404],
});

export const lineOutbox = operation({
  method: 'GET',
  path: '/api/line/outbox',
  access: 'session',
  tag,
  summary: 'LINE サンドボックスの送信記録',
  description: `LINE のサンドボックスが送信の代わりに記録したメッセージを新しい順に ${OUTBOX_LIMIT} 件返します。?friend_id= で友だち 1 人に絞ります（数字でなければ 422）。`,
  query: outboxQuerySchema,
  responses: { 200: outboxListSchema },
});

export const journeyTagMembers = operation({
  method: 'GET',
  path: '/api/journeys/{id}/journey_tags/{tagId}/members',
  access: 'session',
  tag,
  summary: 'ジャーニータグを付けた友だち',
  description:
    'ジャーニーがジャーニータグを付けた友だちを友だち id 順に、ジャーニーでの位置とともに返します。?page=&per_page= でページ単位（残りは X-Total-Count と Link）。',
  query: pageQuerySchema,
  responses: { 200: journeyMemberListSchema },
});

export const memberQueryMembers = operation({
  method: 'GET',
  path: '/api/journey/member_queries/{qid}/members',
  access: 'session',
  tag,
  summary: 'セグメントが今選ぶ友だち',
  description:
    'セグメントの条件に今合う友だちを友だち id 順に返します。?page=&per_page= でページ単位。ほかのアカウントのセグメントは 404 です。',
  query: pageQuerySchema,
  responses: { 200: journeyMemberListSchema },
});

export const journeyGroups = operation({
  method: 'GET',
  path: JOURNEYS_PATHS.journeyGroups,
  access: 'session',
  tag,
  summary: 'ジャーニーのグループの一覧',
  description: 'グループを並び順に返します。editable が false のグループは名前の変更も削除もできません。',
  responses: { 200: journeyGroupListSchema },
});

export const createJourneyGroup = operation({
  method: 'POST',
  path: JOURNEYS_PATHS.journeyGroups,
  access: write,
  tag,
  summary: 'ジャーニーのグループの登録',
  description: 'グループの最後に加えます。名前は必須で100文字までです。',
  body: journeyNameSchema,
  responses: { 201: journeyGroupSchema },
  errors: [404],
});

export const journeyGroupsSort = operation({
  method: 'POST',
  path: '/api/journey_groups/sort',
  access: write,
  tag,
  summary: 'ジャーニーのグループの並び順',
  description:
    'すべてのグループの id を新しい並びの順に渡します。グループが画面を開いた後に変わっていれば 409 です。',
  body: journeyIdsSchema,
  responses: { 200: journeyDoneSchema },
  errors: [404, 409],
});

export const journeyGroupRename = operation({
  method: 'PATCH',
  path: '/api/journey_groups/{id}/rename',
  access: write,
  tag,
  summary: 'ジャーニーのグループ名の変更',
  description: '名前は必須で100文字まで。変更できないグループ（editable が false）は 403 です。',
  body: journeyNameSchema,
  responses: { 200: journeyGroupSchema },
});

export const deleteJourneyGroup = operation({
  method: 'DELETE',
  path: '/api/journey_groups/{id}',
  access: write,
  tag,
  summary: 'ジャーニーのグループの削除',
  description: 'グループのジャーニーはグループなしの最後へ移ります。変更できないグループは 403 です。',
  responses: { 200: journeyDoneSchema },
  errors: [422],
});

export const journeyTags = operation({
  method: 'GET',
  path: '/api/journey_tags',
  access: 'session',
  tag,
  summary: 'ジャーニータグの一覧',
  description: '並び順に、同じ順なら新しい順に返します（新しいタグは並び順 0 で先頭）。',
  responses: { 200: journeyTagListSchema },
});

export const createJourneyTag = operation({
  method: 'POST',
  path: '/api/journey_tags',
  access: write,
  tag,
  summary: 'ジャーニータグの登録',
  description: '名前は必須で100文字までです。',
  body: journeyNameSchema,
  responses: { 201: journeyTagSchema },
  errors: [404],
});

export const journeyTagRename = operation({
  method: 'PATCH',
  path: '/api/journey_tags/{id}/rename',
  access: write,
  tag,
  summary: 'ジャーニータグ名の変更',
  description: '名前は必須で100文字まで。ほかのアカウントのタグは 404 です。',
  body: journeyNameSchema,
  responses: { 200: journeyTagSchema },
});

export const deleteJourneyTag = operation({
  method: 'DELETE',
  path: '/api/journey_tags/{id}',
  access: write,
  tag,
  summary: 'ジャーニータグの削除',
  description: 'タグと、友だちに付いたそのタグを消します。ほかのアカウントのタグは 404 です。',
  responses: { 200: journeyDoneSchema },
  errors: [422],
});
