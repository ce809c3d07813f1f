import {
  SALON_VISIT_STAGE_LABELS,
  SALON_VISIT_TRANSITIONS,
  type SalonCourse,
  type SalonCustomerAnswer,
  type SalonReservation,
  type SalonReservationInput,
  type SalonReservationRequest,
  type SalonResource,
  type SalonVisitStage,
  salonReservationInputSchema,
  visitStageOf,
} from '@console/contract/salon';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DateInput,
  formatTimeRange,
  Select,
  Textarea,
  TextField,
} from '@console/ui';
import { type FormEvent, Fragment, useRef, useState } from 'react';
import { TimeRangeFields, useCheckedErrors } from './FormParts';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';
import { addMinutes, overlapping } from './timeline';

/** What the reservation form starts from: an empty slot of the timeline, or a reservation to edit. */
export type ReservationDraft =
  | { kind: 'new'; id: string; date: string; from: string; resourceId: number | null }
  | { kind: 'edit'; id: string; reservation: SalonReservation };

export function initialInput(
  draft: ReservationDraft,
  courses: readonly SalonCourse[],
): SalonReservationInput {
  if (draft.kind === 'edit') {
    const r = draft.reservation;
    return {
      name: r.name,
      comment: r.comment,
      course: r.course,
      member_id: r.member_id,
      date: r.date,
      from: r.from,
      to: r.to,
      salon_resource_id: r.salon_resource_id,
      sub_resource_ids: r.sub_resource_ids,
      resource_fee_is_charged: r.resource_fee_is_charged,
      memo: r.meta_data.memo,
      status: r.status,
    };
  }
  const course = courses[0];
  return {
    name: '',
    course: null,
    date: draft.date,
    from: draft.from,
    to: addMinutes(draft.from, course?.duration ?? 60),
    salon_resource_id: draft.resourceId,
    sub_resource_ids: [],
    resource_fee_is_charged: false,
    memo: '',
  };
}

/**
 * 終了 when 開始 moves (issue 28): it moves by as much, keeping the reservation's length. Until the
 * user sets 終了 by hand that length is the course's (choosing a course sets it), so 終了 follows
 * the course; once they have set it (a cut that runs long), moving the start keeps their length
 * rather than snapping back to the course's: they changed when it starts, not how long it takes.
 * A reservation whose end was before its start (an error shown) takes the course's length, or an
 * hour. The end stops at 23:59 (a reservation does not cross midnight).
 */
export function endAfterMove(
  current: { from: string; to: string; course?: number | null | undefined },
  from: string,
  courses: readonly Pick<SalonCourse, 'id' | 'duration'>[] = [],
): string {
  const minutes = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  const length = minutes(current.to) - minutes(current.from);
  const course = courses.find((c) => c.id === current.course);
  return addMinutes(from, length > 0 ? length : (course?.duration ?? 60));
}

export interface ReservationFormProps {
  draft: ReservationDraft;
  resources: readonly SalonResource[];
  courses: readonly SalonCourse[];
  /** The loaded reservations, for the overlap shown before saving. */
  reservations: readonly SalonReservation[];
  /** Field errors of the last refused save (spec §8: the server's 422 body, per field). */
  errors: Readonly<Record<string, string>>;
  busy: boolean;
  onSubmit: (input: SalonReservationInput) => void;
  onCancel: () => void;
}

/** form-reservation: a new reservation from a slot, or the whole of one to edit (also the keyboard way to move one). */
export function ReservationForm({
  draft,
  resources,
  courses,
  reservations,
  errors,
  busy,
  onSubmit,
  onCancel,
}: ReservationFormProps) {
  const [input, setInput] = useState(() => initialInput(draft, courses));
  const set = (change: Partial<SalonReservationInput>) => setInput((current) => ({ ...current, ...change }));
  const formRef = useRef<HTMLFormElement>(null);
  const clash = overlapping(reservations, {
    id: draft.kind === 'edit' ? draft.reservation.id : undefined,
    date: input.date,
    from: input.from,
    to: input.to,
    salon_resource_id: input.salon_resource_id ?? null,
  });
  const courseOptions = [
    { name: SALON_TEXT.noCourse, value: '' },
    ...courses.map((c) => ({ name: `${c.name}（${c.duration}分）`, value: String(c.id) })),
  ];
  const resourceOptions = [
    { name: SALON_TEXT.noResource, value: '' },
    ...resources.map((r) => ({ name: r.name, value: String(r.id) })),
  ];
  // The contract's schema first (the same messages as the server's 422), then the server.
  const { shown, check } = useCheckedErrors(errors, input, formRef);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(salonReservationInputSchema, input);
    if (checked) onSubmit(checked);
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={SALON_TEXT.newReservation}
    >
      <TextField
        label={SALON_TEXT.name}
        required
        maxLength={100}
        value={input.name}
        onChange={(event) => set({ name: event.target.value })}
        errorText={shown.name}
      />
      <Select
        label={SALON_TEXT.course}
        options={courseOptions}
        value={input.course === null || input.course === undefined ? '' : String(input.course)}
        onValueChange={(value) => {
          const course = courses.find((c) => String(c.id) === value);
          set({
            course: course?.id ?? null,
            ...(course ? { to: addMinutes(input.from, course.duration) } : {}),
          });
        }}
        errorText={shown.course}
      />
      <Select
        label={SALON_TEXT.resource}
        options={resourceOptions}
        value={input.salon_resource_id ? String(input.salon_resource_id) : ''}
        onValueChange={(value) => set({ salon_resource_id: value ? Number(value) : null })}
        errorText={shown.salon_resource_id}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{SALON_TEXT.subResources}</legend>
        {resources
          .filter((r) => r.id !== input.salon_resource_id)
          .map((r) => (
            <Checkbox
              key={r.id}
              label={r.name}
              value={input.sub_resource_ids?.includes(r.id) ?? false}
              onChange={(checked) =>
                set({
                  sub_resource_ids: checked
                    ? [...(input.sub_resource_ids ?? []), r.id]
                    : (input.sub_resource_ids ?? []).filter((id) => id !== r.id),
                })
              }
            />
          ))}
      </fieldset>
      <DateInput
        label={SALON_TEXT.date}
        required
        value={input.date}
        onChange={(date) => set({ date })}
        errorText={shown.date}
      />
      <TimeRangeFields
        from={input.from}
        to={input.to}
        minuteStep={5}
        errors={shown}
        onChange={(change) =>
          set(
            change.from === undefined
              ? change
              : { from: change.from, to: endAfterMove(input, change.from, courses) },
          )
        }
      />
      <Checkbox
        label={SALON_TEXT.feeCharged}
        value={input.resource_fee_is_charged ?? false}
        onChange={(checked) => set({ resource_fee_is_charged: checked })}
      />
      <Textarea
        label={SALON_TEXT.memo}
        maxLength={2000}
        rows={3}
        value={input.memo ?? ''}
        onChange={(event) => set({ memo: event.target.value })}
        errorText={shown.memo}
      />
      {clash.length > 0 && (
        <p className={styles.warning} role="status">
          {SALON_TEXT.overlapWarning(
            clash.map((r) => `${r.name}（${formatTimeRange(r.from, r.to)}）`).join('、'),
          )}
        </p>
      )}
      <div className={styles.row}>
        <Button type="submit" variant="primary" busy={busy}>
          {SALON_TEXT.save}
        </Button>
        <Button onClick={onCancel}>{SALON_TEXT.close}</Button>
      </div>
    </form>
  );
}

export interface ReservationDetailProps {
  reservation: SalonReservation;
  courses: readonly SalonCourse[];
  busy: boolean;
  onPatch: (patch: Parameters<typeof import('./hooks').patchReservation>[2]) => void;
  /** 来店, 会計済み, キャンセル …: a move along SALON_VISIT_TRANSITIONS. */
  onMoveVisit: (stage: SalonVisitStage) => void;
  onJudge: (request: SalonReservationRequest, kind: 'edit' | 'cancel', status: 'approved' | 'denied') => void;
  onEdit: () => void;
  onDelete: () => void;
}

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * What the customer typed on the online booking form, every field, read-only: staff did not type
 * it, and the reservation keeps it as given. A phone number dials when tapped.
 */
function CustomerAnswers({ answers }: { answers: readonly SalonCustomerAnswer[] }) {
  return (
    <section aria-label={SALON_TEXT.customerAnswers}>
      <h3 className={styles.term}>{SALON_TEXT.customerAnswers}</h3>
      <dl className={styles.facts}>
        {answers.map((answer) => (
          <Fragment key={answer.id}>
            <dt className={styles.term}>{answer.label}</dt>
            <dd className={styles.detail}>
              {answer.type === 'tel' ? (
                <a href={`tel:${answer.value}`} aria-label={SALON_TEXT.callCustomer(answer.display)}>
                  {answer.display}
                </a>
              ) : (
                answer.display
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/**
 * form-reservation-detail: the 来店 stage with its next moves (issue 28: one model, 予約 → 来店 →
 * 会計済み or キャンセル / 無断キャンセル, in place of separate status, visit-status and attended
 * controls that could disagree), the memo, and pending requests to judge.
 */
export function ReservationDetail({
  reservation: r,
  courses,
  busy,
  onPatch,
  onMoveVisit,
  onJudge,
  onEdit,
  onDelete,
}: ReservationDetailProps) {
  const [memo, setMemo] = useState(r.meta_data.memo);
  const stage = visitStageOf(r);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const course = courses.find((c) => c.id === r.course);
  const requests = [
    r.change_child && { request: r.change_child, kind: 'edit' as const, title: SALON_TEXT.changeRequest },
    r.cancel_child && { request: r.cancel_child, kind: 'cancel' as const, title: SALON_TEXT.cancelRequest },
  ].filter((x) => x !== null);
  return (
    <div className={styles.form}>
      <dl className={styles.facts}>
        <dt className={styles.term}>{SALON_TEXT.name}</dt>
        <dd className={styles.detail}>{r.name}</dd>
        <dt className={styles.term}>{SALON_TEXT.date}</dt>
        <dd className={styles.detail}>
          {r.date} {formatTimeRange(r.from, r.to)}
        </dd>
        <dt className={styles.term}>{SALON_TEXT.course}</dt>
        <dd className={styles.detail}>{course?.name ?? SALON_TEXT.noCourse}</dd>
        <dt className={styles.term}>{SALON_TEXT.resource}</dt>
        <dd className={styles.detail}>{r.salon_resource?.name ?? SALON_TEXT.noResource}</dd>
        {r.comment && (
          <>
            <dt className={styles.term}>{SALON_TEXT.comment}</dt>
            <dd className={styles.detail}>{r.comment}</dd>
          </>
        )}
      </dl>
      {r.customer_info.length > 0 && <CustomerAnswers answers={r.customer_info} />}
      {requests.map(({ request, kind, title }) => (
        <section key={kind} className={styles.request} aria-label={title}>
          <strong>{title}</strong>
          {kind === 'edit' && request.date && request.from && request.to && (
            <span>{SALON_TEXT.requestedTime(request.date, formatTimeRange(request.from, request.to))}</span>
          )}
          <div className={styles.row}>
            <Button variant="primary" disabled={busy} onClick={() => onJudge(request, kind, 'approved')}>
              {SALON_TEXT.approve}
            </Button>
            <Button disabled={busy} onClick={() => onJudge(request, kind, 'denied')}>
              {SALON_TEXT.deny}
            </Button>
          </div>
        </section>
      ))}
      <section className={styles.request} aria-label={SALON_TEXT.visitStage}>
        <p className={styles.visitStage} role="status">
          {r.checked_at && (stage === 'visited' || stage === 'paid')
            ? SALON_TEXT.visitStageAt(SALON_VISIT_STAGE_LABELS.visited, timeOf(r.checked_at)) +
              (stage === 'paid' ? ` ・ ${SALON_VISIT_STAGE_LABELS.paid}` : '')
            : SALON_VISIT_STAGE_LABELS[stage]}
        </p>
        <div className={styles.row}>
          {SALON_VISIT_TRANSITIONS[stage].map((move, index) => (
            <Button
              key={move.to}
              variant={index === 0 ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => onMoveVisit(move.to)}
            >
              {move.label}
            </Button>
          ))}
        </div>
      </section>
      <Textarea
        label={SALON_TEXT.memo}
        maxLength={2000}
        rows={3}
        value={memo}
        onChange={(event) => setMemo(event.target.value)}
      />
      <div className={styles.row}>
        <Button disabled={busy || memo === r.meta_data.memo} onClick={() => onPatch({ memo })}>
          {SALON_TEXT.save}
        </Button>
        <Button onClick={onEdit}>{SALON_TEXT.edit}</Button>
        <Button variant="danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
          {SALON_TEXT.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={SALON_TEXT.deleteConfirm}
        message={`${r.name} ${r.date} ${formatTimeRange(r.from, r.to)}`}
        confirmLabel={SALON_TEXT.delete}
        variant="danger"
        onConfirm={() => {
          setConfirmDelete(false);
          onDelete();
        }}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
