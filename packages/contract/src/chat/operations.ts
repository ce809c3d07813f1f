import { operation } from '../operations';
import { CHAT_PATHS } from './paths';
import {
  chatAssigneeSchema,
  chatEventQuerySchema,
  chatEventStreamSchema,
  chatMessagePageSchema,
  chatMessageQuerySchema,
  chatMessageSchema,
  chatOperatorListSchema,
  chatReplySchema,
  chatStatusSchema,
  chatThreadListSchema,
  chatThreadQuerySchema,
  chatThreadSchema,
  chatUnreadSchema,
} from './schemas';

/*
 * The one-to-one chat (issue 31). Reads need a session of the account, as the friends' reads do:
 * whoever may see the friend list may see what friends wrote. Replying, assigning and marking done
 * need FRIEND_WRITE: spec §6 names no chat key, and these act on the friend (a message in their
 * LINE, the friend's handling) the way editing a friend does; a role that may not edit friends
 * must not speak to them in the account's name. A thread's id is its friend's id; another account's is 404.
 */

const tag = 'chat';
const write = { keys: ['FRIEND_WRITE'] } as const;

export const chatThreads = operation({
  method: 'GET',
  path: CHAT_PATHS.threads,
  access: 'session',
  tag,
  summary: 'チャットの一覧',
  description:
    '最後のメッセージが新しい順。filter は all・unread（未読あり）・mine（自分の担当）・unassigned（担当なし）・done（対応済み）で、done 以外は未対応だけです。q は友だちの名前の一部。?page=&per_page= でページ単位（X-Total-Count, Link）。',
  query: chatThreadQuerySchema,
  responses: { 200: chatThreadListSchema },
});

export const chatThread = operation({
  method: 'GET',
  path: CHAT_PATHS.thread,
  access: 'session',
  tag,
  summary: 'チャット',
  description:
    '友だちとの会話の状態（未読数・担当者・対応済みか）。まだメッセージがなくても友だちがいれば返します。',
  responses: { 200: chatThreadSchema },
});

export const chatMessages = operation({
  method: 'GET',
  path: CHAT_PATHS.messages,
  access: 'session',
  tag,
  summary: 'チャットのメッセージ',
  description:
    '新しい順に limit 件（既定 50、最大 200）。古いメッセージは next_before を before に渡して続きを読みます。',
  query: chatMessageQuerySchema,
  responses: { 200: chatMessagePageSchema },
});

export const chatReply = operation({
  method: 'POST',
  path: CHAT_PATHS.messages,
  access: write,
  tag,
  summary: 'チャットの返信',
  description:
    'type で text（5,000文字まで）・template（配信可能なテンプレート）・image（画像ライブラリの画像）を選び、LINE のプッシュメッセージで送ります。LINE が受け付けないときも 201 で、メッセージの status が failed、error に理由が入ります。ブロックされている友だちには 409。',
  body: chatReplySchema,
  responses: { 201: chatMessageSchema },
  errors: [409],
});

export const chatRetry = operation({
  method: 'POST',
  path: CHAT_PATHS.retry,
  access: write,
  tag,
  summary: 'チャットの再送',
  description:
    '送信に失敗した（または送信中のまま残った）返信を同じ X-Line-Retry-Key でもう一度送ります。LINE が受け取り済みなら二重には届きません。送信済みのメッセージと、最初の送信から23時間を過ぎたメッセージ（LINE が同じキーを覚えているのは24時間）は 409。',
  responses: { 200: chatMessageSchema },
  errors: [409],
});

/*
 * Marking read needs FRIEND_WRITE too: the unread count is the account's (one per thread, shared
 * by every operator, what the side menu counts), so clearing it says "handled" for everyone, and
 * every write needs a key (issue 26 §2). An operator who may only read sees the thread unchanged.
 */
export const chatRead = operation({
  method: 'POST',
  path: CHAT_PATHS.read,
  access: write,
  tag,
  summary: 'チャットを既読にする',
  description: '未読数を 0 にします。',
  responses: { 200: chatThreadSchema },
});

export const chatAssign = operation({
  method: 'PUT',
  path: CHAT_PATHS.assignee,
  access: write,
  tag,
  summary: 'チャットの担当者',
  description: 'アカウントのオペレーターか null（担当なし）。ほかのアカウントのオペレーターは 422。',
  body: chatAssigneeSchema,
  responses: { 200: chatThreadSchema },
});

export const chatStatus = operation({
  method: 'PUT',
  path: CHAT_PATHS.status,
  access: write,
  tag,
  summary: 'チャットを対応済みにする・戻す',
  description:
    'done で対応済み、open で未対応に戻します。友だちから新しいメッセージが来ると未対応に戻ります。',
  body: chatStatusSchema,
  responses: { 200: chatThreadSchema },
});

export const chatUnread = operation({
  method: 'GET',
  path: CHAT_PATHS.unread,
  access: 'session',
  tag,
  summary: 'チャットの未読数',
  description:
    'サイドメニューの件数：未読のある会話の数・未読メッセージの数・自分の担当で未読のある会話の数。',
  responses: { 200: chatUnreadSchema },
});

export const chatEvents = operation({
  method: 'GET',
  path: CHAT_PATHS.events,
  access: 'session',
  tag,
  summary: 'チャットの変化をリアルタイムに（Server-Sent Events）',
  description:
    'Accept: text/event-stream が必要です（なければ 406）。イベント名 chat。data は { id, type: message|thread, thread_id, message_id, created_at }。Last-Event-ID（または ?last_event_id=）で 5 分前まで続きから受け取れます。',
  query: chatEventQuerySchema,
  responses: { 200: chatEventStreamSchema },
  errors: [406],
  produces: ['text/event-stream'],
});

export const chatOperators = operation({
  method: 'GET',
  path: CHAT_PATHS.operators,
  access: 'session',
  tag,
  summary: 'チャットの担当者の候補',
  description: 'このアカウントのオペレーター（名前順）。担当者の選択肢です。',
  responses: { 200: chatOperatorListSchema },
});
