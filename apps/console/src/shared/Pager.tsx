import { Button } from '@console/ui';
import { row } from './list.css';
import { LIB_MESSAGES } from './messages';

/** 前へ / n / m ページ / 次へ under a paged list (friends, templates); nothing for one page. */
export function Pager({
  page,
  total,
  perPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className={row} aria-label={LIB_MESSAGES.pageOf(page, pages)}>
      <Button size="small" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {LIB_MESSAGES.previousPage}
      </Button>
      <span>{LIB_MESSAGES.pageOf(page, pages)}</span>
      <Button size="small" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {LIB_MESSAGES.nextPage}
      </Button>
    </nav>
  );
}
