import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tabNavigation';

const none = [false, false, false];
const middleOff = [false, true, false];

describe('nextTabIndex', () => {
  it.each<[string, string, number, boolean[], number | undefined]>([
    ['→ goes to the next tab', 'ArrowRight', 0, none, 1],
    ['← goes to the previous tab', 'ArrowLeft', 2, none, 1],
    ['→ on the last tab wraps to the first', 'ArrowRight', 2, none, 0],
    ['← on the first tab wraps to the last', 'ArrowLeft', 0, none, 2],
    ['Home goes to the first tab', 'Home', 2, none, 0],
    ['End goes to the last tab', 'End', 0, none, 2],
    ['→ skips a disabled tab', 'ArrowRight', 0, middleOff, 2],
    ['← skips a disabled tab', 'ArrowLeft', 2, middleOff, 0],
    ['Home skips a disabled first tab', 'Home', 2, [true, false, false], 1],
    ['End skips a disabled last tab', 'End', 0, [false, false, true], 1],
    ['→ with only one enabled tab stays on it', 'ArrowRight', 1, [true, false, true], 1],
    ['every tab disabled: nowhere to go', 'ArrowRight', 0, [true, true, true], undefined],
    ['no tabs', 'ArrowRight', 0, [], undefined],
    ['↓ is not a tab key (the tabs are in a row)', 'ArrowDown', 0, none, undefined],
    ['a letter is not a tab key', 'a', 0, none, undefined],
  ])('%s', (_name, key, current, disabled, expected) => {
    expect(nextTabIndex(key, current, disabled)).toBe(expected);
  });
});
