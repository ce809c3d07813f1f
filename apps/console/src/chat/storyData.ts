import type { ChatMessage, ChatOperator, ChatThread, ChatUnread } from '@console/contract/chat';
import type { MediaListItem } from '@console/contract/media';
import type { TemplateListItem } from '@console/contract/templates';

/*
 * The chat screens' story data (issue 31): four conversations (unread, assigned, done, blocked), a
 * history with every kind of message and a failed reply, the operators, the templates and images a
 * reply may send. The times are fixed just before the visual run's frozen clock (2024-07-15 10:00
 * in Tokyo), so the list reads 10分前, 昨日, 7/10 and 2023/12/28 there, the same every day.
 */

/** A picture drawn in place (no network in the stories). */
const picture = (hue: string, width = 160, height = 160) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${hue}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff" fill-opacity="0.5"/></svg>`,
  )}`;

const thread = (id: number, friend_name: string, extra: Partial<ChatThread> = {}): ChatThread => ({
  id,
  friend_name,
  picture_url: null,
  friend_status: 'following',
  status: 'open',
  unread: 0,
  assignee_id: null,
  assignee_name: null,
  last_message: null,
  last_direction: null,
  last_message_at: '2024-07-01T03:00:00.000Z',
  updated_at: '2024-07-01T03:00:00.000Z',
  ...extra,
});

export const threads: ChatThread[] = [
  thread(1, '石川 千尋', {
    picture_url: picture('#c2185b'),
    unread: 2,
    last_message: 'あと、カラーも一緒にお願いできますか？',
    last_direction: 'in',
    last_message_at: '2024-07-15T00:50:00.000Z',
  }),
  thread(2, 'Sato Hiroto', {
    assignee_id: 1,
    assignee_name: 'オーナー',
    last_message: '承知しました。当日お待ちしております。',
    last_direction: 'out',
    last_message_at: '2024-07-14T09:30:00.000Z',
  }),
  thread(3, '斎藤 由美', {
    status: 'done',
    assignee_id: 3,
    assignee_name: '山田 花子',
    last_message: '[画像]',
    last_direction: 'in',
    last_message_at: '2024-07-10T01:00:00.000Z',
  }),
  thread(4, '藤田 一郎（ブロック中のお客様で名前がとても長い場合の表示）', {
    friend_status: 'blocked',
    unread: 1,
    last_message: '営業時間を教えてください。土曜日と日曜日の午前中は予約なしでも入れますか？',
    last_direction: 'in',
    last_message_at: '2023-12-28T02:00:00.000Z',
  }),
];

export const unread: ChatUnread = { threads: 2, messages: 3, mine: 0 };

export const operators: ChatOperator[] = [
  { id: 1, name: 'オーナー' },
  { id: 2, name: 'スタッフ' },
  { id: 3, name: '山田 花子' },
];

let seq = 100;
const message = (extra: Partial<ChatMessage>): ChatMessage => {
  seq += 1;
  return {
    id: seq,
    friend_id: 1,
    direction: 'in',
    kind: 'text',
    text: null,
    media_url: null,
    template_id: null,
    sent_by: null,
    status: null,
    error: null,
    created_at: '2024-07-15T00:40:00.000Z',
    ...extra,
  };
};

/** Thread 1's history, oldest first (the API answers newest first). */
export const history: ChatMessage[] = [
  message({
    text: 'こんにちは。12月5日の15時にカットの予約をお願いできますか？',
    created_at: '2024-07-14T08:00:00.000Z',
  }),
  message({
    direction: 'out',
    text: 'お問い合わせありがとうございます。\n12月5日15時で承りました。',
    sent_by: 1,
    status: 'sent',
    created_at: '2024-07-14T08:05:00.000Z',
  }),
  message({
    direction: 'out',
    kind: 'template',
    template_id: 2,
    sent_by: 1,
    status: 'sent',
    created_at: '2024-07-14T08:06:00.000Z',
  }),
  message({ kind: 'image', created_at: '2024-07-15T00:38:00.000Z' }),
  message({
    direction: 'out',
    kind: 'image',
    media_url: picture('#1f5fbf', 240, 160),
    sent_by: 1,
    status: 'sent',
    created_at: '2024-07-15T00:40:00.000Z',
  }),
  message({
    direction: 'out',
    text: 'こちらのスタイルでよろしいでしょうか？',
    sent_by: 1,
    status: 'failed',
    error: 'LINE に接続できませんでした。しばらくしてから再送してください。',
    created_at: '2024-07-15T00:41:00.000Z',
  }),
  message({ text: 'あと、カラーも一緒にお願いできますか？', created_at: '2024-07-15T00:50:00.000Z' }),
];

export const failedMessage = history[5] as ChatMessage;

/** The templates list answers (the reply's テンプレート choices read it by path). */
export const templates: TemplateListItem[] = [
  {
    id: 2,
    name: 'ご予約ありがとうございます',
    group_id: null,
    status: 'ready',
    types: ['text'],
    preview: 'ご予約ありがとうございます。',
    problem_count: 0,
    updated_at: '2024-07-01T01:00:00.000Z',
  },
  {
    id: 3,
    name: '冬のキャンペーン',
    group_id: null,
    status: 'ready',
    types: ['text', 'image'],
    preview: '冬のキャンペーンのお知らせです。',
    problem_count: 0,
    updated_at: '2024-07-01T01:00:00.000Z',
  },
];

export const images: MediaListItem[] = [
  {
    id: 7,
    name: 'ヘアカタログ',
    width: 1040,
    height: 1040,
    bytes: 120_000,
    content_type: 'image/png',
    preview_url: picture('#0b7a4b'),
    preview_width: 240,
    preview_height: 240,
    created_at: '2024-07-01T01:00:00.000Z',
    updated_at: '2024-07-01T01:00:00.000Z',
  },
];
