/**
 * 差し込み変数の書式（`{{var:12}}` 友だち情報、`{{common:shop_name}}` 共通変数、`{{form:q1}}` フォーム）。
 * サーバーが送信時に置き換える書式（apps/server/src/journeys/timing.ts）と同じ: 英数字と _ の 1〜64 文字。
 * 縦棒のあとは値がないときの表示（`{{var:12|お客}}`、100 文字まで）。
 */
const TOKEN = /\{\{(var|common|form):([A-Za-z0-9_]{1,64})(?:\|([^{}]{0,100}))?\}\}/g;

/** 差し込みの種類。 */
export type VariableKind = 'var' | 'common' | 'form';

/** 本文を区切った 1 片: ただの文字か、差し込み変数か。 */
export type MessageSegment =
  | { type: 'text'; text: string }
  | {
      type: 'variable';
      kind: VariableKind;
      key: string;
      /** 値がないときの表示を除いた書式（`{{var:12}}`）。名前の表はこの書式で引く。 */
      token: string;
      /** 本文中の書式そのまま（`{{var:12|お客}}`）。 */
      raw: string;
      /** 値がないときの表示。なければ undefined。 */
      fallback?: string;
    };

/**
 * 本文を文字と差し込み変数の並びに分ける（表示用）。書式に合わないもの（`{{other:1}}`、`{{var:}}`、
 * `{var:1}`）は文字のまま残す。空の本文は空の配列。
 */
export function tokenizeVariables(text: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ type: 'text', text: text.slice(last, start) });
    const kind = match[1] as VariableKind;
    const key = match[2] as string;
    segments.push({
      type: 'variable',
      kind,
      key,
      token: `{{${kind}:${key}}}`,
      raw: match[0],
      ...(match[3] === undefined ? {} : { fallback: match[3] }),
    });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}
