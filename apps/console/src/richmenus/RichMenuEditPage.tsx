import { LINE_LIMITS } from '@console/contract/line';
import type { MediaListItem } from '@console/contract/media';
import {
  RICHMENU_MESSAGES as M,
  RICHMENU_AUDIENCE_LABELS,
  RICHMENU_LAYOUT_QUERY,
  RICHMENU_MODE_LABELS,
  RICHMENU_MODE_QUERY,
  RICHMENU_MODES,
  RICHMENU_STATUS_LABELS,
  type RichMenu,
  type RichMenuMode,
  richMenuImageProblems,
  richMenuLayout,
} from '@console/contract/richmenus';
import {
  AreaEditor,
  type AreaGrid,
  areaEditorMessages,
  areaLetter,
  Breadcrumb,
  Button,
  Checkbox,
  ConfirmDialog,
  PageContent,
  PageHeader,
  SegmentedControl,
  Select,
  TextField,
  useToast,
} from '@console/ui';
import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useMemberQueries } from '../shared/friendLists';
import { LeaveWarning } from '../shared/LeaveWarning';
import { MediaPicker } from '../shared/MediaPicker';
import * as pageStyles from '../shared/pages.css';
import { useDraftForm } from '../shared/useDraftForm';
import { LoadError, writeError } from '../shared/writes';
import { ActionFields } from './ActionFields';
import {
  areaProblems,
  type DraftArea,
  draftOf,
  draftProblems,
  inputOf,
  newDraft,
  publishChanges,
  type RichMenuDraft,
  withActions,
} from './edits';
import { richMenusApi, useMediaDetail, useMediaImages, useRichMenu, useRichMenus } from './hooks';
import { InsightPanel } from './InsightPanel';
import { imageFacts, mediaVariantOf, menuVariant } from './media';
import { RICHMENUS_TEXT as T } from './messages';
import { PublishLog } from './PublishLog';
import { editPath, LIST } from './paths';
import { richMenuListRead, richMenuRead } from './reads';
import * as styles from './richmenus.css';

/** An empty picture of the menu's size: areas can be drawn before an image is chosen. */
const blank = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)}`;

/** The grid to snap to: the layout's cells (LINE's templates), or 50 px steps for a free menu. */
function gridOf(draft: RichMenuDraft): AreaGrid {
  const layout = draft.layout ? richMenuLayout(draft.layout) : undefined;
  if (!layout) return { step: 50 };
  const columns = Math.max(...layout.rows.map((row) => row.cells.reduce((a, b) => a + b, 0)));
  const rows = layout.rows.reduce((sum, row) => sum + row.height, 0);
  return { columns, rows };
}

/** The image the menu shows and LINE's words on it. */
function useMenuImage(draft: RichMenuDraft) {
  const images = useMediaImages();
  const detail = useMediaDetail(draft.imageId);
  const image = images.data?.find((choice) => choice.id === draft.imageId);
  const variant = mediaVariantOf(detail.data, menuVariant(draft.mode));
  const problems: string[] = [];
  const notes: string[] = [];
  if (image) {
    const facts = imageFacts(image, variant);
    const judged = richMenuImageProblems(facts);
    problems.push(...judged.refusals.map((problem) => problem.message));
    notes.push(...judged.notes.map((problem) => problem.message));
    if (
      judged.refusals.length === 0 &&
      (facts.width !== draft.size.width || facts.height !== draft.size.height)
    )
      problems.push(M.imageSize(facts.width, facts.height));
  } else if (draft.imageId !== null && images.data) problems.push(M.imageNotFound);
  // Everything the image section says is known: the form is drawn once, in its final layout (the
  // first-load check measured a 0.08 layout shift while the library and the image's sizes came in).
  // Only the first draw waits: a later pick keeps the form (and the operator's focus) in place
  // while the new image's sizes come in, instead of swapping it for 読み込み中.
  const drawn = useRef(false);
  if (!images.isLoading && (draft.imageId === null || !detail.isLoading)) drawn.current = true;
  const ready = drawn.current;
  return { image, url: variant?.url ?? null, problems, notes, ready };
}

function Field({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.problem}>
      {error}
    </p>
  );
}

/**
 * The editor of one rich menu (issue 30), in LINE Official Account Manager's order: its name and
 * chat bar text, the image from the media library, the tap areas drawn over it with each area's
 * action beside them, who sees it and its tab, then draft save and publish (a confirmation says
 * what changes for friends) and the publish log.
 */
function RichMenuForm({ menu, initial }: { menu?: RichMenu; initial: RichMenuDraft }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const form = useDraftForm({
    initial,
    existing: menu !== undefined,
    problemsOf: draftProblems,
    problemsText: T.problems,
  });
  const { draft, judged, problems, errors, edit } = form;
  const [selectedId, setSelectedId] = useState<string | null>(initial.areas[0]?.id ?? null);
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const segments = useMemberQueries();
  const others = useRichMenus();
  const image = useMenuImage(draft);
  const editArea = (id: string, changes: Partial<DraftArea>) =>
    edit({ areas: draft.areas.map((area) => (area.id === id ? { ...area, ...changes } : area)) });
  const choose = (choice: MediaListItem) => {
    setPicking(false);
    // A free menu takes the image's own size; a standard one uses the library's variant of its size.
    edit(
      draft.mode === 'free'
        ? { imageId: choice.id, size: { width: choice.width, height: choice.height } }
        : { imageId: choice.id },
    );
  };
  const aliases = (others.data ?? [])
    .filter((other) => other.id !== menu?.id && other.alias_id)
    .map((other) => ({ alias: other.alias_id as string, name: other.name }));
  const segmentName = segments.data?.find((segment) => String(segment.id) === draft.segmentId)?.name;

  /** The form's own check; false (and the first wrong field focused) when it refuses. */
  const check = (publishing: boolean) =>
    form.check({
      // A draft may wait for its image; LINE takes no menu without one.
      fields: publishing && draft.imageId === null ? { image_id: M.imageMissing } : {},
      count: publishing ? image.problems.length : 0,
    });

  /** Creates or updates; the saved menu, or null with the server's words under their fields. */
  const save = async (): Promise<RichMenu | null> => {
    try {
      const body = inputOf(draft);
      const saved = menu ? await richMenusApi.update(menu.id, body) : await richMenusApi.create(body);
      form.markClean();
      await mutate(richMenuRead(saved.id).key, saved, { revalidate: false });
      return saved;
    } catch (failure) {
      form.refused(failure);
      return null;
    }
  };

  const saveDraft = async () => {
    if (!check(false)) return;
    setBusy('draft');
    const saved = await save();
    setBusy(null);
    if (!saved) return;
    toast.success(T.saved);
    void mutate(richMenuListRead.key);
    if (!menu) form.leaveTo(editPath(saved.id));
  };

  const publish = async () => {
    setConfirming(false);
    setBusy('publish');
    const saved = await save();
    if (!saved) {
      setBusy(null);
      return;
    }
    try {
      const published = await richMenusApi.publish(saved.id);
      await mutate(richMenuRead(saved.id).key, published, { revalidate: false });
      toast.success(T.published);
    } catch (failure) {
      toast.error(writeError(failure).message);
    } finally {
      setBusy(null);
      void mutate((key) => key === richMenuListRead.key || key === 'richmenus.publishLog');
    }
    if (!menu) form.leaveTo(editPath(saved.id));
  };

  const selectedIndex = draft.areas.findIndex((area) => area.id === selectedId);
  const selected = draft.areas[selectedIndex];
  // The AreaEditor's own names (エリアA（予約）), so the action form and the list say the same.
  const areaName = (index: number) =>
    areaEditorMessages.areaName(areaLetter(index), draft.areas[index]?.action.label.trim() || undefined);
  if (!image.ready) return <p className={styles.subtle}>{T.loading}</p>;
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      aria-label={menu ? T.titles.RichMenuEditPage : T.titles.RichMenuNewPage}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check(true)) setConfirming(true);
      }}
    >
      {menu && (
        <p className={styles.subtle}>
          {T.status}：{RICHMENU_STATUS_LABELS[menu.status]}
          {menu.status === 'published' && menu.changed_since_publish ? `（${T.changed}）` : ''}
        </p>
      )}
      {menu?.status === 'archived' && <p className={styles.notice}>{M.archived}</p>}
      <h2 className={styles.sectionHeading}>{T.basics}</h2>
      <div className={styles.fields}>
        <TextField
          label={T.name}
          required
          maxLength={LINE_LIMITS.RICH_MENU_NAME_MAX_LENGTH}
          value={draft.name}
          onChange={(event) => edit({ name: event.target.value })}
          errorText={errors.name}
        />
        <TextField
          label={T.chatBarText}
          required
          maxLength={LINE_LIMITS.RICH_MENU_CHAT_BAR_TEXT_MAX_LENGTH}
          helpText={T.chatBarHelp}
          value={draft.chatBarText}
          onChange={(event) => edit({ chatBarText: event.target.value })}
          errorText={errors.chat_bar_text}
        />
      </div>
      <Checkbox label={T.selected} value={draft.selected} onChange={(value) => edit({ selected: value })} />

      <h2 className={styles.sectionHeading}>{T.image}</h2>
      <div className={styles.imageRow}>
        <span>
          {image.image ? T.imageOf(image.image.name, image.image.width, image.image.height) : T.imageNone}
        </span>
        <Button
          variant="secondary"
          onClick={() => setPicking(true)}
          aria-invalid={errors.image_id ? true : undefined}
        >
          {draft.imageId === null ? T.chooseImage : T.changeImage}
        </Button>
      </div>
      <p className={styles.subtle}>
        {RICHMENU_MODE_LABELS[draft.mode]}・{T.imageUsed(draft.size.width, draft.size.height)}
      </p>
      <Field error={errors.image_id} />
      <Field error={errors.size} />
      {image.problems.map((problem) => (
        <p key={problem} role="alert" className={styles.problem}>
          {problem}
        </p>
      ))}
      {image.notes.map((note) => (
        <p key={note} className={styles.subtle}>
          {note}
        </p>
      ))}

      <h2 className={styles.sectionHeading}>{T.areas}</h2>
      <p className={styles.subtle}>{T.areasHelp}</p>
      <Field error={errors.areas} />
      <div className={styles.canvas}>
        <AreaEditor
          src={image.url ?? blank(draft.size.width, draft.size.height)}
          imageWidth={draft.size.width}
          imageHeight={draft.size.height}
          areas={draft.areas.map(({ action, ...area }) => ({
            ...area,
            ...(action.label.trim() ? { label: action.label } : {}),
          }))}
          onChange={(next) => edit({ areas: withActions(draft.areas, next) })}
          selectedId={selectedId}
          onSelect={setSelectedId}
          grid={gridOf(draft)}
        />
        {selected ? (
          <ActionFields
            name={areaName(selectedIndex)}
            action={selected.action}
            errors={areaProblems(errors, selectedIndex)}
            aliases={aliases}
            onChange={(action) => editArea(selected.id, { action })}
          />
        ) : (
          <p className={styles.subtle}>{T.selectArea}</p>
        )}
      </div>
      {draft.areas.map((area, index) =>
        area.id !== selectedId && Object.keys(areaProblems(errors, index)).length > 0 ? (
          <p key={area.id} className={styles.problem}>
            {`${areaName(index)}: ${Object.values(areaProblems(errors, index))[0]}`}
          </p>
        ) : null,
      )}

      <h2 className={styles.sectionHeading}>{T.audienceHeading}</h2>
      <SegmentedControl
        aria-label={T.audienceHeading}
        options={(['default', 'segment', 'none'] as const).map((value) => ({
          value,
          label: RICHMENU_AUDIENCE_LABELS[value],
        }))}
        value={draft.audience}
        onValueChange={(value) => edit({ audience: value as RichMenuDraft['audience'] })}
      />
      {draft.audience === 'segment' && (
        <Select
          label={T.segment}
          required
          placeholder={T.segmentNone}
          loading={segments.isLoading}
          options={(segments.data ?? []).map((segment) => ({
            name: segment.name,
            value: String(segment.id),
          }))}
          value={draft.segmentId}
          onValueChange={(value) => edit({ segmentId: value })}
          errorText={errors['audience.member_query_id']}
        />
      )}
      <h2 className={styles.sectionHeading}>{T.tabs}</h2>
      <div className={styles.fields}>
        <TextField
          label={T.aliasId}
          maxLength={LINE_LIMITS.RICH_MENU_ALIAS_ID_MAX_LENGTH}
          helpText={T.aliasHelp}
          value={draft.aliasId}
          onChange={(event) => edit({ aliasId: event.target.value })}
          errorText={errors.alias_id}
        />
        <TextField
          label={T.tabGroupLabel}
          maxLength={50}
          value={draft.tabGroup}
          onChange={(event) => edit({ tabGroup: event.target.value })}
          errorText={errors.tab_group}
        />
      </div>
      {judged && Object.keys(problems).length > 0 && (
        <p role="status" className={styles.problem}>
          {T.problems(Object.keys(problems).length)}
        </p>
      )}
      <div className={styles.buttons}>
        <Button
          type="submit"
          variant="primary"
          busy={busy === 'publish'}
          disabled={menu?.status === 'archived'}
        >
          {menu?.status === 'published' ? T.republish : T.publishButton}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'draft'}
          disabled={menu?.status === 'archived'}
          onClick={() => void saveDraft()}
        >
          {T.saveDraft}
        </Button>
        <Link className={pageStyles.link} to={LIST}>
          {T.cancel}
        </Link>
      </div>
      <MediaPicker
        open={picking}
        current={draft.imageId}
        onClose={() => setPicking(false)}
        onChoose={choose}
      />
      <ConfirmDialog
        open={confirming}
        title={T.publishConfirm(draft.name)}
        message={publishChanges({
          audience: draft.audience,
          segmentName,
          aliasId: draft.aliasId.trim() || null,
          republish: menu?.status === 'published',
        }).join('')}
        confirmLabel={T.publishApply}
        onConfirm={() => void publish()}
        onCancel={() => setConfirming(false)}
      />
      <LeaveWarning when={form.dirty} />
      {menu?.status === 'published' && <InsightPanel menu={menu} />}
      {menu && <PublishLog menuId={menu.id} />}
    </form>
  );
}

function Crumbs({ name, url }: { name: string; url: string }) {
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[
        { name: T.titles.RichMenuModeSelectPage, url: LIST },
        { name, url },
      ]}
    />
  );
}

/** /line/richmenu/new?mode=&layout=: a new menu of the size and layout mode_select chose. */
export function RichMenuNewPage() {
  const [params] = useSearchParams();
  const modeParam = params.get(RICHMENU_MODE_QUERY);
  const mode: RichMenuMode = (RICHMENU_MODES as readonly string[]).includes(modeParam ?? '')
    ? (modeParam as RichMenuMode)
    : 'free';
  const layout = params.get(RICHMENU_LAYOUT_QUERY);
  const key = `${mode}:${layout ?? ''}`;
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={T.titles.RichMenuNewPage} url={`/line/richmenu/new?${params}`} />
      <PageHeader title={T.titles.RichMenuNewPage} />
      <RichMenuForm key={key} initial={newDraft(mode, layout)} />
    </PageContent>
  );
}

/** /line/richmenu/{id} (digits only). */
export function RichMenuEditPage() {
  const id = Number(useParams().id);
  const menu = useRichMenu(id);
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={menu.data?.name ?? T.titles.RichMenuEditPage} url={editPath(id)} />
      <PageHeader title={T.titles.RichMenuEditPage} />
      <LoadError error={menu.error} />
      {menu.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {/* Keyed by the menu: another one's edits never leak into this form. */}
      {menu.data && <RichMenuForm key={menu.data.id} menu={menu.data} initial={draftOf(menu.data)} />}
    </PageContent>
  );
}
