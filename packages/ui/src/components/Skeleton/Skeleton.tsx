import type { CSSProperties } from 'react';
import { vars } from '../../themes/vars.css';
import * as styles from './Skeleton.css';

/** Skeleton が出す文言。 */
export const skeletonMessages = {
  /** 読み上げ用の状態。見た目には出さない。 */
  loading: '読み込み中',
};

type Length = number | string;
const toLength = (value: Length | undefined) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonProps {
  /**
   * 形。`text` は文章の行（`lines` 行、最後の行は短い）、`rect` は画像・カード・入力欄などの四角、
   * `circle` はアイコン・顔写真の丸。
   */
  shape?: 'text' | 'rect' | 'circle';
  /** `text` の行数。既定は 1。 */
  lines?: number;
  /** `text` の文字の大きさ（テーマの段階）。来る文章と同じにすると、行の高さがぴったり同じになる。 */
  fontSize?: 'xsmall' | 'small' | 'medium' | 'large' | 'xlarge';
  /** `text` の行の高さ（テーマの段階）。既定は本文の `standard`、表のセルなどは `tight`。 */
  lineHeight?: 'tight' | 'standard';
  /** 幅（数値は px、文字列は CSS の値）。既定は親の幅いっぱい（`circle` は高さと同じ）。 */
  width?: Length;
  /** 高さ（`rect`・`circle`）。来る中身と同じ高さにする。 */
  height?: Length;
  /**
   * 「読み込み中」を支援技術に伝える（見えない `role="status"`）。1 つの領域に 1 回だけ: 同じ領域の
   * 2 つ目からは `false` にする。
   */
  announce?: boolean;
  className?: string;
}

/**
 * データを読み込む間、来る中身とちょうど同じ大きさの場所を取っておく灰色の形。届いても周りが動かない
 * （レイアウトのずれ・CLS を出さない）。動きを減らす設定（prefers-reduced-motion）では光の帯を流さない。
 *
 * 形そのものは `aria-hidden`。読み込み中であることは、領域ごとに 1 回だけの見えない「読み込み中」で伝える
 * （`announce`）。読み込む領域の要素（一覧・パネル）には、使う側が `aria-busy="true"` を付け、届いたら外す。
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  fontSize = 'medium',
  lineHeight = 'standard',
  width,
  height,
  announce = true,
  className,
}: SkeletonProps) {
  const status = announce ? (
    <span role="status" className={styles.visuallyHidden}>
      {skeletonMessages.loading}
    </span>
  ) : null;

  if (shape === 'text') {
    const style = {
      '--skeleton-font-size': vars.font.size[fontSize],
      '--skeleton-line-height': vars.font.lineHeight[lineHeight],
      inlineSize: toLength(width),
    } as CSSProperties;
    return (
      <span
        className={['console-ui-Skeleton', styles.root, className].filter(Boolean).join(' ')}
        style={style}
      >
        <span aria-hidden="true">
          {Array.from({ length: Math.max(1, lines) }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders.
              key={index}
              className={styles.line}
              data-last={lines > 1 && index === lines - 1 ? '' : undefined}
            />
          ))}
        </span>
        {status}
      </span>
    );
  }

  const size = toLength(height);
  return (
    <span
      className={['console-ui-Skeleton', className].filter(Boolean).join(' ')}
      style={{ display: 'contents' }}
    >
      <span
        aria-hidden="true"
        className={shape === 'circle' ? styles.circle : styles.rect}
        style={{ blockSize: size, inlineSize: toLength(width) ?? (shape === 'circle' ? size : '100%') }}
      />
      {status}
    </span>
  );
}
