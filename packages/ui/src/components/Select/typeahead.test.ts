import { describe, expect, it } from 'vitest';
import {
  initialTypeaheadState,
  isTypingAhead,
  normalizeForTypeahead,
  TYPEAHEAD_RESET_MS,
  type TypeaheadState,
  typeahead,
} from './typeahead';

const prefectures = ['北海道', 'さいたま', '佐賀', 'さくら', 'Sapporo', 'サイタマシティ', '東京'];

/** Types keys at the given times from the initial state and returns every match. */
function run(keys: [key: string, at: number][], labels: readonly (string | null)[], current = -1) {
  let state: TypeaheadState = initialTypeaheadState;
  let focus = current;
  const matches: number[] = [];
  for (const [key, at] of keys) {
    const result = typeahead(state, key, at, labels, focus);
    state = result.state;
    if (result.match >= 0) focus = result.match;
    matches.push(result.match);
  }
  return { state, matches };
}

describe('typeahead', () => {
  it.each<[string, [string, number][], number, number[]]>([
    ['one key finds the first option starting with it', [['さ', 0]], -1, [1]],
    [
      'more keys within 350 ms extend the search',
      [
        ['さ', 0],
        ['く', 200],
      ],
      -1,
      [1, 3],
    ],
    [
      'the current option stays while the longer text still matches',
      [
        ['さ', 0],
        ['い', 100],
      ],
      -1,
      [1, 1],
    ],
    [
      'a key 349 ms after the last one still extends the search',
      [
        ['さ', 0],
        ['く', 349],
      ],
      -1,
      [1, 3],
    ],
    [
      'a key exactly 350 ms after the last one starts a new search',
      [
        ['さ', 0],
        ['く', 350],
      ],
      -1,
      [1, -1],
    ],
    [
      'after a pause, the same key cycles to the next match',
      [
        ['さ', 0],
        ['さ', 400],
      ],
      -1,
      [1, 3],
    ],
    [
      'the timer runs from the last key, not the first',
      [
        ['さ', 0],
        ['く', 300],
        ['ら', 600],
      ],
      -1,
      [1, 3, 3],
    ],
    [
      'repeating one character cycles through its matches',
      [
        ['さ', 0],
        ['さ', 100],
        ['さ', 200],
      ],
      -1,
      [1, 3, 5],
    ],
    ['cycling wraps around to the first match', [['さ', 0]], 5, [1]],
    ['one key starts after the current option', [['さ', 0]], 1, [3]],
    [
      'katakana options match hiragana keys',
      [
        ['さ', 0],
        ['い', 50],
        ['た', 100],
        ['ま', 150],
        ['し', 200],
      ],
      -1,
      [1, 1, 1, 1, 5],
    ],
    ['letters match case-insensitively', [['s', 0]], -1, [4]],
    [
      'full-width letters are folded (NFKC)',
      [
        ['Ｓ', 0],
        ['ａ', 50],
      ],
      -1,
      [4, 4],
    ],
    ['no match leaves the focus alone (-1)', [['ん', 0]], 2, [-1]],
    [
      'a key after a failed search within 350 ms keeps failing',
      [
        ['さ', 0],
        ['ん', 100],
        ['く', 200],
      ],
      -1,
      [1, -1, -1],
    ],
    [
      'the failed search is forgotten after 350 ms',
      [
        ['さ', 0],
        ['ん', 100],
        ['く', 450],
      ],
      -1,
      [1, -1, -1],
    ],
    [
      'a new search after the pause can match again',
      [
        ['ん', 0],
        ['s', 400],
      ],
      -1,
      [-1, 4],
    ],
  ])('%s', (_name, keys, current, expected) => {
    expect(run(keys, prefectures, current).matches).toEqual(expected);
  });

  it('never matches a disabled option (null label)', () => {
    expect(run([['さ', 0]], ['北海道', null, 'さくら']).matches).toEqual([2]);
  });

  it('finds nothing in an empty list', () => {
    expect(run([['さ', 0]], []).matches).toEqual([-1]);
  });

  it('remembers the normalised text and the time of the last key', () => {
    const { state } = run(
      [
        ['S', 10],
        ['A', 20],
      ],
      prefectures,
    );
    expect(state).toEqual({ search: 'sa', lastKeyAt: 20 });
  });
});

describe('isTypingAhead', () => {
  it.each([
    ['no search yet', initialTypeaheadState, 0, false],
    ['just typed', { search: 'さ', lastKeyAt: 1000 }, 1000, true],
    ['349 ms later', { search: 'さ', lastKeyAt: 1000 }, 1000 + TYPEAHEAD_RESET_MS - 1, true],
    ['350 ms later', { search: 'さ', lastKeyAt: 1000 }, 1000 + TYPEAHEAD_RESET_MS, false],
  ])('%s → %s', (_name, state, now, expected) => {
    expect(isTypingAhead(state, now)).toBe(expected);
  });
});

describe('normalizeForTypeahead', () => {
  it.each([
    ['サクラ', 'さくら'],
    ['ｻｸﾗ', 'さくら'],
    ['ＡＢＣ', 'abc'],
    ['Tokyo', 'tokyo'],
    ['東京', '東京'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeForTypeahead(input)).toBe(expected);
  });
});
