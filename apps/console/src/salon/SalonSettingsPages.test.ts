import { describe, expect, it } from 'vitest';
import { SALON_TEXT } from './messages';
import { courseInput, resourceInput } from './SalonSettingsPages';
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

/*
 * The same words as the server's 422 (apps/server/tests/salon.test.ts, "answers the same words the
 * console's forms show"): the forms run the contract's schema before sending.
 */
describe('the forms say what the server would', () => {
  const course = {
    name: 'カット',
    duration: '60',
    price: '0',
    bufferBefore: '0',
    bufferAfter: '0',
    isOnline: true,
  };

  it('a course name over 100 characters: 100文字以内で入力してください。', () => {
    const { input, errors } = courseInput({ ...course, name: 'あ'.repeat(101) });
    expect(input).toBeNull();
    expect(errors).toEqual({ name: '100文字以内で入力してください。' });
    expect(courseInput({ ...course, name: '  ' }).errors).toEqual({ name: '入力してください。' });
    expect(courseInput({ ...course, duration: '3' }).errors).toEqual({
      duration: '5〜1440分の整数で入力してください。',
    });
  });

  it('a resource colour not #rrggbb: 色は #rrggbb の形で指定してください。', () => {
    const values = { name: '山本', kind: 'staff' as const, isOnline: true, isActive: true };
    expect(resourceInput(values, 'red')).toEqual({
      input: null,
      errors: { color: '色は #rrggbb の形で指定してください。' },
    });
    expect(resourceInput({ ...values, name: ' 山本 ' }, '#AABBCC').input).toEqual({
      name: '山本',
      kind: 'staff',
      is_online: true,
      is_active: true,
      color: '#aabbcc',
    });
  });
});
