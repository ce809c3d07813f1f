import {
  PUBLIC_BOOKING_PAGE_PREFIX,
  PUBLIC_SLUG_PATTERN,
  PUBLIC_TOKEN_PATTERN,
  type PublicBooking,
  type PublicCourse,
  type PublicSalon,
  type PublicStaff,
  SALON_PUBLIC_PREFIX,
} from '@console/contract/salon';
import { Button, Textarea, TextField } from '@console/ui';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { tokyoToday } from '../shared/dates';
import { BookingError, bookingApi } from './api';
import * as styles from './booking.css';
import { dateLabel, BOOKING_TEXT as T } from './messages';

/**
 * A fresh Idempotency-Key: 128 random bits in hex. getRandomValues, not randomUUID, because the
 * latter exists only on HTTPS and localhost and the page may be opened over plain HTTP on a LAN.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `YYYY-MM` plus or minus months. */
export function addMonths(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m - 1 + by, 1));
  return next.toISOString().slice(0, 7);
}

const errorText = (error: unknown) =>
  error instanceof BookingError && error.message ? error.message : T.unknownError;

/** A one-shot load with loading, error (404 kept apart) and a retry. */
function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, loading: true, error: undefined }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt]);
  return {
    ...state,
    retry: () => setAttempt((n) => n + 1),
    set: (data: T) => setState({ data, loading: false }),
  };
}

function LoadProblem({ error, retry }: { error: unknown; retry: () => void }) {
  if (error instanceof BookingError && error.status === 404) {
    return (
      <p className={styles.notice} role="alert">
        {T.notFound}
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      <p className={styles.notice} role="alert">
        {T.loadError}
      </p>
      <Button variant="secondary" onClick={retry}>
        {T.retry}
      </Button>
    </div>
  );
}

/**
 * The heading of a step, focused when the step opens so a screen reader starts there. Keyed on
 * its text, not on mounting: the steps' headings sit at the same place in the tree, so React keeps
 * one heading from step to step and a mount-only effect focused the first step's alone.
 */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is what says a new step opened
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h2>
  );
}

/**
 * Date and time of a course: the month's free times, a calendar where only days with room can be
 * picked, then that day's times as buttons. Used for booking and for a change request.
 */
export function DateTimePicker({
  slug,
  course,
  staff,
  onPick,
  picked,
}: {
  slug: string;
  course: number;
  staff: number | 'any';
  onPick: (date: string, from: string) => void;
  picked?: { date: string; from: string } | null;
}) {
  const today = tokyoToday();
  const [month, setMonth] = useState(picked?.date.slice(0, 7) ?? today.slice(0, 7));
  const [date, setDate] = useState<string | null>(picked?.date ?? null);
  const slots = useLoad(() => bookingApi.slots(slug, course, month, staff), [slug, course, month, staff]);
  const byDate = new Map<string, string[]>();
  for (const slot of slots.data?.slots ?? [])
    byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot.from]);
  const times = date ? (byDate.get(date) ?? []) : [];
  const firstMonth = today.slice(0, 7);
  // A day tapped: focus moves to that day's times heading (the next thing to choose), so a
  // keyboard or screen-reader user is not left on the day list. Not on a first render with a
  // day already picked (coming back from the form).
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const dayChosen = useRef(false);
  useEffect(() => {
    if (!dayChosen.current || !timesHeading.current) return;
    dayChosen.current = false;
    timesHeading.current.focus();
  });
  return (
    <div className={styles.actions} aria-busy={slots.loading}>
      <div className={styles.row}>
        <Button
          size="small"
          variant="secondary"
          disabled={month <= firstMonth}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          {T.previousMonth}
        </Button>
        <strong aria-live="polite">{T.monthLabel(month)}</strong>
        <Button size="small" variant="secondary" onClick={() => setMonth(addMonths(month, 1))}>
          {T.nextMonth}
        </Button>
      </div>
      {slots.error ? (
        <LoadProblem error={slots.error} retry={slots.retry} />
      ) : slots.loading ? (
        <p className={styles.muted}>{T.loading}</p>
      ) : byDate.size === 0 ? (
        <p className={styles.muted}>{T.noSlotsMonth}</p>
      ) : (
        // The month's days with room, as buttons: quicker to tap than a calendar on a phone,
        // and each names its day for screen readers.
        <ul className={styles.times} aria-label={`${T.chooseDate} ${T.monthLabel(month)}`}>
          {[...byDate.keys()].map((day) => (
            <li key={day}>
              <button
                type="button"
                className={styles.time}
                aria-pressed={date === day}
                onClick={() => {
                  dayChosen.current = true;
                  setDate(day);
                }}
              >
                {dateLabel(day)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {date && !slots.loading && (
        <section aria-label={T.timesOf(date)} className={styles.actions}>
          <h3 ref={timesHeading} tabIndex={-1} className={`${styles.text} ${styles.focusTarget}`}>
            {T.timesOf(date)}
          </h3>
          {times.length === 0 ? (
            <p className={styles.muted}>{T.noSlots}</p>
          ) : (
            <ul className={styles.times}>
              {times.map((from) => (
                <li key={from}>
                  <button
                    type="button"
                    className={styles.time}
                    aria-pressed={picked?.date === date && picked.from === from}
                    onClick={() => onPick(date, from)}
                  >
                    {from}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * One choice of a few (a staff member, a select field) as large toggle buttons, the pressed one
 * chosen: no popup to open on a phone, one tap each, and each button says whether it is chosen.
 */
function ChoiceGroup({
  label,
  options,
  value,
  onChange,
  required,
  errorText,
}: {
  label: string;
  options: readonly { name: string; value: string }[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  errorText?: string | undefined;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.term}>
        {label}
        {required && <span className={styles.muted}>（{T.required}）</span>}
      </legend>
      <ul className={styles.times}>
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className={styles.time}
              aria-pressed={value === option.value}
              onClick={() => onChange(option.value)}
            >
              {option.name}
            </button>
          </li>
        ))}
      </ul>
      {errorText && (
        <p className={styles.error} role="alert">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}

type Step = 0 | 1 | 2 | 3 | 4;

function Steps({ step }: { step: Step }) {
  return (
    <ol className={styles.steps} aria-label={T.title}>
      {T.steps.map((name, index) => (
        <li key={name} className={styles.step} aria-current={index === step ? 'step' : undefined}>
          {name}
        </li>
      ))}
    </ol>
  );
}

/** /r/{slug}: コース → 日時 → 情報入力 → 確認 → 完了. */
function BookingFlow({ slug }: { slug: string }) {
  const salon = useLoad(() => bookingApi.salon(slug), [slug]);
  const courses = useLoad(() => bookingApi.courses(slug), [slug]);
  const [step, setStep] = useState<Step>(0);
  const [course, setCourse] = useState<PublicCourse | null>(null);
  const [staffList, setStaffList] = useState<PublicStaff[]>([]);
  const [staff, setStaff] = useState<number | 'any'>('any');
  const [slot, setSlot] = useState<{ date: string; from: string } | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ token: string; booking: PublicBooking } | null>(null);
  // One key per confirmation: a double tap or a retry after a lost answer books once.
  const key = useRef('');

  const chooseCourse = async (chosen: PublicCourse) => {
    setCourse(chosen);
    setStaff('any');
    setSlot(null);
    setStaffList(await bookingApi.staff(slug, chosen.id).catch(() => []));
    setStep(1);
  };

  if (salon.error || courses.error) {
    return (
      <LoadProblem error={salon.error ?? courses.error} retry={salon.error ? salon.retry : courses.retry} />
    );
  }
  if (!salon.data || !courses.data) return <p className={styles.muted}>{T.loading}</p>;
  const shop: PublicSalon = salon.data;

  const fields = shop.customer_info;
  const checkInfo = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's schema (with zod) loads at the first 次へ, not with the page: its first load
    // has a budget zod alone would take it past. Not loaded (offline): the server checks the same.
    const found = await import('./customerCheck').then(
      (check) => check.customerErrors(fields, values),
      () => ({}),
    );
    setErrors(found);
    if (Object.keys(found).length === 0) {
      key.current = newIdempotencyKey();
      setProblem('');
      setStep(3);
    }
  };
  const submit = async () => {
    if (!course || !slot) return;
    setBusy(true);
    setProblem('');
    try {
      const customer = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
      const created = await bookingApi.book(
        slug,
        { course: course.id, staff, date: slot.date, from: slot.from, customer },
        key.current,
      );
      setDone(created);
      setStep(4);
    } catch (error) {
      setProblem(errorText(error));
      if (error instanceof BookingError && error.status === 409) {
        // Taken meanwhile: back to the times, read again.
        setSlot(null);
        setStep(1);
      } else if (error instanceof BookingError && error.status === 422) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([k, v]) => [k.replace(/^customer\./, ''), v[0] ?? '']),
          ),
        );
        setStep(2);
      }
    } finally {
      setBusy(false);
    }
  };

  const staffName =
    staff === 'any' ? T.anyStaff : (staffList.find((s) => s.id === staff)?.name ?? T.anyStaff);
  return (
    <>
      <header className={styles.actions}>
        <h1 className={styles.heading}>{shop.shop_info.name || shop.name}</h1>
        {shop.shop_info.address && <p className={styles.muted}>{shop.shop_info.address}</p>}
      </header>
      <Steps step={step} />
      {problem && (
        <p className={styles.notice} role="alert">
          {problem}
        </p>
      )}
      {!shop.accepting && step < 4 ? (
        <p className={styles.notice} role="alert">
          {T.closed}
        </p>
      ) : step === 0 ? (
        <section className={styles.actions}>
          <StepHeading>{T.chooseCourse}</StepHeading>
          <ul className={styles.choices}>
            {courses.data.map((c) => (
              <li key={c.id}>
                <button type="button" className={styles.choice} onClick={() => void chooseCourse(c)}>
                  <span>{c.name}</span>
                  <span className={styles.muted}>
                    {T.minutes(c.duration)}・{T.yen(c.price)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : step === 1 && course ? (
        <section className={styles.actions}>
          <StepHeading>{T.chooseTime}</StepHeading>
          <p className={styles.text}>
            {course.name}（{T.minutes(course.duration)}）
          </p>
          {staffList.length > 0 && (
            <ChoiceGroup
              label={T.staff}
              options={[
                { name: T.anyStaff, value: 'any' },
                ...staffList.map((s) => ({ name: s.name, value: String(s.id) })),
              ]}
              value={String(staff)}
              onChange={(value) => {
                setStaff(value === 'any' ? 'any' : Number(value));
                setSlot(null);
              }}
            />
          )}
          <DateTimePicker
            slug={slug}
            course={course.id}
            staff={staff}
            picked={slot}
            onPick={(date, from) => {
              setSlot({ date, from });
              setStep(2);
            }}
          />
          <Button variant="secondary" onClick={() => setStep(0)}>
            {T.back}
          </Button>
        </section>
      ) : step === 2 ? (
        <form className={styles.actions} onSubmit={(event) => void checkInfo(event)} noValidate>
          <StepHeading>{T.yourInfo}</StepHeading>
          {fields.map((field) => {
            const common = {
              label: field.label,
              required: field.required,
              errorText: errors[field.id],
            };
            const value = values[field.id] ?? '';
            const set = (next: string) => setValues((current) => ({ ...current, [field.id]: next }));
            if (field.type === 'textarea') {
              return (
                <Textarea
                  key={field.id}
                  {...common}
                  maxLength={1000}
                  value={value}
                  onChange={(e) => set(e.target.value)}
                />
              );
            }
            if (field.type === 'select') {
              return (
                <ChoiceGroup
                  key={field.id}
                  {...common}
                  options={field.choices.map((choice) => ({ name: choice, value: choice }))}
                  value={value}
                  onChange={set}
                />
              );
            }
            return (
              <TextField
                key={field.id}
                {...common}
                type={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'text'}
                inputMode={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : undefined}
                autoComplete={
                  field.type === 'tel'
                    ? 'tel'
                    : field.type === 'email'
                      ? 'email'
                      : field.id === 'name'
                        ? 'name'
                        : undefined
                }
                maxLength={100}
                value={value}
                onChange={(e) => set(e.target.value)}
              />
            );
          })}
          <Button type="submit" variant="primary">
            {T.next}
          </Button>
          <Button variant="secondary" onClick={() => setStep(1)}>
            {T.back}
          </Button>
        </form>
      ) : step === 3 && course && slot ? (
        <section className={styles.actions}>
          <StepHeading>{T.confirm}</StepHeading>
          <dl className={styles.facts}>
            <dt className={styles.term}>{T.course}</dt>
            <dd className={styles.detail}>
              {course.name}（{T.minutes(course.duration)}・{T.yen(course.price)}）
            </dd>
            <dt className={styles.term}>{T.dateTime}</dt>
            <dd className={styles.detail}>
              {dateLabel(slot.date)} {slot.from}
            </dd>
            <dt className={styles.term}>{T.staff}</dt>
            <dd className={styles.detail}>{staffName}</dd>
            {fields
              .filter((f) => (values[f.id] ?? '').trim())
              .map((f) => (
                <FactRow key={f.id} term={f.label} detail={values[f.id] ?? ''} />
              ))}
          </dl>
          <Button variant="primary" busy={busy} onClick={() => void submit()}>
            {busy ? T.booking : T.book}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setStep(2)}>
            {T.back}
          </Button>
        </section>
      ) : step === 4 && done ? (
        <section className={styles.actions}>
          <StepHeading>{T.done}</StepHeading>
          {done.booking.thanks_message && <p className={styles.text}>{done.booking.thanks_message}</p>}
          <BookingFacts booking={done.booking} />
          <p className={styles.text}>{T.keepLink}</p>
          <a href={`${PUBLIC_BOOKING_PAGE_PREFIX}${done.token}`}>{T.openBooking}</a>
        </section>
      ) : null}
    </>
  );
}

function FactRow({ term, detail }: { term: string; detail: string }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{detail}</dd>
    </>
  );
}

function BookingFacts({ booking }: { booking: PublicBooking }) {
  return (
    <dl className={styles.facts}>
      <FactRow term={T.shop} detail={booking.salon} />
      <FactRow term={T.course} detail={`${booking.course.name}（${T.minutes(booking.course.duration)}）`} />
      <FactRow term={T.dateTime} detail={`${dateLabel(booking.date)} ${booking.from}–${booking.to}`} />
      {booking.staff && <FactRow term={T.staff} detail={booking.staff.name} />}
      {booking.tel && <FactRow term={T.tel} detail={booking.tel} />}
    </dl>
  );
}

/** /r/b/{token}: the customer's booking, its requests, and asking to change or cancel. */
function BookingView({ token }: { token: string }) {
  const booking = useLoad(() => bookingApi.booking(token), [token]);
  const [changing, setChanging] = useState(false);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const act = useCallback(
    async (work: () => Promise<PublicBooking>, done: string) => {
      setBusy(true);
      setMessage(null);
      try {
        booking.set(await work());
        setMessage({ ok: true, text: done });
        setChanging(false);
      } catch (error) {
        setMessage({ ok: false, text: errorText(error) });
      } finally {
        setBusy(false);
      }
    },
    [booking],
  );
  if (booking.error) return <LoadProblem error={booking.error} retry={booking.retry} />;
  if (!booking.data) return <p className={styles.muted}>{T.loading}</p>;
  const b = booking.data;
  const deadline = new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(b.deadline));
  const pendingChange = b.change_request?.status === 'pending';
  const pendingCancel = b.cancel_request?.status === 'pending';
  return (
    <>
      <h1 className={styles.heading}>{T.yourBooking}</h1>
      {message && (
        <p className={message.ok ? styles.success : styles.notice} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <p className={styles.text}>
        <strong>{T.status[b.status]}</strong>
      </p>
      <BookingFacts booking={b} />
      {b.change_request && (
        <p className={styles.text}>
          {T.changeRequest(b.change_request.date, `${b.change_request.from}–${b.change_request.to}`)}:{' '}
          {T.requestStatus[b.change_request.status]}
        </p>
      )}
      {b.cancel_request && (
        <p className={styles.text}>
          {T.cancelRequest}: {T.requestStatus[b.cancel_request.status]}
        </p>
      )}
      {b.status === 'booked' && (
        <div className={styles.actions}>
          {(pendingChange || pendingCancel) && (
            <Button
              disabled={busy}
              onClick={() =>
                void act(() => bookingApi.withdraw(token, pendingChange ? 'change' : 'cancel'), T.withdrawn)
              }
            >
              {T.withdraw}
            </Button>
          )}
          {b.can_change || b.can_cancel ? (
            <p className={styles.muted}>{T.deadline(deadline)}</p>
          ) : (
            !pendingChange && !pendingCancel && <p className={styles.muted}>{T.pastDeadline}</p>
          )}
          {b.can_change && !changing && (
            <Button variant="secondary" disabled={busy} onClick={() => setChanging(true)}>
              {T.askChange}
            </Button>
          )}
          {b.can_change && changing && b.slug && (
            <section className={styles.actions} aria-label={T.askChange}>
              <StepHeading>{T.askChange}</StepHeading>
              <DateTimePicker
                slug={b.slug}
                course={b.course.id}
                staff={b.staff?.id ?? 'any'}
                onPick={(date, from) => void act(() => bookingApi.change(token, date, from), T.requested)}
              />
              <Button variant="secondary" onClick={() => setChanging(false)}>
                {T.back}
              </Button>
            </section>
          )}
          {b.can_cancel && !asking && (
            <Button variant="danger" disabled={busy} onClick={() => setAsking(true)}>
              {T.askCancel}
            </Button>
          )}
          {asking && (
            <section className={styles.actions} aria-label={T.cancelConfirm}>
              <StepHeading>{T.cancelConfirm}</StepHeading>
              <p className={styles.text}>{T.cancelConfirmText}</p>
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => {
                  setAsking(false);
                  void act(() => bookingApi.cancel(token), T.requested);
                }}
              >
                {T.askCancel}
              </Button>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {T.back}
              </Button>
            </section>
          )}
        </div>
      )}
    </>
  );
}

/** Which page a path is: the booking flow of a salon URL, or a booking's own page. */
export function routeOf(
  path: string,
): { kind: 'flow'; slug: string } | { kind: 'view'; token: string } | null {
  // The same shapes as the API's path parameters (a link of another shape names nothing).
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed.startsWith(PUBLIC_BOOKING_PAGE_PREFIX)) {
    const token = trimmed.slice(PUBLIC_BOOKING_PAGE_PREFIX.length);
    return PUBLIC_TOKEN_PATTERN.test(token) ? { kind: 'view', token } : null;
  }
  if (trimmed.startsWith(SALON_PUBLIC_PREFIX)) {
    const slug = trimmed.slice(SALON_PUBLIC_PREFIX.length);
    return PUBLIC_SLUG_PATTERN.test(slug) ? { kind: 'flow', slug } : null;
  }
  return null;
}

export function BookingApp({ path }: { path: string }) {
  const route = routeOf(path);
  return (
    <main className={styles.page}>
      {route === null ? (
        <p className={styles.notice} role="alert">
          {T.notFound}
        </p>
      ) : route.kind === 'view' ? (
        <BookingView token={route.token} />
      ) : (
        <BookingFlow slug={route.slug} />
      )}
    </main>
  );
}
