import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import * as styles from './Breadcrumb.css';

export const BREADCRUMB_LABEL = 'パンくずリスト';

/** パンくずの 1 項目。 */
export interface BreadcrumbItem {
  /** 表示する名前。 */
  name: string;
  /** 移動先の URL（アプリ内のパス）。最後の項目では使わない。 */
  url: string;
  /** `linkComponent` を使わず、普通の `<a>` で移動する（アプリの外のページなど）。 */
  plainLink?: boolean;
}

/** `linkComponent` が受け取る props（react-router の `Link` がそのまま渡せる形）。 */
export interface BreadcrumbLinkProps {
  /** 移動先。 */
  to: string;
  /** リンクの見た目のクラス。 */
  className?: string;
  /** リンクの文言。 */
  children?: ReactNode;
}

export interface BreadcrumbProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** 上の階層から順に並べた項目。最後の項目が今いるページになる。 */
  items: readonly BreadcrumbItem[];
  /**
   * アプリ内のリンクに使う部品（例: react-router の `Link`）。省略時と `plainLink` の項目は `<a href>`。
   * ルーターに依存しないための差し込み口。
   */
  linkComponent?: ComponentType<BreadcrumbLinkProps>;
  /** ルート要素に付けるクラス。 */
  className?: string;
}

function PlainLink({ to, className, children }: BreadcrumbLinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/** 今いるページまでの階層を示すパンくずリスト。最後の項目は aria-current="page" でリンクにしない。 */
export function Breadcrumb({ items, linkComponent, className, ...rest }: BreadcrumbProps) {
  const RouterLink = linkComponent ?? PlainLink;
  return (
    <nav
      aria-label={BREADCRUMB_LABEL}
      {...rest}
      className={['console-ui-Breadcrumb', styles.root, className].filter(Boolean).join(' ')}
    >
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const Link = item.plainLink ? PlainLink : RouterLink;
          return (
            <li key={`${item.url} ${item.name}`} className={styles.item}>
              {index > 0 && (
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
              )}
              {last ? (
                <span className={styles.current} aria-current="page">
                  {item.name}
                </span>
              ) : (
                <Link to={item.url} className={styles.link}>
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
