import { hasAllPermissions } from '@console/contract';
import {
  FAVORITE_GROUP_ID,
  FRIENDS_OPS,
  VAR_TYPE_LABELS,
  VAR_TYPES,
  type VarGroup,
  type VarItem,
  type VarType,
} from '@console/contract/friends';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  Menu,
  Modal,
  menuMessages,
  PageContent,
  PageHeader,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useRef, useState } from 'react';
import { NameForm } from '../shared/NameForm';
import * as pageStyles from '../shared/pages.css';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { useMe } from '../shared/useMe';
import { invalidFields, Section, SharedNotice, SKELETON_ROWS, writeError } from './common';
import * as styles from './friends.css';
import { friendsApi, useVaria } from './hooks';
import { FRIENDS_TEXT as T } from './messages';

const NO_GROUP = 'none';

interface Draft {
  id: number | null;
  name: string;
  type: VarType;
  group: string;
  favorite: boolean;
  choices: string;
}

/** The modal's text of the choices: one per line (a paste from Excel keeps its lines). */
export function choiceLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** /vue3-dev/line/var: friend-info variables and their groups. */
export function VarListPage() {
  const varia = useVaria();
  const toast = useToast();
  // FRIEND_VAR_WRITE: without it the lists are shown and their write buttons are off.
  const me = useMe().data;
  const canWrite = me ? hasAllPermissions(me.permissions, ['FRIEND_VAR_WRITE']) : false;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<VarItem | null>(null);
  const [deletingGroup, setDeletingGroup] = useState<VarGroup | null>(null);
  const [groupName, setGroupName] = useState('');
  const groups = varia.data.groups.filter((group) => group.id !== FAVORITE_GROUP_ID);
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));

  const open = async (item: VarItem | null) => {
    setErrors({});
    if (!item) {
      setDraft({ id: null, name: '', type: 'text', group: NO_GROUP, favorite: false, choices: '' });
      return;
    }
    const choices =
      item.type === 'choice'
        ? (await friendsApi.varChoices(item.id)).map((choice) => choice.name).join('\n')
        : '';
    setDraft({
      id: item.id,
      name: item.name,
      type: item.type,
      group: item.group_id === null ? NO_GROUP : String(item.group_id),
      favorite: item.favorite,
      choices,
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const input = {
      name: draft.name,
      type: draft.type,
      group_id: draft.group === NO_GROUP ? null : Number(draft.group),
      favorite: draft.favorite,
      ...(draft.type === 'choice' ? { choices: choiceLines(draft.choices) } : {}),
    };
    const invalid = invalidFields(FRIENDS_OPS.createVar.body, input);
    setErrors(invalid ?? {});
    if (invalid) return;
    setBusy(true);
    try {
      if (draft.id === null) await friendsApi.createVar(input);
      else await friendsApi.updateVar(draft.id, input);
      toast.success(T.saved);
      setDraft(null);
      await varia.reload();
    } catch (error) {
      const { message, fields } = writeError(error);
      setErrors(fields);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (item: VarItem) => {
    setDeleting(null);
    try {
      await friendsApi.deleteVar(item.id);
      toast.success(T.deleted);
      await varia.reload();
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };
  const addGroup = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = invalidFields(FRIENDS_OPS.createVarGroup.body, { name: groupName });
    if (invalid) {
      setErrors({ groupName: invalid.name ?? '' });
      return;
    }
    try {
      await friendsApi.createVarGroup(groupName);
      setGroupName('');
      setErrors({});
      toast.success(T.saved);
      await varia.reload();
    } catch (error) {
      const { message, fields } = writeError(error);
      setErrors({ groupName: fields.name ?? message });
    }
  };
  const removeGroup = async (group: VarGroup) => {
    setDeletingGroup(null);
    try {
      await friendsApi.deleteVarGroup(Number(group.id));
      toast.success(T.deleted);
      await varia.reload();
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };

  const columns: readonly ListTableColumn<VarItem>[] = [
    { key: 'name', label: T.varName, render: (item) => `${item.favorite ? '★ ' : ''}${item.name}` },
    { key: 'type', label: T.varType, render: (item) => VAR_TYPE_LABELS[item.type] },
    {
      key: 'group',
      label: T.varGroup,
      render: (item) => (item.group_id === null ? T.ungrouped : groupNames.get(item.group_id)),
    },
    {
      key: 'translatable',
      label: T.translatable,
      render: (item) => (item.translatable ? T.translatableYes : T.translatableNo),
    },
    {
      key: 'actions',
      label: T.edit,
      render: (item) => (
        // A row menu keeps the column narrow on a phone and the delete out of the way.
        <Menu
          label={menuMessages.rowActions(item.name)}
          disabled={!canWrite}
          items={[
            { label: T.edit, onSelect: () => void open(item) },
            { label: T.delete, tone: 'danger', onSelect: () => setDeleting(item) },
          ]}
        />
      ),
    },
  ];
  const groupColumns: readonly ListTableColumn<VarGroup>[] = [
    { key: 'name', label: T.groupName },
    {
      key: 'actions',
      label: T.delete,
      render: (group) => (
        <Button
          size="small"
          variant="secondary"
          disabled={!canWrite}
          onClick={() => setDeletingGroup(group)}
          aria-label={`${group.name}を${T.delete}`}
        >
          {T.delete}
        </Button>
      ),
    },
  ];

  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={T.titles.vars}
        actions={
          <Button variant="primary" disabled={!canWrite} onClick={() => void open(null)}>
            {T.addVar}
          </Button>
        }
      />
      <SharedNotice notice={varia.notice} onRetry={() => void varia.reload()} />
      <ListTable
        aria-label={T.varListHeading}
        rows={varia.data.items}
        columns={columns}
        loading={!varia.loaded}
        skeletonRows={SKELETON_ROWS}
      />
      <Section title={T.groupsHeading}>
        <ListTable
          aria-label={T.groupsHeading}
          rows={groups}
          columns={groupColumns}
          loading={!varia.loaded}
          skeletonRows={SKELETON_ROWS}
        />
        <NameForm
          action={T.addGroup}
          label={T.groupName}
          value={groupName}
          onValueChange={setGroupName}
          error={errors.groupName}
          onSubmit={addGroup}
          disabled={!canWrite}
        />
      </Section>
      <Modal open={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? T.editVar : T.newVar}>
        {draft ? (
          <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label={T.varName}
              required
              maxLength={100}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              errorText={errors.name}
            />
            <Select
              label={T.varType}
              options={VAR_TYPES.map((type) => ({ name: VAR_TYPE_LABELS[type], value: type }))}
              value={draft.type}
              onValueChange={(type) => setDraft({ ...draft, type: type as VarType })}
              errorText={errors.type}
            />
            {draft.type === 'choice' ? (
              <Textarea
                label={T.choices}
                required
                rows={4}
                value={draft.choices}
                onChange={(event) => setDraft({ ...draft, choices: event.target.value })}
                errorText={errors.choices}
              />
            ) : null}
            <Select
              label={T.varGroup}
              options={[
                { name: T.ungrouped, value: NO_GROUP },
                ...groups.map((g) => ({ name: g.name, value: String(g.id) })),
              ]}
              value={draft.group}
              onValueChange={(group) => setDraft({ ...draft, group })}
              errorText={errors.group_id}
            />
            <Checkbox
              label={T.favorite}
              helpText={T.favoriteHelp}
              value={draft.favorite}
              onChange={(favorite) => setDraft({ ...draft, favorite })}
            />
            <div className={styles.row}>
              <Button type="submit" variant="primary" busy={busy}>
                {T.save}
              </Button>
              <Button variant="secondary" onClick={() => setDraft(null)}>
                {T.cancel}
              </Button>
            </div>
          </form>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={T.delete}
        message={deleting ? T.deleteVarConfirm(deleting.name) : ''}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={deletingGroup !== null}
        title={T.delete}
        message={deletingGroup ? T.deleteGroupConfirm(deletingGroup.name) : ''}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={() => deletingGroup && void removeGroup(deletingGroup)}
        onCancel={() => setDeletingGroup(null)}
      />
    </PageContent>
  );
}
