import {
  daysBetween,
  FRIEND_EVENT_KINDS,
  type FriendEventKind,
  FUNNEL_MAX_RANGE_DAYS,
  FUNNEL_MAX_STEPS,
  FUNNEL_MESSAGES,
  FUNNEL_MIN_STEPS,
  FUNNEL_REF_KINDS,
  FUNNEL_SOURCE_KINDS,
  type Funnel,
} from '@console/contract/funnels';

/*
 * The funnel screen's pure parts (issue 32): the editor's draft and the input it sends, the moves
 * of its steps, the default range and the rates as the table writes them.
 */

/** What a step may be narrowed by: a tracker, a delivery, an entry source, or nothing. */
export type StepFilter = 'tracker' | 'delivery' | 'source' | null;

/** The list a step of this kind picks its filter from. */
export function filterOf(kind: FriendEventKind): StepFilter {
  if (kind === 'tracker_click') return 'tracker';
  if (kind === 'delivery_opened') return 'delivery';
  if (FUNNEL_SOURCE_KINDS.includes(kind)) return 'source';
  return null;
}

/** One step as the form holds it: `filter` is the chosen id as the Select's value, '' for any. */
export interface StepDraft {
  /** The row's React key: stays with the step when it moves. */
  key: number;
  kind: FriendEventKind;
  filter: string;
}

export interface FunnelDraft {
  name: string;
  /** Null while the field is empty (the schema's message says what it wants). */
  windowDays: number | null;
  steps: StepDraft[];
}

/** The window a new funnel starts with: a week, long enough for a follow-up delivery. */
export const NEW_WINDOW_DAYS = 7;

/** A new funnel: the usual first two steps (a follow, then a click). */
export function newDraft(): FunnelDraft {
  return {
    name: '',
    windowDays: NEW_WINDOW_DAYS,
    steps: [
      { key: 1, kind: 'follow', filter: '' },
      { key: 2, kind: 'tracker_click', filter: '' },
    ],
  };
}

/** A saved funnel in the form. */
export function draftOf(funnel: Funnel): FunnelDraft {
  return {
    name: funnel.name,
    windowDays: funnel.window_days,
    steps: funnel.steps.map((step, index) => ({
      key: index + 1,
      kind: step.kind,
      filter: String(step.ref_id ?? step.source_id ?? ''),
    })),
  };
}

/**
 * The body of a create or an update: a step's filter goes to `ref_id` or `source_id` as its kind
 * allows, never both; the name is sent as typed (the schema trims it).
 */
export function inputOf(draft: FunnelDraft) {
  return {
    name: draft.name,
    window_days: draft.windowDays,
    steps: draft.steps.map((step) => {
      const id = step.filter === '' ? null : Number(step.filter);
      return {
        kind: step.kind,
        ref_id: FUNNEL_REF_KINDS.includes(step.kind) ? id : null,
        source_id: FUNNEL_SOURCE_KINDS.includes(step.kind) ? id : null,
      };
    }),
  };
}

/** A step's kind changed: its filter goes when the new kind picks from another list. */
export function withKind(step: StepDraft, kind: FriendEventKind): StepDraft {
  return { ...step, kind, filter: filterOf(kind) === filterOf(step.kind) ? step.filter : '' };
}

/** The step at `index` moved by `by` (-1 up, +1 down); past either end nothing moves. */
export function moveStep<T>(steps: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= steps.length || to < 0 || to >= steps.length) return [...steps];
  const next = [...steps];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/** A step added at the end (a click, the commonest next step), up to the contract's maximum. */
export function addStep(steps: readonly StepDraft[]): StepDraft[] {
  if (steps.length >= FUNNEL_MAX_STEPS) return [...steps];
  const key = Math.max(0, ...steps.map((step) => step.key)) + 1;
  return [...steps, { key, kind: 'tracker_click', filter: '' }];
}

/** The step at `index` removed, down to the contract's minimum. */
export function removeStep(steps: readonly StepDraft[], index: number): StepDraft[] {
  if (steps.length <= FUNNEL_MIN_STEPS) return [...steps];
  return steps.filter((_, at) => at !== index);
}

/** The kinds a step may be, in the contract's order (unfollow included: a funnel may end in one). */
export const STEP_KINDS: readonly FriendEventKind[] = FRIEND_EVENT_KINDS;

/** A rate of the counts (0 … 1) as a percentage with one decimal; null (no base) is a dash. */
export function formatRate(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '—';
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by `days`, as a calendar day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days the counts cover when the address names none: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

export function defaultRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today };
}

/** What is wrong with a range typed by hand, in the contract's words; null when it may be counted. */
export function rangeProblem(range: { from: string; to: string }): string | null {
  if (range.to < range.from) return FUNNEL_MESSAGES.range;
  if (daysBetween(range.from, range.to) > FUNNEL_MAX_RANGE_DAYS) return FUNNEL_MESSAGES.rangeLength;
  return null;
}
