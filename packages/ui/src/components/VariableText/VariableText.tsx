import { tokenizeVariables, type VariableKind } from './tokenizeVariables';
import * as styles from './VariableText.css';

/** 表示の文言。 */
export const variableTextMessages = {
  /** 名前の分からない差し込み（削除された変数や、見る権限のない共通変数）。 */
  unknown: '不明な変数',
  /** 値がないときの表示（`{{var:1|お客}}`）をチップの名前のあとに添える。 */
  fallback: (text: string) => `（なければ「${text}」）`,
} as const;

export interface VariableTextProps {
  /** 差し込みの書式（`{{var:1}}`・`{{common:shop_name}}`・`{{form:q1}}`）を含む本文。 */
  text: string;
  /** 書式から変数の名前（`'{{var:1}}'` → `'誕生日'`）。載っていないものは「不明な変数」と出す。 */
  names: ReadonlyMap<string, string>;
  /** 名前の表にない変数の表示。既定は「不明な変数」。名前を読み込み中なら「…」などを渡す。 */
  unknownLabel?: string;
  /** 改行をそのまま見せる（本文のプレビューなど）。既定は false（一覧の 1 行表示）。 */
  preserveLines?: boolean;
  /** 外側の要素に足すクラス。 */
  className?: string;
}

/**
 * メッセージ本文の表示。差し込み変数を書式のままでなく、変数の名前のチップで見せる。
 * 編集はしない（本文の入力欄は Textarea、挿入は InsertMenu）。
 */
export function VariableText({
  text,
  names,
  unknownLabel = variableTextMessages.unknown,
  preserveLines = false,
  className,
}: VariableTextProps) {
  const segments = tokenizeVariables(text);
  let offset = 0;
  return (
    <span
      className={['console-ui-VariableText', styles.root, className].filter(Boolean).join(' ')}
      data-preserve-lines={preserveLines || undefined}
    >
      {segments.map((segment) => {
        // Keyed by where the piece starts in the text: the same token may appear twice.
        const key = offset;
        offset += segment.type === 'text' ? segment.text.length : segment.raw.length;
        if (segment.type === 'text') return <span key={key}>{segment.text}</span>;
        return (
          <VariableChip
            key={key}
            kind={segment.kind}
            token={segment.token}
            name={names.get(segment.token)}
            fallback={segment.fallback}
            unknownLabel={unknownLabel}
          />
        );
      })}
    </span>
  );
}

function VariableChip({
  kind,
  token,
  name,
  fallback,
  unknownLabel,
}: {
  kind: VariableKind;
  token: string;
  name: string | undefined;
  fallback: string | undefined;
  unknownLabel: string;
}) {
  return (
    <span
      className={['console-ui-VariableChip', styles.chip].join(' ')}
      data-kind={kind}
      data-token={token}
      data-unknown={name === undefined || undefined}
    >
      {name ?? unknownLabel}
      {fallback ? variableTextMessages.fallback(fallback) : null}
    </span>
  );
}
