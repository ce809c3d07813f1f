import {
  SALON_CUSTOMER_EVENT_TYPES,
  type SalonBlockTime,
  type SalonCustomerEventType,
  type SalonEventType,
  type SalonOpeningConfig,
  type SalonReservation,
  type SalonReservationStatus,
  type TimeShift,
} from '@console/contract/salon';
import type {
  TimelineBlock,
  TimelineKind,
  TimelineReservation,
  TimelineShift,
  TimelineTone,
} from '@console/ui';
import { formatJaDateTime } from '../shared/dates';
import { addDays } from './days';
import { SALON_EVENT_LABELS } from './messages';

export {
  addDays,
  isDate,
  isTimelineKind,
  mondayOf,
  rangeParam,
  shiftWindow,
  TIMELINE_KINDS,
  visibleRange,
} from './days';

/*
 * The salon timeline's data rules as pure functions (spec §4, §9): which days a page shows, the
 * window shifts are read for, how the API's records become the Timeline control's items.
 * Dates are `YYYY-MM-DD` calendar days of the salon, computed in UTC so no device time zone moves them.
 */

/** 前日/翌日 move a day; on the weekly page 前の週/次の週 move a week. */
export function stepDate(kind: TimelineKind, date: string, direction: 1 | -1): string {
  return addDays(date, direction * (kind === 'weekly-shift' ? 7 : 1));
}

/** `HH:mm` plus some minutes, kept within the day (23:59 at most): a new item's default end. */
export function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = Math.min(24 * 60 - 1, (h ?? 0) * 60 + (m ?? 0) + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Where the timeline is: its page kind and date (both in the address). */
export interface TimelinePlace {
  kind: TimelineKind;
  date: string;
}

/**
 * The navigations asked for (前日, 翌日 …) and not yet shown, once the address shows `shown`: those
 * up to the one shown are done; an address none of them asked for (the browser's back) drops them
 * all. The next click starts from the last one still pending, so two quick 前日 go back two days
 * even when a render with the older address comes between them.
 */
export function pendingAfter(pending: readonly TimelinePlace[], shown: TimelinePlace): TimelinePlace[] {
  const index = pending.findIndex((place) => place.kind === shown.kind && place.date === shown.date);
  return index >= 0 ? pending.slice(index + 1) : [];
}

/** Card colours of the reservation statuses (their labels and colours come from GET statuses). */
export const STATUS_TONES: Readonly<Record<SalonReservationStatus, TimelineTone>> = {
  reserved: 'info',
  confirmed: 'success',
  visited: 'neutral',
  cancelled: 'danger',
  no_show: 'warning',
};

/** Sub-resource cards carry the reservation id and the row: `12@3`. */
export const SUB_CARD = '@';

/**
 * Reservations as Timeline cards: one on the main resource's row, one on each sub-resource's row
 * (`id@resource`; only the main card can be dragged). Filtered by status; a reservation without a
 * resource has no row and is left out.
 */
export function reservationCards(
  reservations: readonly SalonReservation[],
  statuses: ReadonlySet<string>,
  courseName: (id: number | null) => string | undefined,
  requestBadges: Readonly<Record<'change' | 'cancel', string>> = { change: '', cancel: '' },
  /** The badge on a card too narrow for the full word (「依頼」); the full one stays its spoken name. */
  shortBadge?: string,
): TimelineReservation[] {
  const cards: TimelineReservation[] = [];
  for (const r of reservations) {
    if (!statuses.has(r.status)) continue;
    const request = pendingRequest(r);
    const base = {
      date: r.date,
      ...reservationFace(r, courseName),
      ...(request && { badge: requestBadges[request], ...(shortBadge && { badgeShort: shortBadge }) }),
    };
    for (const { resourceId, sub } of reservationPlaces(r)) {
      if (resourceId === null) continue;
      const id = sub ? `${r.id}${SUB_CARD}${resourceId}` : String(r.id);
      cards.push({ ...base, id, resourceId: String(resourceId) });
    }
  }
  return cards;
}

/** What a reservation's card shows, on the timeline and in the phone's agenda alike. */
export function reservationFace(r: SalonReservation, courseName: (id: number | null) => string | undefined) {
  return {
    from: r.from,
    to: r.to,
    name: r.name,
    course: courseName(r.course),
    status: r.status,
    tone: STATUS_TONES[r.status],
  };
}

/**
 * A customer's request waiting for staff (spec §4), marked on the card and counted in the toolbar:
 * a cancel request outweighs a change request (it asks for the reservation to go).
 */
export function pendingRequest(r: SalonReservation): 'change' | 'cancel' | null {
  if (r.cancel_child?.status === 'pending') return 'cancel';
  if (r.change_child?.status === 'pending') return 'change';
  return null;
}

/** The reservations of the shown day with a pending request (the toolbar's 「依頼 N件」). */
export const withPendingRequests = (reservations: readonly SalonReservation[], date: string) =>
  reservations.filter((r) => r.date === date && pendingRequest(r) !== null);

/**
 * The lines of a drag's confirmation: the date and time before → after, and the staff member
 * before → after only when the card went to another row (null when it stayed).
 */
export function moveSummary(
  before: { date: string; from: string; to: string; resourceName: string },
  after: { date: string; from: string; to: string; resourceName: string },
): { when: string; staff: string | null } {
  return {
    when: `${formatJaDateTime(before.date, before.from, before.to)} → ${formatJaDateTime(after.date, after.from, after.to)}`,
    staff:
      before.resourceName === after.resourceName ? null : `${before.resourceName} → ${after.resourceName}`,
  };
}

/**
 * Where a reservation shows: its staff member (null when none is assigned), then each
 * sub-resource once, the staff member's own id not repeated as a sub-resource.
 */
export function reservationPlaces(r: SalonReservation): { resourceId: number | null; sub: boolean }[] {
  const places: { resourceId: number | null; sub: boolean }[] = [
    { resourceId: r.salon_resource_id, sub: false },
  ];
  for (const sub of new Set(r.sub_resource_ids)) {
    if (sub !== r.salon_resource_id) places.push({ resourceId: sub, sub: true });
  }
  return places;
}

/** The reservation id of a card id (`12` or `12@3`). */
export const reservationIdOf = (cardId: string) => Number(cardId.split(SUB_CARD)[0]);

/** Shift occurrences as Timeline shifts; `master:date` identifies one occurrence. */
export function shiftCards(shifts: readonly TimeShift[]): TimelineShift[] {
  return shifts.map((s) => ({
    id: `${s.master_id}:${s._date}`,
    resourceId: String(s.salon_resource_id),
    // A moved occurrence shows on the day it was moved to; `_date` stays its identity.
    date: s.dirty_date ?? s._date,
    from: s.from,
    to: s.to,
    description: s.description || undefined,
  }));
}

export function blockCards(blocks: readonly SalonBlockTime[], label: string): TimelineBlock[] {
  return blocks.map((b) => ({
    id: String(b.id),
    resourceId: String(b.salon_resource_id),
    date: b.date,
    from: b.from,
    to: b.to,
    label,
  }));
}

/**
 * The hours the timeline spans: from the earliest opening to the latest closing of the week
 * (spec §3 opening config), 09:00–21:00 when the salon has none.
 */
export function openingSpan(opening: SalonOpeningConfig | undefined): { startTime: string; endTime: string } {
  const open = (opening?.weekly ?? []).flatMap((day) => (day.open && day.close ? [day] : []));
  if (open.length === 0) return { startTime: '09:00', endTime: '21:00' };
  const startTime = open.map((d) => d.open as string).sort()[0] as string;
  const endTime = open
    .map((d) => d.close as string)
    .sort()
    .at(-1) as string;
  return { startTime, endTime };
}

/**
 * Reservations of the same resource that overlap `candidate` (spec §4: start inclusive, end
 * exclusive — 10:00–11:00 and 11:00–12:00 do not). Shown before saving; staff may still save.
 */
export function overlapping(
  reservations: readonly SalonReservation[],
  candidate: { id?: number; date: string; from: string; to: string; salon_resource_id: number | null },
): SalonReservation[] {
  if (candidate.salon_resource_id === null || !(candidate.from < candidate.to)) return [];
  return reservations.filter(
    (r) =>
      r.id !== candidate.id &&
      r.status !== 'cancelled' &&
      r.date === candidate.date &&
      (r.salon_resource_id === candidate.salon_resource_id ||
        r.sub_resource_ids.includes(candidate.salon_resource_id as number)) &&
      r.from < candidate.to &&
      candidate.from < r.to,
  );
}

/**
 * spec §4: customer-side events are listed and notified with their label; staff-side ones
 * (manager_*, approve_*, deny_*) only refresh the lists.
 */
export function notificationLabel(type: SalonEventType): string | null {
  return (SALON_CUSTOMER_EVENT_TYPES as readonly string[]).includes(type)
    ? SALON_EVENT_LABELS[type as SalonCustomerEventType]
    : null;
}

/**
 * The timeline's display options (spec §2), remembered per user on the device: reservations
 * (shown, statuses, the resources whose rows the schedule shows) and shifts (shown as the
 * schedule's bands, the resources whose rows the shift views show). Hidden resources are stored,
 * not shown ones, so a resource added later appears without the user doing anything.
 */
export interface SalonDisplayOptions {
  reservations: { show: boolean; statuses: readonly string[]; hiddenResources: readonly number[] };
  shifts: { show: boolean; hiddenResources: readonly number[] };
}

export const displayOptionsKey = (userId: number) => `console.salon.display.${userId}`;
/** Where the first version kept the statuses alone (a list); read once and carried over. */
export const legacyStatusesKey = (userId: number) => `console.salon.statuses.${userId}`;

export function defaultDisplayOptions(statuses: readonly string[]): SalonDisplayOptions {
  return {
    // Cancelled reservations are hidden until the user shows them.
    reservations: { show: true, statuses: statuses.filter((s) => s !== 'cancelled'), hiddenResources: [] },
    shifts: { show: true, hiddenResources: [] },
  };
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * Saved options as they are read back: anything missing or malformed takes its default, unknown
 * statuses are dropped, and the first version's list of statuses is taken as the statuses.
 */
export function readDisplayOptions(
  saved: unknown,
  legacyStatuses: unknown,
  statuses: readonly string[],
): SalonDisplayOptions {
  const defaults = defaultDisplayOptions(statuses);
  const known = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((s): s is string => typeof s === 'string' && statuses.includes(s))
      : null;
  const root = record(saved);
  const reservations = record(root.reservations);
  const shifts = record(root.shifts);
  return {
    reservations: {
      show: typeof reservations.show === 'boolean' ? reservations.show : defaults.reservations.show,
      statuses: known(reservations.statuses) ?? known(legacyStatuses) ?? defaults.reservations.statuses,
      hiddenResources: ids(reservations.hiddenResources),
    },
    shifts: {
      show: typeof shifts.show === 'boolean' ? shifts.show : defaults.shifts.show,
      hiddenResources: ids(shifts.hiddenResources),
    },
  };
}

/** The rows a view shows: the salon's active resources in its order, less the ones hidden for the view. */
export function shownResources<T extends { id: number; is_active: boolean }>(
  resources: readonly T[],
  kind: TimelineKind,
  options: SalonDisplayOptions,
): T[] {
  const hidden = new Set(
    kind === 'schedule' ? options.reservations.hiddenResources : options.shifts.hiddenResources,
  );
  return resources.filter((r) => r.is_active && !hidden.has(r.id));
}

/** A resource shown again or hidden in a view's list. */
export function toggleHidden(hidden: readonly number[], id: number, show: boolean): number[] {
  const rest = hidden.filter((h) => h !== id);
  return show ? rest : [...rest, id];
}
