import { describe, expect, it } from 'vitest';
import { LINE_MESSAGE_ERRORS as E } from '../line/messages';
import { fieldErrors } from '../validation';
import { templateInputSchema } from './input';
import { contentGroupInputSchema, TEMPLATE_MESSAGES, templateQuerySchema } from './schemas';

const text = (value: string) => ({ type: 'text', text: value });
const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'ご予約ありがとうございます',
  status: 'ready',
  messages: [text('{{var:1}}様、ご予約ありがとうございます。')],
  ...overrides,
});

describe('a template as the API takes it', () => {
  it.each([
    ['a ready text', input(), {}],
    ['a blank name', input({ name: '   ' }), { name: ['入力してください。'] }],
    [
      'a name of 101 characters',
      input({ name: 'あ'.repeat(101) }),
      { name: ['100文字以内で入力してください。'] },
    ],
    ['no message', input({ messages: [] }), { messages: [TEMPLATE_MESSAGES.messages] }],
    [
      'six messages',
      input({ messages: Array.from({ length: 6 }, () => text('a')) }),
      { messages: [TEMPLATE_MESSAGES.messages] },
    ],
    [
      'messages that are not a list',
      input({ messages: 'こんにちは' }),
      { messages: [TEMPLATE_MESSAGES.messages] },
    ],
    ['an unknown status', input({ status: 'sent' }), { status: [TEMPLATE_MESSAGES.status] }],
    // Source: Messaging API reference, #text-message: "Max character limit: 5000".
    [
      'a ready text of 5,001 characters',
      input({ messages: [text('あ'.repeat(5001))] }),
      { 'messages.0.text': [E.tooLong(5000)] },
    ],
    ['a draft text of 5,001 characters', input({ status: 'draft', messages: [text('あ'.repeat(5001))] }), {}],
    [
      'a ready blank second text',
      input({ messages: [text('a'), text(' ')] }),
      { 'messages.1.text': [E.required] },
    ],
    ['a draft of an unknown type', input({ status: 'draft', messages: [{ type: 'video' }] }), {}],
    [
      'a ready message of an unknown type',
      input({ messages: [{ type: 'video' }] }),
      { 'messages.0.type': [E.type] },
    ],
    ['a group id of zero', input({ group_id: 0 }), { group_id: expect.any(Array) }],
    ['no group', input({ group_id: null }), {}],
  ])('%s', (_, value, errors) => {
    const checked = fieldErrors(templateInputSchema, value);
    expect(checked.ok ? {} : checked.errors).toEqual(errors);
  });

  it('trims the name', () => {
    expect(templateInputSchema.parse(input({ name: '  春のキャンペーン ' })).name).toBe('春のキャンペーン');
  });
});

describe('the list query and the group name', () => {
  it.each([
    [{}, true],
    [{ group: 'none' }, true],
    [{ group: '12' }, true],
    [{ group: 'x' }, false],
    [{ group: '0' }, false],
    [{ status: 'draft', q: '予約' }, true],
    [{ q: 'あ'.repeat(101) }, false],
    [{ page: '2', per_page: '50' }, true],
  ])('%j accepted: %s', (query, ok) => {
    expect(templateQuerySchema.safeParse(query).success).toBe(ok);
  });

  it('takes the group as a number', () => {
    expect(templateQuerySchema.parse({ group: '12' }).group).toBe(12);
  });

  it.each([
    ['キャンペーン', true],
    ['', false],
    ['あ'.repeat(50), true],
    ['あ'.repeat(51), false],
  ])('a group named %j accepted: %s', (name, ok) => {
    expect(contentGroupInputSchema.safeParse({ name }).success).toBe(ok);
  });
});
