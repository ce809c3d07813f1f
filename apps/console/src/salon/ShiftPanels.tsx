import {
  type SalonBlockTime,
  type SalonBlockTimeInput,
  type SalonResource,
  salonBlockTimeInputSchema,
  TIME_SHIFT_REPEAT_LABELS,
  TIME_SHIFT_REPEATS,
  TIME_SHIFT_SCOPE_LABELS,
  type TimeShift,
  type TimeShiftCreate,
  type TimeShiftDeleteType,
  type TimeShiftPatchType,
  type TimeShiftRepeat,
  type TimeShiftUpdate,
  timeShiftCreateSchema,
  timeShiftUpdateSchema,
} from '@console/contract/salon';
import { Button, Checkbox, ConfirmDialog, DateInput, Select, TextField } from '@console/ui';
import { type FormEvent, useRef, useState } from 'react';
import { TimeRangeFields, useCheckedErrors } from './FormParts';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';
import { addMinutes } from './timeline';

export type ShiftDraft =
  | { kind: 'new'; id: string; date: string; from: string; resourceId: number | null }
  | { kind: 'edit'; id: string; shift: TimeShift };

interface ShiftValues {
  resourceId: number | null;
  date: string;
  repeat: TimeShiftRepeat;
  from: string;
  to: string;
  description: string;
  expiredAt: string | null;
}

function initialShift(draft: ShiftDraft): ShiftValues {
  if (draft.kind === 'edit') {
    const s = draft.shift;
    return {
      resourceId: s.salon_resource_id,
      date: s.dirty_date ?? s._date,
      repeat: s.repeat,
      from: s.from,
      to: s.to,
      description: s.description,
      expiredAt: s.expired_at,
    };
  }
  return {
    resourceId: draft.resourceId,
    date: draft.date,
    repeat: 'weekly',
    from: draft.from,
    to: '19:00' > draft.from ? '19:00' : '23:59',
    description: '',
    expiredAt: null,
  };
}

/** The body of POST time_shifts for a new series. */
export function shiftCreateInput(values: ShiftValues): TimeShiftCreate {
  return {
    start_date: values.date,
    repeat: values.repeat,
    from: values.from,
    to: values.to,
    description: values.description,
    expired_at: values.expiredAt,
  };
}

/**
 * The body of PUT for an edit in one of the three scopes (spec §3): この日のみ changes the occurrence
 * (moved to another day with dirty_date), 以降すべて splits the series at it, すべて changes the series.
 */
export function shiftUpdateInput(
  shift: TimeShift,
  values: ShiftValues,
  scope: TimeShiftPatchType,
): TimeShiftUpdate {
  const times = { from: values.from, to: values.to, description: values.description };
  if (scope === 'only') {
    return {
      patch_type: 'only',
      _date: shift._date,
      self_id: shift.self_id,
      dirty_date: values.date === shift._date ? null : values.date,
      ...times,
    };
  }
  return {
    patch_type: scope,
    ...(scope === 'after'
      ? { _date: shift._date, self_id: shift.self_id }
      : { start_date: shift.start_date }),
    repeat: values.repeat,
    expired_at: values.expiredAt,
    ...times,
  };
}

export interface TimeShiftFormProps {
  draft: ShiftDraft;
  resources: readonly SalonResource[];
  errors: Readonly<Record<string, string>>;
  busy: boolean;
  onCreate: (resourceId: number, input: TimeShiftCreate) => void;
  onUpdate: (shift: TimeShift, input: TimeShiftUpdate) => void;
  onDelete: (shift: TimeShift, type: TimeShiftDeleteType) => void;
  onCancel: () => void;
}

const scopeOptions = (types: readonly (TimeShiftPatchType | TimeShiftDeleteType)[]) =>
  types.map((value) => ({ name: TIME_SHIFT_SCOPE_LABELS[value], value }));

/** form-time-shift: a new repeating shift, or an occurrence to change or delete in a chosen scope. */
export function TimeShiftForm({
  draft,
  resources,
  errors,
  busy,
  onCreate,
  onUpdate,
  onDelete,
  onCancel,
}: TimeShiftFormProps) {
  const [values, setValues] = useState(() => initialShift(draft));
  const [scope, setScope] = useState<TimeShiftPatchType>('only');
  const [deleteScope, setDeleteScope] = useState<TimeShiftDeleteType>('only');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const set = (change: Partial<ShiftValues>) => setValues((current) => ({ ...current, ...change }));
  const editing = draft.kind === 'edit' ? draft.shift : null;
  const seriesFields = !editing || scope !== 'only';
  // The contract's schema first (the same messages as the server's 422), then the server.
  const formRef = useRef<HTMLFormElement>(null);
  const { shown, check } = useCheckedErrors(
    errors,
    editing ? shiftUpdateInput(editing, values, scope) : shiftCreateInput(values),
    formRef,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) {
      const checked = check(timeShiftUpdateSchema, shiftUpdateInput(editing, values, scope));
      if (checked) onUpdate(editing, checked);
    } else if (values.resourceId !== null) {
      const checked = check(timeShiftCreateSchema, shiftCreateInput(values));
      if (checked) onCreate(values.resourceId, checked);
    }
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={SALON_TEXT.shiftForm}
    >
      <Select
        label={SALON_TEXT.resource}
        required
        options={resources.map((r) => ({ name: r.name, value: String(r.id) }))}
        value={values.resourceId === null ? undefined : String(values.resourceId)}
        disabled={editing !== null}
        onValueChange={(value) => set({ resourceId: Number(value) })}
        errorText={shown.salon_resource_id}
      />
      {editing && (
        <Select
          label={SALON_TEXT.scope}
          options={scopeOptions(['only', 'after', 'all'])}
          value={scope}
          onValueChange={(value) => setScope(value as TimeShiftPatchType)}
        />
      )}
      <DateInput
        label={editing ? SALON_TEXT.date : SALON_TEXT.startDate}
        required
        value={values.date}
        disabled={editing !== null && scope !== 'only'}
        onChange={(date) => set({ date })}
        errorText={shown.start_date ?? shown.dirty_date ?? shown._date}
      />
      {seriesFields && (
        <Select
          label={SALON_TEXT.repeat}
          options={TIME_SHIFT_REPEATS.map((value) => ({ name: TIME_SHIFT_REPEAT_LABELS[value], value }))}
          value={values.repeat}
          onValueChange={(value) => set({ repeat: value as TimeShiftRepeat })}
          errorText={shown.repeat}
        />
      )}
      <TimeRangeFields from={values.from} to={values.to} minuteStep={15} errors={shown} onChange={set} />
      <TextField
        label={SALON_TEXT.description}
        maxLength={100}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
        errorText={shown.description}
      />
      {seriesFields && values.repeat !== 'none' && (
        <DateInput
          label={SALON_TEXT.expiredAt}
          clearable
          value={values.expiredAt}
          onChange={(expiredAt) => set({ expiredAt: expiredAt || null })}
          errorText={shown.expired_at}
        />
      )}
      <div className={styles.row}>
        <Button type="submit" variant="primary" disabled={busy || values.resourceId === null}>
          {SALON_TEXT.save}
        </Button>
        <Button onClick={onCancel}>{SALON_TEXT.close}</Button>
      </div>
      {editing && (
        <div className={styles.row}>
          <Select
            label={SALON_TEXT.deleteScope}
            options={scopeOptions(['only', 'after', 'permanently'])}
            value={deleteScope}
            onValueChange={(value) => setDeleteScope(value as TimeShiftDeleteType)}
          />
          <Button variant="danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
            {SALON_TEXT.delete}
          </Button>
          <ConfirmDialog
            open={confirmDelete}
            title={SALON_TEXT.deleteShiftConfirm}
            message={`${editing.dirty_date ?? editing._date}（${TIME_SHIFT_SCOPE_LABELS[deleteScope]}）`}
            confirmLabel={SALON_TEXT.delete}
            variant="danger"
            onConfirm={() => {
              setConfirmDelete(false);
              onDelete(editing, deleteScope);
            }}
            onCancel={() => setConfirmDelete(false)}
          />
        </div>
      )}
    </form>
  );
}

export type BlockDraft =
  | { kind: 'new'; id: string; date: string; from: string; resourceId: number | null }
  | { kind: 'edit'; id: string; block: SalonBlockTime };

type BlockValues = Omit<SalonBlockTimeInput, 'salon_resource_id'> & { salon_resource_id: number | null };

export interface BlockTimeFormProps {
  draft: BlockDraft;
  resources: readonly SalonResource[];
  errors: Readonly<Record<string, string>>;
  busy: boolean;
  onSave: (input: SalonBlockTimeInput) => void;
  onDelete: (block: SalonBlockTime) => void;
  onCancel: () => void;
}

/** form-block-shift: a time a resource cannot be booked (休憩, 研修). */
export function BlockTimeForm({
  draft,
  resources,
  errors,
  busy,
  onSave,
  onDelete,
  onCancel,
}: BlockTimeFormProps) {
  const [input, setInput] = useState<BlockValues>(() =>
    draft.kind === 'edit'
      ? {
          date: draft.block.date,
          from: draft.block.from,
          to: draft.block.to,
          salon_resource_id: draft.block.salon_resource_id,
          is_confirmed: draft.block.is_confirmed,
        }
      : {
          date: draft.date,
          from: draft.from,
          // The default end of a new block: an hour after its start, within the day.
          to: addMinutes(draft.from, 60),
          salon_resource_id: draft.resourceId,
          is_confirmed: true,
        },
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const set = (change: Partial<BlockValues>) => setInput((current) => ({ ...current, ...change }));
  // The contract's schema first (the same messages as the server's 422), then the server.
  const formRef = useRef<HTMLFormElement>(null);
  const { shown, check } = useCheckedErrors(errors, input, formRef);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (input.salon_resource_id === null) return;
    const checked = check(salonBlockTimeInputSchema, {
      ...input,
      salon_resource_id: input.salon_resource_id,
    });
    if (checked) onSave(checked);
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={SALON_TEXT.blockForm}
    >
      <Select
        label={SALON_TEXT.resource}
        required
        options={resources.map((r) => ({ name: r.name, value: String(r.id) }))}
        value={input.salon_resource_id === null ? undefined : String(input.salon_resource_id)}
        onValueChange={(value) => set({ salon_resource_id: Number(value) })}
        errorText={shown.salon_resource_id}
      />
      <DateInput
        label={SALON_TEXT.date}
        required
        value={input.date}
        onChange={(date) => set({ date })}
        errorText={shown.date}
      />
      <TimeRangeFields from={input.from} to={input.to} minuteStep={15} errors={shown} onChange={set} />
      <Checkbox
        label={SALON_TEXT.blockConfirmed}
        value={input.is_confirmed ?? true}
        onChange={(checked) => set({ is_confirmed: checked })}
      />
      <div className={styles.row}>
        <Button type="submit" variant="primary" disabled={busy || input.salon_resource_id === null}>
          {SALON_TEXT.save}
        </Button>
        <Button onClick={onCancel}>{SALON_TEXT.close}</Button>
        {draft.kind === 'edit' && (
          <Button variant="danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
            {SALON_TEXT.delete}
          </Button>
        )}
      </div>
      {draft.kind === 'edit' && (
        <ConfirmDialog
          open={confirmDelete}
          title={SALON_TEXT.deleteBlockConfirm}
          message={`${draft.block.date} ${draft.block.from}–${draft.block.to}`}
          confirmLabel={SALON_TEXT.delete}
          variant="danger"
          onConfirm={() => {
            setConfirmDelete(false);
            onDelete(draft.block);
          }}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </form>
  );
}
