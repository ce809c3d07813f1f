import {
  journeyInputSchema,
  journeyNameSchema,
  triggerActionInputSchema,
  triggerInputSchema,
} from '@console/contract/journeys';
import { describe, expect, it } from 'vitest';
import { checkInput, writeError } from './common';

/** What a form shows when its own check (the contract schema the server runs) fails. */
function shown(schema: Parameters<typeof checkInput>[0], values: unknown) {
  try {
    checkInput(schema, values);
  } catch (failure) {
    return writeError(failure);
  }
  return null;
}

// The same words apps/server/tests/journeys*.test.ts read in the server's 422 for the same input.
describe('the journeys forms check with the contract schema before sending', () => {
  it.each([
    ['a blank journey name', journeyInputSchema, { name: '   ' }, '入力してください。'],
    [
      'a journey name of 101 characters',
      journeyInputSchema,
      { name: 'あ'.repeat(101) },
      '100文字以内で入力してください。',
    ],
    ['a blank journey tag name', journeyNameSchema, { name: '' }, '入力してください。'],
    [
      'a group name of 101 characters',
      journeyNameSchema,
      { name: 'あ'.repeat(101) },
      '100文字以内で入力してください。',
    ],
    ['a blank trigger name', triggerInputSchema, { name: '  ' }, '入力してください。'],
  ])('%s shows the 422 words under the name field', (_, schema, values, message) => {
    const failure = shown(schema, values);
    expect(failure?.fields.name).toBe(message);
    expect(failure?.messages[0]).toBe('入力内容に誤りがあります。');
  });

  it('a message action with a blank text shows the 422 words under the text field', () => {
    const failure = shown(triggerActionInputSchema, { name: '空', type: 'message', text: '  ' });
    expect(failure?.fields).toEqual({ text: 'メッセージを入力してください（5,000文字まで）。' });
  });

  it("a journey's step fields show the 422 words under the step's field", () => {
    const failure = shown(journeyInputSchema, {
      name: '検査',
      steps: [
        { type: 'wait', minutes: -1 },
        { type: 'message', text: '' },
        { type: 'wait_until', weekday: 7, time: '25:00' },
        { type: 'set_var', value: 'あ'.repeat(1001) },
        { type: 'branch' },
        { type: 'exit' },
      ],
    });
    expect(failure?.fields).toEqual({
      'steps.0.minutes': '待つ時間は 0〜525,600 分（1年）の整数で入力してください。',
      'steps.1.text': 'メッセージを入力してください（5,000文字まで）。',
      'steps.2.weekday': '曜日を選んでください。',
      'steps.2.time': '時刻は HH:mm の形で入力してください。',
      'steps.3.var_id': 'このアカウントの友だち情報の項目を選んでください。',
      'steps.3.value': '値は1,000文字以内で入力してください。',
      'steps.4.tag_id': 'このアカウントのタグを選んでください。',
      'steps.4.else_step': '条件に合わないときの行き先は、このステップより後のステップを選んでください。',
    });
    expect(failure?.messages[0]).toBe('入力内容に誤りがあります。');
  });

  it("a journey of more than 50 steps shows the count's words (the array's rule)", () => {
    const failure = shown(journeyInputSchema, {
      name: '長い',
      steps: Array.from({ length: 51 }, () => ({ type: 'exit' })),
    });
    expect(failure?.fields).toEqual({ steps: 'ステップは50個までです。' });
  });

  it('lets a valid form through (the name trimmed as the server keeps it)', () => {
    expect(shown(journeyInputSchema, { name: ' ようこそ ', status: 'draft' })).toBeNull();
    expect(shown(triggerInputSchema, { name: '購入完了', description: '' })).toBeNull();
  });
});
