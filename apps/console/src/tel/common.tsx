import { Breadcrumb, type BreadcrumbItem, Button } from '@console/ui';
import { Link } from 'react-router-dom';
import { pageCount } from './format';
import { useTelSender } from './hooks';
import { TEL_TEXT } from './messages';
import * as styles from './tel.css';

/** Shown on every tel screen while the server's sender is the sandbox. */
export function SandboxBanner() {
  const { data } = useTelSender();
  if (data?.mode !== 'sandbox') return null;
  return (
    <p role="note" className={styles.banner} data-testid="tel-sandbox-banner">
      {TEL_TEXT.sandbox}
    </p>
  );
}

/** 通知メッセージ › {current}. */
export function TelBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[{ name: TEL_TEXT.breadcrumbList, url: '/line/tel' }, ...items]}
    />
  );
}

export interface TelPagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage(page: number): void;
}

/** 前へ / 次へ for lists that come a page at a time; hidden when everything fits on one page. */
export function TelPager({ page, perPage, total, onPage }: TelPagerProps) {
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  return (
    <nav aria-label={TEL_TEXT.paginationLabel} className={styles.pager}>
      <Button size="small" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {TEL_TEXT.prevPage}
      </Button>
      <span>{TEL_TEXT.pageStatus(page, pages, total)}</span>
      <Button size="small" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {TEL_TEXT.nextPage}
      </Button>
    </nav>
  );
}
