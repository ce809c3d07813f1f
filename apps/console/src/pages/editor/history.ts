import { type History, record, redo, startHistory, undo } from '../../shared/history';

/*
 * Undo and redo of the page editor (issue 33), as a reducer over the editors' history
 * (shared/history.ts: every change is a step, changes to one field within a moment are one), and
 * which key press asks for which.
 */

export { type History, startHistory };

export type HistoryAction<T> =
  /** A change; `group` names the field typed in (null: a step of its own, e.g. a move). */
  | { type: 'change'; next: T; group: string | null; now: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Starts over from `present` with nothing to undo (another page loaded). */
  | { type: 'reset'; present: T };

export function historyReducer<T>(history: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'change':
      return record(history, action.next, action.group, action.now);
    case 'undo':
      return undo(history);
    case 'redo':
      return redo(history);
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
