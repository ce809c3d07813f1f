import type { SalonCustomerField } from '@console/contract/salon';
import { describe, expect, it } from 'vitest';
import { customerErrors } from './customerCheck';

const fields: SalonCustomerField[] = [
  { id: 'name', label: 'お名前', type: 'text', required: true, choices: [] },
  { id: 'tel', label: '電話番号', type: 'tel', required: true, choices: [] },
  { id: 'mail', label: 'メール', type: 'email', required: false, choices: [] },
  { id: 'visit', label: 'ご来店は', type: 'select', required: false, choices: ['はじめて', '2 回目以降'] },
  { id: 'note', label: 'ご要望', type: 'textarea', required: false, choices: [] },
];

/**
 * The booking form's check before sending is the contract's schema: the words below are the ones
 * the server's 422 gives for the same answers (apps/server/tests/salon-public-booking.test.ts,
 * "checks the customer’s answers against the salon’s fields").
 */
describe('the booking form’s check of the customer’s answers', () => {
  it('says of a phone number of the wrong shape exactly what the server’s 422 says', () => {
    expect(customerErrors(fields, { name: '山田 花子', tel: '12345' })).toEqual({
      tel: '電話番号を正しく入力してください（例: 090-1234-5678）。',
    });
  });

  it.each([
    [
      { name: '', tel: '   ' },
      { name: '入力してください。', tel: '入力してください。' },
    ],
    [{ name: 'a', tel: '09012345678', mail: 'x@y' }, { mail: 'メールアドレスを正しく入力してください。' }],
    [{ name: 'a', tel: '09012345678', visit: 'たぶん' }, { visit: '選択肢から選んでください。' }],
    [{ name: 'a'.repeat(101), tel: '09012345678' }, { name: '100文字以内で入力してください。' }],
    [{ name: 'a', tel: '09012345678', note: '𠮷'.repeat(1000) }, {}],
    [{ name: 'a', tel: '09012345678', extra: 'x' }, { extra: 'この項目はありません。' }],
    [{ name: '山田', tel: '０９０－１２３４－５６７８', visit: '', note: '' }, {}],
  ])('%o → %o', (values, expected) => {
    expect(customerErrors(fields, values)).toEqual(expected);
  });
});
