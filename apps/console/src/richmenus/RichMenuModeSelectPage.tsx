import {
  RICHMENU_AUDIENCE_LABELS,
  RICHMENU_LAYOUTS,
  RICHMENU_MODE_LABELS,
  RICHMENU_STANDARD_SIZES,
  RICHMENU_STATUS_LABELS,
  type RichMenuLayout,
  type RichMenuListItem,
  type RichMenuStandardSize,
  richMenuLayoutAreas,
} from '@console/contract/richmenus';
import {
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
import { Link, useNavigate } from 'react-router-dom';
import { formatTokyoMinute } from '../shared/dates';
import { useMemberQueries } from '../shared/friendLists';
import * as pageStyles from '../shared/pages.css';
import { LoadError, useCanWrite, writeError } from '../shared/writes';
import { publishChanges } from './edits';
import { richMenusApi, useMediaImages, useRichMenus } from './hooks';
import { RICHMENUS_TEXT as T } from './messages';
import { editPath, newMenuPath } from './paths';
import * as styles from './richmenus.css';

/** A layout drawn as LINE Official Account Manager draws it: the image's frame and its cells. */
function LayoutPicture({ layout }: { layout: RichMenuLayout }) {
  const size = RICHMENU_STANDARD_SIZES[layout.size];
  return (
    <svg
      className={styles.layoutPicture}
      viewBox={`0 0 ${size.width} ${size.height}`}
      aria-hidden="true"
      focusable="false"
    >
      {richMenuLayoutAreas(layout).map((cell) => (
        <rect
          key={`${cell.x}-${cell.y}`}
          className={styles.layoutCell}
          x={cell.x}
          y={cell.y}
          width={cell.width}
          height={cell.height}
        />
      ))}
    </svg>
  );
}

/** The choice of a new menu: LINE's layouts of each size, then the free layout. */
function LayoutChoice() {
  const sizes = Object.keys(RICHMENU_STANDARD_SIZES) as RichMenuStandardSize[];
  return (
    <section className={styles.section} aria-labelledby="richmenu-create">
      <h2 id="richmenu-create" className={styles.sectionHeading}>
        {T.create}
      </h2>
      <p className={styles.subtle}>{T.createHint}</p>
      {sizes.map((size) => (
        <div key={size} className={styles.section}>
          <h3 id={`richmenu-size-${size}`} className={styles.sectionHeading}>
            {T.sizeGroup(RICHMENU_MODE_LABELS[size])}
          </h3>
          <ul className={styles.layouts} aria-labelledby={`richmenu-size-${size}`}>
            {RICHMENU_LAYOUTS.filter((layout) => layout.size === size).map((layout) => (
              <li key={layout.id}>
                {/* Named by its visible words (the list says the size): what a voice user says to open it. */}
                <Link className={styles.layoutLink} to={newMenuPath(size, layout.id)}>
                  <LayoutPicture layout={layout} />
                  <span>{layout.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div>
        <Link className={styles.layoutLink} to={newMenuPath('free')}>
          <span>{T.free}</span>
          <span className={styles.subtle}>{T.freeHint}</span>
        </Link>
      </div>
    </section>
  );
}

type Pending = { kind: 'delete' | 'publish' | 'unpublish' | 'default'; menu: RichMenuListItem };

/** The rows' writes, each behind its confirmation. */
function useRowActions(refresh: () => Promise<unknown>, segmentName: (id: number) => string | undefined) {
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  /** Runs a write; `work` answers with what to tell the operator. */
  const run = async (work: () => Promise<string>) => {
    try {
      toast.success(await work());
    } catch (failure) {
      toast.error(writeError(failure).message);
    } finally {
      await refresh();
    }
  };
  const copy = (menu: RichMenuListItem) =>
    void run(async () => T.copied((await richMenusApi.copy(menu.id)).name));
  const confirm = () => {
    const target = pending;
    setPending(null);
    if (!target) return;
    const { id } = target.menu;
    if (target.kind === 'delete')
      void run(async () => {
        await richMenusApi.remove(id);
        return T.deleted;
      });
    if (target.kind === 'publish')
      void run(async () => {
        await richMenusApi.publish(id);
        return T.published;
      });
    if (target.kind === 'unpublish')
      void run(async () => {
        await richMenusApi.unpublish(id);
        return T.unpublished;
      });
    if (target.kind === 'default')
      void run(async () => {
        await richMenusApi.setDefault(id);
        return T.defaultSet;
      });
  };
  const dialog = (() => {
    if (!pending) return { title: '', message: '', label: '', danger: false };
    const { kind, menu } = pending;
    if (kind === 'delete')
      return { title: T.deleteConfirm(menu.name), message: T.deleteMessage, label: T.delete, danger: true };
    if (kind === 'unpublish')
      return {
        title: T.unpublishConfirm(menu.name),
        message: T.unpublishMessage,
        label: T.unpublish,
        danger: true,
      };
    if (kind === 'default')
      return {
        title: T.setDefaultConfirm(menu.name),
        message: T.setDefaultMessage,
        label: T.setDefault,
        danger: false,
      };
    return {
      title: T.publishConfirm(menu.name),
      message: publishChanges({
        audience: menu.audience.type,
        segmentName:
          menu.audience.type === 'segment' ? segmentName(menu.audience.member_query_id) : undefined,
        aliasId: menu.alias_id,
        republish: menu.status === 'published',
      }).join(''),
      label: menu.status === 'published' ? T.republish : T.publish,
      danger: false,
    };
  })();
  const dialogs = (
    <ConfirmDialog
      open={pending !== null}
      title={dialog.title}
      message={dialog.message}
      confirmLabel={dialog.label}
      variant={dialog.danger ? 'danger' : 'default'}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return {
    copy,
    ask: (kind: Pending['kind'], menu: RichMenuListItem) => setPending({ kind, menu }),
    dialogs,
  };
}

/**
 * /line/richmenu/mode_select (spec §2): the account's menus — image, name, state, who sees them,
 * tab alias, when — and the choice of a new menu's layout, as LINE Official Account Manager offers.
 */
export function RichMenuModeSelectPage() {
  const menus = useRichMenus();
  const images = useMediaImages();
  const segments = useMemberQueries();
  const canWrite = useCanWrite('RICHMENU_WRITE');
  const navigate = useNavigate();
  const segmentName = (id: number) => segments.data?.find((segment) => segment.id === id)?.name;
  const actions = useRowActions(() => menus.mutate(), segmentName);
  const preview = new Map((images.data ?? []).map((image) => [image.id, image.preview_url]));

  const columns: ListTableColumn<RichMenuListItem>[] = [
    {
      key: 'image',
      label: T.thumbnail,
      render: (menu) => {
        if (menu.image_id === null) return <span className={styles.subtle}>{T.noImage}</span>;
        const url = preview.get(menu.image_id);
        // The box has the menu's proportions before the library's answer and the picture arrive,
        // so the rows never move (the first-load check measured 0.02 of shift without it).
        const height = Math.round((96 * menu.size.height) / menu.size.width);
        return (
          <span className={styles.thumbnailBox} style={{ height }}>
            {url && <img className={styles.thumbnail} src={url} alt="" width={96} height={height} />}
          </span>
        );
      },
    },
    {
      key: 'name',
      label: T.name,
      class: styles.nameColumn,
      render: (menu) => (
        <span className={styles.stack}>
          {canWrite ? (
            <Link to={editPath(menu.id)} className={pageStyles.link} aria-label={T.editOf(menu.name)}>
              {menu.name}
            </Link>
          ) : (
            menu.name
          )}
          <span className={styles.subtle}>
            {menu.chat_bar_text}・{T.areaCount(menu.area_count)}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      label: T.status,
      render: (menu) => (
        <span className={styles.stack}>
          <span className={styles.badge} data-status={menu.status}>
            {RICHMENU_STATUS_LABELS[menu.status]}
          </span>
          {menu.status === 'published' && menu.changed_since_publish && (
            <span className={styles.subtle}>{T.changed}</span>
          )}
        </span>
      ),
    },
    {
      key: 'audience',
      label: T.audience,
      render: (menu) => (
        <span className={styles.stack}>
          <span>
            {menu.audience.type === 'segment'
              ? `${RICHMENU_AUDIENCE_LABELS.segment}（${segmentName(menu.audience.member_query_id) ?? ''}）`
              : RICHMENU_AUDIENCE_LABELS[menu.audience.type]}
          </span>
          {menu.alias_id && <span className={styles.subtle}>{T.tab(menu.alias_id)}</span>}
          {menu.tab_group && <span className={styles.subtle}>{T.tabGroup(menu.tab_group)}</span>}
        </span>
      ),
    },
    {
      key: 'period',
      label: T.period,
      render: (menu) => (
        <span className={styles.stack}>
          {menu.published_at && <span>{T.publishedAt(formatTokyoMinute(menu.published_at))}</span>}
          <span className={styles.subtle}>{T.updatedAt(formatTokyoMinute(menu.updated_at))}</span>
        </span>
      ),
    },
  ];
  if (canWrite)
    columns.push({
      key: 'actions',
      label: T.actions,
      skeleton: 'control',
      render: (menu) => {
        const items: MenuEntry[] = [
          { label: T.edit, onSelect: () => navigate(editPath(menu.id)) },
          { label: T.duplicate, onSelect: () => actions.copy(menu) },
        ];
        if (menu.status !== 'published' || menu.changed_since_publish)
          items.push({
            label: menu.status === 'published' ? T.republish : T.publish,
            onSelect: () => actions.ask('publish', menu),
          });
        if (menu.status === 'published')
          items.push({ label: T.unpublish, onSelect: () => actions.ask('unpublish', menu) });
        if (menu.audience.type !== 'default')
          items.push({ label: T.setDefault, onSelect: () => actions.ask('default', menu) });
        items.push(MENU_SEPARATOR, {
          label: T.delete,
          tone: 'danger',
          onSelect: () => actions.ask('delete', menu),
        });
        return <Menu size="small" align="end" label={menuMessages.rowActions(menu.name)} items={items} />;
      },
    });

  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={T.titles.RichMenuModeSelectPage} />
      <section className={styles.section} aria-labelledby="richmenu-menus">
        <h2 id="richmenu-menus" className={styles.sectionHeading}>
          {T.menus}
        </h2>
        <LoadError error={menus.error} />
        <div className={styles.tableScroll}>
          <ListTable
            aria-label={T.menus}
            rows={menus.data ?? []}
            columns={columns}
            loading={menus.isLoading}
            skeletonRows={3}
            emptyText={T.empty}
          />
        </div>
      </section>
      {canWrite ? <LayoutChoice /> : <p className={styles.subtle}>{T.noWrite}</p>}
      {actions.dialogs}
    </PageContent>
  );
}
