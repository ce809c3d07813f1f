import {
  SALON_RESERVATION_STATUSES,
  SALON_TIMELINE_QUERY,
  SALON_VISIT_STAGE_LABELS,
  type SalonReservation,
  type SalonReservationEvent,
  type SalonReservationInput,
  type SalonReservationRequest,
} from '@console/contract/salon';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DateInput,
  DatePicker,
  MENU_SEPARATOR,
  Menu,
  PageContent,
  PageHeader,
  SidePanel,
  Timeline,
  type TimelineItemChange,
  type TimelineItemRef,
  type TimelineKind,
  TimelineLegend,
  type TimelineSlot,
  timelineKindLabels,
  useSidePanel,
  useToast,
} from '@console/ui';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { tokyoToday } from '../shared/dates';
import * as pageStyles from '../shared/pages.css';
import { useMe } from '../shared/useMe';
import { type AgendaFilter, dayAgenda, filterAgenda, parseAgendaFilter } from './agenda';
import * as agendaStyles from './agenda.css';
import { showBrowserNotification } from './browserNotifications';
import {
  createBlockTime,
  createReservation,
  createTimeShift,
  deleteBlockTime,
  deleteReservation,
  deleteTimeShift,
  inputOf,
  judgeRequest,
  moveVisit,
  patchReservation,
  refetchShiftsFor,
  reservationsKey,
  salonErrorMessage,
  updateBlockTime,
  updateReservation,
  updateTimeShift,
  useBlockTimes,
  useMounted,
  useReservations,
  useSalon,
  useSalonConfig,
  useSalonCourses,
  useSalonResources,
  useSalonStatuses,
  useTimeShifts,
} from './hooks';
import { SALON_TEXT } from './messages';
import { ReservationDetail, type ReservationDraft, ReservationForm } from './ReservationPanels';
import { SalonAgenda } from './SalonAgenda';
import { type BlockDraft, BlockTimeForm, type ShiftDraft, TimeShiftForm } from './ShiftPanels';
import * as styles from './salon.css';
import { ShiftWarningDeclined, useShiftWarning } from './shiftWarning';
import {
  blockCards,
  displayOptionsKey,
  isDate,
  isTimelineKind,
  legacyStatusesKey,
  moveSummary,
  notificationLabel,
  openingSpan,
  pendingAfter,
  pendingRequest,
  readDisplayOptions,
  reservationCards,
  reservationIdOf,
  type SalonDisplayOptions,
  STATUS_TONES,
  SUB_CARD,
  shiftCards,
  shiftWindow,
  shownResources,
  stepDate,
  TIMELINE_KINDS,
  type TimelinePlace,
  toggleHidden,
  visibleRange,
  withPendingRequests,
} from './timeline';
import { usePhone } from './usePhone';
import { useSalonEvents } from './useSalonEvents';

/** The panel's item: a reservation's id (its detail) or a form draft. */
type PanelItem = {
  id: string;
  reservationId?: number;
  draft?: ReservationDraft;
  shift?: ShiftDraft;
  block?: BlockDraft;
};

const ALL_STATUSES: readonly string[] = SALON_RESERVATION_STATUSES;

const readJson = (key: string): unknown => {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
};
const readOptions = (userId: number) =>
  readDisplayOptions(readJson(displayOptionsKey(userId)), readJson(legacyStatusesKey(userId)), ALL_STATUSES);

/** Display options are remembered per user on this device (read again when the user changes). */
function useDisplayOptions(userId: number | undefined) {
  const [state, setState] = useState(() => ({ userId, options: readOptions(userId ?? 0) }));
  let { options } = state;
  if (state.userId !== userId) {
    options = readOptions(userId ?? 0);
    setState({ userId, options });
  }
  const update = (next: SalonDisplayOptions) => {
    setState({ userId, options: next });
    try {
      globalThis.localStorage?.setItem(displayOptionsKey(userId ?? 0), JSON.stringify(next));
    } catch {
      // private mode: remembered for this page only
    }
  };
  return [options, update] as const;
}

const agendaStaffKey = (userId: number) => `console.salon.agendaStaff.${userId}`;

/** The agenda's staff chooser, remembered per user on this device like the display options. */
function useAgendaFilter(userId: number | undefined) {
  const read = () => {
    try {
      return parseAgendaFilter(globalThis.localStorage?.getItem(agendaStaffKey(userId ?? 0)));
    } catch {
      return 'all' as const;
    }
  };
  const [state, setState] = useState(() => ({ userId, filter: read() as AgendaFilter }));
  let { filter } = state;
  if (state.userId !== userId) {
    filter = read();
    setState({ userId, filter });
  }
  const update = (next: AgendaFilter) => {
    setState({ userId, filter: next });
    try {
      globalThis.localStorage?.setItem(agendaStaffKey(userId ?? 0), String(next));
    } catch {
      // private mode: remembered for this page only
    }
  };
  return [filter, update] as const;
}

/** /line/reserve/salon: the salon's timeline — schedule, daily and weekly shifts (spec §2). */
export function SalonTimelinePage() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get(SALON_TIMELINE_QUERY.kind);
  const dateParam = params.get(SALON_TIMELINE_QUERY.date);
  const addressKind: TimelineKind = isTimelineKind(kindParam) ? kindParam : 'schedule';
  const date = isDate(dateParam) ? dateParam : tokyoToday();
  // A phone shows the day's agenda whatever the address's view: the shift grids need a wide screen,
  // and the agenda shows the day's shifts and blocks as the context of its reservations.
  const phone = usePhone();
  const kind: TimelineKind = phone ? 'schedule' : addressKind;
  // Clicks ahead of the renders they cause (pendingAfter): two quick 前日 go back two days. The
  // queue is trimmed when an address is committed, never during render: the router navigates in
  // a transition, and a render React drops (or an older address re-rendered by a data update in
  // between) once emptied it and lost a click under CI load.
  const pending = useRef<TimelinePlace[]>([]);
  useLayoutEffect(() => {
    pending.current = pendingAfter(pending.current, { kind: addressKind, date });
  }, [addressKind, date]);
  const go = (next: { kind?: TimelineKind; date?: string } | ((at: TimelinePlace) => { date: string })) => {
    const at = pending.current.at(-1) ?? { kind: addressKind, date };
    const target = { ...at, ...(typeof next === 'function' ? next(at) : next) };
    pending.current = [...pending.current, target];
    setParams(
      { [SALON_TIMELINE_QUERY.kind]: target.kind, [SALON_TIMELINE_QUERY.date]: target.date },
      { replace: true },
    );
  };

  const me = useMe().data;
  const { salon, error: salonError, isLoading: salonLoading } = useSalon();
  const sid = salon?.id;
  const resources = useSalonResources();
  const courses = useSalonCourses();
  const statuses = useSalonStatuses();
  const config = useSalonConfig(sid);
  const range = visibleRange(kind, date);
  const reservations = useReservations(sid, range);
  const shifts = useTimeShifts(sid, shiftWindow(date));
  const blocks = useBlockTimes(sid, range);
  const [display, setDisplay] = useDisplayOptions(me?.user_id);
  const [agendaFilter, setAgendaFilter] = useAgendaFilter(me?.user_id);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const panel = useSidePanel<PanelItem>();
  const toast = useToast();
  // Writes' toasts: a success closes the earlier errors (issue 28); live notices do not.
  const shiftWarning = useShiftWarning();
  const { mutate } = useSWRConfig();
  const mounted = useMounted();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [move, setMove] = useState<{ reservation: SalonReservation; change: TimelineItemChange } | null>(
    null,
  );
  const [notices, setNotices] = useState<{ id: number; text: string }[]>([]);
  // 「依頼 N件」 pressed: the timeline shows only the reservations with a pending request.
  const [requestsOnly, setRequestsOnly] = useState(false);

  const list = reservations.data ?? [];
  const activeResources = (resources.data ?? []).filter((r) => r.is_active);
  const courseName = useMemo(() => {
    const names = new Map((courses.data ?? []).map((c) => [c.id, c.name]));
    return (id: number | null) => (id === null ? undefined : names.get(id));
  }, [courses.data]);
  const shownSet = useMemo(() => new Set(display.reservations.statuses), [display.reservations.statuses]);
  const rows = shownResources(resources.data ?? [], kind, display);
  const hiddenOfView =
    kind === 'schedule' ? display.reservations.hiddenResources : display.shifts.hiddenResources;
  const setHiddenOfView = (hiddenResources: number[]) =>
    setDisplay(
      kind === 'schedule'
        ? { ...display, reservations: { ...display.reservations, hiddenResources } }
        : { ...display, shifts: { ...display.shifts, hiddenResources } },
    );
  const span = openingSpan(config.data?.opening);
  const requests = withPendingRequests(list, date);
  // 「依頼 N件」: shown while the day has pending requests (or the filter is on, so it can be undone).
  const showRequests = requests.length > 0 || requestsOnly;
  const requestsButton = (size: 'small' | 'large') =>
    showRequests && (
      <Button
        size={size}
        variant={requestsOnly ? 'primary' : 'secondary'}
        aria-pressed={requestsOnly}
        title={SALON_TEXT.requestsHelp}
        onClick={() => setRequestsOnly(!requestsOnly)}
      >
        {SALON_TEXT.requestsCount(requests.length)}
      </Button>
    );
  const shownReservations = requestsOnly ? list.filter((r) => pendingRequest(r) !== null) : list;
  const resourceName = (id: string | number | null) =>
    (resources.data ?? []).find((r) => String(r.id) === String(id))?.name ?? SALON_TEXT.noResource;
  const statusLabel = (value: string) => statuses.data?.find((s) => s.value === value)?.label ?? value;
  // Built only on a phone: the desktop draws the same records as the timeline's cards.
  const agenda = phone
    ? dayAgenda({
        date,
        resources: rows,
        reservations: display.reservations.show ? shownReservations : [],
        shifts: display.shifts.show ? (shifts.data ?? []) : [],
        blocks: blocks.data ?? [],
        statuses: shownSet,
        courseName,
        unassignedName: SALON_TEXT.noResource,
      })
    : [];
  const sharedError = resources.error ?? courses.error ?? statuses.error ?? salonError;
  const refreshReservations = () =>
    mutate((key) => Array.isArray(key) && key[0] === 'salon.reservations' && key[1] === sid);

  // Live: every event refreshes the reservations; customer events are also notified (spec §4).
  useSalonEventsWithNotices(sid, config.data?.push_notification ?? false, (event, label) => {
    void refreshReservations();
    if (!label) return;
    const text = SALON_TEXT.notificationText(label, event.member_display_name);
    setNotices((current) => [{ id: event.id, text }, ...current].slice(0, 50));
    // A customer's event is not the operator's write: it leaves the operator's errors standing.
    toast.success(text, { keepErrors: true });
    showBrowserNotification(SALON_TEXT.timelineTitle, text, `salon-event-${event.id}`);
  });

  const reservationById = (id: number | undefined) => list.find((r) => r.id === id);
  const openDetail = (reservation: SalonReservation) =>
    panel.open('form-reservation-detail', { id: `r${reservation.id}`, reservationId: reservation.id });

  /** A shift occurrence (`master:date`) opens its panel: from the timeline's band or the agenda's line. */
  const openShift = (occurrence: string) => {
    const shift = (shifts.data ?? []).find((s) => `${s.master_id}:${s._date}` === occurrence);
    if (shift) {
      panel.open('form-time-shift', {
        id: `shift:${occurrence}`,
        shift: { kind: 'edit', id: occurrence, shift },
      });
    }
  };
  const openBlock = (blockId: string) => {
    const block = (blocks.data ?? []).find((b) => String(b.id) === blockId);
    if (block) {
      panel.open('form-block-shift', {
        id: `block:${block.id}`,
        block: { kind: 'edit', id: blockId, block },
      });
    }
  };
  const onItemClick = (ref: TimelineItemRef) => {
    if (ref.type === 'shift') return openShift(ref.item.id);
    if (ref.type === 'block') return openBlock(ref.item.id);
    const reservation = reservationById(reservationIdOf(ref.item.id));
    if (reservation) openDetail(reservation);
  };
  const onSlotClick = (slot: TimelineSlot) => {
    if (kind !== 'schedule') {
      const id = `shift-new:${slot.resourceId}:${slot.date}:${slot.time}`;
      panel.open('form-time-shift', {
        id,
        shift: { kind: 'new', id, date: slot.date, from: slot.time, resourceId: Number(slot.resourceId) },
      });
      return;
    }
    panel.open('form-reservation', {
      id: `new:${slot.resourceId}:${slot.date}:${slot.time}`,
      draft: {
        kind: 'new',
        id: 'new',
        date: slot.date,
        from: slot.time,
        resourceId: Number(slot.resourceId),
      },
    });
  };
  const onItemChange = (change: TimelineItemChange) => {
    if (change.type !== 'reservation' || change.item.id.includes(SUB_CARD)) return;
    const reservation = reservationById(Number(change.item.id));
    if (reservation) setMove({ reservation, change });
  };

  /** A write with the §8 error handling; the lists are read again afterwards. */
  const write = async (
    action: () => Promise<unknown>,
    success?: string,
    refresh: () => Promise<unknown> = refreshReservations,
  ) => {
    if (sid === undefined) return false;
    setBusy(true);
    setFieldErrors({});
    try {
      await action();
      if (success) toast.success(success);
      else toast.dismissErrors();
      return true;
    } catch (error) {
      if (error instanceof ShiftWarningDeclined) return false;
      const { message, fields } = salonErrorMessage(error);
      setFieldErrors(fields);
      toast.error(message);
      return false;
    } finally {
      if (mounted.current) {
        setBusy(false);
        void refresh();
      }
    }
  };

  const shiftRange = shiftWindow(date);
  const refreshBlocks = () =>
    mutate((key) => Array.isArray(key) && key[0] === 'salon.blockTimes' && key[1] === sid);
  const shiftWrite = async (rid: number, action: () => Promise<unknown>) => {
    if (sid === undefined) return;
    const ok = await write(action, SALON_TEXT.saved, () => refetchShiftsFor(mutate, sid, shiftRange, rid));
    if (ok) panel.close();
  };
  const blockWrite = async (action: () => Promise<unknown>, success: string = SALON_TEXT.saved) => {
    const ok = await write(action, success, refreshBlocks);
    if (ok) panel.close();
  };

  const confirmMove = async () => {
    if (!move || sid === undefined) return;
    const { reservation, change } = move;
    setMove(null);
    const key = reservationsKey(sid, range);
    const moved = {
      ...reservation,
      date: change.date,
      from: change.from,
      to: change.to,
      salon_resource_id: Number(change.resourceId),
    };
    // Shown at once; put back if the server refuses (spec §4 ordering rule, applied to a move).
    await mutate(
      key,
      (current: SalonReservation[] | undefined) => current?.map((r) => (r.id === reservation.id ? moved : r)),
      { revalidate: false },
    );
    try {
      await shiftWarning.confirming((confirm) =>
        updateReservation(sid, reservation.id, {
          ...inputOf(reservation, {
            date: change.date,
            from: change.from,
            to: change.to,
            salon_resource_id: Number(change.resourceId),
          }),
          confirm,
        }),
      );
      toast.success(SALON_TEXT.moved);
    } catch (error) {
      if (!mounted.current) return;
      await mutate(
        key,
        (current: SalonReservation[] | undefined) =>
          current?.map((r) => (r.id === reservation.id ? reservation : r)),
        { revalidate: false },
      );
      if (!(error instanceof ShiftWarningDeclined)) {
        toast.error(`${SALON_TEXT.moveFailed} ${salonErrorMessage(error).message}`);
      }
    } finally {
      if (mounted.current) void refreshReservations();
    }
  };

  const submitForm = async (draft: ReservationDraft, input: SalonReservationInput) => {
    if (sid === undefined) return;
    let overlaps = 0;
    const ok = await write(async () => {
      const saved =
        draft.kind === 'edit'
          ? await shiftWarning.confirming((confirm) =>
              updateReservation(sid, draft.reservation.id, { ...input, confirm }),
            )
          : await shiftWarning.confirming((confirm) => createReservation(sid, { ...input, confirm }));
      overlaps = saved.overlaps.length;
    });
    if (ok) {
      toast.success(overlaps > 0 ? SALON_TEXT.savedWithOverlap : SALON_TEXT.saved);
      panel.close();
    }
  };

  const newReservation = (
    resourceId: number | null = activeResources[0]?.id ?? null,
    from = span.startTime,
  ) =>
    panel.open('form-reservation', {
      id: `new:${resourceId}:${date}:${from}`,
      draft: { kind: 'new', id: 'new', date, from, resourceId },
    });
  const newShift = () => {
    const id = `shift-new:${date}`;
    panel.open('form-time-shift', {
      id,
      shift: { kind: 'new', id, date, from: span.startTime, resourceId: activeResources[0]?.id ?? null },
    });
  };
  const newBlock = () => {
    const id = `block-new:${date}`;
    panel.open('form-block-shift', {
      id,
      block: { kind: 'new', id, date, from: '12:00', resourceId: activeResources[0]?.id ?? null },
    });
  };

  const detail = reservationById(panel.item?.reservationId);
  const draft = panel.item?.draft;

  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={SALON_TEXT.timelineTitle} />
      {sharedError && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      {!salonLoading && !salonError && !salon && <p className={pageStyles.text}>{SALON_TEXT.noSalon}</p>}
      {phone ? (
        <>
          <div className={agendaStyles.phoneToolbar}>
            <Button
              size="large"
              variant="secondary"
              onClick={() => go((at) => ({ date: stepDate('schedule', at.date, -1) }))}
            >
              {SALON_TEXT.previous.day}
            </Button>
            <DatePicker
              className={agendaStyles.phoneDate}
              aria-label={SALON_TEXT.dateLabel}
              value={date}
              onChange={(value) => value && go({ date: value })}
            />
            <Button
              size="large"
              variant="secondary"
              onClick={() => go((at) => ({ date: stepDate('schedule', at.date, 1) }))}
            >
              {SALON_TEXT.next.day}
            </Button>
            <Menu
              label={SALON_TEXT.agendaMenuLabel}
              size="medium"
              items={[
                { label: SALON_TEXT.today, onSelect: () => go({ date: tokyoToday() }) },
                { label: SALON_TEXT.addReservation, onSelect: () => newReservation() },
                { label: SALON_TEXT.addShift, onSelect: newShift },
                { label: SALON_TEXT.addBlock, onSelect: newBlock },
                MENU_SEPARATOR,
                { label: SALON_TEXT.displayOptions, onSelect: () => setOptionsOpen(true) },
              ]}
            />
          </div>
          {/* Its own row, as wide as the screen: a pending request is the first thing to answer. */}
          {showRequests && <div className={agendaStyles.phoneRequests}>{requestsButton('large')}</div>}
        </>
      ) : (
        <div className={styles.toolbar}>
          <fieldset className={styles.kinds}>
            <legend className={styles.visuallyHidden}>{SALON_TEXT.kindLabel}</legend>
            {TIMELINE_KINDS.map((k) => (
              <Button
                key={k}
                size="small"
                variant={k === kind ? 'primary' : 'secondary'}
                aria-pressed={k === kind}
                onClick={() => go({ kind: k })}
              >
                {timelineKindLabels[k]}
              </Button>
            ))}
          </fieldset>
          <div className={styles.group}>
            <Button size="small" onClick={() => go((at) => ({ date: stepDate(at.kind, at.date, -1) }))}>
              {kind === 'weekly-shift' ? SALON_TEXT.previous.week : SALON_TEXT.previous.day}
            </Button>
            <Button size="small" onClick={() => go({ date: tokyoToday() })}>
              {SALON_TEXT.today}
            </Button>
            <Button size="small" onClick={() => go((at) => ({ date: stepDate(at.kind, at.date, 1) }))}>
              {kind === 'weekly-shift' ? SALON_TEXT.next.week : SALON_TEXT.next.day}
            </Button>
          </div>
          <DateInput
            label={SALON_TEXT.dateLabel}
            value={date}
            onChange={(value) => value && go({ date: value })}
          />
          {/* The keyboard's way to what a click on an empty slot starts: the shown date, the first
              resource, the opening time; the form changes any of them. */}
          {kind === 'schedule' ? (
            <Button size="small" onClick={() => newReservation()}>
              {SALON_TEXT.addReservation}
            </Button>
          ) : (
            <Button size="small" onClick={newShift}>
              {SALON_TEXT.addShift}
            </Button>
          )}
          {kind !== 'schedule' && (
            <Button size="small" onClick={newBlock}>
              {SALON_TEXT.addBlock}
            </Button>
          )}
          {kind === 'schedule' && requestsButton('small')}
        </div>
      )}
      {/* Folded by default: the timeline stays in the first screen of a laptop. On a phone it is
          there only once the menu opened it: its summary would take a row of the first screen. */}
      {(!phone || optionsOpen) && (
        <details
          className={styles.options}
          open={optionsOpen}
          onToggle={(event) => setOptionsOpen(event.currentTarget.open)}
        >
          <summary className={styles.summary}>{SALON_TEXT.displayOptions}</summary>
          {kind === 'schedule' && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{SALON_TEXT.displayLabel}</legend>
              <Checkbox
                label={SALON_TEXT.showReservations}
                value={display.reservations.show}
                onChange={(show) =>
                  setDisplay({ ...display, reservations: { ...display.reservations, show } })
                }
              />
              <Checkbox
                label={SALON_TEXT.showShifts}
                value={display.shifts.show}
                onChange={(show) => setDisplay({ ...display, shifts: { ...display.shifts, show } })}
              />
            </fieldset>
          )}
          {kind === 'schedule' && display.reservations.show && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{SALON_TEXT.statusesLabel}</legend>
              {(statuses.data ?? []).map((s) => (
                <Checkbox
                  key={s.value}
                  label={s.label}
                  value={shownSet.has(s.value)}
                  onChange={(checked) =>
                    setDisplay({
                      ...display,
                      reservations: {
                        ...display.reservations,
                        statuses: checked
                          ? [...display.reservations.statuses, s.value]
                          : display.reservations.statuses.filter((value) => value !== s.value),
                      },
                    })
                  }
                />
              ))}
            </fieldset>
          )}
          {activeResources.length > 1 && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{SALON_TEXT.resourcesLabel}</legend>
              {activeResources.map((r) => (
                <Checkbox
                  key={r.id}
                  label={r.name}
                  value={!hiddenOfView.includes(r.id)}
                  onChange={(show) => setHiddenOfView(toggleHidden(hiddenOfView, r.id, show))}
                />
              ))}
            </fieldset>
          )}
        </details>
      )}
      {salon && resources.data && activeResources.length === 0 && (
        <p className={pageStyles.text}>{SALON_TEXT.noResources}</p>
      )}
      {phone ? (
        <SalonAgenda
          date={date}
          // The day is drawn once all its parts have come (skeleton lists until then): staff lists
          // that grew as the reservations came after the shifts, and cards that grew as the course
          // names and status labels came, pushed each other off the screen.
          // Moving to another day keeps the previous day's parts (keepPreviousData) meanwhile.
          groups={
            resources.data && courses.data && statuses.data && reservations.data && shifts.data && blocks.data
              ? filterAgenda(agenda, agendaFilter)
              : []
          }
          staff={rows}
          filter={agendaFilter}
          onFilterChange={setAgendaFilter}
          statusLabel={statusLabel}
          busy={
            salonLoading ||
            reservations.isLoading ||
            resources.isLoading ||
            courses.isLoading ||
            statuses.isLoading ||
            shifts.isLoading ||
            blocks.isLoading
          }
          onReservation={(id) => {
            const reservation = reservationById(id);
            if (reservation) openDetail(reservation);
          }}
          onShift={openShift}
          onBlock={(id) => openBlock(String(id))}
          onGap={(resourceId, from) => newReservation(resourceId, from)}
        />
      ) : (
        <>
          {kind === 'schedule' && (
            <TimelineLegend
              aria-label={SALON_TEXT.legendLabel}
              items={[
                ...(statuses.data ?? []).map((s) => ({ tone: STATUS_TONES[s.value], label: s.label })),
                { swatch: 'badge' as const, label: SALON_TEXT.legendRequest },
                { swatch: 'shift' as const, label: SALON_TEXT.legendShift },
                { swatch: 'block' as const, label: SALON_TEXT.legendBlock },
              ]}
            />
          )}
          <div
            className={styles.board}
            aria-busy={reservations.isLoading || resources.isLoading || shifts.isLoading || blocks.isLoading}
          >
            <Timeline
              kind={kind}
              date={date}
              resources={rows.map((r) => ({ id: String(r.id), name: r.name }))}
              reservations={
                kind === 'schedule' && display.reservations.show
                  ? reservationCards(
                      shownReservations,
                      shownSet,
                      courseName,
                      SALON_TEXT.requestBadge,
                      SALON_TEXT.requestBadgeShort,
                    )
                  : []
              }
              shifts={kind === 'schedule' && !display.shifts.show ? [] : shiftCards(shifts.data ?? [])}
              blocks={blockCards(blocks.data ?? [], SALON_TEXT.blockLabel)}
              resourcesLabel={SALON_TEXT.staffAndEquipment}
              emptyText={SALON_TEXT.noRows}
              startTime={span.startTime}
              endTime={span.endTime}
              statusTone={STATUS_TONES}
              onItemClick={onItemClick}
              onSlotClick={onSlotClick}
              onItemChange={kind === 'schedule' ? onItemChange : undefined}
            />
          </div>
        </>
      )}
      {config.data?.push_notification && (
        <section aria-label={SALON_TEXT.notifications}>
          <h2 className={styles.legend}>{SALON_TEXT.notifications}</h2>
          {requests.length > 0 && (
            <p className={pageStyles.text}>{SALON_TEXT.requestsPending(requests.length)}</p>
          )}
          {notices.length === 0 ? (
            requests.length === 0 && <p className={pageStyles.text}>{SALON_TEXT.notificationsEmpty}</p>
          ) : (
            <ul className={styles.notifications}>
              {notices.map((n) => (
                <li key={n.id}>{n.text}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      <SidePanel
        open={panel.show}
        onClose={panel.close}
        panelType={panel.type}
        title={panelTitle(panel.type, panel.item)}
      >
        {panel.type === 'form-reservation-detail' && detail && sid !== undefined && (
          <ReservationDetail
            key={detail.id}
            reservation={detail}
            courses={courses.data ?? []}
            busy={busy}
            onPatch={(patch) => void write(() => patchReservation(sid, detail.id, patch), SALON_TEXT.saved)}
            onMoveVisit={(stage) =>
              void write(
                () => moveVisit(sid, detail.id, stage),
                SALON_TEXT.visitMoved(SALON_VISIT_STAGE_LABELS[stage]),
              )
            }
            onJudge={(request: SalonReservationRequest, judgeKind, status) =>
              void write(
                () => judgeRequest(sid, detail.id, request.id, judgeKind, status),
                status === 'approved' ? SALON_TEXT.approved : SALON_TEXT.denied,
              )
            }
            onEdit={() =>
              panel.open('form-reservation', {
                id: `edit:${detail.id}`,
                draft: { kind: 'edit', id: `edit:${detail.id}`, reservation: detail },
              })
            }
            onDelete={() =>
              void write(() => deleteReservation(sid, detail.id), SALON_TEXT.deleted).then(
                (ok) => ok && panel.close(),
              )
            }
          />
        )}
        {panel.type === 'form-reservation' && draft && (
          <ReservationForm
            key={panel.item?.id}
            draft={draft}
            resources={activeResources}
            courses={courses.data ?? []}
            reservations={list}
            errors={fieldErrors}
            busy={busy}
            onSubmit={(input) => void submitForm(draft, input)}
            onCancel={panel.close}
          />
        )}
        {panel.type === 'form-time-shift' && panel.item?.shift && sid !== undefined && (
          <TimeShiftForm
            key={panel.item.id}
            draft={panel.item.shift}
            resources={activeResources}
            errors={fieldErrors}
            busy={busy}
            onCreate={(rid, input) => void shiftWrite(rid, () => createTimeShift(sid, rid, input))}
            onUpdate={(shift, input) =>
              void shiftWrite(shift.salon_resource_id, () =>
                shiftWarning.confirming((confirm) =>
                  updateTimeShift(sid, shift.salon_resource_id, shift.master_id, { ...input, confirm }),
                ),
              )
            }
            onDelete={(shift, type) =>
              void shiftWrite(shift.salon_resource_id, () =>
                shiftWarning.confirming((confirm) =>
                  deleteTimeShift(
                    sid,
                    shift.salon_resource_id,
                    shift.master_id,
                    type,
                    { date: shift._date, self_id: shift.self_id },
                    confirm,
                  ),
                ),
              )
            }
            onCancel={panel.close}
          />
        )}
        {panel.type === 'form-block-shift' && panel.item?.block && sid !== undefined && (
          <BlockTimeForm
            key={panel.item.id}
            draft={panel.item.block}
            resources={activeResources}
            errors={fieldErrors}
            busy={busy}
            onSave={(input) => {
              const block = panel.item?.block;
              void blockWrite(() =>
                block?.kind === 'edit'
                  ? updateBlockTime(sid, block.block.id, input)
                  : createBlockTime(sid, input),
              );
            }}
            onDelete={(block) => void blockWrite(() => deleteBlockTime(sid, block.id), SALON_TEXT.deleted)}
            onCancel={panel.close}
          />
        )}
      </SidePanel>
      {shiftWarning.dialog}
      <ConfirmDialog
        open={move !== null}
        title={SALON_TEXT.moveTitle}
        message={move ? <MoveMessage move={move} resourceName={resourceName} /> : ''}
        confirmLabel={SALON_TEXT.move}
        cancelLabel={SALON_TEXT.moveBack}
        onConfirm={() => void confirmMove()}
        onCancel={() => setMove(null)}
      />
    </PageContent>
  );
}

/** The events with their notification label (null for staff-side events, or notifications off). */
function useSalonEventsWithNotices(
  sid: number | undefined,
  notify: boolean,
  onEvent: (event: SalonReservationEvent, label: string | null) => void,
) {
  useSalonEvents(sid, (event) => onEvent(event, notify ? notificationLabel(event.event_type) : null));
}

function panelTitle(type: string | null, item: PanelItem | null): string {
  switch (type) {
    case 'form-reservation-detail':
      return SALON_TEXT.reservationDetail;
    case 'form-time-shift':
      return item?.shift?.kind === 'edit' ? SALON_TEXT.editShift : SALON_TEXT.newShift;
    case 'form-block-shift':
      return item?.block?.kind === 'edit' ? SALON_TEXT.editBlock : SALON_TEXT.newBlock;
    default:
      return item?.draft?.kind === 'edit' ? SALON_TEXT.editReservation : SALON_TEXT.newReservation;
  }
}

/** The drag's confirmation: the Japanese dates before → after, and the staff change when there is one. */
function MoveMessage({
  move,
  resourceName,
}: {
  move: { reservation: SalonReservation; change: TimelineItemChange };
  resourceName: (id: string | number | null) => string;
}) {
  const { reservation, change } = move;
  const summary = moveSummary(
    { ...reservation, resourceName: resourceName(reservation.salon_resource_id) },
    { ...change, resourceName: resourceName(change.resourceId) },
  );
  return (
    <>
      {SALON_TEXT.moveQuestion(reservation.name)}
      <br />
      {SALON_TEXT.moveWhen(summary.when)}
      {summary.staff && (
        <>
          <br />
          {SALON_TEXT.moveStaff(summary.staff)}
        </>
      )}
    </>
  );
}
