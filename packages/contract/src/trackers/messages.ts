import type { TrackerDeviceClass } from './constants';
import {
  TRACKER_MAX_TAGS,
  TRACKER_MAX_VALUES,
  TRACKER_NAME_MAX_LENGTH,
  TRACKER_URL_MAX_LENGTH,
  TRACKER_VALUE_MAX_LENGTH,
} from './constants';

/*
 * Every Japanese string of the click trackers (issue 31): labels, rule failures, the server's
 * refusals and the page an unknown link shows. The console and the server read them from here.
 */

const n = (value: number) => value.toLocaleString('ja-JP');

export const TRACKER_MESSAGES = {
  // The fields.
  name: `トラッカー名は1〜${TRACKER_NAME_MAX_LENGTH}文字で入力してください。`,
  url: 'URL は http:// か https:// で始まる正しい URL を入力してください。',
  urlLength: `URL は${n(TRACKER_URL_MAX_LENGTH)}文字以内で入力してください。`,
  tags: `クリックで付けるタグは${TRACKER_MAX_TAGS}個までです。`,
  tagTwice: '同じタグが2回選ばれています。',
  values: `クリックで設定する友だち情報は${TRACKER_MAX_VALUES}項目までです。`,
  variableTwice: '同じ友だち情報の項目が2回選ばれています。',
  value: `値は${n(TRACKER_VALUE_MAX_LENGTH)}文字以内で入力してください。`,
  // The server's refusals.
  notFound: '見つかりません。',
  unknownGroup: 'グループが見つかりません。',
  unknownTag: 'このアカウントのタグを選んでください。',
  unknownVariable: 'このアカウントの友だち情報の項目を選んでください。',
  unknownJourney: 'このアカウントのジャーニーを選んでください。',
  // The page of a link that does not exist (or whose tracker was deleted).
  linkNotFoundTitle: 'リンクが見つかりません',
  linkNotFound: 'このリンクは無効か、削除されました。メッセージの送り主にお問い合わせください。',
} as const;

export const TRACKER_DEVICE_LABELS: Readonly<Record<TrackerDeviceClass, string>> = {
  ios: 'iPhone・iPad',
  android: 'Android',
  pc: 'パソコン',
  other: 'その他',
};

/** The tracker editor's and stats' labels. */
export const TRACKER_LABELS = {
  clicks: 'クリック数',
  friends: 'クリックした友だち',
  link: '共通のリンク（友だちを特定しない）',
  actions: 'クリックしたときの動作',
  tags: 'タグを付ける',
  values: '友だち情報を設定する',
  journey: 'ジャーニーを開始する',
  /** The insertion menu's group of trackers (their `{{tracker:N}}` tokens). */
  insertGroup: 'トラッカー',
} as const;
