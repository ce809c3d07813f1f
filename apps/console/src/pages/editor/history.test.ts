import { describe, expect, it } from 'vitest';
import { COALESCE_MS, HISTORY_LIMIT } from '../../shared/history';
import { type HistoryAction, historyKey, historyReducer, startHistory } from './history';

const run = (actions: HistoryAction<string>[], start = 'a') =>
  actions.reduce(historyReducer<string>, startHistory(start));
const change = (next: string, group: string | null, now: number): HistoryAction<string> => ({
  type: 'change',
  next,
  group,
  now,
});

describe('historyReducer', () => {
  it.each<[string, HistoryAction<string>[], { present: string; past: string[]; future: string[] }]>([
    ['a change is a step', [change('b', null, 0)], { present: 'b', past: ['a'], future: [] }],
    [
      'typing in one field within a second is one step',
      [change('ab', 'f', 1000), change('abc', 'f', 1500), change('abcd', 'f', 2400)],
      { present: 'abcd', past: ['a'], future: [] },
    ],
    [
      'a pause of a second or more starts a new step',
      [change('ab', 'f', 1000), change('abc', 'f', 1000 + COALESCE_MS)],
      { present: 'abc', past: ['a', 'ab'], future: [] },
    ],
    [
      'typing in another field starts a new step',
      [change('ab', 'f', 1000), change('abx', 'g', 1100)],
      { present: 'abx', past: ['a', 'ab'], future: [] },
    ],
    [
      'changes without a group never join',
      [change('b', null, 1000), change('c', null, 1001)],
      { present: 'c', past: ['a', 'b'], future: [] },
    ],
    ['the same value is no step', [change('a', null, 0)], { present: 'a', past: [], future: [] }],
    [
      'undo goes back a step',
      [change('b', null, 0), change('c', null, 5000), { type: 'undo' }],
      { present: 'b', past: ['a'], future: ['c'] },
    ],
    [
      'redo goes forward again',
      [change('b', null, 0), { type: 'undo' }, { type: 'redo' }],
      { present: 'b', past: ['a'], future: [] },
    ],
    ['undo with nothing to undo changes nothing', [{ type: 'undo' }], { present: 'a', past: [], future: [] }],
    ['redo with nothing to redo changes nothing', [{ type: 'redo' }], { present: 'a', past: [], future: [] }],
    [
      'a change after an undo drops what could be redone',
      [change('b', null, 0), { type: 'undo' }, change('x', null, 5000)],
      { present: 'x', past: ['a'], future: [] },
    ],
    [
      'typing right after an undo is a new step, not joined to the one before',
      [change('ab', 'f', 1000), change('abc', 'f', 5000), { type: 'undo' }, change('abz', 'f', 5100)],
      { present: 'abz', past: ['a', 'ab'], future: [] },
    ],
    [
      'reset forgets every step',
      [change('b', null, 0), { type: 'reset', present: 'z' }],
      { present: 'z', past: [], future: [] },
    ],
  ])('%s', (_name, actions, expected) => {
    const history = run(actions);
    expect({ present: history.present, past: [...history.past], future: [...history.future] }).toEqual(
      expected,
    );
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    const actions = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => change(`v${i}`, null, i * 5000));
    const history = run(actions);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe('v4');
  });
});

describe('historyKey', () => {
  const key = (
    key: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>>,
  ) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });
  it.each([
    ['Ctrl+Z', key('z', { ctrlKey: true }), 'undo'],
    ['⌘Z', key('z', { metaKey: true }), 'undo'],
    ['Ctrl+Shift+Z (Z upper-cased by Shift)', key('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    ['⌘⇧Z', key('z', { metaKey: true, shiftKey: true }), 'redo'],
    ['Ctrl+Y', key('y', { ctrlKey: true }), 'redo'],
    ['⌘Y is the browser’s', key('y', { metaKey: true }), null],
    ['Z alone types a letter', key('z', {}), null],
    ['Ctrl+Alt+Z is not ours', key('z', { ctrlKey: true, altKey: true }), null],
    ['Ctrl+S is not ours', key('s', { ctrlKey: true }), null],
  ])('%s', (_name, event, expected) => {
    expect(historyKey(event)).toBe(expected);
  });
});
