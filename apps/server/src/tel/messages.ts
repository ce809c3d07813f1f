import {
  TEL_DESCRIPTION_MAX_LENGTH,
  TEL_PARAM_MAX_LENGTH,
  TEL_UPLOAD_MAX_ERRORS,
  TEL_UPLOAD_MAX_ROWS,
} from '@console/contract/tel';

const number = (n: number) => n.toLocaleString('ja-JP');

/**
 * Operator-facing messages of the notification-message feature. Row reasons carry no full stop:
 * they are joined into "12行目: 宛先電話番号が正しくありません、送信日が正しくありません".
 */
export const messages = {
  notFound: '見つかりません。',
  validation: '入力内容に誤りがあります。',
  required: '入力してください。',
  tooLong: (max: number) => `${max}文字以内で入力してください。`,

  // Status changes (409).
  alreadyOrdered: 'この注文はすでに発注されています。',
  cannotOrderCancelled: 'キャンセル済みの注文は発注できません。',
  alreadyCancelled: 'この注文はすでにキャンセルされています。',
  cannotCancelDone: '送信が完了した注文は取り消せません。',
  statusNotAllowed: 'このステータスには変更できません。',
  notUnknown: 'この行は送信結果が不明な行ではありません。',
  resolveCancelled: 'キャンセル済みの注文の行は変更できません。',

  // Reasons shared by single registration (as field errors, with "。") and upload rows.
  reason: {
    telRequired: '宛先電話番号を入力してください',
    tel: '宛先電話番号が正しくありません',
    dateRequired: '送信日を入力してください',
    date: '送信日が正しくありません（例: 2023/10/01）',
    timeRequired: '送信時刻を入力してください',
    time: '送信時刻が正しくありません（例: 10:00:00）',
    templateRequired: 'テンプレート番号を入力してください',
    template: 'テンプレート番号が正しくありません',
    templateMissing: 'テンプレート番号のテンプレートが登録されていません',
    paramTooLong: (key: string) => `${key} は${TEL_PARAM_MAX_LENGTH}文字以内で入力してください`,
    badText: (key: string) => `${key} に使用できない文字（NUL 文字や壊れた文字）が含まれています`,
    columns: (expected: number, actual: number) =>
      `列の数が正しくありません（${expected}列のはずが${actual}列です）`,
  },

  template: {
    notJson: 'JSON の形式が正しくありません。',
    notFlex: 'LINE の Flex Message（"type": "flex" のメッセージオブジェクト）を入力してください。',
    altTextRequired: 'altText を入力してください。',
    altTextTooLong: 'altText は1500文字以内で入力してください。',
    badContents: 'contents には bubble か carousel を指定してください。',
    notBubble: (label: string) => `${label} が bubble ではありません（"type": "bubble"）。`,
    badBlock: (label: string, block: string) => `${label} の ${block} はオブジェクトで指定してください。`,
    bubbleTooLarge: (label: string, kb: number) => `${label} のサイズが上限の30KBを超えています（${kb}KB）。`,
    carouselCount: 'carousel の contents には bubble を1〜12個並べてください。',
    carouselTooLarge: (kb: number) => `carousel のサイズが上限の50KBを超えています（${kb}KB）。`,
    badPlaceholders: (found: string[]) =>
      `差し込み項目は [param_1]〜[param_10] だけが使えます（${found.join('、')}）。`,
  },

  upload: {
    noFile: 'ファイルを選択してください。',
    notMultipart: 'ファイルを multipart/form-data で送信してください。',
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
    descriptionTooLong: `内容メモは${TEL_DESCRIPTION_MAX_LENGTH}文字以内で入力してください。`,
    descriptionBadText: '内容メモに使用できない文字（NUL 文字や壊れた文字）が含まれています。',
    malformed: 'ファイルの送信内容を読み取れませんでした（multipart/form-data の形式が正しくありません）。',
  },

  /** Description of an order made by single registration. */
  singleDescription: '個別登録',
} as const;
