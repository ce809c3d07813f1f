import { SITE_NAME_MAX_LENGTH, type SiteSummary } from '@console/contract/pages';
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
  useToast,
} from '@console/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCopyText } from '../../shared/clipboard';
import { formatTokyoMinute } from '../../shared/dates';
import { Pager } from '../../shared/Pager';
import * as pageStyles from '../../shared/pages.css';
import { LoadError, useCanWrite, writeError } from '../../shared/writes';
import { ListSearch, useListQuery } from '../ListSearch';
import { listQueryOf } from '../view';
import { CreateSiteModal } from './CreateSiteModal';
import { sitesApi, useSites } from './hooks';
import { SITES_TEXT as T } from './messages';
import { sitePageEditPath, siteSettingsPath } from './paths';
import { SITE_LIST_SIZE } from './reads';
import * as styles from './sites.css';
import { accessShort, originOf } from './view';

const SKELETON_ROWS = 6;

/**
 * /line/site サイト (issue 33): the account's sites, newest change first, searched by name, each
 * with its address, access, pages and row menu; 「サイトを作成」 opens the create dialog.
 */
export function SiteListPage() {
  const [params] = useSearchParams();
  const query = listQueryOf(params);
  const { setQuery, words, setWords, search } = useListQuery(query.q);
  const sites = useSites({ q: query.q }, query.page);
  const navigate = useNavigate();
  const toast = useToast();
  const copyText = useCopyText();
  const canWrite = useCanWrite('SITE_WRITE');
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<SiteSummary | null>(null);
  const copyUrl = (url: string) => void copyText(url, { copied: T.urlCopied, failed: T.urlCopyFailed });
  const remove = async () => {
    const target = removing;
    setRemoving(null);
    if (!target) return;
    try {
      await sitesApi.remove(target.id);
      toast.success(T.removed);
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };

  // The list does not carry the home page: the site's settings name it.
  const editHome = async (site: SiteSummary) => {
    try {
      const full = await sitesApi.read(site.id);
      if (full.home_page_id === null) toast.error(T.noHome);
      else navigate(sitePageEditPath(full.home_page_id));
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };

  const menuOf = (site: SiteSummary): MenuEntry[] => [
    { label: T.settings, onSelect: () => navigate(siteSettingsPath(site.id)) },
    { label: T.editHome, onSelect: () => void editHome(site) },
    MENU_SEPARATOR,
    { label: T.copyPublicUrl, onSelect: () => copyUrl(site.public_url) },
    ...(site.liff_url ? [{ label: T.copyLiffUrl, onSelect: () => copyUrl(site.liff_url as string) }] : []),
    ...(canWrite
      ? [MENU_SEPARATOR, { label: T.remove, tone: 'danger' as const, onSelect: () => setRemoving(site) }]
      : []),
  ];

  const count = (value: number) => <span className={styles.number}>{T.count(value)}</span>;
  const columns: ListTableColumn<SiteSummary>[] = [
    {
      key: 'name',
      label: T.name,
      class: styles.titleColumn,
      render: (site) => (
        <Link to={siteSettingsPath(site.id)} className={pageStyles.link} aria-label={T.settingsOf(site.name)}>
          {site.name}
        </Link>
      ),
    },
    {
      key: 'address',
      label: T.address,
      render: (site) => (
        <span className={styles.address}>
          <a className={styles.url} href={site.public_url} target="_blank" rel="noreferrer">
            {site.public_url}
          </a>
          <Button
            variant="secondary"
            size="small"
            aria-label={T.copyUrlOf(site.name)}
            onClick={() => copyUrl(site.public_url)}
          >
            {T.copy}
          </Button>
        </span>
      ),
    },
    { key: 'access', label: T.access, render: (site) => accessShort(site.access) },
    {
      key: 'pages',
      label: T.pagesColumn,
      render: (site) => (
        <span className={styles.number}>{T.pagesCount(site.published_pages, site.pages)}</span>
      ),
    },
    { key: 'views', label: T.views, textAlign: 'right', render: (site) => count(site.views) },
    { key: 'updated_at', label: T.updatedAt, render: (site) => formatTokyoMinute(site.updated_at) },
    {
      key: 'actions',
      label: T.actions,
      skeleton: 'control',
      render: (site) => (
        <span className={styles.rowMenu}>
          <Menu size="small" align="end" label={menuMessages.rowActions(site.name)} items={menuOf(site)} />
        </span>
      ),
    },
  ];

  const origin = originOf(sites.data?.items[0]?.public_url, window.location.origin);
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={T.listTitle}
        actions={
          canWrite && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              {T.create}
            </Button>
          )
        }
      />
      <div className={styles.toolbar}>
        <ListSearch
          label={T.search}
          placeholder={T.searchPlaceholder}
          button={T.searchButton}
          maxLength={SITE_NAME_MAX_LENGTH}
          words={words}
          setWords={setWords}
          onSearch={search}
        />
      </div>
      <LoadError error={sites.error} />
      <div className={styles.tableScroll}>
        <ListTable
          aria-label={T.listTitle}
          rows={sites.data?.items ?? []}
          columns={columns}
          loading={sites.isLoading}
          skeletonRows={SKELETON_ROWS}
          emptyText={query.q ? T.emptyFiltered : T.empty}
        />
      </div>
      {sites.data && (
        <Pager
          page={query.page}
          total={sites.data.total}
          perPage={SITE_LIST_SIZE}
          onPage={(page) => setQuery({ page })}
        />
      )}
      <CreateSiteModal
        open={creating}
        origin={origin}
        onClose={() => setCreating(false)}
        onCreated={(site) => navigate(siteSettingsPath(site.id))}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? T.removeConfirm(removing.name) : ''}
        message={T.removeMessage}
        confirmLabel={T.remove}
        variant="danger"
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </PageContent>
  );
}
