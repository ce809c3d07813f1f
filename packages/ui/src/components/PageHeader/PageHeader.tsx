import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './PageHeader.css';

export const MANUAL_LINK_LABEL = 'マニュアル';
export const NEW_TAB_NOTICE = '（新しいタブで開きます）';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** 画面の見出し（ページタイトル）。 */
  title: ReactNode;
  /** 見出しの階層。画面に 1 つの見出しなので既定は 1。 */
  headingLevel?: 1 | 2 | 3;
  /** この画面のマニュアルの URL。あると見出しの横に「マニュアル」のリンクを新しいタブで開く形で出す。 */
  manualUrl?: string;
  /** 右端に並べる操作（「新規作成」ボタンなど）。 */
  actions?: ReactNode;
  /** ルート要素に付けるクラス。 */
  className?: string;
}

function ExternalIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        d="M9 2.75h4.25V7M13.25 2.75 7.5 8.5M11.5 9.5v3.75h-8.75V4.5H6.5"
      />
    </svg>
  );
}

/** 画面の見出し。マニュアルへのリンクと、画面全体に関わる操作を並べられる。 */
export function PageHeader({
  title,
  headingLevel = 1,
  manualUrl,
  actions,
  className,
  ...rest
}: PageHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={['console-ui-PageHeader', styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.titleGroup}>
        <Heading className={styles.title}>{title}</Heading>
        {manualUrl && (
          <a className={styles.manualLink} href={manualUrl} target="_blank" rel="noopener noreferrer">
            {MANUAL_LINK_LABEL}
            <span className={styles.visuallyHidden}>{NEW_TAB_NOTICE}</span>
            <ExternalIcon />
          </a>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
