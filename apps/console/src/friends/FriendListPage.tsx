import { hasAllPermissions } from '@console/contract';
import { FRIEND_STATUS_LABELS, FRIEND_STATUSES, type Friend } from '@console/contract/friends';
import {
  Button,
  ListTable,
  type ListTableColumn,
  PageContent,
  PageHeader,
  type RowId,
  Select,
  type SortDescriptor,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import * as pageStyles from '../shared/pages.css';
import { useMe } from '../shared/useMe';
import { formatInstant, LoadError, Pager, SKELETON_ROWS, writeError } from './common';
import * as styles from './friends.css';
import { FRIENDS_PER_PAGE, friendsApi, useFriends, useMemberQueries, useTags } from './hooks';
import { FRIENDS_TEXT as T } from './messages';
import { friendQueryOf, TAG_MODES } from './reads';

const ALL = 'all';

/** /line/friends: the account's LINE friends, searched, filtered and sorted on the server. */
export function FriendListPage() {
  const [params, setParams] = useSearchParams();
  const { query, page } = friendQueryOf(params);
  const friends = useFriends(query, page);
  const tags = useTags();
  const segments = useMemberQueries();
  const me = useMe().data;
  const canTag = me ? hasAllPermissions(me.permissions, ['TAG_WRITE']) : false;
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useState(query.q ?? '');
  const [checked, setChecked] = useState<RowId[]>([]);
  const [bulkTag, setBulkTag] = useState('');
  const [busy, setBusy] = useState(false);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setChecked([]);
    setParams(next);
  };

  const tagName = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag.name])), [tags.data]);
  const tagOptions = (tags.data ?? []).map((tag) => ({ name: tag.name, value: String(tag.id) }));
  const columns: readonly ListTableColumn<Friend>[] = [
    {
      key: 'display_name',
      label: T.col.name,
      sortable: true,
      render: (friend) => (
        <Link
          to={`/line/friends/${friend.id}`}
          className={pageStyles.link}
          aria-label={T.detailLabel(friend.display_name)}
        >
          {friend.display_name || friend.line_user_id}
        </Link>
      ),
    },
    { key: 'status', label: T.col.status, render: (friend) => FRIEND_STATUS_LABELS[friend.status] },
    {
      key: 'followed_at',
      label: T.col.followedAt,
      sortable: true,
      render: (friend) => formatInstant(friend.followed_at),
    },
    {
      key: 'last_active_at',
      label: T.col.lastActiveAt,
      sortable: true,
      render: (friend) => formatInstant(friend.last_active_at),
    },
    {
      key: 'tags',
      label: T.col.tags,
      render: (friend) => (
        <ul className={styles.tagList}>
          {friend.tag_ids.map((id) => (
            <li key={id} className={styles.chip}>
              {tagName.get(id) ?? id}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  const sorts: SortDescriptor[] = [{ key: query.sort ?? 'followed_at', order: query.order ?? 'desc' }];

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || null });
  };

  const bulk = async (action: 'tag' | 'untag') => {
    const tagId = Number(bulkTag);
    const ids = checked.map(Number);
    if (!tagId || ids.length === 0) return;
    setBusy(true);
    try {
      const result =
        action === 'tag'
          ? await friendsApi.tagFriends(tagId, ids)
          : await friendsApi.untagFriends(tagId, ids);
      const name = tagName.get(tagId) ?? '';
      toast.success(action === 'tag' ? T.tagged(name, result.changed) : T.untagged(name, result.changed));
      setChecked([]);
      await Promise.all([
        friends.mutate(),
        tags.mutate(),
        mutate((key) => Array.isArray(key) && key[0] === 'friends.count'),
      ]);
    } catch (error) {
      toast.error(writeError(error).message);
    } finally {
      setBusy(false);
    }
  };

  const total = friends.data?.total ?? 0;
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={T.titles.friends} />
      <form className={styles.toolbar} onSubmit={submitSearch} aria-label={T.searchLabel}>
        <TextField
          className={styles.grow}
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          type="search"
        />
        <Button type="submit" variant="secondary">
          {T.searchLabel}
        </Button>
      </form>
      <div className={styles.filters}>
        <Select
          label={T.statusLabel}
          options={[
            { name: T.statusAll, value: ALL },
            ...FRIEND_STATUSES.map((s) => ({ name: FRIEND_STATUS_LABELS[s], value: s })),
          ]}
          value={query.status ?? ALL}
          onValueChange={(value) => update({ status: value === ALL ? null : value })}
        />
        <Select
          label={T.tagFilterLabel}
          options={[{ name: T.segmentNone, value: ALL }, ...tagOptions]}
          value={query.tags && !query.tags.includes(',') ? query.tags : ALL}
          onValueChange={(value) => update({ tags: value === ALL ? null : value })}
          loading={tags.isLoading}
        />
        {query.tags ? (
          <Select
            label={T.tagModeLabel}
            options={TAG_MODES.map((mode) => ({ name: T.tagModes[mode], value: mode }))}
            value={query.tag_mode ?? 'any'}
            onValueChange={(value) => update({ tag_mode: value === 'any' ? null : value })}
          />
        ) : null}
        <Select
          label={T.segmentLabel}
          options={[
            { name: T.segmentNone, value: ALL },
            ...(segments.data ?? []).map((segment) => ({ name: segment.name, value: String(segment.id) })),
          ]}
          value={query.member_query ?? ALL}
          onValueChange={(value) => update({ member_query: value === ALL ? null : value })}
          loading={segments.isLoading}
        />
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {friends.data ? T.total(total) : ''}
      </p>
      {canTag ? (
        <fieldset className={styles.bulk} disabled={busy} aria-label={T.bulkLabel}>
          <span>{T.selected(checked.length)}</span>
          <Select
            aria-label={T.bulkTag}
            placeholder={T.bulkTag}
            options={tagOptions}
            value={bulkTag}
            onValueChange={setBulkTag}
          />
          <Button
            variant="primary"
            size="small"
            disabled={!bulkTag || checked.length === 0}
            onClick={() => void bulk('tag')}
          >
            {T.tagSelected}
          </Button>
          <Button
            variant="secondary"
            size="small"
            disabled={!bulkTag || checked.length === 0}
            onClick={() => void bulk('untag')}
          >
            {T.untagSelected}
          </Button>
        </fieldset>
      ) : null}
      <LoadError error={friends.error} />
      <ListTable
        aria-label={T.titles.friends}
        rows={friends.data?.items ?? []}
        columns={columns}
        loading={friends.isLoading}
        skeletonRows={SKELETON_ROWS}
        emptyText={T.noFriends}
        sorts={sorts}
        onSortsChange={(next) => {
          const [first] = next;
          update({ sort: first?.key ?? null, order: first?.order === 'asc' ? 'asc' : null });
        }}
        checkedIds={canTag ? checked : undefined}
        onCheckedIdsChange={canTag ? setChecked : undefined}
        rowLabel={(friend) => friend.display_name || friend.line_user_id}
      />
      <Pager
        page={page}
        total={total}
        perPage={FRIENDS_PER_PAGE}
        onPage={(next) => update({ page: String(next) })}
      />
    </PageContent>
  );
}
