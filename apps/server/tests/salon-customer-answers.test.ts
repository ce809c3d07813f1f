import type { SalonCustomerField } from '@console/contract/salon';
import { describe, expect, it } from 'vitest';
import {
  contactAddress,
  customerAnswers,
  customerAnswersToStore,
  needsFields,
  phoneDisplay,
} from '../src/salon/customer-answers';

const fields: SalonCustomerField[] = [
  { id: 'name', label: 'お名前', type: 'text', required: true, choices: [] },
  { id: 'tel', label: '電話番号', type: 'tel', required: true, choices: [] },
  { id: 'mail', label: 'メール', type: 'email', required: false, choices: [] },
  { id: 'note', label: 'ご要望', type: 'textarea', required: false, choices: [] },
];

describe('the online form answers kept with a reservation', () => {
  it('stores the answered fields in the form order with their label and type', () => {
    expect(customerAnswersToStore(fields, { note: '短めに', tel: '09012345678', name: '山田 花子' })).toEqual(
      [
        { id: 'name', label: 'お名前', type: 'text', value: '山田 花子' },
        { id: 'tel', label: '電話番号', type: 'tel', value: '09012345678' },
        { id: 'note', label: 'ご要望', type: 'textarea', value: '短めに' },
      ],
    );
  });

  it.each([
    ['a mobile number', '09012345678', '090-1234-5678'],
    ['a Tokyo landline', '0312345678', '03-1234-5678'],
    ['a Fujisawa landline (4-digit area code)', '0466123456', '0466-12-3456'],
    ['a free dial', '0120123456', '0120-123-456'],
    ['an international number', '+14155550123', '+1 415 555 0123'],
    ['a number the plan does not know, as given', '0000000000', '0000000000'],
  ])('shows %s in the usual style', (_, digits, shown) => {
    expect(phoneDisplay(digits)).toBe(shown);
  });

  it.each<[string, unknown, readonly SalonCustomerField[], { id: string; label: string; display: string }[]]>(
    [
      ['nothing stored (a staff reservation)', {}, fields, []],
      ['not an object', null, fields, []],
      [
        'the labelled list, even when the salon renamed or removed a field',
        [
          { id: 'name', label: '氏名', type: 'text', value: '山田 花子' },
          { id: 'kana', label: 'フリガナ', type: 'text', value: 'ヤマダ ハナコ' },
          { id: 'tel', label: '電話番号', type: 'tel', value: '09012345678' },
        ],
        fields,
        [
          { id: 'name', label: '氏名', display: '山田 花子' },
          { id: 'kana', label: 'フリガナ', display: 'ヤマダ ハナコ' },
          { id: 'tel', label: '電話番号', display: '090-1234-5678' },
        ],
      ],
      [
        'the old shape by id, in the form order, a removed field under its id',
        { gone: 'x', tel: '09012345678', name: '山田 花子' },
        fields,
        [
          { id: 'name', label: 'お名前', display: '山田 花子' },
          { id: 'tel', label: '電話番号', display: '090-1234-5678' },
          { id: 'gone', label: 'gone', display: 'x' },
        ],
      ],
      [
        'entries that are not answers are left out',
        [
          { id: 'name', value: '' },
          { id: 3, value: 'x' },
          'text',
          { id: 'note', label: 'ご要望', value: '静かに' },
        ],
        [],
        [{ id: 'note', label: 'ご要望', display: '静かに' }],
      ],
    ],
  )('reads %s', (_, stored, form, expected) => {
    expect(customerAnswers(stored, form).map(({ id, label, display }) => ({ id, label, display }))).toEqual(
      expected,
    );
  });

  it.each([
    [
      'the first phone answer',
      [
        ['mail', 'email', 'a@example.jp'],
        ['tel', 'tel', '09012345678'],
        ['tel2', 'tel', '0312345678'],
      ],
      '09012345678',
    ],
    ['empty without a phone answer', [['mail', 'email', 'a@example.jp']], ''],
    ['empty without answers', [], ''],
  ] as const)('contact_address is %s', (_, list, expected) => {
    const answers = list.map(([id, type, value]) => ({ id, label: id, type, value, display: value }));
    expect(contactAddress(answers)).toBe(expected);
  });

  it.each([
    [{ name: 'x' }, true],
    [{}, false],
    [[{ id: 'name', value: 'x' }], false],
    [null, false],
  ])('needs the salon form to name %j: %s', (stored, expected) => {
    expect(needsFields(stored)).toBe(expected);
  });
});
