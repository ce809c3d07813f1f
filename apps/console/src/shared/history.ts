/*
 * Undo and redo of the editors (the Flex editor, issue 29; the page editor, issue 33): every change
 * is a step, except that keystrokes in one field within a moment are one step (undo takes back a
 * word typed, not a letter). Pure, so the editors' reducers and the tests share it.
 */

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** What the last step changed (a node's or a block's field), and when: the next change to it joins that step. */
  group: string | null;
  at: number;
}

/** Steps kept to undo (older ones drop off). */
export const HISTORY_LIMIT = 100;
/** Changes to one field within this many milliseconds of each other are one step. */
export const COALESCE_MS = 1000;

export const startHistory = <T>(present: T): History<T> => ({
  past: [],
  present,
  future: [],
  group: null,
  at: 0,
});

/** `next` as a new step (or joined to the last one when it changes the same `group` just after). */
export function record<T>(history: History<T>, next: T, group: string | null, now: number): History<T> {
  if (Object.is(next, history.present)) return history;
  if (group !== null && group === history.group && now - history.at < COALESCE_MS) {
    return { ...history, present: next, future: [], at: now };
  }
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    group,
    at: now,
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
    group: null,
    at: 0,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (history.future.length === 0) return history;
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next as T,
    future: rest,
    group: null,
    at: 0,
  };
}
