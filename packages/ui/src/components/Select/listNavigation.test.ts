import { describe, expect, it } from 'vitest';
import { keyToMove, type ListMove, moveActive } from './listNavigation';

// o = enabled, x = disabled, one character per option.
const flags = (pattern: string) => Array.from(pattern).map((c) => c === 'x');

describe('moveActive', () => {
  it.each`
    move          | current | options         | page | expected | why
    ${'next'}     | ${0}    | ${'ooooo'}      | ${5} | ${1}     | ${'down one'}
    ${'next'}     | ${4}    | ${'ooooo'}      | ${5} | ${4}     | ${'stops at the end, no wrap'}
    ${'next'}     | ${0}    | ${'oxooo'}      | ${5} | ${2}     | ${'skips a disabled option'}
    ${'next'}     | ${2}    | ${'oooxx'}      | ${5} | ${2}     | ${'only disabled below: stays'}
    ${'next'}     | ${-1}   | ${'xxooo'}      | ${5} | ${2}     | ${'nothing highlighted: first enabled'}
    ${'previous'} | ${3}    | ${'ooooo'}      | ${5} | ${2}     | ${'up one'}
    ${'previous'} | ${0}    | ${'ooooo'}      | ${5} | ${0}     | ${'stops at the top, no wrap'}
    ${'previous'} | ${3}    | ${'oxxoo'}      | ${5} | ${0}     | ${'skips two disabled'}
    ${'previous'} | ${2}    | ${'xxooo'}      | ${5} | ${2}     | ${'only disabled above: stays'}
    ${'previous'} | ${-1}   | ${'oooxx'}      | ${5} | ${2}     | ${'nothing highlighted: last enabled'}
    ${'first'}    | ${3}    | ${'xoooo'}      | ${5} | ${1}     | ${'Home: first enabled'}
    ${'last'}     | ${0}    | ${'oooox'}      | ${5} | ${3}     | ${'End: last enabled'}
    ${'first'}    | ${-1}   | ${'xxx'}        | ${5} | ${-1}    | ${'all disabled: none'}
    ${'last'}     | ${-1}   | ${''}           | ${5} | ${-1}    | ${'no options: none'}
    ${'next'}     | ${-1}   | ${''}           | ${5} | ${-1}    | ${'no options, arrow: none'}
    ${'pageDown'} | ${0}    | ${'oooooooooo'} | ${4} | ${4}     | ${'a page down'}
    ${'pageDown'} | ${8}    | ${'oooooooooo'} | ${4} | ${9}     | ${'a page down stops at the end'}
    ${'pageDown'} | ${0}    | ${'ooooxooooo'} | ${4} | ${5}     | ${'page target disabled: the next enabled'}
    ${'pageDown'} | ${0}    | ${'oooooxxxxx'} | ${7} | ${4}     | ${'disabled to the end: the last enabled before'}
    ${'pageDown'} | ${4}    | ${'oooooxxxxx'} | ${3} | ${4}     | ${'nothing enabled further: stays'}
    ${'pageDown'} | ${-1}   | ${'oooooooooo'} | ${4} | ${3}     | ${'nothing highlighted: a page from the top'}
    ${'pageUp'}   | ${9}    | ${'oooooooooo'} | ${4} | ${5}     | ${'a page up'}
    ${'pageUp'}   | ${2}    | ${'oooooooooo'} | ${4} | ${0}     | ${'a page up stops at the top'}
    ${'pageUp'}   | ${9}    | ${'oooooxoooo'} | ${4} | ${4}     | ${'page target disabled: the enabled one above'}
    ${'pageUp'}   | ${9}    | ${'xxxxxxxooo'} | ${4} | ${7}     | ${'disabled to the top: the first enabled after'}
    ${'pageUp'}   | ${7}    | ${'xxxxxxxooo'} | ${4} | ${7}     | ${'nothing enabled above: stays'}
    ${'pageDown'} | ${0}    | ${'ooo'}        | ${0} | ${1}     | ${'page size under 1 counts as 1'}
  `('$why ($move from $current in "$options")', ({ move, current, options, page, expected }) => {
    expect(moveActive(move as ListMove, current, flags(options), page)).toBe(expected);
  });
});

describe('keyToMove', () => {
  it.each`
    key            | expected
    ${'ArrowDown'} | ${'next'}
    ${'ArrowUp'}   | ${'previous'}
    ${'Home'}      | ${'first'}
    ${'End'}       | ${'last'}
    ${'PageDown'}  | ${'pageDown'}
    ${'PageUp'}    | ${'pageUp'}
    ${'Enter'}     | ${undefined}
    ${'a'}         | ${undefined}
  `('$key → $expected', ({ key, expected }) => {
    expect(keyToMove(key)).toBe(expected);
  });
});
