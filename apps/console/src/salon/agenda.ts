import type { SalonBlockTime, SalonReservation, TimeShift } from '@console/contract/salon';
import { timeToMinutes } from '@console/ui';
import { pendingRequest, reservationFace, reservationPlaces, type STATUS_TONES } from './timeline';

/*
 * The phone's day agenda (issue 27): the same records as the timeline, read as one list per staff
 * member — what a receptionist scans on a phone between customers. Pure, so the hard parts (which
 * records belong to whom on the day, their order, overlaps, the free time between them) are tested
 * in a table (agenda.test.ts) and the component only draws the result.
 */

/** Where the agenda puts a reservation with no main resource: its own group, last. */
export const UNASSIGNED = 'unassigned' as const;

export interface AgendaReservation {
  type: 'reservation';
  /** Unique in the group: `r12` (a sub-resource's copy is the same reservation in another group). */
  key: string;
  reservationId: number;
  from: string;
  to: string;
  name: string;
  course: string | undefined;
  status: SalonReservation['status'];
  tone: (typeof STATUS_TONES)[SalonReservation['status']];
  /** Shown here as a sub-resource (a room, a second staff member), not as the main one. */
  sub: boolean;
  /** A customer's request waiting for staff (spec §4): marked on the card. */
  pending: 'change' | 'cancel' | null;
  /** Shares time with another live reservation of the same group (cancelled ones do not count). */
  overlaps: boolean;
}

export interface AgendaBlock {
  type: 'block';
  key: string;
  blockId: number;
  from: string;
  to: string;
}

/** Working time nobody has booked: worth a glance when a customer phones for a slot. */
export interface AgendaGap {
  type: 'gap';
  key: string;
  from: string;
  to: string;
}

/** Between two shifts of the same day: the staff member is off (休憩). */
export interface AgendaBreak {
  type: 'break';
  key: string;
  from: string;
  to: string;
}

export type AgendaEntry = AgendaReservation | AgendaBlock | AgendaGap | AgendaBreak;

export interface AgendaShift {
  /** `master:date`, the timeline's id of an occurrence (the shift panel opens from it). */
  id: string;
  from: string;
  to: string;
  description: string;
}

export interface AgendaGroup {
  /** The resource's id, or UNASSIGNED. */
  id: number | typeof UNASSIGNED;
  name: string;
  shifts: AgendaShift[];
  entries: AgendaEntry[];
}

export interface AgendaInput {
  date: string;
  /** The rows to show, in the salon's order (already filtered: active, not hidden). */
  resources: readonly { id: number; name: string }[];
  reservations: readonly SalonReservation[];
  shifts: readonly TimeShift[];
  blocks: readonly SalonBlockTime[];
  /** The statuses the display options show. */
  statuses: ReadonlySet<string>;
  courseName: (id: number | null) => string | undefined;
  /** The group name of reservations without a main resource. */
  unassignedName: string;
  /** Free time shorter than this (minutes) is not worth a line. */
  minGap?: number;
}

/** Earlier first; at the same start the shorter first, then blocks before reservations; then by key. */
const ORDER: Record<AgendaEntry['type'], number> = { break: 0, block: 1, reservation: 2, gap: 3 };
export function compareEntries(a: AgendaEntry, b: AgendaEntry): number {
  if (a.from !== b.from) return a.from < b.from ? -1 : 1;
  if (a.to !== b.to) return a.to < b.to ? -1 : 1;
  if (a.type !== b.type) return ORDER[a.type] - ORDER[b.type];
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** Spec §4: start inclusive, end exclusive — 10:00–11:00 and 11:00–12:00 do not overlap. */
const overlap = (a: { from: string; to: string }, b: { from: string; to: string }) =>
  a.from < b.to && b.from < a.to;

/** Parts of `[from, to)` not covered by `busy` (any order, may overlap), at least `min` minutes long. */
export function freeIntervals(
  window: { from: string; to: string },
  busy: readonly { from: string; to: string }[],
  min: number,
): { from: string; to: string }[] {
  const sorted = busy.filter((b) => overlap(b, window)).sort((a, b) => (a.from < b.from ? -1 : 1));
  const free: { from: string; to: string }[] = [];
  let cursor = window.from;
  const push = (from: string, to: string) => {
    if (timeToMinutes(to) - timeToMinutes(from) >= min) free.push({ from, to });
  };
  for (const b of sorted) {
    // Every busy interval here overlaps the window, so it starts before the window ends.
    if (b.from > cursor) push(cursor, b.from);
    if (b.to > cursor) cursor = b.to;
    if (cursor >= window.to) return free;
  }
  if (cursor < window.to) push(cursor, window.to);
  return free;
}

/** The day's agenda: one group per shown resource (in their order), then 担当なし if it has any. */
export function dayAgenda(input: AgendaInput): AgendaGroup[] {
  const { date, statuses, courseName, minGap = 30 } = input;
  const groups = new Map<AgendaGroup['id'], AgendaGroup>(
    input.resources.map((r) => [r.id, { id: r.id, name: r.name, shifts: [], entries: [] }]),
  );
  const unassigned: AgendaGroup = { id: UNASSIGNED, name: input.unassignedName, shifts: [], entries: [] };

  for (const s of input.shifts) {
    // A moved occurrence is shown on the day it moved to (as on the timeline).
    if ((s.dirty_date ?? s._date) !== date) continue;
    groups.get(s.salon_resource_id)?.shifts.push({
      id: `${s.master_id}:${s._date}`,
      from: s.from,
      to: s.to,
      description: s.description,
    });
  }
  for (const b of input.blocks) {
    if (b.date !== date) continue;
    groups
      .get(b.salon_resource_id)
      ?.entries.push({ type: 'block', key: `b${b.id}`, blockId: b.id, from: b.from, to: b.to });
  }
  for (const r of input.reservations) {
    if (r.date !== date || !statuses.has(r.status)) continue;
    const face = reservationFace(r, courseName);
    const card = (sub: boolean): AgendaReservation => ({
      type: 'reservation',
      key: `r${r.id}`,
      reservationId: r.id,
      ...face,
      sub,
      pending: pendingRequest(r),
      overlaps: false,
    });
    for (const { resourceId, sub } of reservationPlaces(r)) {
      // A hidden resource's reservation is not shown under another name.
      const group = resourceId === null ? unassigned : groups.get(resourceId);
      group?.entries.push(card(sub));
    }
  }

  const all = [...groups.values(), ...(unassigned.entries.length > 0 ? [unassigned] : [])];
  for (const group of all) {
    group.shifts.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : 1));
    const live = group.entries.filter(
      (e): e is AgendaReservation => e.type === 'reservation' && e.status !== 'cancelled',
    );
    for (const e of live) e.overlaps = live.some((other) => other !== e && overlap(e, other));
    // Free time inside each shift; what is booked or blocked (cancellations free their time).
    const busy = group.entries.filter(
      (e) => e.type === 'block' || (e.type === 'reservation' && e.status !== 'cancelled'),
    );
    const extra: AgendaEntry[] = [];
    for (const shift of group.shifts) {
      for (const gap of freeIntervals(shift, busy, minGap)) {
        extra.push({ type: 'gap', key: `g${shift.id}@${gap.from}`, ...gap });
      }
    }
    for (const [index, shift] of group.shifts.entries()) {
      const next = group.shifts[index + 1];
      if (next && shift.to < next.from) {
        extra.push({ type: 'break', key: `k${shift.to}`, from: shift.to, to: next.from });
      }
    }
    group.entries = [...group.entries, ...extra].sort(compareEntries);
  }
  return all;
}

/** The staff chooser's value: everyone's agenda grouped, or one resource's. */
export type AgendaFilter = 'all' | number;

export function filterAgenda(groups: readonly AgendaGroup[], filter: AgendaFilter): AgendaGroup[] {
  if (filter === 'all') return [...groups];
  const one = groups.filter((g) => g.id === filter);
  // A remembered choice whose resource is gone (deleted, hidden) falls back to everyone.
  return one.length > 0 ? one : [...groups];
}

/** Reads the chooser's stored value back: `all`, or a positive resource id. */
export function parseAgendaFilter(value: string | null | undefined): AgendaFilter {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 'all';
}
