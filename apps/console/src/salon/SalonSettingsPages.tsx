import {
  SALON_RESOURCE_KIND_LABELS,
  SALON_RESOURCE_KINDS,
  type SalonCourse,
  type SalonCourseInput,
  type SalonResource,
  type SalonResourceInput,
  type SalonResourceKind,
  salonCourseInputSchema,
  salonResourceInputSchema,
} from '@console/contract/salon';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Modal,
  PageContent,
  PageHeader,
  Select,
  SortableList,
  TextField,
  useOptimisticOrder,
  useToast,
} from '@console/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '../shared/fetcher';
import * as pageStyles from '../shared/pages.css';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { checkForm } from './formCheck';
import {
  deleteCourse,
  deleteResource,
  salonErrorMessage,
  saveCourse,
  saveOrder,
  saveResource,
  useCoursesAll,
  useMounted,
  useResourcesAll,
  useSalon,
} from './hooks';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';
import { parseWholeNumber } from './settings';

type Kind = 'courses' | 'resources';

/** The shared lists (spec §4) the timeline reads are reloaded after a settings write. */
function useReloadShared() {
  const { mutate } = useSWRConfig();
  const mounted = useMounted();
  return async (kind: Kind, sid: number) => {
    if (!mounted.current) return;
    await Promise.all([
      mutate(kind === 'courses' ? 'salon.courses' : 'salon.resources'),
      mutate([kind === 'courses' ? 'salon.coursesAll' : 'salon.resourcesAll', sid]),
    ]);
  };
}

interface SettingsListProps<T extends { id: number; name: string }> {
  kind: Kind;
  title: string;
  addLabel: string;
  orderLabel: string;
  items: readonly T[] | undefined;
  loading: boolean;
  error: ApiError | undefined;
  sid: number | undefined;
  describe: (item: T) => string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  onAdd: () => void;
  children?: ReactNode;
}

/** A settings list: drag to sort (optimistic, rolled back when the server refuses), edit and delete. */
function SettingsList<T extends { id: number; name: string }>({
  kind,
  title,
  addLabel,
  orderLabel,
  items,
  loading,
  error,
  sid,
  describe,
  onEdit,
  onDelete,
  onAdd,
  children,
}: SettingsListProps<T>) {
  const toast = useToast();
  const reloadShared = useReloadShared();
  const serverIds = (items ?? []).map((item) => item.id);
  const order = useOptimisticOrder<number>(serverIds, async (ids) => {
    if (sid === undefined) throw new Error('no salon');
    await saveOrder(sid, kind, ids);
    await reloadShared(kind, sid);
  });
  const byId = new Map((items ?? []).map((item) => [item.id, item]));
  const shown = order.ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={title}
        actions={
          <Button variant="primary" onClick={onAdd} disabled={sid === undefined}>
            {addLabel}
          </Button>
        }
      />
      {error && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      <div aria-busy={loading}>
        {loading && !items ? (
          <p className={pageStyles.text}>{SALON_TEXT.loading}</p>
        ) : shown.length === 0 ? (
          <p className={pageStyles.text}>{SALON_TEXT.listEmpty}</p>
        ) : (
          <SortableList
            aria-label={orderLabel}
            items={shown}
            getLabel={(item) => item.name}
            disabled={order.saving}
            onReorder={(ids) =>
              void order.reorder(ids as number[]).then((ok) => {
                // spec §4: the operation reports status false after a rollback.
                if (ok) toast.success(SALON_TEXT.orderSaved);
                else toast.error(SALON_TEXT.orderFailed);
              })
            }
            renderItem={(item) => (
              <div className={styles.listItem}>
                <span className={styles.listName}>{item.name}</span>
                <span className={styles.listInfo}>{describe(item)}</span>
                <Button
                  size="small"
                  aria-label={SALON_TEXT.actionOn(item.name, SALON_TEXT.editItem)}
                  onClick={() => onEdit(item)}
                >
                  {SALON_TEXT.editItem}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={SALON_TEXT.actionOn(item.name, SALON_TEXT.delete)}
                  onClick={() => onDelete(item)}
                >
                  {SALON_TEXT.delete}
                </Button>
              </div>
            )}
          />
        )}
      </div>
      {children}
    </PageContent>
  );
}

// Courses -----------------------------------------------------------------------------------------

interface CourseValues {
  name: string;
  duration: string;
  price: string;
  bufferBefore: string;
  bufferAfter: string;
  isOnline: boolean;
}

const courseValues = (course: SalonCourse | null): CourseValues => ({
  name: course?.name ?? '',
  duration: String(course?.duration ?? 60),
  price: String(course?.price ?? 0),
  bufferBefore: String(course?.buffer_before ?? 0),
  bufferAfter: String(course?.buffer_after ?? 0),
  isOnline: course?.is_online ?? true,
});

/** The form's numbers checked here first (a clear message per field), the rest by the server. */
export function courseInput(values: CourseValues): {
  input: SalonCourseInput | null;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const number = (key: string, text: string) => {
    const value = parseWholeNumber(text);
    if (value === null) errors[key] = SALON_TEXT.numberInvalid;
    return value ?? 0;
  };
  const input: SalonCourseInput = {
    name: values.name,
    duration: number('duration', values.duration),
    price: number('price', values.price),
    buffer_before: number('buffer_before', values.bufferBefore),
    buffer_after: number('buffer_after', values.bufferAfter),
    is_online: values.isOnline,
  };
  // Then the contract's schema: the same rules and messages as the server's 422.
  const checked = checkForm(salonCourseInputSchema, input);
  if (!checked.ok) for (const [key, message] of Object.entries(checked.errors)) errors[key] ??= message;
  return { input: checked.ok && Object.keys(errors).length === 0 ? checked.data : null, errors };
}

/** The resource form's values as the API takes them, checked by the contract's schema. */
export function resourceInput(
  values: ResourceValues,
  color: string | undefined,
): { input: SalonResourceInput | null; errors: Record<string, string> } {
  const checked = checkForm(salonResourceInputSchema, {
    name: values.name,
    kind: values.kind,
    is_online: values.isOnline,
    is_active: values.isActive,
    ...(color === undefined ? {} : { color }),
  });
  return checked.ok ? { input: checked.data, errors: {} } : { input: null, errors: checked.errors };
}

/** /line/reserve/salon/settings/courses: the salon's courses in their order. */
export function SalonCoursesPage() {
  const { salon } = useSalon();
  const sid = salon?.id;
  const courses = useCoursesAll(sid);
  const toast = useToast();
  const reloadShared = useReloadShared();
  const [editing, setEditing] = useState<SalonCourse | null | undefined>(undefined);
  const [values, setValues] = useState(courseValues(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<SalonCourse | null>(null);
  const open = (course: SalonCourse | null) => {
    setEditing(course);
    setValues(courseValues(course));
    setErrors({});
  };
  const set = (change: Partial<CourseValues>) => setValues((current) => ({ ...current, ...change }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sid === undefined || editing === undefined) return;
    const { input, errors: local } = courseInput(values);
    setErrors(local);
    if (!input) return;
    setBusy(true);
    try {
      await saveCourse(sid, editing?.id ?? null, input);
      toast.success(SALON_TEXT.saved);
      setEditing(undefined);
      await reloadShared('courses', sid);
    } catch (error) {
      const { message, fields } = salonErrorMessage(error);
      setErrors(fields);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (course: SalonCourse) => {
    setDeleting(null);
    if (sid === undefined) return;
    try {
      await deleteCourse(sid, course.id);
      toast.success(SALON_TEXT.deleted);
      await reloadShared('courses', sid);
    } catch (error) {
      toast.error(salonErrorMessage(error).message);
    }
  };
  return (
    <SettingsList
      kind="courses"
      title={SALON_TEXT.coursesTitle}
      addLabel={SALON_TEXT.addCourse}
      orderLabel={SALON_TEXT.coursesOrder}
      items={courses.data}
      loading={courses.isLoading}
      error={courses.error}
      sid={sid}
      describe={(c) => `${SALON_TEXT.minutes(c.duration)}・${SALON_TEXT.yen(c.price)}`}
      onEdit={open}
      onDelete={setDeleting}
      onAdd={() => open(null)}
    >
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? SALON_TEXT.editCourse : SALON_TEXT.newCourse}
      >
        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={SALON_TEXT.courseName}
            required
            maxLength={100}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
            errorText={errors.name}
          />
          <div className={styles.row}>
            <TextField
              label={SALON_TEXT.duration}
              required
              inputMode="numeric"
              value={values.duration}
              onChange={(event) => set({ duration: event.target.value })}
              errorText={errors.duration}
            />
            <TextField
              label={SALON_TEXT.price}
              inputMode="numeric"
              value={values.price}
              onChange={(event) => set({ price: event.target.value })}
              errorText={errors.price}
            />
          </div>
          <div className={styles.row}>
            <TextField
              label={SALON_TEXT.bufferBefore}
              inputMode="numeric"
              value={values.bufferBefore}
              onChange={(event) => set({ bufferBefore: event.target.value })}
              errorText={errors.buffer_before}
            />
            <TextField
              label={SALON_TEXT.bufferAfter}
              inputMode="numeric"
              value={values.bufferAfter}
              onChange={(event) => set({ bufferAfter: event.target.value })}
              errorText={errors.buffer_after}
            />
          </div>
          <Checkbox
            label={SALON_TEXT.online}
            value={values.isOnline}
            onChange={(isOnline) => set({ isOnline })}
          />
          <div className={styles.row}>
            <Button type="submit" variant="primary" busy={busy}>
              {SALON_TEXT.save}
            </Button>
            <Button onClick={() => setEditing(undefined)}>{SALON_TEXT.close}</Button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={SALON_TEXT.deleteCourseConfirm}
        message={deleting?.name ?? ''}
        confirmLabel={SALON_TEXT.delete}
        variant="danger"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </SettingsList>
  );
}

// Resources ---------------------------------------------------------------------------------------

interface ResourceValues {
  name: string;
  kind: SalonResourceKind;
  isOnline: boolean;
  isActive: boolean;
}

const resourceValues = (resource: SalonResource | null): ResourceValues => ({
  name: resource?.name ?? '',
  kind: resource?.kind ?? 'staff',
  isOnline: resource?.is_online ?? true,
  isActive: resource?.is_active ?? true,
});

/** /line/reserve/salon/settings/resources: staff and rooms in the salon's order. */
export function SalonResourcesPage() {
  const { salon } = useSalon();
  const sid = salon?.id;
  const resources = useResourcesAll(sid);
  const toast = useToast();
  const reloadShared = useReloadShared();
  const [editing, setEditing] = useState<SalonResource | null | undefined>(undefined);
  const [values, setValues] = useState(resourceValues(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<{
    resource: SalonResource;
    reservations: readonly string[];
  } | null>(null);
  const open = (resource: SalonResource | null) => {
    setEditing(resource);
    setValues(resourceValues(resource));
    setErrors({});
  };
  const set = (change: Partial<ResourceValues>) => setValues((current) => ({ ...current, ...change }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sid === undefined || editing === undefined) return;
    const { input, errors: local } = resourceInput(values, editing?.color);
    setErrors(local);
    if (!input) return;
    setBusy(true);
    try {
      await saveResource(sid, editing?.id ?? null, input);
      toast.success(SALON_TEXT.saved);
      setEditing(undefined);
      await reloadShared('resources', sid);
    } catch (error) {
      const { message, fields } = salonErrorMessage(error);
      setErrors(fields);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  /** Asked once plainly; when the server names future reservations, asked again with them. */
  const remove = async (resource: SalonResource, force: boolean) => {
    setDeleting(null);
    if (sid === undefined) return;
    try {
      await deleteResource(sid, resource.id, force);
      toast.success(SALON_TEXT.deleted);
      await reloadShared('resources', sid);
    } catch (error) {
      const reservations = error instanceof ApiError ? error.errors.reservations : undefined;
      if (!force && error instanceof ApiError && error.status === 422 && reservations?.length) {
        setDeleting({ resource, reservations });
        return;
      }
      toast.error(salonErrorMessage(error).message);
    }
  };
  const [asking, setAsking] = useState<SalonResource | null>(null);
  return (
    <SettingsList
      kind="resources"
      title={SALON_TEXT.resourcesTitle}
      addLabel={SALON_TEXT.addResource}
      orderLabel={SALON_TEXT.resourcesOrder}
      items={resources.data}
      loading={resources.isLoading}
      error={resources.error}
      sid={sid}
      describe={(r) =>
        [
          SALON_RESOURCE_KIND_LABELS[r.kind],
          r.is_active ? null : '非表示',
          r.is_online ? null : 'オンライン不可',
        ]
          .filter(Boolean)
          .join('・')
      }
      onEdit={open}
      onDelete={setAsking}
      onAdd={() => open(null)}
    >
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? SALON_TEXT.editResource : SALON_TEXT.newResource}
      >
        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={SALON_TEXT.resourceName}
            required
            maxLength={100}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
            errorText={errors.name}
          />
          <Select
            label={SALON_TEXT.kind}
            options={SALON_RESOURCE_KINDS.map((value) => ({
              name: SALON_RESOURCE_KIND_LABELS[value],
              value,
            }))}
            value={values.kind}
            onValueChange={(kind) => set({ kind: kind as SalonResourceKind })}
            errorText={errors.kind}
          />
          <Checkbox
            label={SALON_TEXT.online}
            value={values.isOnline}
            onChange={(isOnline) => set({ isOnline })}
          />
          <Checkbox
            label={SALON_TEXT.active}
            value={values.isActive}
            onChange={(isActive) => set({ isActive })}
          />
          <div className={styles.row}>
            <Button type="submit" variant="primary" busy={busy}>
              {SALON_TEXT.save}
            </Button>
            <Button onClick={() => setEditing(undefined)}>{SALON_TEXT.close}</Button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={asking !== null}
        title={SALON_TEXT.deleteResourceConfirm}
        message={asking?.name ?? ''}
        confirmLabel={SALON_TEXT.delete}
        variant="danger"
        onConfirm={() => {
          const resource = asking;
          setAsking(null);
          if (resource) void remove(resource, false);
        }}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={SALON_TEXT.deleteResourceWithReservations}
        // One line per reservation; spans, because the dialog's message is a paragraph.
        message={deleting?.reservations.map((line) => (
          <span key={line} className={styles.messageLine}>
            {line}
          </span>
        ))}
        confirmLabel={SALON_TEXT.deleteAnyway}
        variant="danger"
        onConfirm={() => deleting && void remove(deleting.resource, true)}
        onCancel={() => setDeleting(null)}
      />
    </SettingsList>
  );
}
