import { FRIENDS_OPS, TAG_GROUP_QUERY, type Tag } from '@console/contract/friends';
import {
  Breadcrumb,
  Button,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  PageContent,
  PageHeader,
  Select,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LeaveWarning } from '../shared/LeaveWarning';
import { NameForm } from '../shared/NameForm';
import * as pageStyles from '../shared/pages.css';
import { createDirtyFlag } from '../shared/sharedData';
import { invalidFields, LoadError, Section, SKELETON_ROWS, writeError } from './common';
import * as styles from './friends.css';
import { friendsApi, useTag, useTagGroups, useTags } from './hooks';
import { FRIENDS_TEXT as T } from './messages';

const NO_GROUP = 'none';
const settingPath = (tag: Tag) =>
  `/vue3-dev/line/tag/setting/${tag.id}${tag.group_id === null ? '' : `?${TAG_GROUP_QUERY}=${tag.group_id}`}`;

/** /vue3-dev/line/tag: tags with their groups and friend counts; new tags and groups (TAG_WRITE). */
export function TagListPage() {
  const tags = useTags();
  const groups = useTagGroups();
  const toast = useToast();
  const [name, setName] = useState('');
  const [group, setGroup] = useState(NO_GROUP);
  const [groupName, setGroupName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const groupNames = new Map((groups.data ?? []).map((g) => [g.id, g.name]));
  const groupOptions = [
    { name: T.ungrouped, value: NO_GROUP },
    ...(groups.data ?? []).map((g) => ({ name: g.name, value: String(g.id) })),
  ];

  const addTag = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, group_id: group === NO_GROUP ? null : Number(group) };
    const invalid = invalidFields(FRIENDS_OPS.createTag.body, input);
    setErrors(invalid ?? {});
    if (invalid) return;
    setBusy(true);
    try {
      const tag = await friendsApi.createTag(input);
      toast.success(T.saved);
      setName('');
      await tags.mutate([...(tags.data ?? []), tag], { revalidate: true });
    } catch (error) {
      const { message, fields } = writeError(error);
      setErrors(fields);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const addGroup = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = invalidFields(FRIENDS_OPS.createTagGroup.body, { name: groupName });
    setErrors(invalid ? { groupName: invalid.name ?? '' } : {});
    if (invalid) return;
    setBusy(true);
    try {
      await friendsApi.createTagGroup(groupName);
      toast.success(T.saved);
      setGroupName('');
      await groups.mutate();
    } catch (error) {
      const { message, fields } = writeError(error);
      setErrors({ groupName: fields.name ?? message });
    } finally {
      setBusy(false);
    }
  };

  const columns: readonly ListTableColumn<Tag>[] = [
    { key: 'name', label: T.tagName },
    {
      key: 'group',
      label: T.tagGroup,
      render: (tag) => (tag.group_id === null ? T.ungrouped : groupNames.get(tag.group_id)),
    },
    {
      key: 'friend_count',
      label: T.friendCount,
      textAlign: 'right',
      render: (tag) => T.count(tag.friend_count),
    },
    {
      key: 'settings',
      label: T.tagSettings,
      textAlign: 'center',
      render: (tag) => (
        <Link to={settingPath(tag)} className={pageStyles.link} aria-label={T.tagSettingsLabel(tag.name)}>
          {T.tagSettings}
        </Link>
      ),
    },
  ];
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={T.titles.tags} />
      <NameForm
        action={T.addTag}
        label={T.tagName}
        value={name}
        onValueChange={setName}
        error={errors.name}
        onSubmit={addTag}
        disabled={busy}
      >
        <Select label={T.tagGroup} options={groupOptions} value={group} onValueChange={setGroup} />
      </NameForm>
      <LoadError error={tags.error ?? groups.error} />
      <ListTable
        aria-label={T.titles.tags}
        rows={tags.data ?? []}
        columns={columns}
        loading={tags.isLoading}
        skeletonRows={SKELETON_ROWS}
      />
      <NameForm
        action={T.addGroup}
        label={T.groupName}
        value={groupName}
        onValueChange={setGroupName}
        error={errors.groupName}
        onSubmit={addGroup}
        disabled={busy}
      />
    </PageContent>
  );
}

function TagForm({ tag, initialGroup }: { tag: Tag; initialGroup: string }) {
  const groups = useTagGroups();
  const toast = useToast();
  const navigate = useNavigate();
  const [flag] = useState(createDirtyFlag);
  const dirty = useSyncExternalStore(flag.subscribe, flag.isDirty, flag.isDirty);
  const [name, setName] = useState(tag.name);
  const [group, setGroup] = useState(initialGroup);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, group_id: group === NO_GROUP ? null : Number(group) };
    const invalid = invalidFields(FRIENDS_OPS.updateTag.body, input);
    setErrors(invalid ?? {});
    if (invalid) return;
    try {
      await friendsApi.updateTag(tag.id, input);
      flag.markClean();
      toast.success(T.saved);
    } catch (error) {
      const { message, fields } = writeError(error);
      setErrors(fields);
      toast.error(message);
    }
  };
  const remove = async () => {
    setDeleting(false);
    try {
      await friendsApi.deleteTag(tag.id);
      flag.markClean();
      toast.success(T.tagDeleted);
      navigate('/vue3-dev/line/tag');
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };
  return (
    <>
      <LeaveWarning when={dirty} />
      <form className={styles.form} onSubmit={(event) => void save(event)}>
        <TextField
          label={T.tagName}
          required
          maxLength={100}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            flag.markDirty();
          }}
          errorText={errors.name}
        />
        <Select
          label={T.tagGroup}
          options={[
            { name: T.ungrouped, value: NO_GROUP },
            ...(groups.data ?? []).map((g) => ({ name: g.name, value: String(g.id) })),
          ]}
          value={group}
          onValueChange={(value) => {
            setGroup(value);
            flag.markDirty();
          }}
          errorText={errors.group_id}
        />
        <div className={styles.row}>
          <Button type="submit" variant="primary" disabled={!dirty}>
            {T.save}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(true)}>
            {T.delete}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={deleting}
        title={T.deleteTagConfirm(tag.name)}
        message={T.count(tag.friend_count)}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

/** /vue3-dev/line/tag/setting/{id}?group=: a tag's name, group and deletion, and its friends. */
export function TagSettingPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const tag = useTag(id);
  const group = params.get(TAG_GROUP_QUERY);
  const initialGroup =
    group && /^\d+$/.test(group) ? group : tag.data?.group_id ? String(tag.data.group_id) : NO_GROUP;
  return (
    <PageContent className={pageStyles.page}>
      <Breadcrumb
        linkComponent={Link}
        items={[
          { name: T.titles.tags, url: '/vue3-dev/line/tag' },
          { name: tag.data?.name ?? T.titles.tag, url: `/vue3-dev/line/tag/setting/${id}` },
        ]}
      />
      <PageHeader title={T.titles.tag} />
      <LoadError error={tag.error} />
      {tag.data ? (
        <>
          <TagForm key={tag.data.id} tag={tag.data} initialGroup={initialGroup} />
          <Section title={T.tagFriends}>
            <p className={styles.count}>{T.count(tag.data.friend_count)}</p>
            <Link to={`/line/friends?tags=${id}`} className={pageStyles.link}>
              {T.showFriends}
            </Link>
          </Section>
        </>
      ) : null}
    </PageContent>
  );
}
