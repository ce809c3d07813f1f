import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation';
import {
  sendsTemplate,
  TRIGGER_ACTION_TEMPLATE_MESSAGE,
  TRIGGER_ACTION_TEXT_MESSAGE,
  triggerActionInputSchema,
} from './triggers';

const action = (overrides: Record<string, unknown> = {}) => ({
  name: 'お礼',
  type: 'message',
  text: 'ご登録ありがとうございます',
  ...overrides,
});

describe('a trigger action as the API takes it (spec §7, issue 29)', () => {
  it.each([
    // A caller written before templates existed sends no template_id: answered as before.
    ['a message with its text and no template_id', action(), {}],
    ['a message with its text and template_id null', action({ template_id: null }), {}],
    ['a message sending a template, no text', action({ text: undefined, template_id: 12 }), {}],
    ['a message sending a template, text empty', action({ text: '', template_id: 12 }), {}],
    // The template is what is sent; a text left over from before is not checked.
    ['a template and a blank text', action({ text: '   ', template_id: 12 }), {}],
    ['a template and a text too long', action({ text: 'あ'.repeat(5001), template_id: 12 }), {}],
    ['a blank text and no template', action({ text: '  ' }), { text: [TRIGGER_ACTION_TEXT_MESSAGE] }],
    [
      'a blank text and template_id null',
      action({ text: '', template_id: null }),
      { text: [TRIGGER_ACTION_TEXT_MESSAGE] },
    ],
    ['a text of 5,000 characters', action({ text: 'あ'.repeat(5000) }), {}],
    [
      'a text of 5,001 characters',
      action({ text: 'あ'.repeat(5001) }),
      { text: [TRIGGER_ACTION_TEXT_MESSAGE] },
    ],
    [
      'a template id that is not a number',
      action({ template_id: '12' }),
      { template_id: [TRIGGER_ACTION_TEMPLATE_MESSAGE] },
    ],
    [
      'a template id that is not whole',
      action({ template_id: 1.5 }),
      { template_id: [TRIGGER_ACTION_TEMPLATE_MESSAGE] },
    ],
    // Another type needs no text; a template_id there is the server's to drop.
    ['a tag action with no text', { name: 'タグ', type: 'add_tag', action_id: 3 }, {}],
    ['a tag action with a template id', { name: 'タグ', type: 'add_tag', action_id: 3, template_id: 12 }, {}],
  ])('%s', (_name, input, errors) => {
    const result = fieldErrors(triggerActionInputSchema, input);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it('says a template is chosen in the words of a journey’s message step', () => {
    expect(TRIGGER_ACTION_TEMPLATE_MESSAGE).toBe('このアカウントの配信可能なテンプレートを選んでください。');
  });
});

describe('sendsTemplate', () => {
  it.each([
    [{}, false],
    [{ template_id: null }, false],
    [{ template_id: 0 }, true],
    [{ template_id: 12 }, true],
  ])('%o → %s', (input, expected) => {
    expect(sendsTemplate(input)).toBe(expected);
  });
});
