import { hasAllPermissions } from '@console/contract';
import {
  FRIENDS_OPS,
  type MemberFilter,
  type MemberQuery,
  VAR_CONDITION_OP_LABELS,
  VAR_CONDITION_OPS,
  type VarConditionOp,
} from '@console/contract/friends';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DateInput,
  ListTable,
  type ListTableColumn,
  Menu,
  Modal,
  menuMessages,
  PageContent,
  PageHeader,
  Select,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useDeferredValue, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import * as pageStyles from '../shared/pages.css';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { useMe } from '../shared/useMe';
import { invalidFields, LoadError, SharedNotice, SKELETON_ROWS, writeError } from './common';
import * as styles from './friends.css';
import { friendsApi, useMemberCount, useMemberQueries, useSegmentCount, useTags, useVaria } from './hooks';
import { FRIENDS_TEXT as T } from './messages';

type TagList = 'tags_any' | 'tags_all' | 'tags_none';
const TAG_LISTS: readonly [TagList, string][] = [
  ['tags_any', T.tagsAny],
  ['tags_all', T.tagsAll],
  ['tags_none', T.tagsNone],
];
const STATUS_OPTIONS = [
  { name: T.statusFollowing, value: 'following' },
  { name: T.statusBlocked, value: 'blocked' },
  { name: T.statusAll, value: 'all' },
];

/** A filter with its empty parts dropped (what is saved and counted). */
export function cleanFilter(filter: MemberFilter): MemberFilter {
  const clean: MemberFilter = { status: filter.status ?? 'following' };
  for (const [list] of TAG_LISTS) if (filter[list]?.length) clean[list] = filter[list];
  const vars = (filter.vars ?? []).filter((condition) => condition.var_id > 0);
  if (vars.length) clean.vars = vars;
  if (filter.followed_from) clean.followed_from = filter.followed_from;
  if (filter.followed_to) clean.followed_to = filter.followed_to;
  return clean;
}

function SegmentCount({ id }: { id: number }) {
  const count = useSegmentCount(id);
  if (count.error) return <span>—</span>;
  return <span>{count.data === undefined ? T.counting : T.count(count.data)}</span>;
}

function SegmentEditor({
  segment,
  onClose,
  onSaved,
}: {
  segment: MemberQuery | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const tags = useTags();
  const varia = useVaria();
  const toast = useToast();
  const [name, setName] = useState(segment?.name ?? '');
  const [filter, setFilter] = useState<MemberFilter>(segment?.filter ?? { status: 'following' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [busy, setBusy] = useState(false);
  // The count follows the filter, a render behind while the operator is still clicking.
  const counted = useMemberCount(cleanFilter(useDeferredValue(filter)));
  const toggleTag = (list: TagList, tagId: number, on: boolean) =>
    setFilter((current) => {
      const ids = new Set(current[list] ?? []);
      if (on) ids.add(tagId);
      else ids.delete(tagId);
      return { ...current, [list]: [...ids] };
    });
  const conditions = filter.vars ?? [];
  const setCondition = (index: number, change: Partial<(typeof conditions)[number]>) =>
    setFilter((current) => ({
      ...current,
      vars: (current.vars ?? []).map((condition, i) =>
        i === index ? { ...condition, ...change } : condition,
      ),
    }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, filter: cleanFilter(filter) };
    const invalid = invalidFields(FRIENDS_OPS.createMemberQuery.body, input);
    setErrors(invalid ?? {});
    if (invalid) return;
    setBusy(true);
    try {
      await friendsApi.saveMemberQuery(segment?.id ?? null, input);
      toast.success(T.saved);
      onSaved();
    } catch (error) {
      const { message, fields } = writeError(error);
      setErrors(fields);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const varOptions = varia.data.items
    .filter((item) => item.type !== 'image')
    .map((item) => ({ name: item.name, value: String(item.id) }));
  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={T.segmentName}
        required
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        errorText={errors.name}
      />
      <Select
        label={T.statusLabel}
        options={STATUS_OPTIONS}
        value={filter.status ?? 'following'}
        onValueChange={(status) => setFilter({ ...filter, status: status as MemberFilter['status'] })}
      />
      {TAG_LISTS.map(([list, label]) => (
        <fieldset key={list} className={styles.bulk}>
          <legend>{label}</legend>
          {(tags.data ?? []).map((tag) => (
            <Checkbox
              key={tag.id}
              label={tag.name}
              value={filter[list]?.includes(tag.id) ?? false}
              onChange={(on) => toggleTag(list, tag.id, on)}
            />
          ))}
        </fieldset>
      ))}
      {errors['filter.tags'] ? <p role="alert">{errors['filter.tags']}</p> : null}
      <div className={styles.row}>
        <DateInput
          label={T.followedFrom}
          value={filter.followed_from ?? ''}
          onChange={(value) => setFilter({ ...filter, followed_from: value || null })}
          errorText={errors['filter.followed_from']}
        />
        <DateInput
          label={T.followedTo}
          value={filter.followed_to ?? ''}
          onChange={(value) => setFilter({ ...filter, followed_to: value || null })}
        />
      </div>
      <fieldset className={styles.section}>
        <legend>{T.conditions}</legend>
        <SharedNotice notice={varia.notice} onRetry={() => void varia.reload()} />
        {conditions.map((condition, index) => (
          // Conditions have no id of their own; their place is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className={styles.row}>
            <Select
              label={T.conditionVar}
              options={varOptions}
              value={condition.var_id ? String(condition.var_id) : undefined}
              onValueChange={(value) => setCondition(index, { var_id: Number(value) })}
            />
            <Select
              label={T.conditionOp}
              options={VAR_CONDITION_OPS.map((op) => ({ name: VAR_CONDITION_OP_LABELS[op], value: op }))}
              value={condition.op}
              onValueChange={(op) => setCondition(index, { op: op as VarConditionOp })}
            />
            {condition.op === 'empty' || condition.op === 'not_empty' ? null : (
              <TextField
                label={T.conditionValue}
                value={condition.value ?? ''}
                onChange={(event) => setCondition(index, { value: event.target.value })}
              />
            )}
            <Button
              variant="secondary"
              size="small"
              onClick={() => setFilter({ ...filter, vars: conditions.filter((_, i) => i !== index) })}
            >
              {T.removeCondition}
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="small"
            onClick={() =>
              setFilter({ ...filter, vars: [...conditions, { var_id: 0, op: 'eq', value: '' }] })
            }
          >
            {T.addCondition}
          </Button>
        </div>
      </fieldset>
      <p className={styles.count} role="status" aria-live="polite">
        {counted.data === undefined ? T.counting : T.liveCount(counted.data)}
      </p>
      <div className={styles.row}>
        <Button type="submit" variant="primary" busy={busy}>
          {T.save}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

/** /line/member_query: stored filters of friends (segments) with their live counts. */
export function MemberQueryPage() {
  const segments = useMemberQueries();
  const toast = useToast();
  // SEGMENT_WRITE: without it the segments and their counts are shown and the write buttons are off.
  const me = useMe().data;
  const canWrite = me ? hasAllPermissions(me.permissions, ['SEGMENT_WRITE']) : false;
  const [editing, setEditing] = useState<MemberQuery | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<MemberQuery | null>(null);
  const remove = async (segment: MemberQuery) => {
    setDeleting(null);
    try {
      await friendsApi.deleteMemberQuery(segment.id);
      toast.success(T.deleted);
      await segments.mutate();
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };
  const columns: readonly ListTableColumn<MemberQuery>[] = [
    { key: 'name', label: T.segmentName },
    {
      key: 'count',
      label: T.friendCount,
      textAlign: 'right',
      render: (segment) => <SegmentCount id={segment.id} />,
    },
    {
      key: 'actions',
      label: T.edit,
      render: (segment) => (
        <div className={styles.row}>
          <Link
            to={`/line/friends?member_query=${segment.id}&status=${segment.filter.status === 'all' ? '' : (segment.filter.status ?? 'following')}`}
            className={pageStyles.link}
          >
            {T.showFriends}
          </Link>
          {/* A row menu keeps the column narrow on a phone and the delete out of the way. */}
          <Menu
            label={menuMessages.rowActions(segment.name)}
            disabled={!canWrite}
            items={[
              { label: T.edit, onSelect: () => setEditing(segment) },
              { label: T.delete, tone: 'danger', onSelect: () => setDeleting(segment) },
            ]}
          />
        </div>
      ),
    },
  ];
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={T.titles.segments}
        actions={
          <Button variant="primary" disabled={!canWrite} onClick={() => setEditing(null)}>
            {T.addSegment}
          </Button>
        }
      />
      <LoadError error={segments.error} />
      <ListTable
        aria-label={T.titles.segments}
        rows={segments.data ?? []}
        columns={columns}
        loading={segments.isLoading}
        skeletonRows={SKELETON_ROWS}
      />
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? T.editSegment : T.addSegment}
        width={640}
      >
        {editing !== undefined ? (
          <SegmentEditor
            key={editing?.id ?? 'new'}
            segment={editing}
            onClose={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined);
              void segments.mutate();
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={T.delete}
        message={deleting ? T.deleteSegmentConfirm(deleting.name) : ''}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </PageContent>
  );
}
