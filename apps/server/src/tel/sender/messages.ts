/** Reasons stored in tel_order_lines.error_message; the console shows them to operators as they are. */
export const senderMessages = {
  templateNotFound: 'テンプレートが見つかりません',
  templateInvalidJson: 'テンプレートの内容がJSONとして正しくありません',
  templateNotMessage: 'テンプレートの内容がLINEのメッセージオブジェクトではありません',
  renderedInvalid: '差し込み後のメッセージがJSONとして正しくありません',
  cannotReceive: 'LINEで受け取れない電話番号です（LINE未登録、受信拒否、または対象外の番号です）',
  badRequest: (detail: string) =>
    `LINEがリクエストを受け付けませんでした（400${detail ? `: ${detail}` : ''}）`,
  unauthorized: (status: number) =>
    `LINEの認証に失敗しました（${status}）。チャネルアクセストークンと利用申請を確認してください`,
  rejected: (status: number, detail: string) =>
    `LINEがリクエストを受け付けませんでした（${status}${detail ? `: ${detail}` : ''}）`,
  retriesExhausted: (status: string, attempts: number) =>
    `LINEが混雑またはエラーのため送信できませんでした（${status}、${attempts}回試行）`,
  outcomeUnknown:
    '送信結果が不明です（LINE側で受け付けられた可能性があります）。再送する前に、LINEの配信結果を確認してください',
  interrupted:
    '送信処理が中断されました（送信済みかどうか不明です）。再送する前に、LINEの配信結果を確認してください',
} as const;
