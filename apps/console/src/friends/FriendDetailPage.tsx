import { hasAllPermissions } from '@console/contract';
import {
  FRIEND_MEMO_MAX_LENGTH,
  FRIEND_STATUS_LABELS,
  FRIENDS_OPS,
  type FriendDetail,
  type VarItem,
} from '@console/contract/friends';
import {
  Breadcrumb,
  Button,
  Checkbox,
  DateInput,
  Disclosure,
  PageContent,
  PageHeader,
  Select,
  Skeleton,
  Textarea,
  TextField,
  useToast,
} from '@console/ui';
import { useState, useSyncExternalStore } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LeaveWarning } from '../shared/LeaveWarning';
import * as pageStyles from '../shared/pages.css';
import { createDirtyFlag } from '../shared/sharedData';
import { useMe } from '../shared/useMe';
import { formatInstant, invalidFields, LoadError, Section, SharedNotice, writeError } from './common';
import { FriendRichMenu } from './FriendRichMenu';
import * as styles from './friends.css';
import { friendsApi, useFriend, useTags, useVarChoices, useVaria } from './hooks';
import { FRIENDS_TEXT as T } from './messages';

/** A friend-info value's input, by the variable's type. */
function VarField({
  item,
  value,
  error,
  onChange,
}: {
  item: VarItem;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  if (item.type === 'choice')
    return <ChoiceField item={item} value={value} error={error} onChange={onChange} />;
  if (item.type === 'date') {
    return <DateInput label={item.name} value={value} onChange={onChange} errorText={error} />;
  }
  return (
    <TextField
      label={item.name}
      value={value}
      inputMode={item.type === 'number' ? 'decimal' : undefined}
      maxLength={1000}
      onChange={(event) => onChange(event.target.value)}
      errorText={error}
    />
  );
}

function ChoiceField({
  item,
  value,
  error,
  onChange,
}: {
  item: VarItem;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const choices = useVarChoices(item.id);
  const options = choices.data.map((choice) => ({ name: choice.name, value: choice.name }));
  // A stored value no longer among the choices stays visible (and can be replaced).
  if (value && !options.some((option) => option.value === value)) options.push({ name: value, value });
  return (
    <div>
      <Select
        label={item.name}
        placeholder={T.choose}
        options={[{ name: T.none, value: '\u0000none' }, ...options]}
        value={value || undefined}
        onValueChange={(next) => onChange(next === '\u0000none' ? '' : next)}
        loading={!choices.loaded}
        errorText={error ?? choices.notice ?? undefined}
      />
    </div>
  );
}

/** Memo and friend-info values: edited as a draft, saved together (PATCH), dirty until saved. */
function FriendForm({
  friend,
  canWrite,
  onSaved,
}: {
  friend: FriendDetail;
  /** FRIEND_WRITE: without it the values are shown and the save button is off. */
  canWrite: boolean;
  onSaved: (saved: FriendDetail) => void;
}) {
  const varia = useVaria();
  const toast = useToast();
  const [flag] = useState(createDirtyFlag);
  const dirty = useSyncExternalStore(flag.subscribe, flag.isDirty, flag.isDirty);
  const [memo, setMemo] = useState(friend.memo);
  const [values, setValues] = useState<Record<string, string>>(friend.vars);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const edit = (change: () => void) => {
    change();
    flag.markDirty();
  };
  const save = async () => {
    const changed = Object.fromEntries(
      varia.data.items
        .filter((item) => (values[String(item.id)] ?? '') !== (friend.vars[String(item.id)] ?? ''))
        .map((item) => [String(item.id), values[String(item.id)] ?? '']),
    );
    const patch = { memo, vars: changed };
    const invalid = invalidFields(FRIENDS_OPS.patchFriend.body, patch);
    setErrors(invalid ?? {});
    if (invalid) return;
    setBusy(true);
    try {
      const saved = await friendsApi.patchFriend(friend.id, patch);
      flag.markClean();
      setValues(saved.vars);
      onSaved(saved);
      toast.success(T.saved);
    } catch (error) {
      const { message, fields } = writeError(error);
      setErrors(fields);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <LeaveWarning when={dirty} />
      <Section title={T.memo}>
        <Textarea
          aria-label={T.memo}
          value={memo}
          maxLength={FRIEND_MEMO_MAX_LENGTH}
          rows={3}
          onChange={(event) => edit(() => setMemo(event.target.value))}
          errorText={errors.memo}
        />
      </Section>
      <Section title={T.varsHeading}>
        <SharedNotice notice={varia.notice} onRetry={() => void varia.reload()} />
        {varia.loaded && varia.data.items.length === 0 ? <p className={styles.subtle}>{T.noVars}</p> : null}
        <div className={styles.form}>
          {varia.data.items.map((item) =>
            item.type === 'image' ? null : (
              <VarField
                key={item.id}
                item={item}
                value={values[String(item.id)] ?? ''}
                error={errors[`vars.${item.id}`]}
                onChange={(value) =>
                  edit(() => setValues((current) => ({ ...current, [String(item.id)]: value })))
                }
              />
            ),
          )}
        </div>
      </Section>
      {/* Shown with the fields it saves: drawn before them, it was pushed down (out of a phone's
          first screen) when they arrived, a layout shift of 0.02 alone. */}
      {varia.loaded ? (
        <div className={styles.row}>
          {/* Nothing to save is aria-disabled, not disabled: after a save the button keeps focus
              (a disabled one would drop it to the page top); Button swallows the click. */}
          <Button
            variant="primary"
            disabled={!canWrite}
            busy={busy}
            aria-disabled={!dirty}
            onClick={() => void save()}
          >
            {T.save}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** Lines the tag checkboxes take while they load (a few rows of them on a phone). */
const TAG_SKELETON_LINES = 3;
/** The profile's four facts. */
const PROFILE_SKELETON_LINES = 4;

/**
 * Tags of a friend: each checkbox puts the tag on or takes it off at once (TAG_WRITE). The box
 * shows the click straight away and goes back, with the server's message, if the call fails.
 */
function FriendTags({
  friend,
  canTag,
  onChanged,
}: {
  friend: FriendDetail;
  canTag: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const tags = useTags();
  const toast = useToast();
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const toggle = async (tagId: number, on: boolean) => {
    setPending((current) => ({ ...current, [tagId]: on }));
    try {
      if (on) await friendsApi.tagFriends(tagId, [friend.id]);
      else await friendsApi.untagFriends(tagId, [friend.id]);
      await Promise.all([onChanged(), tags.mutate()]);
    } catch (error) {
      toast.error(writeError(error).message);
    } finally {
      setPending(({ [tagId]: _done, ...rest }) => rest);
    }
  };
  return (
    <Section title={T.tagsHeading}>
      {canTag ? <p className={styles.subtle}>{T.tagsHelp}</p> : null}
      <LoadError error={tags.error} />
      {/* The tags take their lines before they arrive, and keep them after (a short list of tags
          would pull the memo below up): nothing below moves. */}
      <div className={styles.tagArea}>
        {tags.isLoading ? (
          <div aria-busy="true">
            <Skeleton lines={TAG_SKELETON_LINES} />
          </div>
        ) : null}
        <div className={styles.row}>
          {(tags.data ?? []).map((tag) => (
            <Checkbox
              key={tag.id}
              label={tag.name}
              value={pending[tag.id] ?? friend.tag_ids.includes(tag.id)}
              disabled={!canTag || tag.id in pending}
              onChange={(on) => void toggle(tag.id, on)}
            />
          ))}
        </div>
      </div>
    </Section>
  );
}

/** /line/friends/{id}: a friend's profile, tags, memo and friend-info values. */
export function FriendDetailPage() {
  const id = Number(useParams().id);
  const friend = useFriend(id);
  const me = useMe().data;
  const canTag = me ? hasAllPermissions(me.permissions, ['TAG_WRITE']) : false;
  const canWrite = me ? hasAllPermissions(me.permissions, ['FRIEND_WRITE']) : false;
  const canEditMenus = me ? hasAllPermissions(me.permissions, ['RICHMENU_WRITE']) : false;
  const data = friend.data;
  return (
    <PageContent className={pageStyles.page}>
      <Breadcrumb
        linkComponent={Link}
        items={[
          { name: T.titles.friends, url: '/line/friends' },
          { name: data?.display_name || T.titles.friend, url: `/line/friends/${id}` },
        ]}
      />
      <PageHeader title={data ? data.display_name || data.line_user_id : T.titles.friend} />
      <LoadError error={friend.error} />
      {friend.isLoading ? (
        <div aria-busy="true" className={pageStyles.page}>
          <Skeleton fontSize="large" width="30%" />
          <Skeleton lines={PROFILE_SKELETON_LINES} announce={false} />
        </div>
      ) : null}
      {data ? (
        <>
          <Section title={T.profile}>
            <dl className={styles.facts}>
              <dt className={styles.term}>{T.col.status}</dt>
              <dd className={styles.detail}>{FRIEND_STATUS_LABELS[data.status]}</dd>
              <dt className={styles.term}>{T.col.followedAt}</dt>
              <dd className={styles.detail}>{formatInstant(data.followed_at)}</dd>
              <dt className={styles.term}>{T.col.lastActiveAt}</dt>
              <dd className={styles.detail}>{formatInstant(data.last_active_at)}</dd>
            </dl>
            {/* Only for an inquiry to LINE or a support request: out of the way until asked for. */}
            <Disclosure>
              <dl className={styles.facts}>
                <dt className={styles.term}>{T.lineUserId}</dt>
                <dd className={`${styles.detail} ${styles.code}`}>{data.line_user_id}</dd>
              </dl>
            </Disclosure>
          </Section>
          <FriendTags friend={data} canTag={canTag} onChanged={() => friend.mutate()} />
          <FriendRichMenu friendId={data.id} canEdit={canEditMenus} />
          <FriendForm
            key={data.id}
            friend={data}
            canWrite={canWrite}
            onSaved={(saved) => void friend.mutate(saved, { revalidate: false })}
          />
        </>
      ) : null}
    </PageContent>
  );
}
