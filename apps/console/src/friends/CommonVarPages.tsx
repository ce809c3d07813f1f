import {
  COMMON_VAR_COPY_QUERY,
  type CommonVarItem,
  FRIENDS_OPS,
  VAR_VALUE_MAX_LENGTH,
} from '@console/contract/friends';
import {
  Breadcrumb,
  Button,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  PageContent,
  PageHeader,
  Textarea,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LeaveWarning } from '../shared/LeaveWarning';
import * as pageStyles from '../shared/pages.css';
import { createDirtyFlag } from '../shared/sharedData';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { invalidFields, LoadError, SharedNotice, SKELETON_ROWS, writeError } from './common';
import * as styles from './friends.css';
import { friendsApi, useCommonVar, useCommonVars } from './hooks';
import { FRIENDS_TEXT as T } from './messages';

const LIST_PATH = '/line/common_var';

/** What common_var/new?copy= starts from: the copied item under a new name and code (spec §2). */
export function copyOf(item: Pick<CommonVarItem, 'name' | 'code' | 'value'>) {
  return { name: `${item.name}${T.copySuffix}`, code: `${item.code}_copy`.slice(0, 64), value: item.value };
}

/** /line/common_var: the account's common variables (COMMON_VAR_WRITE). */
export function CommonVarListPage() {
  const common = useCommonVars();
  const toast = useToast();
  const [deleting, setDeleting] = useState<CommonVarItem | null>(null);
  const remove = async (item: CommonVarItem) => {
    setDeleting(null);
    try {
      await friendsApi.deleteCommonVar(item.id);
      toast.success(T.deleted);
      await common.reload();
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };
  const columns: readonly ListTableColumn<CommonVarItem>[] = [
    { key: 'name', label: T.varName, render: (item) => `${item.favorite ? '★ ' : ''}${item.name}` },
    { key: 'code', label: T.code, render: (item) => <span className={styles.code}>{item.code}</span> },
    { key: 'value', label: T.value },
    {
      key: 'actions',
      label: T.edit,
      render: (item) => (
        <div className={styles.row}>
          <Link
            to={`${LIST_PATH}/edit/${item.id}`}
            className={pageStyles.link}
            aria-label={T.editLabel(item.name)}
          >
            {T.edit}
          </Link>
          <Link
            to={`${LIST_PATH}/new?${COMMON_VAR_COPY_QUERY}=${item.id}`}
            className={pageStyles.link}
            aria-label={T.copyLabel(item.name)}
          >
            {T.copy}
          </Link>
          <Button
            size="small"
            variant="secondary"
            onClick={() => setDeleting(item)}
            aria-label={`${item.name}を${T.delete}`}
          >
            {T.delete}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={T.titles.commonVars}
        actions={
          <Link to={`${LIST_PATH}/new`} className={pageStyles.link}>
            {T.addCommon}
          </Link>
        }
      />
      <SharedNotice notice={common.notice} onRetry={() => void common.reload()} />
      <ListTable
        aria-label={T.titles.commonVars}
        rows={common.data.items}
        columns={columns}
        loading={!common.loaded}
        skeletonRows={SKELETON_ROWS}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={T.delete}
        message={deleting ? T.deleteCommonConfirm(deleting.name) : ''}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </PageContent>
  );
}

function CommonVarForm({
  id,
  initial,
}: {
  id: number | null;
  initial: { name: string; code: string; value: string };
}) {
  const common = useCommonVars();
  const toast = useToast();
  const navigate = useNavigate();
  const [flag] = useState(createDirtyFlag);
  const dirty = useSyncExternalStore(flag.subscribe, flag.isDirty, flag.isDirty);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...change }));
    flag.markDirty();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = invalidFields(FRIENDS_OPS.createCommonVarItem.body, values);
    setErrors(invalid ?? {});
    if (invalid) return;
    setBusy(true);
    try {
      await friendsApi.saveCommonVar(id, values);
      flag.markClean();
      toast.success(T.saved);
      await common.reload();
      navigate(LIST_PATH);
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
      {/* The save itself leaves the page: by then the flag is clean. */}
      <LeaveWarning when={dirty} />
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={T.varName}
          required
          maxLength={100}
          value={values.name}
          onChange={(event) => set({ name: event.target.value })}
          errorText={errors.name}
        />
        <TextField
          label={T.code}
          required
          maxLength={64}
          helpText={T.codeHelp}
          value={values.code}
          onChange={(event) => set({ code: event.target.value })}
          errorText={errors.code}
        />
        <Textarea
          label={T.value}
          maxLength={VAR_VALUE_MAX_LENGTH}
          rows={3}
          value={values.value}
          onChange={(event) => set({ value: event.target.value })}
          errorText={errors.value}
        />
        <div className={styles.row}>
          <Button type="submit" variant="primary" busy={busy}>
            {T.save}
          </Button>
          <Link to={LIST_PATH} className={pageStyles.link}>
            {T.backToCommon}
          </Link>
        </div>
      </form>
    </>
  );
}

function CommonVarBreadcrumb({ name, url }: { name: string; url: string }) {
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[
        { name: T.titles.commonVars, url: LIST_PATH },
        { name, url },
      ]}
    />
  );
}

/** /line/common_var/edit/{id}. */
export function CommonVarEditPage() {
  const id = Number(useParams().id);
  const item = useCommonVar(id);
  return (
    <PageContent className={pageStyles.page}>
      <CommonVarBreadcrumb name={T.titles.commonVarEdit} url={`${LIST_PATH}/edit/${id}`} />
      <PageHeader title={T.titles.commonVarEdit} />
      <LoadError error={item.error} />
      {item.data ? (
        <CommonVarForm
          key={item.data.id}
          id={item.data.id}
          initial={{ name: item.data.name, code: item.data.code, value: item.data.value }}
        />
      ) : null}
    </PageContent>
  );
}

/** /line/common_var/new?copy={id}: a new item, pre-filled from the copied one when asked (spec §2). */
export function CommonVarNewPage() {
  const [params] = useSearchParams();
  const copy = params.get(COMMON_VAR_COPY_QUERY);
  const copyId = copy && /^\d+$/.test(copy) ? Number(copy) : null;
  const source = useCommonVar(copyId);
  const waiting = copyId !== null && !source.data && !source.error;
  return (
    <PageContent className={pageStyles.page}>
      <CommonVarBreadcrumb name={T.titles.commonVarNew} url={`${LIST_PATH}/new`} />
      <PageHeader title={T.titles.commonVarNew} />
      <LoadError error={source.error} />
      {waiting ? (
        <p aria-busy="true">読み込み中...</p>
      ) : (
        <CommonVarForm
          key={source.data?.id ?? 'new'}
          id={null}
          initial={source.data ? copyOf(source.data) : { name: '', code: '', value: '' }}
        />
      )}
    </PageContent>
  );
}
