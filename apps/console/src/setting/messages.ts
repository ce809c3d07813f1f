import type { OemCode } from '@console/contract';

/** Japanese strings of the theme settings screen. */
export const SETTING_MESSAGES = {
  heading: 'テーマ設定',
  description:
    'アカウントの表示名、アプリ名、画面のテーマを変更します。変更できるのはアカウントのオーナーだけです。',
  nameLabel: 'アカウント名',
  appNameLabel: 'アプリ名',
  themeLabel: '画面のテーマ',
  save: '保存する',
  saving: '保存中…',
  saved: '保存しました。新しいテーマを反映するため、画面を再読み込みします。',
  applied: '保存しました。新しいテーマを反映しました。',
  loading: '読み込み中…',
  nameRequired: 'アカウント名を入力してください。',
  appNameRequired: 'アプリ名を入力してください。',
  tooLong: '100文字以内で入力してください。',
} as const;

/** Names of the OEM themes as operators know them. */
export const OEM_LABELS: Record<OemCode, string> = {
  console: 'Console（標準）',
  sakura: 'さくら',
  aozora: 'あおぞら',
  wakaba: 'わかば',
  yuzu: 'ゆず',
  sumi: 'すみ',
};
