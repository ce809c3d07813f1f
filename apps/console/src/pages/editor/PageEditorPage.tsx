import type { OemCode } from '@console/contract';
import { OEM_CODES } from '@console/contract';
import {
  BLOCK_TYPE_LABELS,
  BLOCK_TYPES,
  LANDING_GOAL_LABELS,
  LANDING_GOALS,
  type LandingGoal,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_STATUS_LABELS,
  PAGE_TITLE_MAX_LENGTH,
  PAGES_ROUTES,
  type Page,
  type PageFamilyKind,
  type PageInput,
  type PageKind,
  pageInputSchema,
  SITE_PUBLIC_PREFIX,
  SITES_MESSAGES,
  type SitePage,
  type SitePageInput,
  sitePageInputSchema,
} from '@console/contract/pages';
import { fieldErrors } from '@console/contract/validation';
import {
  Breadcrumb,
  Button,
  PageContent,
  PageHeader,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@console/ui';
import {
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { formatTokyoMinute } from '../../shared/dates';
import { ApiError } from '../../shared/fetcher';
import { LeaveWarning } from '../../shared/LeaveWarning';
import { LIB_MESSAGES } from '../../shared/messages';
import * as pageStyles from '../../shared/pages.css';
import { useFocusFirstInvalid } from '../../shared/useFocusFirstInvalid';
import { LoadError, writeError } from '../../shared/writes';
import { pagesApi, usePage } from '../hooks';
import { pageRead } from '../reads';
import { sitesApi, useSitePage } from '../sites/hooks';
import { SITES_TEXT } from '../sites/messages';
import { siteListPath, siteSettingsPath } from '../sites/paths';
import { siteIdOf, sitePageRead } from '../sites/reads';
import { AddBlockMenu, BlockList, ColumnsInspector } from './BlockList';
import {
  blocksWithErrors,
  canAdd,
  type DraftBlock,
  documentOf,
  errorsByBlock,
  findBlock,
  inputOf,
  insertAfter,
  newBlock,
  newId,
  type PageDoc,
  pageProblems,
  paletteOf,
  updateBlock,
} from './document';
import * as styles from './editor.css';
import { FormInspector } from './FormInspector';
import { type History, historyKey, historyReducer, startHistory } from './history';
import { ImageField } from './ImageField';
import { LeafInspector } from './inspectors';
import { EDITOR_TEXT as T, THEME_LABELS } from './messages';
import { Preview } from './Preview';

// Loaded when 公開… is pressed: its date and time fields bring the calendar (30 kB gzip).
const PublishModal = lazy(() =>
  import('./calendarParts').then((module) => ({ default: module.PublishModal })),
);

const TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES_ROUTES.map((route) => [route.name, route.title]),
);
const LIST_PATH: Record<PageFamilyKind, string> = { landing: '/line/landing', form: '/line/form' };
const EDIT_PATH: Record<PageFamilyKind, string> = { landing: '/line/landing/edit', form: '/line/form/edit' };
const LIST_TITLE: Record<PageFamilyKind, string> = {
  landing: TITLES.LandingListPage ?? '',
  form: TITLES.FormListPage ?? '',
};
const NEW_TITLE: Record<PageFamilyKind, string> = {
  landing: TITLES.LandingNewPage ?? '',
  form: TITLES.FormNewPage ?? '',
};
const EDIT_TITLE: Record<PageFamilyKind, string> = {
  landing: TITLES.LandingEditPage ?? '',
  form: TITLES.FormEditPage ?? '',
};

/** A page the editor edits: a landing page or a form, or a site's page (with its path and site). */
type EditorPage = Page | SitePage;
const siteOf = (page: EditorPage | undefined) => (page && 'site' in page ? page.site : null);

/*
 * Each kind's reads and writes: landing pages and forms have their own operations (pagesApi); a
 * site's page has the sites' (saved with its path, always an existing page: the egg settings make it).
 */
const readKey = (kind: PageKind, id: number) =>
  kind === 'site' ? sitePageRead(id).key : pageRead(kind, id).key;
function saveOf(kind: PageKind, id: number | null, input: unknown): Promise<EditorPage> {
  if (kind === 'site') return sitesApi.updatePage(id as number, input as SitePageInput);
  return id === null
    ? pagesApi.create(kind, input as PageInput)
    : pagesApi.update(kind, id, input as PageInput);
}
const publishOf = (kind: PageKind, id: number, at: string | null): Promise<EditorPage> =>
  kind === 'site' ? sitesApi.publishPage(id, at) : pagesApi.publish(kind, id, at);
const unpublishOf = (kind: PageKind, id: number): Promise<EditorPage> =>
  kind === 'site' ? sitesApi.unpublishPage(id) : pagesApi.unpublish(kind, id);
/** The contract's check of a save's body, the kind's schema. */
const checkOf = (kind: PageKind, doc: PageDoc) =>
  kind === 'site'
    ? fieldErrors(sitePageInputSchema, inputOf(kind, doc))
    : fieldErrors(pageInputSchema, inputOf(kind, doc));

// Select's empty value means "nothing chosen", so the null choices have values of their own.
const ACCOUNT_THEME = 'account';
const NO_GOAL = 'none';

/**
 * What a new page hands to its edit screen when its first save navigates there: the history (so
 * undo still reaches back), the selected block and where the window was scrolled, so the operator
 * stays where they were.
 */
interface CarriedState {
  history: History<PageDoc>;
  /** The document the first save sent: one of the history's (a structured clone keeps them one object). */
  saved: PageDoc;
  selected: string | null;
  scrollY: number;
}
const carriedOf = (state: unknown): CarriedState | null =>
  state && typeof state === 'object' && 'history' in state ? (state as CarriedState) : null;

const firstMessages = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list[0] ?? '']));

/** The state of a saved page the header shows, updated by each save and publish. */
type Meta = Pick<
  Page,
  'id' | 'status' | 'publish_at' | 'has_unpublished_changes' | 'public_url' | 'liff_url'
>;

/**
 * The editor of a landing page or a form (issue 33): the page's settings and blocks on the left,
 * the selected block's inspector under them, the server's preview on the right. Undo and redo
 * keep the whole document (settings and blocks).
 */
export function PageEditor({
  kind,
  page,
  carried,
}: {
  kind: PageKind;
  page?: EditorPage;
  carried: CarriedState | null;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [history, dispatch] = useReducer(
    historyReducer<PageDoc>,
    null,
    () => carried?.history ?? startHistory(documentOf(kind, page, newId)),
  );
  const doc = history.present;
  // The document as last saved: the editor is dirty when the present is another (undo back to it is clean).
  const [saved, setSaved] = useState<PageDoc | null>(() => (page ? (carried?.saved ?? doc) : null));
  const [meta, setMeta] = useState<Meta | null>(page ?? null);
  // A later read of the page (a publish answered after the first save moved here) brings its state; the
  // document stays the operator's.
  useEffect(() => {
    if (page) setMeta(page);
  }, [page]);
  const [selected, setSelected] = useState<string | null>(
    () => carried?.selected ?? (kind === 'form' ? (doc.blocks[0]?.id ?? null) : null),
  );
  const [judged, setJudged] = useState(page !== undefined);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'publish' | 'unpublish' | null>(null);
  const [publishOpen, setPublishOpen] = useState(false);
  const [publishError, setPublishError] = useState<string | undefined>();
  const [leaveTo, setLeaveTo] = useState<{ path: string; state: CarriedState } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const refuse = useFocusFirstInvalid(formRef);
  const dirty = saved !== doc;
  // The save's answer comes after edits typed meanwhile: what it carries on is the history as it is then.
  const latest = useRef({ history, selected });
  latest.current = { history, selected };
  const id = meta?.id ?? null;
  const site = siteOf(page);
  const home = page !== undefined && 'home' in page && page.home;

  useLayoutEffect(() => {
    if (carried) window.scrollTo(0, carried.scrollY);
  }, [carried]);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo.path, { replace: true, state: leaveTo.state });
  }, [leaveTo, navigate]);

  const check = useMemo(() => checkOf(kind, doc), [kind, doc]);
  const problems = useMemo(
    () => ({
      ...(check.ok ? {} : firstMessages(check.errors)),
      ...pageProblems(kind, doc),
      // Only the home page's path is empty (its address is the site's).
      ...(kind === 'site' && !home && !(doc.path ?? '').trim() ? { path: SITES_MESSAGES.path } : {}),
    }),
    [check, kind, doc, home],
  );
  const errors = { ...(judged ? problems : {}), ...serverErrors };
  const grouped = errorsByBlock(errors, doc.blocks);
  const invalid = new Set(blocksWithErrors(doc.blocks, grouped.blocks));

  const change = (next: PageDoc, group: string | null) => {
    dispatch({ type: 'change', next, group, now: Date.now() });
    setServerErrors({});
  };
  const setBlocks = (blocks: DraftBlock[], group: string | null = null) => change({ ...doc, blocks }, group);
  const step = (type: 'undo' | 'redo') => {
    dispatch({ type });
    setServerErrors({});
  };

  /**
   * Ctrl/⌘+Z and Ctrl/⌘+Shift+Z (Ctrl+Y) are the editor's history, in its text fields too: every
   * keystroke there is in the history already (a second's typing as one step), so the editor's
   * undo takes back a word as the browser's would, and also a move or a removal made between two
   * words. Not while an IME composes (the key is the IME's), not in the fields that commit on
   * blur (dates, times, numbers: `data-own-undo`; their typed text is not in the document yet, so
   * the browser's own undo runs), and not in what opens over the editor (the publish dialog, the
   * image picker, menus), which React portals outside the editor's element.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = historyKey(event);
    if (!action || event.nativeEvent.isComposing || event.keyCode === 229) return;
    const target = event.target as HTMLElement;
    if (!rootRef.current?.contains(target) || target.closest('[data-own-undo]')) return;
    event.preventDefault();
    step(action);
  };

  /** Opens the first block with a problem in the inspector, so its fields show their messages. */
  const selectFirstInvalid = (all: Record<string, string>) => {
    const byBlock = errorsByBlock(all, doc.blocks).blocks;
    const first = blocksWithErrors(doc.blocks, byBlock).find((blockId) => byBlock.has(blockId));
    if (first) setSelected(first);
  };

  const save = async (): Promise<Meta | null> => {
    setJudged(true);
    if (!check.ok || Object.keys(problems).length > 0) {
      toast.error(T.problems(Object.keys(problems).length));
      selectFirstInvalid(problems);
      refuse();
      return null;
    }
    setBusy('save');
    const sent = doc;
    try {
      const answer = await saveOf(kind, id, check.data);
      await mutate(readKey(kind, answer.id), answer, { revalidate: false });
      setSaved(sent);
      setMeta(answer);
      toast.success(T.saved);
      if (id === null && kind !== 'site')
        setLeaveTo({
          path: `${EDIT_PATH[kind]}/${answer.id}`,
          state: { ...latest.current, saved: sent, scrollY: window.scrollY },
        });
      return answer;
    } catch (failure) {
      const { fields, messages } = writeError(failure);
      // A site's 409 is its path, taken by another page of the site: shown at the path.
      const taken = kind === 'site' && failure instanceof ApiError && failure.status === 409;
      setServerErrors(taken ? { path: messages[0] ?? '' } : fields);
      toast.error(messages[0] ?? LIB_MESSAGES.unknownError);
      selectFirstInvalid(fields);
      refuse();
      return null;
    } finally {
      setBusy(null);
    }
  };

  const publish = async (at: string | null) => {
    setPublishError(undefined);
    // What is published is the saved draft: unsaved edits are saved first.
    const target = dirty || id === null ? await save() : meta;
    if (!target) {
      setPublishOpen(false);
      return;
    }
    setBusy('publish');
    try {
      const answer = await publishOf(kind, target.id, at);
      await mutate(readKey(kind, answer.id), answer, { revalidate: false });
      setMeta(answer);
      setPublishOpen(false);
      toast.success(at === null ? T.published : T.scheduled);
    } catch (failure) {
      const { fields, messages } = writeError(failure);
      setPublishError(fields.at ?? messages[0] ?? LIB_MESSAGES.unknownError);
    } finally {
      setBusy(null);
    }
  };

  const unpublish = async () => {
    if (id === null) return;
    setBusy('unpublish');
    try {
      const answer = await unpublishOf(kind, id);
      await mutate(readKey(kind, answer.id), answer, { revalidate: false });
      setMeta(answer);
      setPublishOpen(false);
      toast.success(T.unpublished);
    } catch (failure) {
      setPublishError(writeError(failure).message);
    } finally {
      setBusy(null);
    }
  };

  const addBlock = (type: Parameters<typeof canAdd>[1]) => {
    if (!canAdd(doc.blocks, type)) return;
    const block = newBlock(type, newId);
    // After the selected block (or the columns holding it), else at the end.
    const after = selected === null ? null : (findBlock(doc.blocks, selected)?.place.index ?? null);
    setBlocks(insertAfter(doc.blocks, block, after));
    setSelected(block.id);
  };

  const title = kind === 'site' ? SITES_TEXT.pageEditTitle : meta ? EDIT_TITLE[kind] : NEW_TITLE[kind];
  const status = meta?.status ?? 'draft';
  const found = selected === null ? null : findBlock(doc.blocks, selected);
  const onBlock = (next: DraftBlock, group: string | null) =>
    setBlocks(
      updateBlock(doc.blocks, next.id, () => next),
      group,
    );
  const settingsError = grouped.page;

  return (
    <>
      <Breadcrumb
        linkComponent={Link}
        items={
          kind === 'site'
            ? [
                { name: SITES_TEXT.listTitle, url: siteListPath() },
                ...(site ? [{ name: site.name, url: siteSettingsPath(site.id) }] : []),
                { name: title, url: window.location.pathname },
              ]
            : [
                { name: LIST_TITLE[kind], url: LIST_PATH[kind] },
                { name: title, url: id === null ? EDIT_PATH[kind] : `${EDIT_PATH[kind]}/${id}` },
              ]
        }
      />
      <PageHeader
        title={title}
        actions={
          <>
            <Button variant="secondary" disabled={busy !== null} onClick={() => setPublishOpen(true)}>
              {T.publishOpen}
            </Button>
            <Button
              variant="primary"
              busy={busy === 'save'}
              disabled={busy !== null}
              onClick={() => void save()}
            >
              {T.save}
            </Button>
          </>
        }
      />
      <p className={styles.status}>
        {T.status}：
        <span className={styles.badge} data-status={status}>
          {PAGE_STATUS_LABELS[status]}
        </span>
        {status === 'scheduled' && meta?.publish_at && (
          <span>{T.scheduledAt(formatTokyoMinute(meta.publish_at))}</span>
        )}
        {meta?.has_unpublished_changes && status !== 'draft' && (
          <span className={styles.subtle}>{T.unpublishedChanges}</span>
        )}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the editor's undo keys, from any field inside it */}
      <div ref={rootRef} className={styles.layout} onKeyDown={onKeyDown}>
        <form
          ref={formRef}
          className={styles.column}
          aria-label={title}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <section className={styles.panel} aria-labelledby="page-settings">
            <h2 id="page-settings" className={styles.sectionHeading}>
              {T.settings}
            </h2>
            <TextField
              label={T.title}
              required
              maxLength={PAGE_TITLE_MAX_LENGTH}
              value={doc.title}
              onChange={(event) => change({ ...doc, title: event.target.value }, 'title')}
              errorText={settingsError.title}
            />
            <Textarea
              label={T.description}
              rows={2}
              maxLength={PAGE_DESCRIPTION_MAX_LENGTH}
              value={doc.description}
              onChange={(event) => change({ ...doc, description: event.target.value }, 'description')}
              errorText={settingsError.description}
            />
            <ImageField
              label={T.ogpImage}
              value={doc.ogp_media_id}
              removable
              onChange={(ogp_media_id) => change({ ...doc, ogp_media_id }, null)}
              errorText={settingsError.ogp_media_id}
            />
            {kind === 'site' && (
              <TextField
                label={SITES_TEXT.pagePathLabel}
                required={!home}
                readOnly={home}
                autoCapitalize="none"
                spellCheck={false}
                helpText={
                  home
                    ? SITES_TEXT.pagePathHome
                    : site && `${SITE_PUBLIC_PREFIX}${site.slug}/${(doc.path ?? '').trim().toLowerCase()}`
                }
                value={home && site ? `${SITE_PUBLIC_PREFIX}${site.slug}` : (doc.path ?? '')}
                onChange={(event) => change({ ...doc, path: event.target.value }, 'path')}
                errorText={settingsError.path}
              />
            )}
            {kind !== 'site' && (
              <Select
                label={T.theme}
                options={[
                  { value: ACCOUNT_THEME, name: T.accountTheme },
                  ...OEM_CODES.map((code) => ({ value: code, name: THEME_LABELS[code] })),
                ]}
                value={doc.theme ?? ACCOUNT_THEME}
                onValueChange={(value) =>
                  change({ ...doc, theme: value === ACCOUNT_THEME ? null : (value as OemCode) }, null)
                }
                errorText={settingsError.theme}
              />
            )}
            {kind === 'landing' && (
              <Select
                label={T.goal}
                options={[
                  { value: NO_GOAL, name: T.noGoal },
                  ...LANDING_GOALS.map((goal) => ({ value: goal, name: LANDING_GOAL_LABELS[goal] })),
                ]}
                value={doc.goal ?? NO_GOAL}
                onValueChange={(value) =>
                  change({ ...doc, goal: value === NO_GOAL ? null : (value as LandingGoal) }, null)
                }
                errorText={settingsError.goal}
              />
            )}
            {meta && (
              <p className={styles.subtle}>
                {T.publicUrl}：
                <a className={styles.url} href={meta.public_url} target="_blank" rel="noreferrer">
                  {meta.public_url}
                </a>
              </p>
            )}
            {meta?.liff_url && (
              <p className={styles.subtle}>
                {T.liffUrl}：
                <a className={styles.url} href={meta.liff_url} target="_blank" rel="noreferrer">
                  {meta.liff_url}
                </a>
              </p>
            )}
          </section>

          <section className={styles.panel} aria-labelledby="page-blocks">
            <div className={styles.toolbar}>
              <h2 id="page-blocks" className={styles.sectionHeading}>
                {T.blocks}
              </h2>
              <Button
                variant="secondary"
                size="small"
                disabled={history.past.length === 0}
                onClick={() => step('undo')}
              >
                {T.undo}
              </Button>
              <Button
                variant="secondary"
                size="small"
                disabled={history.future.length === 0}
                onClick={() => step('redo')}
              >
                {T.redo}
              </Button>
            </div>
            <p className={styles.subtle}>{T.undoHint}</p>
            {settingsError['draft.blocks'] && (
              <p className={styles.problem} role="alert">
                {settingsError['draft.blocks']}
              </p>
            )}
            <BlockList
              blocks={doc.blocks}
              selected={found ? (doc.blocks[found.place.index]?.id ?? null) : null}
              invalid={invalid}
              makeId={newId}
              onBlocks={(blocks) => setBlocks(blocks)}
              onSelect={setSelected}
            />
            <div>
              <AddBlockMenu blocks={doc.blocks} types={paletteOf(kind, BLOCK_TYPES)} onAdd={addBlock} />
            </div>
          </section>

          <section className={styles.panel} aria-labelledby="block-inspector">
            <h2 id="block-inspector" className={styles.sectionHeading}>
              {found ? T.inspectorOf(BLOCK_TYPE_LABELS[found.block.type]) : T.inspector}
            </h2>
            {found ? (
              <>
                {found.place.column !== null && (
                  <div>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => setSelected(doc.blocks[found.place.index]?.id ?? null)}
                    >
                      {T.backToColumns}
                    </Button>
                  </div>
                )}
                {grouped.blocks.get(found.block.id)?._ && (
                  <p className={styles.problem} role="alert">
                    {grouped.blocks.get(found.block.id)?._}
                  </p>
                )}
                <Inspector
                  key={found.block.id}
                  block={found.block}
                  errors={grouped.blocks.get(found.block.id) ?? {}}
                  invalid={invalid}
                  onChange={onBlock}
                  onSelect={setSelected}
                />
              </>
            ) : (
              <p className={styles.subtle}>{T.noSelection}</p>
            )}
          </section>
        </form>
        <Preview kind={kind} id={id} doc={doc} siteId={site?.id ?? null} />
      </div>
      {publishOpen && (
        <Suspense fallback={null}>
          <PublishModal
            open
            status={status}
            publishAt={meta?.publish_at ?? null}
            busy={busy === 'publish' || busy === 'unpublish' ? busy : null}
            error={publishError}
            onClose={() => {
              setPublishOpen(false);
              setPublishError(undefined);
            }}
            onPublish={(at) => void publish(at)}
            onUnpublish={() => void unpublish()}
          />
        </Suspense>
      )}
      <LeaveWarning when={dirty && leaveTo === null} />
    </>
  );
}

function Inspector({
  block,
  errors,
  invalid,
  onChange,
  onSelect,
}: {
  block: DraftBlock;
  errors: Readonly<Record<string, string>>;
  invalid: ReadonlySet<string>;
  onChange: (next: DraftBlock, group: string | null) => void;
  onSelect: (id: string) => void;
}) {
  if (block.type === 'form')
    return <FormInspector block={block} errors={errors} makeId={newId} onChange={onChange} />;
  if (block.type === 'columns')
    return (
      <ColumnsInspector
        block={block}
        errors={errors}
        invalid={invalid}
        makeId={newId}
        onChange={onChange}
        onSelect={onSelect}
      />
    );
  return <LeafInspector block={block} errors={errors} onChange={onChange} />;
}

/** A new page of a kind; its first save moves to the edit route (the history carried along). */
function NewPage({ kind }: { kind: PageFamilyKind }) {
  return (
    <PageContent className={pageStyles.page}>
      <PageEditor kind={kind} carried={null} />
    </PageContent>
  );
}

/** A saved page, read by its id (digits only, the route says). */
function EditPage({ kind }: { kind: PageFamilyKind }) {
  const id = Number(useParams().id);
  const location = useLocation();
  const [carried] = useState(() => carriedOf(location.state));
  const page = usePage(kind, id);
  return (
    <PageContent className={pageStyles.page}>
      {!page.data && <PageHeader title={EDIT_TITLE[kind]} />}
      <LoadError error={page.error} />
      {page.isLoading && !page.data && <p className={styles.subtle}>{T.loading}</p>}
      {/* Keyed by the page: another page's edits never leak into this editor. Later reads of the
          same page (after a save) do not reset it, so the operator stays where they were. */}
      {page.data && <PageEditor key={page.data.id} kind={kind} page={page.data} carried={carried} />}
    </PageContent>
  );
}

/** /line/landing/edit: a new landing page. */
export const LandingNewPage = () => <NewPage kind="landing" />;
/** /line/landing/edit/{id}. */
export const LandingEditPage = () => <EditPage kind="landing" />;
/** /line/form/edit: a new form, starting with its form block. */
export const FormNewPage = () => <NewPage kind="form" />;
/** /line/form/edit/{id}. */
export const FormEditPage = () => <EditPage kind="form" />;

/**
 * /vue3-dev/line/site/pure/edit/{id}: a site's page on the block editor ("pure"), the landing
 * pages' editor for kind `site` (no form block, the path instead of the goal, the site's theme).
 * The id is not digits-only in the route: anything else, or a 404, is 見つかりません. Here, not in
 * sites/: a screen of its own importing the editor put the whole editor in the file every pages
 * screen loads (the sortable list with it: 13 files on a first load).
 */
export function SitePageEditPage() {
  const id = siteIdOf(useParams().id);
  const page = useSitePage(id);
  if (id === null || (page.error instanceof ApiError && page.error.status === 404))
    return (
      <PageContent className={pageStyles.page}>
        <PageHeader title={SITES_TEXT.notFound} />
        <p className={styles.subtle}>{SITES_TEXT.notFoundPage}</p>
        <p>
          <Link className={pageStyles.link} to={siteListPath()}>
            {SITES_TEXT.backToList}
          </Link>
        </p>
      </PageContent>
    );
  return (
    <PageContent className={pageStyles.page}>
      {!page.data && <PageHeader title={SITES_TEXT.pageEditTitle} />}
      <LoadError error={page.error} />
      {page.isLoading && !page.data && <p className={styles.subtle}>{SITES_TEXT.loading}</p>}
      {page.data && <PageEditor key={page.data.id} kind="site" page={page.data} carried={null} />}
    </PageContent>
  );
}
