import { VAR_VALUE_MAX_LENGTH } from '@console/contract/friends';

/*
 * Operator-facing messages of the friends API (Japanese) for the rules that need the database.
 * Field rules are the contract's schemas' (`FRIENDS_FIELD_MESSAGES` and the shared map).
 */
export const messages = {
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',
  varValue: `${VAR_VALUE_MAX_LENGTH}文字以内で入力してください。`,
  unknownVar: 'この友だち情報の項目はありません。',
  number: '数値を入力してください。',
  date: '日付は YYYY-MM-DD の形で、実在する日を入力してください。',
  choice: '選択肢の中から選んでください。',
  unknownGroup: 'このグループはありません。',
  codeTaken: 'このコードはすでに使われています。',
  tagTaken: '同じ名前のタグがすでにあります。',
  unknownFriends: 'このアカウントの友だちではない id が含まれています。',
  unknownTags: 'このアカウントのタグではない id が含まれています。',
  unknownVars: 'このアカウントの友だち情報ではない id が含まれています。',
  signature: '署名が正しくありません。',
  webhookBody: 'Webhook の本文が正しくありません。',
  secretNeeded: '最初の登録ではチャネルシークレットを入力してください。',
  loginSecretNeeded: 'LINEログインのチャネルシークレットを入力してください。',
} as const;
