/**
 * Type-ahead for Select: typing characters moves to the first option whose name starts with them.
 * The typed text is forgotten 350 ms after the last key (spec §9), so a pause starts a new search.
 *
 * A pure reducer: the caller passes the time of the key and the option names, so the timing and the
 * matching are tested without a browser or fake timers.
 */

/** The search text is cleared this long after the last key (milliseconds). */
export const TYPEAHEAD_RESET_MS = 350;

export interface TypeaheadState {
  /** The text typed so far (normalised). Empty when no search is in progress. */
  search: string;
  /** When the last key was typed (`performance.now()` style milliseconds). */
  lastKeyAt: number;
}

export const initialTypeaheadState: TypeaheadState = { search: '', lastKeyAt: Number.NEGATIVE_INFINITY };

export interface TypeaheadResult {
  state: TypeaheadState;
  /** Index of the option to move to, or -1 when nothing matches (stay where you are). */
  match: number;
}

/**
 * Folds the differences a user does not mean when typing: full-width/half-width (NFKC), letter
 * case, and katakana vs hiragana (typing 「さ」 finds 「サンプル」 too).
 */
export function normalizeForTypeahead(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));
}

/** True while a search is in progress, so Space is part of the text rather than "select". */
export function isTypingAhead(state: TypeaheadState, now: number): boolean {
  return state.search !== '' && now - state.lastKeyAt < TYPEAHEAD_RESET_MS;
}

/**
 * Adds one typed character and finds the option to move to.
 *
 * @param labels option names in display order; `null` for a disabled option (never matched)
 * @param current index of the option that has focus (or is selected), -1 for none
 *
 * Rules (WAI-ARIA listbox practice, as native selects do):
 * - a key 350 ms or more after the previous one starts a new search;
 * - a single character (or the same character repeated: 「ささ」) cycles through the options
 *   starting with it, beginning after the current one;
 * - a longer text matches from the current option onwards, so the current one stays while it
 *   still matches (「さ」 → 「さい」 keeps 「さいたま」).
 */
export function typeahead(
  state: TypeaheadState,
  key: string,
  now: number,
  labels: readonly (string | null)[],
  current: number,
): TypeaheadResult {
  const previous = isTypingAhead(state, now) ? state.search : '';
  const search = previous + normalizeForTypeahead(key);
  const next: TypeaheadState = { search, lastKeyAt: now };

  const chars = Array.from(search);
  const repeated = chars.length > 1 && chars.every((c) => c === chars[0]);
  const needle = repeated ? (chars[0] ?? '') : search;
  const cycling = Array.from(needle).length === 1;

  const count = labels.length;
  if (count === 0) return { state: next, match: -1 };
  const start = current < 0 ? 0 : cycling ? current + 1 : current;
  for (let offset = 0; offset < count; offset++) {
    const index = (start + offset) % count;
    const label = labels[index];
    if (label == null) continue;
    if (normalizeForTypeahead(label).startsWith(needle)) return { state: next, match: index };
  }
  return { state: next, match: -1 };
}
