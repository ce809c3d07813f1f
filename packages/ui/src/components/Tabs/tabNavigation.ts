/**
 * Moving focus between Tabs' tabs with the keyboard: a pure function, tested as a table
 * (`tabNavigation.test.ts`). WAI-ARIA's tabs pattern: ←→ move to the previous and next tab and wrap
 * around at the ends, Home and End go to the first and last; disabled tabs are skipped.
 */

const KEY_STEPS: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * The tab to focus after `key`, or undefined when the key does not move between tabs (or no tab can
 * take focus).
 *
 * @param current the focused tab's index
 * @param disabled one flag per tab, in display order
 */
export function nextTabIndex(key: string, current: number, disabled: readonly boolean[]): number | undefined {
  const move = KEY_STEPS[key];
  const count = disabled.length;
  if (!move || count === 0) return undefined;
  const start = move === 'first' ? 0 : move === 'last' ? count - 1 : current;
  const direction = move === 'previous' || move === 'last' ? -1 : 1;
  // first/last look at their own end first; next/previous start one past the current tab.
  const skip = move === 'next' || move === 'previous' ? 1 : 0;
  for (let offset = skip; offset < count + skip; offset += 1) {
    const index = (((start + direction * offset) % count) + count) % count;
    if (!disabled[index]) return index;
  }
  return undefined;
}
