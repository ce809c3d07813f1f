import type { ReactNode } from 'react';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** 開閉ボタンの文言。既定は「詳細情報」。 */
  summary?: ReactNode;
  /** 開いたときに見せる内容（ID など、ふだんは要らない情報）。 */
  children: ReactNode;
  /** 初めから開いておく。 */
  defaultOpen?: boolean;
  /** 外側の要素に足すクラス。 */
  className?: string;
}

/** 既定の開閉ボタンの文言。 */
export const DISCLOSURE_SUMMARY = '詳細情報';

/**
 * ふだんは閉じておく補足（LINE ユーザー ID やアカウント ID など、問い合わせのときだけ要る情報）。
 * ネイティブの details／summary なので、キーボード（Enter・Space）と支援技術の開閉の読み上げがそのまま効く。
 */
export function Disclosure({
  summary = DISCLOSURE_SUMMARY,
  children,
  defaultOpen,
  className,
}: DisclosureProps) {
  return (
    <details
      className={['console-ui-Disclosure', styles.root, className].filter(Boolean).join(' ')}
      open={defaultOpen}
    >
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
