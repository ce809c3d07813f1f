import { describe, expect, it } from 'vitest';
import { SALON_TEXT } from './messages';
import { courseInput } from './SalonSettingsPages';
import { parseWholeNumber } from './settings';

describe('numbers typed by operators', () => {
  it.each([
    ['60', 60],
    ['６０', 60], // full-width digits from the IME
    ['5,500', 5500],
    ['５，５００', 5500],
    [' 90 ', 90],
    ['0', 0],
    ['', null],
    ['-5', null],
    ['1.5', null],
    ['六十', null],
    ['1234567890', null],
  ])('%o reads as %o', (text, expected) => {
    expect(parseWholeNumber(text)).toBe(expected);
  });

  it('builds the course body, or names each field that is not a number', () => {
    const values = {
      name: 'カット',
      duration: '６０',
      price: '5,500',
      bufferBefore: '0',
      bufferAfter: '１０',
      isOnline: false,
    };
    expect(courseInput(values)).toEqual({
      input: {
        name: 'カット',
        duration: 60,
        price: 5500,
        buffer_before: 0,
        buffer_after: 10,
        is_online: false,
      },
      errors: {},
    });
    expect(courseInput({ ...values, duration: '一時間', price: '' })).toEqual({
      input: null,
      errors: { duration: SALON_TEXT.numberInvalid, price: SALON_TEXT.numberInvalid },
    });
  });
});
