import { operation } from '../operations';
import { TRACKERS_PATHS } from './paths';
import {
  trackerInputSchema,
  trackerListSchema,
  trackerQuerySchema,
  trackerSchema,
  trackerStatsSchema,
} from './schemas';

/*
 * Click trackers (issue 31; spec §2 `tracker/edit/new`, `tracker/edit/{id}`). Reads need a
 * session of the account; every write TEMPLATE_WRITE. Spec §6 names no key for trackers and the
 * route table gives their editor none, but every write needs a key (issue 26 §2): a tracker is a
 * link put into message templates, its editor sits beside the template editor in spec §2 with the
 * same `group` query (the same content groups), so whoever may write the messages may write their
 * links. An id of another account is 404.
 *
 * The redirect itself, GET /t/{code}, is a page, not an operation: it answers 302 or an HTML 404
 * to anyone (server trackers/redirect.ts).
 */

const tag = 'trackers';
const write = { keys: ['TEMPLATE_WRITE'] } as const;

export const trackers = operation({
  method: 'GET',
  path: TRACKERS_PATHS.trackers,
  access: 'session',
  tag,
  summary: 'トラッカーの一覧',
  description:
    '新しく作った順に、クリック数とクリックした友だちの数とともに。group はグループ id か none（グループなし）。?page=&per_page= でページ単位（X-Total-Count, Link）、なければ全件の配列です。',
  query: trackerQuerySchema,
  responses: { 200: trackerListSchema },
});

export const tracker = operation({
  method: 'GET',
  path: TRACKERS_PATHS.tracker,
  access: 'session',
  tag,
  summary: 'トラッカー',
  description: '転送先の URL・グループ・クリックしたときの動作・共通のリンク・クリック数を返します。',
  responses: { 200: trackerSchema },
});

export const createTracker = operation({
  method: 'POST',
  path: TRACKERS_PATHS.trackers,
  access: write,
  tag,
  summary: 'トラッカーの作成',
  description:
    'URL は http:// か https:// だけです。グループ・タグ・友だち情報の項目・ジャーニーがアカウントのものでなければ 422 です。共通のリンク（/t/{code}）をひとつ作ります。',
  body: trackerInputSchema,
  responses: { 201: trackerSchema },
});

export const updateTracker = operation({
  method: 'PUT',
  path: TRACKERS_PATHS.tracker,
  access: write,
  tag,
  summary: 'トラッカーの変更',
  description:
    '送ったメッセージのリンクはそのまま使え、次のクリックから新しい転送先と動作になります。参照先の確認は作成と同じです。',
  body: trackerInputSchema,
  responses: { 200: trackerSchema },
});

export const deleteTracker = operation({
  method: 'DELETE',
  path: TRACKERS_PATHS.tracker,
  access: write,
  tag,
  summary: 'トラッカーの削除',
  description:
    'リンクとクリックの記録も消えます。送ったメッセージのリンクは「リンクが見つかりません」になります。',
  responses: { 204: null },
});

export const trackerStats = operation({
  method: 'GET',
  path: TRACKERS_PATHS.stats,
  access: 'session',
  tag,
  summary: 'トラッカーのクリック数',
  description:
    '合計と、日本時間の日ごと（直近90日のクリックのあった日）・配信ごと・端末の種類ごとのクリック数。リンクのプレビューやボットのアクセスは数えません。',
  responses: { 200: trackerStatsSchema },
});
