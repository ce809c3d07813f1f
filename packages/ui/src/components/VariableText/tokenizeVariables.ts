/**
 * 差し込み変数の書式（`{{var:12}}` 友だち情報、`{{common:shop_name}}` 共通変数、`{{form:q1}}` フォーム）。
 * サーバーが送信時に置き換える書式（apps/server/src/journeys/timing.ts）と同じ: 英数字と _ の 1〜64 文字。
 */
const TOKEN = /\{\{(var|common|form):([A-Za-z0-9_]{1,64})\}\}/g;

/** 差し込みの種類。 */
export type VariableKind = 'var' | 'common' | 'form';

/** 本文を区切った 1 片: ただの文字か、差し込み変数か。 */
export type MessageSegment =
  | { type: 'text'; text: string }
  | { type: 'variable'; kind: VariableKind; key: string; token: string };

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
    segments.push({
      type: 'variable',
      kind: match[1] as VariableKind,
      key: match[2] as string,
      token: match[0],
    });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}
