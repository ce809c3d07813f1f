/*
 * Undo and redo of the page editor (issue 33), as a pure reducer: every change is a step, except
 * that changes to one field within COALESCE_MS of each other are one step (undo takes back a word
 * typed, not a letter). The same rules as the Flex editor's history (templates/flex/history.ts);
 * a feature does not import another feature, so the shape is written here again.
 */

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** What the last step changed (a block's field), and when: the next change to it joins that step. */
  group: string | null;
  at: number;
}

export type HistoryAction<T> =
  /** A change; `group` names the field typed in (null: a step of its own, e.g. a move). */
  | { type: 'change'; next: T; group: string | null; now: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Starts over from `present` with nothing to undo (another page loaded). */
  | { type: 'reset'; present: T };

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

export function historyReducer<T>(history: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'change': {
      const { next, group, now } = action;
      if (Object.is(next, history.present)) return history;
      if (group !== null && group === history.group && now - history.at < COALESCE_MS)
        return { ...history, present: next, future: [], at: now };
      return {
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        present: next,
        future: [],
        group,
        at: now,
      };
    }
    case 'undo': {
      if (history.past.length === 0) return history;
      return {
        past: history.past.slice(0, -1),
        present: history.past[history.past.length - 1] as T,
        future: [history.present, ...history.future],
        group: null,
        at: 0,
      };
    }
    case 'redo': {
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
    case 'reset':
      return startHistory(action.present);
  }
}

/** What a key press asks of the history: Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z or Ctrl+Y redo. */
export function historyKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  // ⌘Y is the history window in browsers on a Mac; only Ctrl+Y is redo.
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
