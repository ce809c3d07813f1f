import type { MediaListItem } from '@console/contract/media';
import type { Board, BoardPost } from '@console/contract/pages';
import type { BoardPostRead } from './hooks';

/* What the board stories and tests answer (issue 33): an account's boards with and without a LIFF
 * app, one board's posts in every state (pinned, draft, with images), and who read one. */

const ORIGIN = 'https://console.example.jp';
const LIFF = 'https://liff.line.me/1657000000-AbCdEfGh';

const boardOf = (changes: Partial<Board> & Pick<Board, 'id' | 'title' | 'code'>): Board => ({
  description: '',
  theme: null,
  public_url: `${ORIGIN}/b/${changes.code}`,
  liff_url: `${LIFF}/b/${changes.code}`,
  published_posts: 0,
  posts: 0,
  friends: 1280,
  updated_at: '2026-11-25T03:15:00.000Z',
  created_at: '2026-11-01T01:00:00.000Z',
  ...changes,
});

/** Newest first, as the list answers. */
export const boards: Board[] = [
  boardOf({
    id: 7,
    title: '表参道店 お知らせボード',
    description: '営業時間の変更やキャンペーンのお知らせを掲載します。',
    code: 'BrdOmote7xQ2',
    published_posts: 3,
    posts: 4,
  }),
  boardOf({
    id: 5,
    title: 'スタッフブログ（年末年始の営業時間・新メニューのご案内など、長いタイトルの例）',
    code: 'BrdStaff5kP9',
    theme: 'sakura',
    published_posts: 12,
    posts: 15,
    updated_at: '2026-11-20T10:00:00.000Z',
  }),
  boardOf({ id: 3, title: '会員さま限定', code: 'BrdMember3aZ', updated_at: '2026-11-02T00:00:00.000Z' }),
];

/** The same boards where the account has no LIFF app: only the public addresses. */
export const boardsWithoutLiff: Board[] = boards.map((board) => ({ ...board, liff_url: null }));

export const [omotesando] = boards as [Board, ...Board[]];

const COLORS: Record<number, string> = {
  101: '#1f5fbf',
  102: '#0b7a4b',
  103: '#9e1d26',
  104: '#b36b00',
  105: '#5b3a9e',
  106: '#2f4f4f',
};
/** A flat colour drawn inline: a story loads no image from the network. */
const image = (id: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="${COLORS[id] ?? '#777777'}"/></svg>`)}`;

/** The image library the post editor's picker lists. */
export const libraryImages: MediaListItem[] = Object.keys(COLORS).map((key, index) => ({
  id: Number(key),
  name: `店内の写真 ${index + 1}`,
  width: 1040,
  height: 1040,
  bytes: 320_000,
  content_type: 'image/jpeg',
  preview_url: image(Number(key)),
  preview_width: 240,
  preview_height: 240,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
}));

const postOf = (changes: Partial<BoardPost> & Pick<BoardPost, 'id' | 'title' | 'body'>): BoardPost => ({
  board_id: omotesando.id,
  media_ids: [],
  image_urls: [],
  pinned: false,
  status: 'published',
  published_at: '2026-11-20T01:00:00.000Z',
  reads: 0,
  updated_at: '2026-11-20T01:00:00.000Z',
  created_at: '2026-11-19T01:00:00.000Z',
  ...changes,
});

/** Pinned first, then newest: the server's order. */
export const posts: BoardPost[] = [
  postOf({
    id: 41,
    title: '【重要】年末年始の営業時間',
    body: '12/29〜1/3 は休業いたします。\n1/4 から通常どおり営業します。',
    pinned: true,
    media_ids: [101, 102, 103, 104],
    image_urls: [image(101), image(102), image(103), image(104)],
    published_at: '2026-11-10T00:00:00.000Z',
    reads: 412,
  }),
  postOf({
    id: 44,
    title: '冬の新メニュー「ヘッドスパ 60分」',
    body: '\n寒い季節の頭皮ケアに。ご予約はトーク画面のメニューからどうぞ。',
    media_ids: [105],
    image_urls: [image(105)],
    published_at: '2026-11-24T09:30:00.000Z',
    reads: 96,
  }),
  postOf({
    id: 45,
    title: '12月のキャンペーン（下書き）',
    body: '全メニュー10%オフ。内容を確認中です。',
    status: 'draft',
    published_at: null,
    updated_at: '2026-11-26T05:00:00.000Z',
  }),
  postOf({
    id: 40,
    title: 'スタッフ紹介',
    body: '新しいスタッフが入りました。',
    published_at: '2026-11-01T02:00:00.000Z',
    reads: 830,
  }),
];

export const [pinnedPost, menuPost, draftPost] = posts as [BoardPost, BoardPost, BoardPost, ...BoardPost[]];

/** Who read the pinned post, newest first. */
export const readers: BoardPostRead[] = [
  { friend: { id: 301, display_name: '山田 花子' }, read_at: '2026-11-28T12:05:00.000Z' },
  { friend: { id: 287, display_name: 'Sato Kenta' }, read_at: '2026-11-27T23:40:00.000Z' },
  { friend: { id: 150, display_name: '鈴木 一郎' }, read_at: '2026-11-25T02:10:00.000Z' },
];
