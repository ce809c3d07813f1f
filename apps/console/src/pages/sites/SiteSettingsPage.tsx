import { OEM_CODES, type OemCode } from '@console/contract';
import {
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  SITE_ACCESS,
  SITE_ACCESS_LABELS,
  SITE_MENU_LABEL_MAX_LENGTH,
  SITE_NAME_MAX_LENGTH,
  SITE_OGP_TITLE_MAX_LENGTH,
  SITE_PASSWORD_MAX_LENGTH,
  SITES_MESSAGES,
  type Site,
  type SiteAccess,
  type SitePageSummary,
  siteInputSchema,
  sitePageInputSchema,
} from '@console/contract/pages';
import { fieldErrors } from '@console/contract/validation';
import {
  Breadcrumb,
  Button,
  ConfirmDialog,
  Menu,
  type MenuEntry,
  Modal,
  menuMessages,
  PageContent,
  PageHeader,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCopyText } from '../../shared/clipboard';
import { ApiError } from '../../shared/fetcher';
import { LeaveWarning } from '../../shared/LeaveWarning';
import * as pageStyles from '../../shared/pages.css';
import { useFocusFirstInvalid } from '../../shared/useFocusFirstInvalid';
import { checkInput, LoadError, useCanWrite, writeError } from '../../shared/writes';
import { ImageField } from '../editor/ImageField';
import { ItemButtons } from '../editor/ItemButtons';
import { THEME_LABELS } from '../editor/messages';
import { usePageSettings } from '../hooks';
import { SettingsModal } from '../SettingsModal';
import { statusView } from '../view';
import { sitesApi, useSite, useSitePages } from './hooks';
import { SITES_TEXT as T } from './messages';
import { siteListPath, sitePageEditPath, siteSettingsPath } from './paths';
import { siteIdOf } from './reads';
import * as styles from './sites.css';
import {
  accessProblems,
  addMenuRow,
  canAddMenu,
  changeMenuRow,
  formOf,
  homeInputOf,
  moveMenuRow,
  originOf,
  removeMenuRow,
  type SiteForm,
  sameForm,
  siteAddress,
  siteInputOf,
} from './view';

// Select's empty value means "nothing chosen": the account's theme has a value of its own.
const ACCOUNT_THEME = 'account';

let lastKey = 0;
/** Keys for the menu's rows (React's list), unique in the tab. */
const newKey = () => `menu-${++lastKey}`;

const firstMessages = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list[0] ?? '']));

/** A 404 (or an id that is not one): the site is not this account's, or gone. */
function NotFound() {
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={T.notFound} />
      <p className={styles.subtle}>{T.notFoundLead}</p>
      <p>
        <Link className={pageStyles.link} to={siteListPath()}>
          {T.backToList}
        </Link>
      </p>
    </PageContent>
  );
}

/** A section of the settings: a framed card with its heading. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What waits for a confirmation in the pages' list. */
type Confirming = { action: 'unpublish' | 'remove'; page: SitePageSummary } | null;

/** The site's pages: each with its address, state, 編集 and its row menu; ページを追加 below. */
function PagesSection({
  site,
  pages,
  canWrite,
}: {
  site: Site;
  pages: SitePageSummary[];
  canWrite: boolean;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [adding, setAdding] = useState(false);
  const origin = originOf(site.public_url, window.location.origin);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (failure) {
      // 409: the home page or the last page (the server's words say which).
      toast.error(writeError(failure).message);
    }
  };
  const confirm = () => {
    const target = confirming;
    setConfirming(null);
    if (!target) return;
    if (target.action === 'unpublish') void run(() => sitesApi.unpublishPage(target.page.id), T.unpublished);
    else void run(() => sitesApi.removePage(target.page.id), T.pageRemoved);
  };
  const menuOf = (page: SitePageSummary): MenuEntry[] => [
    ...(page.home
      ? []
      : [
          {
            label: T.makeHome,
            onSelect: () =>
              void run(() => sitesApi.update(site.id, homeInputOf(site, page.id)), T.madeHome(page.title)),
          },
        ]),
    {
      label: T.duplicate,
      onSelect: () =>
        void (async () => {
          try {
            const made = await sitesApi.copyPage(page.id);
            toast.success(T.duplicated(made.title));
          } catch (failure) {
            toast.error(writeError(failure).message);
          }
        })(),
    },
    ...(page.status === 'draft'
      ? []
      : [{ label: T.unpublish, onSelect: () => setConfirming({ action: 'unpublish', page }) }]),
    {
      label: T.removePage,
      tone: 'danger' as const,
      onSelect: () => setConfirming({ action: 'remove', page }),
    },
  ];
  return (
    <Section id="site-pages" title={T.pages}>
      {pages.length === 0 ? (
        <p className={styles.subtle}>{T.noPages}</p>
      ) : (
        <ul className={styles.plainList} aria-label={T.pages}>
          {pages.map((page) => {
            const view = statusView(page);
            return (
              <li key={page.id} className={styles.listRow}>
                <span className={styles.rowText}>
                  <span>
                    {page.title}
                    {page.home && <span className={styles.home}>{T.home}</span>}
                  </span>
                  <span className={styles.subtle}>{siteAddress(origin, site.slug, page.path)}</span>
                  <span className={styles.status}>
                    <span className={styles.badge} data-status={view.status}>
                      {view.label}
                    </span>
                    {view.when && <span className={styles.subtle}>{view.when}</span>}
                  </span>
                </span>
                <span className={styles.rowButtons}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={T.editOf(page.title)}
                    onClick={() => navigate(sitePageEditPath(page.id))}
                  >
                    {T.edit}
                  </Button>
                  {canWrite && (
                    <Menu
                      size="small"
                      align="end"
                      label={menuMessages.rowActions(page.title)}
                      items={menuOf(page)}
                    />
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {canWrite && (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {T.addPage}
          </Button>
        </div>
      )}
      {adding && (
        <AddPageDialog
          site={site}
          origin={origin}
          onClose={() => setAdding(false)}
          onAdded={(id) => navigate(sitePageEditPath(id))}
        />
      )}
      <ConfirmDialog
        open={confirming?.action === 'unpublish'}
        title={confirming ? T.unpublishConfirm(confirming.page.title) : ''}
        message={T.unpublishMessage}
        confirmLabel={T.unpublish}
        variant="danger"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.action === 'remove'}
        title={confirming ? T.removePageConfirm(confirming.page.title) : ''}
        message={T.removePageMessage}
        confirmLabel={T.removePage}
        variant="danger"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Section>
  );
}

const ADD_FORM_ID = 'site-page-add';

/** ページを追加: a title and a path; the new draft opens in the pure editor. */
function AddPageDialog({
  site,
  origin,
  onClose,
  onAdded,
}: {
  site: Site;
  origin: string;
  onClose: () => void;
  onAdded: (id: number) => void;
}) {
  const toast = useToast();
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn inside the settings' form in React's tree: its submit is not the settings' 保存.
    event.stopPropagation();
    setSaving(true);
    try {
      const body = {
        title,
        path: path.trim().toLowerCase(),
        description: '',
        ogp_media_id: null,
        draft: { blocks: [] },
      };
      checkInput(sitePageInputSchema, body);
      // An empty path is the home page's only: a new page needs one.
      if (body.path === '') throw new ApiError(422, SITES_MESSAGES.path, { path: [SITES_MESSAGES.path] });
      const page = await sitesApi.createPage(site.id, body);
      onAdded(page.id);
    } catch (failure) {
      const { fields, message } = writeError(failure);
      const taken = failure instanceof ApiError && failure.status === 409;
      setErrors(taken ? { path: message } : fields);
      if (!taken && Object.keys(fields).length === 0) toast.error(message);
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={T.addPageTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form={ADD_FORM_ID} variant="primary" busy={saving}>
            {T.addPageSubmit}
          </Button>
        </>
      }
    >
      <form id={ADD_FORM_ID} className={styles.fields} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={T.pageTitle}
          required
          maxLength={PAGE_TITLE_MAX_LENGTH}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors(({ title: _, ...rest }) => rest);
          }}
          errorText={errors.title}
        />
        <TextField
          label={T.pagePath}
          required
          autoCapitalize="none"
          spellCheck={false}
          helpText={T.pathHelp}
          value={path}
          onChange={(event) => {
            setPath(event.target.value);
            setErrors(({ path: _, ...rest }) => rest);
          }}
          errorText={errors.path}
        />
        <p className={styles.subtle} aria-live="polite">
          {siteAddress(origin, site.slug, path.trim().toLowerCase() || '…')}
        </p>
      </form>
    </Modal>
  );
}

/**
 * The egg settings of one site, saved whole with one 保存: its basics, menu, design, OGP,
 * analytics tags and access. The pages' list among them acts at once (each action is the page's
 * own operation).
 */
function SiteSettings({ site, pages }: { site: Site; pages: SitePageSummary[] }) {
  const toast = useToast();
  const copyText = useCopyText();
  const canWrite = useCanWrite('SITE_WRITE');
  const liff = usePageSettings();
  const [base, setBase] = useState<SiteForm>(() => formOf(site, newKey));
  const [form, setForm] = useState<SiteForm>(base);
  const [judged, setJudged] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [liffOpen, setLiffOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const refuse = useFocusFirstInvalid(formRef);
  const dirty = !sameForm(form, base);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // Where the window was when 保存 was pressed: the answer redraws the form, the operator stays.
  const scrollAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (scrollAt.current === null) return;
    window.scrollTo(0, scrollAt.current);
    scrollAt.current = null;
  });

  // The site read again (トップページにする, a page removed from the menu): untouched settings follow it.
  useEffect(() => {
    if (dirtyRef.current) return;
    const next = formOf(site, newKey);
    setBase(next);
    setForm(next);
  }, [site]);

  const check = useMemo(() => fieldErrors(siteInputSchema, siteInputOf(form)), [form]);
  const problems = {
    ...(check.ok ? {} : firstMessages(check.errors)),
    ...accessProblems(form, site.has_password, liff.data ? liff.data.liff_id : undefined),
  };
  const errors = { ...(judged ? problems : {}), ...serverErrors };

  const change = (changes: Partial<SiteForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setServerErrors({});
  };
  const setMenu = (menu: SiteForm['menu']) => change({ menu });

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canWrite) return;
    setJudged(true);
    if (!check.ok || Object.keys(problems).length > 0) {
      toast.error(T.problems(Object.keys(problems).length));
      refuse();
      return;
    }
    setSaving(true);
    try {
      const answer = await sitesApi.update(site.id, check.data);
      const next = formOf(answer, newKey);
      scrollAt.current = window.scrollY;
      setBase(next);
      setForm(next);
      setJudged(false);
      toast.success(T.saved);
    } catch (failure) {
      const { fields, messages } = writeError(failure);
      const taken = failure instanceof ApiError && failure.status === 409;
      setServerErrors(taken ? { slug: messages[0] ?? '' } : fields);
      toast.error(messages[0] ?? '');
      refuse();
    } finally {
      setSaving(false);
    }
  };

  const origin = originOf(site.public_url, window.location.origin);
  const copyUrl = (url: string) => void copyText(url, { copied: T.urlCopied, failed: T.urlCopyFailed });
  const pageOptions = pages.map((page) => ({ value: String(page.id), name: page.title }));
  const readOnly = !canWrite;
  return (
    <>
      <Breadcrumb
        linkComponent={Link}
        items={[
          { name: T.listTitle, url: siteListPath() },
          { name: site.name, url: siteSettingsPath(site.id) },
        ]}
      />
      <PageHeader
        title={T.settingsTitle}
        actions={
          <Button variant="primary" busy={saving} disabled={readOnly || saving} onClick={() => void save()}>
            {T.save}
          </Button>
        }
      />
      {readOnly && (
        <p className={styles.subtle} role="note">
          {T.readOnly}
        </p>
      )}
      <form
        ref={formRef}
        className={styles.sections}
        noValidate
        aria-label={T.settingsTitle}
        onSubmit={(event) => void save(event)}
      >
        <Section id="site-basics" title={T.basics}>
          <TextField
            label={T.name}
            required
            readOnly={readOnly}
            maxLength={SITE_NAME_MAX_LENGTH}
            value={form.name}
            onChange={(event) => change({ name: event.target.value })}
            errorText={errors.name}
          />
          <TextField
            label={T.address}
            required
            readOnly={readOnly}
            autoCapitalize="none"
            spellCheck={false}
            helpText={T.slugHelp}
            value={form.slug}
            onChange={(event) => change({ slug: event.target.value })}
            errorText={errors.slug}
          />
          <p className={styles.address}>
            <span className={styles.subtle}>{T.publicUrl}：</span>
            <a className={styles.url} href={site.public_url} target="_blank" rel="noreferrer">
              {siteAddress(origin, form.slug)}
            </a>
            <Button variant="secondary" size="small" onClick={() => copyUrl(siteAddress(origin, form.slug))}>
              {T.copy}
            </Button>
          </p>
          {site.liff_url && (
            <p className={styles.address}>
              <span className={styles.subtle}>{T.liffUrl}：</span>
              <span className={styles.url}>{site.liff_url}</span>
              <Button variant="secondary" size="small" onClick={() => copyUrl(site.liff_url as string)}>
                {T.copy}
              </Button>
            </p>
          )}
        </Section>

        {/* The pages act at once (each action is the page's own operation), not with 保存. */}
        <PagesSection site={site} pages={pages} canWrite={canWrite} />

        <Section id="site-menu" title={T.menu}>
          <p className={styles.subtle}>{T.menuLead}</p>
          {errors.menu && (
            <p className={styles.problem} role="alert">
              {errors.menu}
            </p>
          )}
          {form.menu.length === 0 ? (
            <p className={styles.subtle}>{T.menuEmpty}</p>
          ) : (
            <ol className={styles.plainList} aria-label={T.menu}>
              {form.menu.map((row, index) => (
                <li key={row.key} className={styles.listRow}>
                  <div className={styles.menuFields}>
                    <TextField
                      label={`${T.menuItem(index)} ${T.menuLabel}`}
                      required
                      readOnly={readOnly}
                      maxLength={SITE_MENU_LABEL_MAX_LENGTH}
                      value={row.label}
                      onChange={(event) =>
                        setMenu(changeMenuRow(form.menu, index, { label: event.target.value }))
                      }
                      errorText={errors[`menu.${index}.label`]}
                    />
                    <Select
                      label={`${T.menuItem(index)} ${T.menuPage}`}
                      required
                      disabled={readOnly}
                      placeholder={T.menuPagePlaceholder}
                      options={pageOptions}
                      value={row.page_id === null ? '' : String(row.page_id)}
                      onValueChange={(value) =>
                        setMenu(changeMenuRow(form.menu, index, { page_id: value ? Number(value) : null }))
                      }
                      errorText={errors[`menu.${index}.page_id`]}
                    />
                  </div>
                  {canWrite && (
                    <span className={styles.rowButtons}>
                      <ItemButtons
                        name={row.label || T.menuItem(index)}
                        index={index}
                        count={form.menu.length}
                        canDuplicate={false}
                        onMove={(to) => setMenu(moveMenuRow(form.menu, index, to))}
                        onDuplicate={null}
                        onRemove={() => setMenu(removeMenuRow(form.menu, index))}
                      />
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
          {canWrite && (
            <div className={styles.toolbar}>
              <Button
                variant="secondary"
                disabled={!canAddMenu(form.menu)}
                onClick={() => setMenu(addMenuRow(form.menu, newKey()))}
              >
                {T.addMenu}
              </Button>
              {!canAddMenu(form.menu) && <span className={styles.subtle}>{T.menuFull}</span>}
            </div>
          )}
        </Section>

        <Section id="site-design" title={T.design}>
          <Select
            label={T.theme}
            disabled={readOnly}
            options={[
              { value: ACCOUNT_THEME, name: T.accountTheme },
              ...OEM_CODES.map((code) => ({ value: code, name: THEME_LABELS[code] })),
            ]}
            value={form.theme ?? ACCOUNT_THEME}
            onValueChange={(value) => change({ theme: value === ACCOUNT_THEME ? null : (value as OemCode) })}
            errorText={errors.theme}
          />
        </Section>

        <Section id="site-ogp" title={T.ogp}>
          {readOnly ? (
            <p className={styles.subtle}>
              {T.ogpImage}：{form.ogp_media_id === null ? T.none : `#${form.ogp_media_id}`}
            </p>
          ) : (
            <ImageField
              label={T.ogpImage}
              value={form.ogp_media_id}
              removable
              onChange={(ogp_media_id) => change({ ogp_media_id })}
              errorText={errors.ogp_media_id}
            />
          )}
          <TextField
            label={T.ogpTitle}
            readOnly={readOnly}
            helpText={T.ogpTitleHelp}
            maxLength={SITE_OGP_TITLE_MAX_LENGTH}
            value={form.ogp_title}
            onChange={(event) => change({ ogp_title: event.target.value })}
            errorText={errors.ogp_title}
          />
          <Textarea
            label={T.ogpDescription}
            readOnly={readOnly}
            rows={3}
            helpText={T.ogpDescriptionHelp}
            maxLength={PAGE_DESCRIPTION_MAX_LENGTH}
            value={form.ogp_description}
            onChange={(event) => change({ ogp_description: event.target.value })}
            errorText={errors.ogp_description}
          />
        </Section>

        <Section id="site-analytics" title={T.analytics}>
          <TextField
            label={T.ga4}
            readOnly={readOnly}
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="G-AB12CD34EF"
            helpText={T.ga4Help}
            value={form.ga4_id}
            onChange={(event) => change({ ga4_id: event.target.value })}
            errorText={errors.ga4_id}
          />
          <TextField
            label={T.metaPixel}
            readOnly={readOnly}
            inputMode="numeric"
            placeholder="1234567890123456"
            helpText={T.metaPixelHelp}
            value={form.meta_pixel_id}
            onChange={(event) => change({ meta_pixel_id: event.target.value })}
            errorText={errors.meta_pixel_id}
          />
        </Section>

        <Section id="site-access" title={T.accessSection}>
          <Select
            label={T.access}
            disabled={readOnly}
            options={SITE_ACCESS.map((access) => ({ value: access, name: SITE_ACCESS_LABELS[access] }))}
            value={form.access}
            onValueChange={(value) => change({ access: value as SiteAccess })}
            errorText={errors.access}
          />
          {form.access === 'password' && (
            <TextField
              type="password"
              label={T.newPassword}
              readOnly={readOnly}
              autoComplete="new-password"
              required={!site.has_password}
              maxLength={SITE_PASSWORD_MAX_LENGTH}
              helpText={site.has_password && form.password === '' ? T.passwordSet : T.passwordHelp}
              value={form.password}
              onChange={(event) => change({ password: event.target.value })}
              errorText={errors.password}
            />
          )}
          {form.access === 'friends' && (
            <div className={styles.fields}>
              <p className={styles.subtle}>{T.friendsNote}</p>
              {liff.data && liff.data.liff_id === null && <p className={styles.problem}>{T.friendsNoLiff}</p>}
              <div>
                <Button variant="secondary" onClick={() => setLiffOpen(true)}>
                  {T.pageSettings}
                </Button>
              </div>
            </div>
          )}
        </Section>
      </form>
      <SettingsModal open={liffOpen} onClose={() => setLiffOpen(false)} />
      <LeaveWarning when={dirty && canWrite} />
    </>
  );
}

/** /vue3-dev/line/site/egg/setting/{id}: the site's settings and pages. */
export function SiteSettingsPage() {
  const id = siteIdOf(useParams().id);
  const site = useSite(id);
  const pages = useSitePages(id);
  if (id === null || (site.error instanceof ApiError && site.error.status === 404)) return <NotFound />;
  // The settings wait for the site's pages too: drawn before them, the pages' list grew under the
  // menu and the sections below moved (CLS 0.050 on a first load).
  const ready = site.data !== undefined && (pages.data !== undefined || pages.error !== undefined);
  return (
    <PageContent className={pageStyles.page}>
      {!ready && <PageHeader title={T.settingsTitle} />}
      <LoadError error={site.error ?? pages.error} />
      {!ready && !site.error && <p className={styles.subtle}>{T.loading}</p>}
      {ready && site.data && <SiteSettings key={site.data.id} site={site.data} pages={pages.data ?? []} />}
    </PageContent>
  );
}
