import {
  JOURNEY_STATUS_LABELS,
  type Journey,
  type JourneyGroup,
  journeyNameSchema,
  type OutboxItem,
} from '@console/contract/journeys';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  MENU_SEPARATOR,
  Menu,
  menuMessages,
  PageContent,
  PageHeader,
  Select,
  Skeleton,
  SortableList,
  TextField,
  useOptimisticOrder,
  useToast,
} from '@console/ui';
import { vars } from '@console/ui/css';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatTokyoMinute } from '../shared/dates';
import { MessageText } from '../shared/MessageText';
import { NameForm } from '../shared/NameForm';
import * as pageStyles from '../shared/pages.css';
import { checkInput, LoadError, useCanWrite, writeError } from './common';
import { journeysApi, useJourneyGroups, useJourneys, useOutbox, useTriggers } from './hooks';
import { favoritesOf, inGroup, NO_GROUP, pruneSelection, shownOrder } from './journeyList';
import * as styles from './journeys.css';
import { JOURNEYS_TEXT as T } from './messages';

const FAVORITES_QUERY = 'fav';

/**
 * The journeys of a group (or the favourites, or the ungrouped list) in their order: drag or
 * Space + arrows to sort, applied at once and rolled back when the server refuses (spec §4).
 */
function JourneyGroupList({
  title,
  journeys,
  save,
  selected,
  onSelect,
  onChanged,
  canWrite,
  headingActions,
}: {
  title: string;
  journeys: Journey[];
  save: (ids: number[]) => Promise<unknown>;
  selected: ReadonlySet<number>;
  onSelect: (id: number, on: boolean) => void;
  onChanged: () => Promise<unknown>;
  /** JOURNEY_WRITE: without it the list is read only (no sorting, selecting, favourite or copy; names not linked to the editor). */
  canWrite: boolean;
  headingActions?: React.ReactNode;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const order = useOptimisticOrder<number>(
    journeys.map((journey) => journey.id),
    save,
  );
  const byId = new Map(journeys.map((journey) => [journey.id, journey]));
  const shown = shownOrder(
    order.ids,
    journeys.map((journey) => journey.id),
  ).flatMap((id) => byId.get(id) ?? []);
  const toggleFavorite = async (journey: Journey) => {
    try {
      await journeysApi.favorite(journey.id, !journey.favorite);
      await onChanged();
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };
  const copy = async (journey: Journey) => {
    try {
      const made = await journeysApi.copy(journey.id);
      toast.success(T.copied);
      await onChanged();
      navigate(`/line/journey/${made.id}/edit`);
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.row}>
        <h2 className={styles.sectionHeading}>{title}</h2>
        {headingActions}
      </div>
      {shown.length === 0 ? (
        <p className={styles.subtle}>{T.emptyGroup}</p>
      ) : (
        <SortableList
          aria-label={title}
          items={shown}
          getLabel={(journey) => journey.name}
          disabled={order.saving || !canWrite}
          onReorder={(ids) =>
            void order.reorder(ids as number[]).then((ok) => {
              if (ok) toast.success(T.orderSaved);
              else toast.error(T.orderFailed);
            })
          }
          renderItem={(journey) => (
            <div className={styles.item}>
              {canWrite && (
                <Checkbox
                  aria-label={T.select(journey.name)}
                  value={selected.has(journey.id)}
                  onChange={(on) => onSelect(journey.id, on)}
                />
              )}
              {canWrite ? (
                <Link
                  to={`/line/journey/${journey.id}/edit`}
                  className={`${pageStyles.link} ${styles.itemName}`}
                  aria-label={T.editOf(journey.name)}
                >
                  {journey.name}
                </Link>
              ) : (
                <span className={styles.itemName}>{journey.name}</span>
              )}
              <span className={styles.status}>{JOURNEY_STATUS_LABELS[journey.status]}</span>
              {canWrite && (
                <>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-pressed={journey.favorite}
                    aria-label={journey.favorite ? T.unfavorite(journey.name) : T.favorite(journey.name)}
                    onClick={() => void toggleFavorite(journey)}
                  >
                    {journey.favorite ? '★' : '☆'}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={T.copyOf(journey.name)}
                    onClick={() => void copy(journey)}
                  >
                    {T.copy}
                  </Button>
                </>
              )}
            </div>
          )}
        />
      )}
    </section>
  );
}

/** A group's heading actions: rename and delete (its journeys move to the ungrouped list's end). */
function GroupActions({ group, onChanged }: { group: JourneyGroup; onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (!group.editable) return null;
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    try {
      checkInput(journeyNameSchema, { name: renaming ?? '' });
      await journeysApi.renameGroup(group.id, renaming ?? '');
      setRenaming(null);
      setError(undefined);
      toast.success(T.saved);
      await onChanged();
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setError(fields.name ?? message);
    }
  };
  const remove = async () => {
    setDeleting(false);
    try {
      await journeysApi.deleteGroup(group.id);
      toast.success(T.deleted);
      await onChanged();
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  return (
    <>
      {renaming === null ? (
        // One quiet menu per group instead of a button pair (the delete was a solid red one on every group).
        <Menu
          label={menuMessages.rowActions(group.name)}
          items={[
            { label: T.renameGroup, onSelect: () => setRenaming(group.name) },
            MENU_SEPARATOR,
            { label: T.deleteGroup, tone: 'danger', onSelect: () => setDeleting(true) },
          ]}
        />
      ) : (
        <form className={styles.row} onSubmit={(event) => void rename(event)} aria-label={T.renameGroup}>
          <TextField
            label={T.groupName}
            value={renaming}
            maxLength={100}
            onChange={(event) => setRenaming(event.target.value)}
            errorText={error}
          />
          <Button size="small" type="submit" variant="primary">
            {T.save}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={deleting}
        title={T.deleteGroupConfirm(group.name)}
        message={T.deleteGroupMessage}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

/** Sections the lists are drawn in while they load: the groups below do not jump down when they arrive. */
const SKELETON_SECTIONS = 3;
const SKELETON_ITEMS = 2;

function JourneyListSkeleton() {
  return (
    <div aria-busy="true" className={styles.skeletonList}>
      {Array.from({ length: SKELETON_SECTIONS }, (_, section) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
        <div key={section} className={styles.section}>
          <Skeleton fontSize="large" width="40%" announce={section === 0} />
          {Array.from({ length: SKELETON_ITEMS }, (_, item) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
            <Skeleton key={item} shape="rect" height={vars.controlHeight.large} announce={false} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** journey:{id}:{step}, trigger:{id}:{action} or follow:greeting in words: the journey's or trigger's name, not its id. */
export function sourceLabel(
  source: string,
  names: { journeys: ReadonlyMap<number, string> | undefined; triggers: ReadonlyMap<number, string> },
): string {
  const [kind, id = '', step = '0'] = source.split(':');
  if (kind === 'journey')
    return T.sourceJourney(names.journeys ? (names.journeys.get(Number(id)) ?? null) : undefined, step);
  if (kind === 'trigger') return T.sourceTrigger(names.triggers.get(Number(id)));
  if (kind === 'follow') return T.sourceFollow;
  return source;
}

/** What the LINE sandbox recorded instead of sending: shown only when there is something. */
function Outbox() {
  const outbox = useOutbox();
  const journeys = useJourneys();
  const triggers = useTriggers();
  if (!outbox.data || outbox.data.length === 0) return null;
  const names = {
    journeys: journeys.data && new Map(journeys.data.map((journey) => [journey.id, journey.name])),
    triggers: new Map((triggers.data ?? []).map((trigger) => [trigger.id, trigger.name])),
  };
  const columns: readonly ListTableColumn<OutboxItem>[] = [
    {
      key: 'created_at',
      label: T.sentAt,
      render: (item) => formatTokyoMinute(item.created_at),
    },
    {
      key: 'display_name',
      label: T.friend,
      render: (item) => (
        <Link to={`/line/friends/${item.friend_id}`} className={pageStyles.link}>
          {item.display_name}
        </Link>
      ),
    },
    { key: 'text', label: T.message, render: (item) => <MessageText text={item.text} /> },
    { key: 'source', label: T.source, render: (item) => sourceLabel(item.source, names) },
  ];
  return (
    <section className={styles.section} aria-label={T.outbox}>
      <h2 className={styles.sectionHeading}>{T.outbox}</h2>
      <p className={styles.subtle}>{T.outboxNote}</p>
      <ListTable aria-label={T.outbox} rows={outbox.data} columns={columns} />
    </section>
  );
}

/**
 * /line/journey: journeys by group (groups in their order, the ungrouped list last), each list
 * sortable; favourites first on demand; copy, favourite, and for the checked ones move to a group
 * or delete; groups added, renamed, sorted and deleted.
 */
export function JourneyListPage() {
  const journeys = useJourneys();
  const canWrite = useCanWrite('JOURNEY_WRITE');
  const groups = useJourneyGroups();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const favoritesFirst = params.get(FAVORITES_QUERY) === '1';
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState(NO_GROUP);
  const [deleting, setDeleting] = useState(false);
  const [groupName, setGroupName] = useState('');
  const [groupError, setGroupError] = useState<string | undefined>();
  const all = journeys.data ?? [];
  const groupList = groups.data ?? [];
  const chosen = pruneSelection(selected, all);
  const groupOrder = useOptimisticOrder<number>(
    groupList.map((group) => group.id),
    (ids) => journeysApi.sortGroups(ids),
  );
  const byGroupId = new Map(groupList.map((group) => [group.id, group]));
  const groupIds = shownOrder(
    groupOrder.ids,
    groupList.map((group) => group.id),
  );
  const refresh = () => Promise.all([journeys.mutate(), groups.mutate()]);
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const move = async () => {
    try {
      await journeysApi.move(target === NO_GROUP ? null : Number(target), [...chosen]);
      toast.success(T.moved);
      setSelected(new Set());
      await refresh();
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };
  const bulkDelete = async () => {
    setDeleting(false);
    try {
      await journeysApi.bulkDelete([...chosen]);
      toast.success(T.deleted);
      setSelected(new Set());
      await refresh();
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };
  const addGroup = async (event: FormEvent) => {
    event.preventDefault();
    try {
      checkInput(journeyNameSchema, { name: groupName });
      await journeysApi.createGroup(groupName);
      setGroupName('');
      setGroupError(undefined);
      toast.success(T.saved);
      await groups.mutate();
    } catch (error) {
      const { message, fields } = writeError(error);
      setGroupError(fields.name ?? message);
    }
  };

  const listProps = { selected: chosen, onSelect: select, onChanged: refresh, canWrite };
  const favorites = favoritesOf(all);
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={T.titles.JourneyListPage}
        actions={
          <div className={styles.row}>
            <Link className={pageStyles.link} to="/line/journey-tag">
              {T.journeyTags}
            </Link>
            <Link className={pageStyles.link} to="/line/open_api/triggers">
              {T.triggers}
            </Link>
            {canWrite && (
              <Link className={pageStyles.link} to="/line/journey/new">
                {T.newJourney}
              </Link>
            )}
          </div>
        }
      />
      <LoadError error={journeys.error ?? groups.error} />
      <Checkbox
        label={T.favoritesFirst}
        value={favoritesFirst}
        onChange={(on) => setParams(on ? { [FAVORITES_QUERY]: '1' } : {}, { replace: true })}
      />
      {canWrite && chosen.size > 0 && (
        <fieldset className={styles.bulk} aria-label={T.bulkLabel}>
          <span>{T.selected(chosen.size)}</span>
          <Select
            label={T.moveTo}
            options={[
              ...groupList.map((group) => ({ name: group.name, value: String(group.id) })),
              { name: T.ungrouped, value: NO_GROUP },
            ]}
            value={target}
            onValueChange={setTarget}
          />
          <Button variant="secondary" onClick={() => void move()}>
            {T.move}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(true)}>
            {T.bulkDelete}
          </Button>
        </fieldset>
      )}
      {journeys.isLoading || groups.isLoading ? (
        <JourneyListSkeleton />
      ) : all.length === 0 && !journeys.error ? (
        <p className={styles.subtle}>{T.empty}</p>
      ) : (
        <>
          {favoritesFirst && favorites.length > 0 && (
            <JourneyGroupList
              key={`fav:${favorites.map((j) => j.id).join(',')}`}
              title={T.favorites}
              journeys={favorites}
              save={(ids) => journeysApi.sortFavorites(ids)}
              {...listProps}
            />
          )}
          {groupIds.flatMap((id) => {
            const group = byGroupId.get(id);
            if (!group) return [];
            return (
              <JourneyGroupList
                key={group.id}
                title={group.name}
                journeys={inGroup(all, group.id)}
                save={(ids) => journeysApi.sort(group.id, ids)}
                headingActions={canWrite && <GroupActions group={group} onChanged={refresh} />}
                {...listProps}
              />
            );
          })}
          <JourneyGroupList
            title={T.ungrouped}
            journeys={inGroup(all, null)}
            save={(ids) => journeysApi.sort(null, ids)}
            {...listProps}
          />
        </>
      )}
      <section className={styles.section} aria-label={T.groups}>
        <h2 className={styles.sectionHeading}>{T.groups}</h2>
        {canWrite && <p className={styles.subtle}>{T.sortHint}</p>}
        {groupList.length > 0 && (
          <SortableList
            aria-label={T.groups}
            items={groupIds.flatMap((id) => byGroupId.get(id) ?? [])}
            getLabel={(group) => group.name}
            disabled={groupOrder.saving || !canWrite}
            onReorder={(ids) =>
              void groupOrder.reorder(ids as number[]).then((ok) => {
                if (ok) toast.success(T.orderSaved);
                else toast.error(T.orderFailed);
              })
            }
          />
        )}
        {canWrite && (
          <NameForm
            action={T.addGroup}
            label={T.groupName}
            value={groupName}
            onValueChange={setGroupName}
            error={groupError}
            onSubmit={addGroup}
          />
        )}
      </section>
      <Outbox />
      <ConfirmDialog
        open={deleting}
        title={T.bulkDeleteConfirm(chosen.size)}
        message={T.bulkDeleteMessage}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={() => void bulkDelete()}
        onCancel={() => setDeleting(false)}
      />
    </PageContent>
  );
}
