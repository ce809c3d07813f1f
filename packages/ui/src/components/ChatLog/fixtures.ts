import type { ChatLogMessage } from './chatLogRows';

/** A small seeded generator (mulberry32): the same seed gives the same conversation every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const phrases = [
  'こんにちは。',
  '予約の変更をお願いできますか？',
  '承知しました。ご希望の日時を教えてください。',
  '来週の火曜日の 15 時は空いていますか？',
  'はい、空いております。15:00 でお取りしますね。',
  'ありがとうございます！',
  'クーポンはまだ使えますか？',
  '今月末まで有効です。ご来店の際に画面をお見せください。',
  '駐車場はありますか？',
  '店舗の裏に 3 台分ございます。満車の場合は近くのコインパーキングをご利用ください（駐車券のサービスがあります）。',
  '了解です',
  '少し遅れそうです。10 分ほど遅れて到着します。申し訳ありません。',
];

/** 友だちとの会話を決まった順に作る（`seed` が同じなら同じ内容）。古い順、`start` から数分おき。 */
export function generateChatMessages(
  count: number,
  { seed = 1, start = '2026-11-01T09:00:00+09:00', idPrefix = 'm' } = {},
): ChatLogMessage[] {
  const random = seeded(seed);
  const messages: ChatLogMessage[] = [];
  let time = Date.parse(start);
  for (let i = 0; i < count; i++) {
    // Mostly a few minutes apart, now and then a night: the log crosses many days.
    time += random() < 0.04 ? 10 * 3600_000 : Math.floor(random() * 40 + 1) * 60_000;
    const direction = random() < 0.5 ? 'in' : 'out';
    const text = phrases[Math.floor(random() * phrases.length)] ?? '';
    messages.push({
      id: `${idPrefix}${i}`,
      direction,
      kind: 'text',
      text: i % 17 === 0 ? `${text}\n${text}` : text,
      at: new Date(time).toISOString(),
      senderName: direction === 'in' ? '山田花子' : undefined,
    });
  }
  return messages;
}

/** 短い会話（2026-11-28 と 11-29 の 2 日）。 */
export const shortConversation: ChatLogMessage[] = [
  {
    id: 'c1',
    direction: 'in',
    kind: 'text',
    text: 'こんにちは。予約の変更をお願いできますか？',
    at: '2026-11-28T18:02:00+09:00',
    senderName: '山田花子',
  },
  {
    id: 'c2',
    direction: 'out',
    kind: 'text',
    text: 'こんにちは。承知しました。ご希望の日時を教えてください。',
    at: '2026-11-28T18:05:00+09:00',
    status: 'sent',
  },
  {
    id: 'c3',
    direction: 'in',
    kind: 'text',
    text: '来週の火曜日の 15 時は空いていますか？',
    at: '2026-11-28T18:07:00+09:00',
    senderName: '山田花子',
  },
  {
    id: 'c4',
    direction: 'in',
    kind: 'sticker',
    imageUrl: stickerUrl(),
    alt: 'お願いのスタンプ',
    at: '2026-11-28T18:07:30+09:00',
    senderName: '山田花子',
  },
  {
    id: 'c5',
    direction: 'out',
    kind: 'text',
    text: 'はい、12月1日（火）15:00 でお取りしました。\nご来店をお待ちしております。',
    at: '2026-11-29T09:12:00+09:00',
    status: 'sent',
  },
  {
    id: 'c6',
    direction: 'in',
    kind: 'text',
    text: 'ありがとうございます！',
    at: '2026-11-29T09:20:00+09:00',
    senderName: '山田花子',
  },
];

/** A picture drawn in SVG (no network in the stories). */
export function pictureUrl(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 60% 70%)"/><circle cx="300" cy="80" r="40" fill="hsl(${(hue + 40) % 360} 70% 85%)"/><path d="M0 300 L140 140 L260 300 Z" fill="hsl(${hue} 40% 40%)"/><text x="20" y="40" font-size="28" fill="#111">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function stickerUrl(): string {
  // A smiling face in shapes only: the test machines have no emoji font.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="56" fill="#ffe08a"/><circle cx="42" cy="48" r="7" fill="#333"/><circle cx="78" cy="48" r="7" fill="#333"/><path d="M36 74 Q60 100 84 74" stroke="#333" stroke-width="6" fill="none"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
