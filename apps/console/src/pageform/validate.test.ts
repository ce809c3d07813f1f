import { PUBLIC_PAGE_MESSAGES as M } from '@console/contract/pages';
import { describe, expect, it } from 'vitest';
import { type FieldSpec, type FieldValue, validateField } from './validate';

const spec = (overrides: Partial<FieldSpec> & Pick<FieldSpec, 'type'>): FieldSpec => ({
  required: false,
  max: null,
  options: [],
  ...overrides,
});
const file = (type: string, size: number) => {
  const made = new File(['x'], 'a', { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('validateField', () => {
  it.each<[string, FieldSpec, FieldValue, string | null]>([
    ['an empty required text', spec({ type: 'text', required: true }), '  ', M.required],
    ['an empty optional text', spec({ type: 'text' }), '', null],
    ['a text at its limit', spec({ type: 'text', max: 3 }), 'あいう', null],
    ['a text over its limit', spec({ type: 'text', max: 3 }), 'あいうえ', M.tooLong(3)],
    ['emoji counted as one character each', spec({ type: 'text', max: 2 }), '😀😀', null],
    ['a textarea over the answer limit', spec({ type: 'textarea' }), 'あ'.repeat(5001), M.tooLong(5000)],
    ['an e-mail address', spec({ type: 'email' }), 'hanako@example.jp', null],
    ['an e-mail without a domain', spec({ type: 'email' }), 'hanako@', M.email],
    ['a mobile number with hyphens', spec({ type: 'tel' }), '090-1234-5678', null],
    ['a full-width phone number', spec({ type: 'tel' }), '０９０１２３４５６７８', null],
    ['a phone number with letters', spec({ type: 'tel' }), '090-abcd-5678', M.tel],
    ['a phone number too short', spec({ type: 'tel' }), '03-1234', M.tel],
    ['a real date', spec({ type: 'date' }), '2026-02-28', null],
    ['a date that does not exist', spec({ type: 'date' }), '2026-02-30', M.date],
    ['a time', spec({ type: 'time' }), '23:59', null],
    ['a time past midnight', spec({ type: 'time' }), '24:00', M.time],
    ['a radio option', spec({ type: 'radio', options: ['カット', 'カラー'] }), 'カラー', null],
    ['a radio value not offered', spec({ type: 'radio', options: ['カット'] }), 'パーマ', M.choice],
    [
      'a required radio left empty',
      spec({ type: 'radio', required: true, options: ['カット'] }),
      '',
      M.required,
    ],
    ['checkboxes ticked', spec({ type: 'checkbox', options: ['A', 'B'] }), ['A', 'B'], null],
    [
      'a required checkbox group left empty',
      spec({ type: 'checkbox', required: true, options: ['A'] }),
      [],
      M.required,
    ],
    ['a select option', spec({ type: 'select', options: ['東京'] }), '東京', null],
    ['an image file', spec({ type: 'file' }), file('image/png', 1000), null],
    ['a file of a type not accepted', spec({ type: 'file' }), file('text/html', 10), M.fileType],
    ['a file over 10 MB', spec({ type: 'file' }), file('image/jpeg', 10 * 1024 * 1024 + 1), M.fileSize],
    ['a file without a type (left to the server)', spec({ type: 'file' }), file('', 10), null],
    ['a required file not chosen', spec({ type: 'file', required: true }), null, M.required],
  ])('%s', (_name, fieldSpec, value, expected) => {
    expect(validateField(fieldSpec, value)).toBe(expected);
  });
});
