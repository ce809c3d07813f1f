import * as z from 'zod/mini';
import { operation } from '../../operations';
import {
  GOOGLE_CALENDAR_PURPOSES,
  googleCalendarChoiceListSchema,
  googleCalendarLinkInputSchema,
  googleCalendarListSchema,
  googleCalendarSchema,
  googleConnectSchema,
  googleTokenListSchema,
} from '../schemas';

/* External calendars: Google Calendar (spec §7 "External calendars"). */

const tag = 'salon';
const write = { keys: ['RESERVE_WRITE'] } as const;

export const googleCalendars = operation({
  method: 'GET',
  path: '/api/salon/{sid}/googlecalendars',
  access: 'session',
  tag,
  summary: 'Google カレンダー連携の一覧',
  description: 'リソースのカレンダーごとに、連携する内容（シフト・予約）と反映の状況を返します。',
  responses: { 200: googleCalendarListSchema },
  errors: [422],
});

export const createGoogleCalendar = operation({
  method: 'POST',
  path: '/api/salon/{sid}/googlecalendars',
  access: write,
  tag,
  summary: 'リソースのシフトまたは予約を Google カレンダーに連携する',
  description: '最初の反映は裏で進みます。同じ連携がすでにあれば 409、Google に接続できなければ 502 です。',
  body: googleCalendarLinkInputSchema,
  responses: { 200: googleCalendarSchema },
  errors: [409, 502],
});

export const googleCalendarLink = operation({
  method: 'DELETE',
  path: '/api/salon/{sid}/googlecalendars/{primaryId}/{purpose}/{associationId}',
  access: write,
  tag,
  summary: '連携の解除',
  description: 'Google に入れた予定は裏で削除されます。purpose は shift か reservation です。',
  params: { purpose: z.enum(GOOGLE_CALENDAR_PURPOSES) },
  responses: { 204: null },
  errors: [422],
});

export const googleCalendarResync = operation({
  method: 'POST',
  path: '/api/salon/{sid}/googlecalendars/{primaryId}/shift/{associationId}/resync',
  access: write,
  tag,
  summary: 'シフトを Google カレンダーにすべて書き直す',
  description: '書き直しは裏で進みます。ほかのサロンの連携は 404 です。',
  responses: { 200: googleCalendarSchema },
  errors: [422],
});

export const googleTokens = operation({
  method: 'GET',
  path: '/api/salon/{sid}/google_tokens',
  access: 'session',
  tag,
  summary: '接続した Google アカウント',
  description: 'トークンそのものは返しません。',
  responses: { 200: googleTokenListSchema },
  errors: [422],
});

export const googleConnect = operation({
  method: 'POST',
  path: '/api/salon/{sid}/google_tokens/connect',
  access: write,
  tag,
  summary: 'Google アカウントを接続する: 同意画面の URL',
  description: 'URL は 10 分間・1 回だけ有効です。同意のあと Google はブラウザをコールバックに戻します。',
  responses: { 200: googleConnectSchema },
  errors: [422],
});

export const googleTokenCalendars = operation({
  method: 'GET',
  path: '/api/salon/{sid}/google_tokens/{id}/calendars',
  access: 'session',
  tag,
  summary: 'Google アカウントのカレンダー（連携先を選ぶため）',
  description: '接続が切れていれば 422、Google に接続できなければ 502 です。',
  responses: { 200: googleCalendarChoiceListSchema },
  errors: [422, 502],
});

export const deleteGoogleToken = operation({
  method: 'DELETE',
  path: '/api/salon/{sid}/google_tokens/{id}',
  access: write,
  tag,
  summary: 'Google アカウントの接続を解除する',
  description: 'その連携もすべて解除します。Google にある予定は残ります。',
  responses: { 204: null },
  errors: [422],
});

export const googleCallback = operation({
  method: 'GET',
  path: '/api/google/oauth/callback',
  access: 'public',
  tag,
  summary: 'Google の同意画面からの戻り先（ブラウザのリダイレクト）',
  description:
    'コンソールの外部カレンダー設定へ結果（?google=connected など）つきでリダイレクトします。ログインしていなければログイン画面へ。',
  responses: { 302: null },
});
