import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, MEDIA_VARIANT_LABELS } from '@console/contract/media';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/** Every word of the media library's screen (issue 30), in screen order. */
export const MEDIA_TEXT = {
  title: '画像ライブラリ',
  dropLabel: 'アップロードする画像',
  dropHelp: `JPEG・PNG、1ファイル${megabytes(MEDIA_MAX_BYTES)}まで。複数まとめて選べます。`,
  uploads: 'アップロード',
  waiting: '待機中',
  uploading: (percent: number) => `アップロード中 ${percent}%`,
  processing: '変換中…',
  done: '完了',
  failed: '失敗',
  dismiss: '閉じる',
  clearDone: '完了したものを消す',
  tooLarge: MEDIA_MESSAGES.tooLarge,
  search: '画像の名前で検索',
  searchPlaceholder: '名前の一部',
  searchButton: '検索',
  listLabel: '画像の一覧',
  empty: 'まだ画像がありません。上の枠から画像をアップロードしてください。',
  emptyFiltered: '条件に合う画像はありません。',
  details: '詳細',
  detailsOf: (name: string) => `${name} の詳細`,
  variants: '大きさごとの画像',
  variant: '種類',
  pixels: '画素数',
  size: '容量',
  copyUrl: 'URL をコピー',
  copyUrlOf: (label: string) => `${label}の URL をコピー`,
  copied: 'URL をコピーしました。',
  copyFailed: 'URL をコピーできませんでした。',
  open: '開く',
  rename: '名前を変更',
  renameTitle: '画像の名前を変更',
  name: '名前',
  save: '保存',
  cancel: 'キャンセル',
  close: '閉じる',
  saved: '保存しました。',
  delete: '削除',
  deleteConfirm: (name: string) => `「${name}」を削除しますか？`,
  irreversible:
    'すべての大きさの画像と URL がなくなり、元に戻せません。LINE で送った画像も表示されなくなります。',
  deleted: '削除しました。',
  noWrite: '画像のアップロード・変更には画像ライブラリの編集権限が必要です。',
  variantLabels: MEDIA_VARIANT_LABELS,
} as const;

/** 「2,500 × 1,686」 */
export const pixelsText = (width: number, height: number) =>
  `${width.toLocaleString('ja-JP')} × ${height.toLocaleString('ja-JP')}`;

/** 「812 KB」「1.2 MB」: what the details panel shows of a file's size. */
export function bytesText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('ja-JP')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
