import {
  CONTENT_GROUP_NAME_MAX_LENGTH,
  type ContentGroup,
  contentGroupInputSchema,
  TEMPLATE_GROUP_QUERY,
  TEMPLATE_NO_GROUP,
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_STATUS_LABELS,
  TEMPLATE_STATUSES,
  TEMPLATE_USE_LABELS,
  type TemplateListItem,
  type TemplateUse,
} from '@console/contract/templates';
import {
  Breadcrumb,
  Button,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  MENU_SEPARATOR,
  Menu,
  Modal,
  menuMessages,
  PageContent,
  PageHeader,
  SegmentedControl,
  Select,
  Skeleton,
  SortableList,
  TextField,
  useOptimisticOrder,
  useToast,
} from '@console/ui';
import { vars } from '@console/ui/css';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formatTokyoMinute } from '../shared/dates';
import { MessageText } from '../shared/MessageText';
import { Pager } from '../shared/Pager';
import * as pageStyles from '../shared/pages.css';
import { LIST_VIEW_QUERY, newTrackerPath, TRACKERS_VIEW } from '../shared/trackerPaths';
import { checkInput, LoadError, useCanWrite, writeError } from '../shared/writes';
import { templatesApi, useContentGroups, useTemplates } from './hooks';
import { MESSAGE_KIND_LABELS, TEMPLATES_TEXT as T } from './messages';
import { flexEditorPath, LIST } from './paths';
import { templateQueryOf } from './reads';
import { TrackerList } from './TrackerList';
import * as styles from './templates.css';

const EDITOR = '/vue3-dev/line/template';
/** Placeholder rows while the list loads: about a phone's screenful. */
const SKELETON_ROWS = 8;

/** The editor's address, returning to the group the operator was looking at. */
export function editorPath(id: number | 'new', group?: string): string {
  const path = id === 'new' ? `${EDITOR}/new` : `${EDITOR}/edit/${id}`;
  return group ? `${path}?${TEMPLATE_GROUP_QUERY}=${encodeURIComponent(group)}` : path;
}

function Crumbs({ extra }: { extra?: { name: string; url: string } }) {
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[{ name: T.titles.TemplateListPage, url: LIST }, ...(extra ? [extra] : [])]}
    />
  );
}

/** A group's name as the rename dialog and グループの作成 ask for it (the contract's 50 characters). */
function GroupNameField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={T.groupName}
      required
      maxLength={CONTENT_GROUP_NAME_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      errorText={error}
    />
  );
}

/** The groups at the left: every template, each group in its order (drag to sort), no group. */
function GroupNav({
  groups,
  loading,
  current,
  total,
  onChanged,
}: {
  groups: ContentGroup[];
  /** The groups are still on their way: two rows keep their place (a phone's list below them stays put). */
  loading: boolean;
  current: string | undefined;
  total: number | undefined;
  onChanged: () => Promise<unknown>;
}) {
  const canWrite = useCanWrite('TEMPLATE_WRITE');
  const toast = useToast();
  const [params] = useSearchParams();
  const order = useOptimisticOrder(
    groups.map((group) => group.id),
    (ids) => templatesApi.sortGroups(ids).finally(() => void onChanged()),
  );
  const byId = new Map(groups.map((group) => [group.id, group]));
  // The optimistic order catches up with newly arrived groups one render later: until then the
  // server's order, so the list is never drawn empty for a frame (a layout shift on a phone).
  const shownIds = order.ids.length === groups.length ? order.ids : groups.map((group) => group.id);
  const [renaming, setRenaming] = useState<ContentGroup | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<ContentGroup | null>(null);
  const linkTo = (group: string | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (group === undefined) next.delete('group');
    else next.set('group', group);
    const query = next.toString();
    return query ? `${LIST}?${query}` : LIST;
  };
  const link = (group: string | undefined, label: string, count?: number) => (
    <Link
      to={linkTo(group)}
      className={styles.groupLink}
      aria-current={current === group ? 'page' : undefined}
    >
      <span className={styles.groupName}>{label}</span>
      {count !== undefined && <span>{T.groupCount(count)}</span>}
    </Link>
  );
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    try {
      checkInput(contentGroupInputSchema, { name });
      await templatesApi.renameGroup(renaming.id, name);
      toast.success(T.saved);
      setRenaming(null);
      await onChanged();
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setNameError(fields.name ?? message);
    }
  };
  const remove = async () => {
    const group = deleting;
    setDeleting(null);
    if (!group) return;
    try {
      await templatesApi.deleteGroup(group.id);
      toast.success(T.deleted);
      await onChanged();
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  return (
    <nav className={styles.groups} aria-label={T.groups} aria-busy={loading || undefined}>
      <h2 className={styles.sectionHeading}>{T.groups}</h2>
      <ul className={styles.groupLinks}>
        <li>{link(undefined, T.allGroups, total)}</li>
      </ul>
      {loading && (
        <div className={styles.groupSkeleton}>
          <Skeleton shape="rect" height={vars.controlHeight.large} />
          <Skeleton shape="rect" height={vars.controlHeight.large} announce={false} />
        </div>
      )}
      {groups.length > 0 && (
        <SortableList
          aria-label={T.groups}
          items={shownIds.flatMap((id) => byId.get(id) ?? [])}
          getLabel={(group) => group.name}
          disabled={order.saving || !canWrite}
          onReorder={(ids) =>
            void order.reorder(ids as number[]).then((ok) => {
              if (ok) toast.success(T.orderSaved);
              else toast.error(T.orderFailed);
            })
          }
          renderItem={(group) => (
            <div className={styles.groupItem}>
              {link(String(group.id), group.name, group.template_count)}
              {canWrite && (
                // One quiet menu per group, not a button pair beside every group (issue 27).
                <Menu
                  className={styles.groupMenu}
                  size="small"
                  align="end"
                  label={menuMessages.rowActions(group.name)}
                  items={[
                    {
                      label: T.renameGroup,
                      onSelect: () => {
                        setName(group.name);
                        setNameError(undefined);
                        setRenaming(group);
                      },
                    },
                    MENU_SEPARATOR,
                    { label: T.deleteGroup, tone: 'danger', onSelect: () => setDeleting(group) },
                  ]}
                />
              )}
            </div>
          )}
        />
      )}
      <ul className={styles.groupLinks}>
        <li>{link(TEMPLATE_NO_GROUP, T.noGroup)}</li>
      </ul>
      {canWrite && groups.length > 1 && <p className={styles.subtle}>{T.sortHint}</p>}
      {canWrite && (
        <Link className={pageStyles.link} to="/line/content/group/new">
          {T.newGroup}
        </Link>
      )}
      <Modal
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title={renaming ? T.renameGroupOf(renaming.name) : ''}
      >
        <form className={styles.form} onSubmit={(event) => void rename(event)} aria-label={T.renameGroup}>
          <GroupNameField value={name} onChange={setName} error={nameError} />
          <div className={styles.actionsBar}>
            <Button variant="secondary" onClick={() => setRenaming(null)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="primary">
              {T.save}
            </Button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? T.deleteGroupConfirm(deleting.name) : ''}
        message={T.deleteGroupMessage}
        confirmLabel={T.deleteGroup}
        variant="danger"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </nav>
  );
}

/**
 * The delete of a template: its uses are asked first; a used template cannot be deleted, and the
 * dialog says what uses it (issue 29), otherwise the usual confirmation.
 */
function useTemplateDelete(onDeleted: () => Promise<unknown>) {
  const toast = useToast();
  const [target, setTarget] = useState<TemplateListItem | null>(null);
  const [uses, setUses] = useState<TemplateUse[] | null>(null);
  const ask = async (item: TemplateListItem) => {
    setTarget(item);
    setUses(null);
    try {
      setUses(await templatesApi.uses(item.id));
    } catch (failure) {
      setTarget(null);
      toast.error(writeError(failure).message);
    }
  };
  const close = () => {
    setTarget(null);
    setUses(null);
  };
  const confirm = async () => {
    const item = target;
    close();
    if (!item) return;
    try {
      await templatesApi.remove(item.id);
      toast.success(T.deleted);
      await onDeleted();
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  const dialogs = (
    <>
      <Modal
        open={target !== null && uses !== null && uses.length > 0}
        onClose={close}
        hideCloseButton
        title={target ? T.inUseTitle(target.name) : ''}
        footer={
          <Button variant="primary" onClick={close}>
            {T.close}
          </Button>
        }
      >
        <p>{T.inUseMessage}</p>
        <ul className={styles.uses}>
          {(uses ?? []).map((use) => (
            <li key={`${use.kind}:${use.id}`}>
              {TEMPLATE_USE_LABELS[use.kind]}「{use.name}」
            </li>
          ))}
        </ul>
      </Modal>
      <ConfirmDialog
        open={target !== null && uses !== null && uses.length === 0}
        title={target ? T.deleteConfirm(target.name) : ''}
        message={T.irreversible}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </>
  );
  return { ask, checking: target !== null && uses === null, dialogs };
}

/** /line/template: the account's templates, newest change first, by group, words and status. */
export function TemplateListPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = templateQueryOf(params);
  const trackersShown = params.get(LIST_VIEW_QUERY) === TRACKERS_VIEW;
  const templates = useTemplates(filters, page);
  const groups = useContentGroups();
  const all = useTemplates({}, 1);
  const canWrite = useCanWrite('TEMPLATE_WRITE');
  const canFlex = useCanWrite('USER_CAN_USE_LFLEX');
  const location = useLocation();
  const toast = useToast();
  const navigate = useNavigate();
  const [words, setWords] = useState(filters.q ?? '');
  const refresh = () => Promise.all([templates.mutate(), groups.mutate(), all.mutate()]);
  const remove = useTemplateDelete(refresh);
  const setQuery = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: words.trim() || undefined });
  };
  const copy = async (item: TemplateListItem) => {
    try {
      const made = await templatesApi.copy(item.id);
      toast.success(T.copied(made.name));
      await refresh();
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  const groupName = new Map((groups.data ?? []).map((group) => [String(group.id), group.name]));
  const columns: ListTableColumn<TemplateListItem>[] = [
    {
      key: 'name',
      label: T.name,
      class: styles.nameColumn,
      render: (item) => (
        <>
          {canWrite ? (
            <Link
              to={editorPath(item.id, filters.group)}
              className={pageStyles.link}
              aria-label={T.editOf(item.name)}
            >
              {item.name}
            </Link>
          ) : (
            item.name
          )}
          {/* The kinds under the name: one column less, so the table fits beside the menu. */}
          <span className={styles.kinds}>
            {item.types.map((type) => MESSAGE_KIND_LABELS[type]).join('・')}
          </span>
        </>
      ),
    },
    {
      key: 'preview',
      label: T.preview,
      render: (item) => <MessageText text={item.preview} />,
    },
    {
      key: 'status',
      label: T.status,
      render: (item) => (
        <>
          <span className={styles.status}>{TEMPLATE_STATUS_LABELS[item.status]}</span>
          {item.problem_count > 0 && (
            <span className={styles.problemCount}>{T.problems(item.problem_count)}</span>
          )}
        </>
      ),
    },
    { key: 'updated_at', label: T.updatedAt, render: (item) => formatTokyoMinute(item.updated_at) },
  ];
  if (canWrite)
    columns.push({
      key: 'actions',
      label: T.actions,
      skeleton: 'control',
      render: (item) => (
        <Menu
          size="small"
          align="end"
          label={menuMessages.rowActions(item.name)}
          disabled={remove.checking}
          items={[
            { label: T.copy, onSelect: () => void copy(item) },
            MENU_SEPARATOR,
            { label: T.delete, tone: 'danger', onSelect: () => void remove.ask(item) },
          ]}
        />
      ),
    });
  const filtered = Boolean(filters.q || filters.status || filters.group);
  const title =
    filters.group === TEMPLATE_NO_GROUP
      ? T.noGroup
      : filters.group
        ? groupName.get(filters.group)
        : undefined;
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={T.titles.TemplateListPage}
        actions={
          canWrite &&
          (trackersShown ? (
            <Button variant="primary" onClick={() => navigate(newTrackerPath(filters.group))}>
              {T.newTracker}
            </Button>
          ) : (
            <>
              {canFlex && (
                <Button
                  variant="secondary"
                  onClick={() => navigate(flexEditorPath('new', `${location.pathname}${location.search}`))}
                >
                  {T.newFlex}
                </Button>
              )}
              <Button variant="primary" onClick={() => navigate(editorPath('new', filters.group))}>
                {T.newTemplate}
              </Button>
            </>
          ))
        }
      />
      <div className={styles.layout}>
        <GroupNav
          groups={groups.data ?? []}
          loading={groups.isLoading}
          current={filters.group}
          total={all.data?.total}
          onChanged={refresh}
        />
        <div className={styles.main}>
          <SegmentedControl
            aria-label={T.view}
            size="small"
            options={[
              { value: 'templates', label: T.viewTemplates },
              { value: TRACKERS_VIEW, label: T.viewTrackers },
            ]}
            value={trackersShown ? TRACKERS_VIEW : 'templates'}
            onValueChange={(value) => setQuery({ view: value === TRACKERS_VIEW ? value : undefined })}
          />
          {trackersShown ? (
            <TrackerList
              group={filters.group}
              page={page}
              title={title}
              canWrite={canWrite}
              onPage={(next) => setQuery({ page: next > 1 ? String(next) : undefined })}
            />
          ) : (
            <>
              <form className={styles.toolbar} onSubmit={search} aria-label={T.search}>
                <TextField
                  className={styles.grow}
                  label={T.search}
                  placeholder={T.searchPlaceholder}
                  maxLength={100}
                  value={words}
                  onChange={(event) => setWords(event.target.value)}
                />
                <Select
                  label={T.status}
                  options={[
                    { name: T.statusAll, value: 'all' },
                    ...TEMPLATE_STATUSES.map((status) => ({
                      name: TEMPLATE_STATUS_LABELS[status],
                      value: status,
                    })),
                  ]}
                  value={filters.status ?? 'all'}
                  onValueChange={(value) => setQuery({ status: value === 'all' ? undefined : value })}
                />
                <Button type="submit" variant="secondary">
                  {T.searchButton}
                </Button>
              </form>
              <LoadError error={templates.error ?? groups.error} />
              <div className={styles.tableScroll}>
                <ListTable
                  aria-label={title ? `${T.titles.TemplateListPage}（${title}）` : T.titles.TemplateListPage}
                  rows={templates.data?.items ?? []}
                  columns={columns}
                  loading={templates.isLoading}
                  skeletonRows={SKELETON_ROWS}
                  emptyText={filtered ? T.emptyFiltered : T.empty}
                />
              </div>
              {templates.data && (
                <Pager
                  page={page}
                  total={templates.data.total}
                  perPage={TEMPLATE_PAGE_SIZE}
                  onPage={(next) => setQuery({ page: next > 1 ? String(next) : undefined })}
                />
              )}
            </>
          )}
        </div>
      </div>
      {remove.dialogs}
    </PageContent>
  );
}

/** /line/content/group/new: a new group of templates, then the list of that group. */
export function ContentGroupNewPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const groups = useContentGroups();
  const canWrite = useCanWrite('TEMPLATE_WRITE');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      checkInput(contentGroupInputSchema, { name });
      const group = await templatesApi.createGroup(name);
      toast.success(T.saved);
      await groups.mutate();
      navigate(`${LIST}?group=${group.id}`);
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setError(fields.name ?? message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs extra={{ name: T.titles.ContentGroupNewPage, url: '/line/content/group/new' }} />
      <PageHeader title={T.titles.ContentGroupNewPage} />
      <form className={styles.form} onSubmit={(event) => void save(event)} aria-label={T.newGroup}>
        <GroupNameField value={name} onChange={setName} error={error} />
        <div className={styles.row}>
          <Button type="submit" variant="primary" busy={saving} disabled={!canWrite}>
            {T.createGroup}
          </Button>
          <Link className={pageStyles.link} to={LIST}>
            {T.cancel}
          </Link>
        </div>
        {!canWrite && <p className={styles.subtle}>{T.noWrite}</p>}
      </form>
    </PageContent>
  );
}
