// Kept out of shared/messages.ts, which every screen loads: only the screens with a picker need these.
/** The media library's picker (rich menus, templates). */
export const MEDIA_PICKER_TEXT = {
  picker: '画像を選ぶ',
  pickerEmpty: 'メディアライブラリに画像がありません。ここからアップロードできます。',
  pickerLoadError: 'メディアライブラリを読み込めませんでした。',
  pickerUse: (name: string) => `「${name}」を使う`,
  upload: '画像をアップロード',
  uploading: 'アップロード中...',
  uploaded: (name: string) => `「${name}」をアップロードしました`,
  loading: '読み込み中...',
  close: '閉じる',
  size: (width: number, height: number) => `${width}×${height}px`,
} as const;
