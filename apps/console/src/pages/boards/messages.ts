import { BOARD_POST_STATUS_LABELS, BOARDS_MESSAGES, PAGES_ROUTES } from '@console/contract/pages';

const n = (value: number) => value.toLocaleString('ja-JP');
const titleOf = (name: (typeof PAGES_ROUTES)[number]['name']) =>
  PAGES_ROUTES.find((route) => route.name === name)?.title ?? '';

/**
 * The Japanese words of the board screens (issue 33). The titles and the post statuses are the
 * contract's (PAGES_ROUTES, BOARD_POST_STATUS_LABELS); the fields' rules come from its schemas
 * (checkInput), so the server's 422 and the screen say the same words.
 */
export const BOARDS_TEXT = {
  listTitle: titleOf('BoardListPage'),
  postsTitle: titleOf('BoardPostsPage'),
  status: BOARD_POST_STATUS_LABELS,
  none: '—',
  cancel: 'キャンセル',
  close: '閉じる',
  save: '保存',
  saved: '保存しました。',

  // The list of boards
  create: 'ボードを作成',
  settings: 'ページの設定',
  title: 'タイトル',
  posts: '投稿',
  address: 'アドレス',
  updatedAt: '更新日時',
  actions: '操作',
  postCounts: (published: number, all: number) => `掲載中 ${n(published)} / 全 ${n(all)}`,
  postsOf: (title: string) => `${title}の投稿`,
  liffAddress: 'LINE 用',
  publicAddress: '公開 URL',
  copy: 'コピー',
  copyOf: (title: string) => `${title}のアドレスをコピー`,
  urlCopied: 'URL をコピーしました。',
  urlCopyFailed: 'コピーできませんでした。URL を選んでコピーしてください。',
  boardNeedsLiff: BOARDS_MESSAGES.boardNeedsLiff,
  openSettings: 'ページの設定を開く',
  empty:
    'ボードはまだありません。ボードは友だち限定のお知らせ掲示板です。大事なお知らせはピン留めで先頭に置け、投稿ごとに何人の友だちが読んだか（既読数）がわかります。「ボードを作成」から始めましょう。',
  edit: '編集',
  remove: '削除',
  removeConfirm: (title: string) => `「${title}」を削除しますか？`,
  removeMessage:
    '投稿と既読の記録もすべて削除されます。アドレスは開けなくなります。この操作は取り消せません。',
  removed: '削除しました。',

  // The board's modal
  newBoard: 'ボードの作成',
  editBoard: 'ボードの編集',
  boardTitle: 'ボード名',
  description: '説明',
  descriptionHelp: 'ボードの上に表示されます。',
  theme: 'テーマ',
  accountTheme: 'アカウントと同じ',
  created: (title: string) => `「${title}」を作りました。`,

  // The posts
  back: 'ボードの一覧へ',
  newPost: '投稿を作成',
  search: 'タイトルで検索',
  searchPlaceholder: 'タイトルの一部',
  searchButton: '検索',
  statusFilter: '状態',
  all: 'すべて',
  pinned: 'ピン留め',
  statusColumn: '状態',
  reads: '既読',
  publishedAt: '掲載日時',
  readRate: (reads: number, friends: number, rate: string) =>
    `既読 ${n(reads)}人（友だち ${n(friends)}人中 ${rate}）`,
  readsOnly: (reads: number) => `既読 ${n(reads)}人`,
  imagesOf: (title: string) => `${title}の画像`,
  postsEmpty: 'まだ投稿はありません。「投稿を作成」から、友だちに届けるお知らせを書きましょう。',
  postsFiltered: '条件に合う投稿はありません。検索の言葉や状態を変えてみてください。',
  notFound: 'ボードが見つかりません。削除されたか、アドレスが違います。',
  pin: 'ピン留め',
  unpin: 'ピン留めを外す',
  toDraft: '下書きに戻す',
  publish: '掲載する',
  readers: '既読の友だち',
  pinnedDone: 'ピン留めしました。',
  unpinnedDone: 'ピン留めを外しました。',
  draftDone: '下書きに戻しました。',
  publishedDone: '掲載しました。',
  removePostConfirm: (title: string) => `「${title}」を削除しますか？`,
  removePostMessage: '既読の記録も削除されます。この操作は取り消せません。',

  // The post editor
  editPost: '投稿の編集',
  postTitle: 'タイトル',
  body: '本文',
  images: '画像',
  imagesHelp: (max: number) => `${max}枚まで。並べた順に本文の下に表示されます。`,
  addImage: '画像を追加',
  imageAt: (position: number) => `画像 ${position}`,
  imageUnknown: (id: number) => `画像 #${id}`,
  moveEarlier: (position: number) => `画像 ${position} を前へ`,
  moveLater: (position: number) => `画像 ${position} を後ろへ`,
  removeImage: (position: number) => `画像 ${position} を外す`,
  loading: '読み込み中...',
  pinThis: 'ピン留めする',
  pinHelp: 'ピン留めした投稿はボードの先頭に表示されます。',
  postStatus: '状態',
  statusDraft: '下書き',
  statusPublish: '掲載する',
  postCreated: '投稿を作成しました。',

  // Who read
  readersOf: (title: string) => `「${title}」を読んだ友だち`,
  friend: '友だち',
  readAt: '既読日時',
  readersEmpty: 'まだ誰も読んでいません。',
  readersTotal: (total: number) => `${n(total)}人`,
} as const;
