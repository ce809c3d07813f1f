import { describe, expect, it } from 'vitest';
import { isComposingEvent } from './composition';

describe('isComposingEvent', () => {
  it.each([
    ['a plain Enter', { isComposing: false, keyCode: 13 }, false],
    ['the standard flag', { isComposing: true, keyCode: 13 }, true],
    ['keyCode 229 (key handled by the IME)', { isComposing: false, keyCode: 229 }, true],
    [
      'a React event whose native event is composing',
      { nativeEvent: { isComposing: true, keyCode: 13 } },
      true,
    ],
    [
      'a React event whose native keyCode is 229',
      { nativeEvent: { isComposing: false, keyCode: 229 } },
      true,
    ],
    ['a React event that is not composing', { nativeEvent: { isComposing: false, keyCode: 13 } }, false],
    ['no information at all', {}, false],
  ])('%s → %s', (_name, event, expected) => {
    expect(isComposingEvent(event)).toBe(expected);
  });
});
