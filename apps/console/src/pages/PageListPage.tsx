import {
  PAGE_STATUSES,
  PAGE_TITLE_MAX_LENGTH,
  type PageFamilyKind,
  type PageStatus,
  type PageSummary,
} from '@console/contract/pages';
import {
  Button,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  MENU_SEPARATOR,
  Menu,
  type MenuEntry,
  menuMessages,
  PageContent,
  PageHeader,
  SegmentedControl,
  useToast,
} from '@console/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCopyText } from '../shared/clipboard';
import { formatTokyoMinute } from '../shared/dates';
import { Pager } from '../shared/Pager';
import * as pageStyles from '../shared/pages.css';
import { LoadError, writeError } from '../shared/writes';
import { pagesApi, usePages } from './hooks';
import { ListSearch, useListQuery } from './ListSearch';
import { PAGES_TEXT as T } from './messages';
import * as styles from './pages.css';
import { answersPath, editPath, newPath } from './paths';
import { PAGE_LIST_SIZE } from './reads';
import { SettingsModal } from './SettingsModal';
import { cvrText, listQueryOf, statusView } from './view';

/** Placeholder rows while the list loads: about a phone's screenful. */
const SKELETON_ROWS = 6;

const STATUS_OPTIONS = [
  { value: 'all', label: T.all },
  // 公開中, 公開予約, 下書き: what is live first.
  ...[...PAGE_STATUSES].reverse().map((status) => ({ value: status, label: T.status[status] })),
];

/** The status badge, the scheduled time in Japan, and whether the draft waits unpublished. */
export function StatusCell({ page }: { page: PageSummary }) {
  const view = statusView(page);
  return (
    <span className={styles.status}>
      <span className={styles.badge} data-status={view.status}>
        {view.label}
      </span>
      {view.when && <span className={styles.when}>{view.when}</span>}
      {view.changes && (
        <span className={styles.badge} data-status="changes">
          {T.unpublishedChanges}
        </span>
      )}
    </span>
  );
}

/** What waits for a confirmation: stopping a page's publication, or deleting it. */
type Confirming = { action: 'unpublish' | 'remove'; page: PageSummary } | null;

/**
 * /line/landing ランディングページ and /line/form フォーム・アンケート (issue 33): a kind's pages,
 * newest change first, searched by title and filtered by status, each with its row menu.
 */
function PageList({ kind }: { kind: PageFamilyKind }) {
  const [params] = useSearchParams();
  const query = listQueryOf(params);
  const { setQuery, words, setWords, search } = useListQuery(query.q);
  const pages = usePages(kind, { q: query.q, status: query.status }, query.page);
  const navigate = useNavigate();
  const toast = useToast();
  const copyText = useCopyText();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const copyUrl = (url: string) => void copyText(url, { copied: T.urlCopied, failed: T.urlCopyFailed });
  const duplicate = async (page: PageSummary) => {
    try {
      const made = await pagesApi.copy(kind, page.id);
      toast.success(T.duplicated(made.title));
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  const confirm = async () => {
    const target = confirming;
    setConfirming(null);
    if (!target) return;
    try {
      if (target.action === 'unpublish') {
        await pagesApi.unpublish(kind, target.page.id);
        toast.success(T.unpublished);
      } else {
        await pagesApi.remove(kind, target.page.id);
        toast.success(T.removed);
      }
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };

  const menuOf = (page: PageSummary): MenuEntry[] => [
    { label: T.edit, onSelect: () => navigate(editPath(kind, page.id)) },
    { label: T.viewAnswers, onSelect: () => navigate(answersPath(kind, page.id)) },
    MENU_SEPARATOR,
    { label: T.copyPublicUrl, onSelect: () => copyUrl(page.public_url) },
    ...(page.liff_url ? [{ label: T.copyLiffUrl, onSelect: () => copyUrl(page.liff_url as string) }] : []),
    { label: T.duplicate, onSelect: () => void duplicate(page) },
    MENU_SEPARATOR,
    ...(page.status === 'draft'
      ? []
      : [{ label: T.unpublish, onSelect: () => setConfirming({ action: 'unpublish', page }) }]),
    { label: T.remove, tone: 'danger' as const, onSelect: () => setConfirming({ action: 'remove', page }) },
  ];

  const count = (value: number) => <span className={styles.number}>{T.count(value)}</span>;
  const columns: ListTableColumn<PageSummary>[] = [
    {
      key: 'title',
      label: T.title,
      class: styles.titleColumn,
      render: (page) => (
        <Link to={editPath(kind, page.id)} className={pageStyles.link} aria-label={T.editOf(page.title)}>
          {page.title}
        </Link>
      ),
    },
    { key: 'status', label: T.statusColumn, render: (page) => <StatusCell page={page} /> },
    { key: 'views', label: T.views, textAlign: 'right', render: (page) => count(page.views) },
    ...(kind === 'landing'
      ? ([
          {
            key: 'conversions',
            label: T.conversions,
            textAlign: 'right',
            render: (page) => count(page.conversions),
          },
          {
            key: 'cvr',
            label: T.cvr,
            textAlign: 'right',
            render: (page) => <span className={styles.number}>{cvrText(page.conversions, page.views)}</span>,
          },
        ] satisfies ListTableColumn<PageSummary>[])
      : ([
          { key: 'answers', label: T.answers, textAlign: 'right', render: (page) => count(page.answers) },
        ] satisfies ListTableColumn<PageSummary>[])),
    { key: 'updated_at', label: T.updatedAt, render: (page) => formatTokyoMinute(page.updated_at) },
    {
      key: 'actions',
      label: T.actions,
      skeleton: 'control',
      render: (page) => (
        <span className={styles.rowMenu}>
          <Menu size="small" align="end" label={menuMessages.rowActions(page.title)} items={menuOf(page)} />
        </span>
      ),
    },
  ];

  const filtered = Boolean(query.q || query.status);
  const title = T.listTitle[kind];
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={title}
        actions={
          <>
            <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
              {T.settings}
            </Button>
            <Button variant="primary" onClick={() => navigate(newPath(kind))}>
              {T.create}
            </Button>
          </>
        }
      />
      {/* The search and the status side by side on a desktop; the status under the search on a phone. */}
      <div className={styles.toolbar}>
        <ListSearch
          label={T.search}
          placeholder={T.searchPlaceholder}
          button={T.searchButton}
          maxLength={PAGE_TITLE_MAX_LENGTH}
          words={words}
          setWords={setWords}
          onSearch={search}
        />
        <SegmentedControl
          label={T.statusFilter}
          options={STATUS_OPTIONS}
          value={query.status ?? 'all'}
          onValueChange={(value) => setQuery({ status: value as PageStatus | 'all' })}
        />
      </div>
      <LoadError error={pages.error} />
      <div className={styles.tableScroll}>
        <ListTable
          aria-label={title}
          rows={pages.data?.items ?? []}
          columns={columns}
          loading={pages.isLoading}
          skeletonRows={SKELETON_ROWS}
          emptyText={filtered ? T.emptyFiltered : T.empty[kind]}
        />
      </div>
      {pages.data && (
        <Pager
          page={query.page}
          total={pages.data.total}
          perPage={PAGE_LIST_SIZE}
          onPage={(page) => setQuery({ page })}
        />
      )}
      <SettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <ConfirmDialog
        open={confirming?.action === 'unpublish'}
        title={confirming ? T.unpublishConfirm(confirming.page.title) : ''}
        message={T.unpublishMessage}
        confirmLabel={T.unpublish}
        variant="danger"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.action === 'remove'}
        title={confirming ? T.removeConfirm(confirming.page.title) : ''}
        message={T.removeMessage}
        confirmLabel={T.remove}
        variant="danger"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </PageContent>
  );
}

export const LandingListPage = () => <PageList kind="landing" />;
export const FormListPage = () => <PageList kind="form" />;
