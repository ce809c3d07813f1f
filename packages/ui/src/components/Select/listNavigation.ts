/**
 * Moving the highlighted option of Select's list with the keyboard. A pure function of the current
 * index and which options are disabled, tested as a table (`listNavigation.test.ts`).
 *
 * Like a native select and WAI-ARIA's listbox practice: arrows stop at the ends (no wrap), disabled
 * options are skipped, Home/End go to the first/last option that can be chosen, PageUp/PageDown
 * jump by a visible page.
 */

export type ListMove = 'next' | 'previous' | 'first' | 'last' | 'pageDown' | 'pageUp';

const KEY_MOVES: Record<string, ListMove> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
  PageDown: 'pageDown',
  PageUp: 'pageUp',
};

/** The move a key stands for, or undefined when the key does not move the highlight. */
export function keyToMove(key: string): ListMove | undefined {
  return KEY_MOVES[key];
}

/** First enabled index from `from` towards `to` (both included), or -1. */
function scan(disabled: readonly boolean[], from: number, to: number): number {
  const step = from <= to ? 1 : -1;
  for (let index = from; step > 0 ? index <= to : index >= to; index += step) {
    if (index >= 0 && index < disabled.length && !disabled[index]) return index;
  }
  return -1;
}

/**
 * The index to highlight after `move`.
 *
 * @param current the highlighted index, -1 for none
 * @param disabled one flag per option, in display order
 * @param pageSize how many options a page holds (at least 1)
 * @returns the new index; `current` when there is nowhere to go; -1 when every option is disabled
 */
export function moveActive(
  move: ListMove,
  current: number,
  disabled: readonly boolean[],
  pageSize: number,
): number {
  const last = disabled.length - 1;
  const page = Math.max(1, Math.floor(pageSize));
  const stay = (found: number) => (found >= 0 ? found : current);
  switch (move) {
    case 'first':
      return scan(disabled, 0, last);
    case 'last':
      return scan(disabled, last, 0);
    case 'next':
      return current < 0 ? scan(disabled, 0, last) : stay(scan(disabled, current + 1, last));
    case 'previous':
      return current < 0 ? scan(disabled, last, 0) : stay(scan(disabled, current - 1, 0));
    case 'pageDown': {
      // The option a page further, or the nearest enabled one before it (but past the current).
      const target = Math.min(last, current + page);
      const found = scan(disabled, target, last);
      return found >= 0 ? found : stay(scan(disabled, target, current + 1));
    }
    case 'pageUp': {
      const target = Math.max(0, current < 0 ? last : current - page);
      const found = scan(disabled, target, 0);
      return found >= 0 ? found : stay(scan(disabled, target, Math.max(0, current - 1)));
    }
  }
}
