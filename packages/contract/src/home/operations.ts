import { operation } from '../operations';
import { homeSummarySchema } from './summary';

/*
 * The home page's operations, apart from its routes and schemas: the console's entry imports
 * HOME_ROUTES from this folder, and an operation defined beside them would carry zod into every
 * screen's first load (16 kB gzip; the size check of the login page caught it).
 */

export const homeSummary = operation({
  method: 'GET',
  path: '/api/home/summary',
  access: 'session',
  tag: 'home',
  summary: 'ホームの要約（今日やること）',
  description:
    '今日の予約・返事待ちの変更／キャンセルの依頼・今日送る通知メッセージ・7 日以内に送信に失敗した通知メッセージ・配信中のジャーニー・今日の新しい友だちの件数です。予約の 2 項目は RESERVE_WRITE を持つ人にだけ返します（予約表と同じ）。',
  responses: { 200: homeSummarySchema },
});
