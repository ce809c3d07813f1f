import { TEL_UPLOAD_MAX_ERRORS, TEL_UPLOAD_MAX_ROWS } from '@console/contract/tel';

const number = (n: number) => n.toLocaleString('ja-JP');

/**
 * Operator-facing messages of the notification-message feature. Field rules' messages are the
 * contract's (TEL_REASONS, TEL_FIELD_MESSAGES, FLEX_MESSAGES). Row reasons carry no full stop:
 * they are joined into "12行目: 宛先電話番号が正しくありません、送信日が正しくありません".
 */
export const messages = {
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',

  // Status changes (409).
  alreadyOrdered: 'この注文はすでに発注されています。',
  cannotOrderCancelled: 'キャンセル済みの注文は発注できません。',
  alreadyCancelled: 'この注文はすでにキャンセルされています。',
  cannotCancelDone: '送信が完了した注文は取り消せません。',
  statusNotAllowed: 'このステータスには変更できません。',
  notUnknown: 'この行は送信結果が不明な行ではありません。',
  resolveCancelled: 'キャンセル済みの注文の行は変更できません。',

  // Field reasons of a send (tel, date, time, template, params) are the contract's TEL_REASONS.
  reason: {
    columns: (expected: number, actual: number) =>
      `列の数が正しくありません（${expected}列のはずが${actual}列です）`,
  },

  upload: {
    noFile: 'ファイルを選択してください。',
    empty: 'ファイルが空です。',
    headerOnly: 'データの行がありません。2行目から送信内容を書いてください。',
    header:
      '1行目の見出しが正しくありません。「宛先電話番号,送信日,送信時刻,テンプレート番号」に続けて、必要なら param_1〜param_10 を順に並べてください。',
    tooManyRows: `行が多すぎます。1ファイルに登録できるのは${number(TEL_UPLOAD_MAX_ROWS)}行までです。`,
    tooLarge: 'ファイルが大きすぎます。20MBまでのファイルを選択してください。',
    encoding: 'ファイルの文字コードを判別できません。UTF-8 または Shift_JIS（CP932）で保存してください。',
    syntax: (row: number) =>
      `${row}行目: CSV の形式が正しくありません（「"」で囲んだ項目が閉じていない可能性があります）`,
    row: (row: number, reasons: string[]) => `${row}行目: ${reasons.join('、')}`,
    rowsRejected: (count: number) =>
      count > TEL_UPLOAD_MAX_ERRORS
        ? `誤りのある行が${number(count)}行あるため、登録しませんでした（最初の${TEL_UPLOAD_MAX_ERRORS}行を表示しています）。`
        : `誤りのある行が${number(count)}行あるため、登録しませんでした。`,
  },

  /** Description of an order made by single registration. */
  singleDescription: '個別登録',
} as const;
