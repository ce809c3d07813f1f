import type { Paged } from '@console/contract';
import { BottomBar, Breadcrumb, type BreadcrumbItem, Button } from '@console/ui';
import { Link, useSearchParams } from 'react-router-dom';
import * as formStyles from '../shared/form.css';
import * as pageStyles from '../shared/pages.css';
import { pageCount, parsePage } from './format';
import { useTelSender } from './hooks';
import { TEL_TEXT } from './messages';
import * as styles from './tel.css';

/** Shown on every tel screen while the server's sender is the sandbox. */
export function SandboxBanner() {
  const { data, error } = useTelSender();
  if (!data && !error) {
    // The sender's mode is not known yet: keep the banner's place (the demo and test servers are
    // sandboxes) so the list below does not jump down when it arrives.
    return (
      <p className={styles.banner} aria-busy="true">
        {/* The banner's own words, unseen: the same height as the banner at any width. */}
        <span aria-hidden="true" className={styles.reserve}>
          {TEL_TEXT.sandbox}
        </span>
      </p>
    );
  }
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

/** The bottom bar's 一覧に戻る: back to the order list, or to `to` (the template list). */
export function TelBackLink({ to = '/line/tel' }: { to?: string }) {
  return (
    <BottomBar align="start">
      <Link to={to} className={pageStyles.link}>
        {TEL_TEXT.backToList}
      </Link>
    </BottomBar>
  );
}

/** The list page asked for in `?page=`, the one TelPager writes; 1 when absent or malformed. */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  return parsePage(searchParams.get('page'));
}

/** Where a page sits in its list (orders, an order's lines). */
export type TelPaging = Omit<Paged<unknown>, 'items'>;

/**
 * 前へ / 次へ for lists that come a page at a time, moving `?page=` (read back by usePageParam).
 * Hidden until the first page has loaded and when everything fits on one page.
 */
export function TelPager({ paging }: { paging: TelPaging | undefined }) {
  const [, setSearchParams] = useSearchParams();
  if (!paging) return null;
  const { page, per_page: perPage, total } = paging;
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  const onPage = (next: number) => setSearchParams({ page: String(next) });
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

/** The flash a registration left for the list it returns to (see useTelFlash); nothing without one. */
export function TelFlashNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className={formStyles.notice} data-testid="tel-flash">
      {message}
    </p>
  );
}

/** Why a tel list could not be loaded; nothing while there is no error. */
export function TelLoadError({ error }: { error: Error | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className={formStyles.alert}>
      {error.message}
    </p>
  );
}

/**
 * Placeholder rows a list draws while it loads: about a phone's screenful, so what arrives lands
 * where the placeholders were (rows past the fold move nothing anyone sees).
 */
export const SKELETON_ROWS = 8;
