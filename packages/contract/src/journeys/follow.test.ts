import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation';
import {
  FOLLOW_DEFAULTS,
  FOLLOW_GREETING_MAX_AGE_HOURS,
  FOLLOW_MESSAGES,
  followPlan,
  followSettingsInputSchema,
  followTabOf,
  type RefollowMode,
} from './follow';

const NOW = new Date('2026-11-27T12:00:00Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('followPlan: what one follow event does', () => {
  it.each<[string, boolean, RefollowMode, boolean, Date, ReturnType<typeof followPlan>]>([
    [
      'a new friend, greeting on',
      true,
      'nothing',
      false,
      NOW,
      { greet: true, greetingSkipped: null, actions: true },
    ],
    [
      'a new friend, greeting off',
      false,
      'same_as_new',
      false,
      NOW,
      { greet: false, greetingSkipped: null, actions: true },
    ],
    [
      'a new friend at the cutoff exactly',
      true,
      'same_as_new',
      false,
      ago(FOLLOW_GREETING_MAX_AGE_HOURS * HOUR),
      { greet: true, greetingSkipped: null, actions: true },
    ],
    [
      'a new friend 1 ms past the cutoff',
      true,
      'same_as_new',
      false,
      ago(FOLLOW_GREETING_MAX_AGE_HOURS * HOUR + 1),
      { greet: false, greetingSkipped: 'too_old', actions: true },
    ],
    [
      'a re-follow, same as new',
      true,
      'same_as_new',
      true,
      NOW,
      { greet: true, greetingSkipped: null, actions: true },
    ],
    [
      'a re-follow, greeting only',
      true,
      'greeting_only',
      true,
      NOW,
      { greet: true, greetingSkipped: null, actions: false },
    ],
    [
      'a re-follow, actions only',
      true,
      'actions_only',
      true,
      NOW,
      { greet: false, greetingSkipped: 'refollow', actions: true },
    ],
    [
      'a re-follow, nothing',
      true,
      'nothing',
      true,
      NOW,
      { greet: false, greetingSkipped: 'refollow', actions: false },
    ],
    [
      'a re-follow, nothing, greeting off',
      false,
      'nothing',
      true,
      NOW,
      { greet: false, greetingSkipped: null, actions: false },
    ],
    [
      'an old re-follow, greeting only',
      true,
      'greeting_only',
      true,
      ago(48 * HOUR),
      { greet: false, greetingSkipped: 'too_old', actions: false },
    ],
  ])('%s', (_name, enabled, refollow, isUnblocked, eventAt, expected) => {
    expect(followPlan({ greeting_enabled: enabled, refollow }, { isUnblocked, eventAt }, NOW)).toEqual(
      expected,
    );
  });
});

describe('followTabOf: ?tab=', () => {
  it.each([
    ['basic', 'basic'],
    ['actions', 'actions'],
    ['refollow', 'refollow'],
    ['', 'basic'],
    [null, 'basic'],
    [undefined, 'basic'],
    ['BASIC', 'basic'],
    ['unknown', 'basic'],
  ] as const)('%s opens %s', (value, tab) => {
    expect(followTabOf(value)).toBe(tab);
  });
});

describe('followSettingsInputSchema', () => {
  const { updated_at: _, ...defaults } = FOLLOW_DEFAULTS;
  const base = { ...defaults, greeting_enabled: true, messages: [{ type: 'text', text: 'ようこそ' }] };
  it.each([
    ['the defaults', defaults, null],
    ['five messages', { ...base, messages: Array(5).fill({ type: 'text', text: 'x' }) }, null],
    ['six messages', { ...base, messages: Array(6).fill({ type: 'text', text: 'x' }) }, 'messages'],
    ['a text of 5,000 characters', { ...base, messages: [{ type: 'text', text: 'あ'.repeat(5000) }] }, null],
    [
      'a text of 5,001 characters',
      { ...base, messages: [{ type: 'text', text: 'あ'.repeat(5001) }] },
      'messages.0.text',
    ],
    ['an image message', { ...base, messages: [{ type: 'image', text: 'x' }] }, 'messages.0.type'],
    ['greeting off without messages', { ...base, greeting_enabled: false, messages: [] }, null],
    ['a template chosen', { ...base, greeting_type: 'template', template_id: 3 }, null],
    ['a template type without one', { ...base, greeting_type: 'template', template_id: null }, 'template_id'],
    ['20 tags', { ...base, tag_ids: Array.from({ length: 20 }, (_v, i) => i + 1) }, null],
    ['21 tags', { ...base, tag_ids: Array.from({ length: 21 }, (_v, i) => i + 1) }, 'tag_ids'],
    ['a value of 1,000 characters', { ...base, values: [{ var_id: 1, value: 'x'.repeat(1000) }] }, null],
    [
      'a value of 1,001 characters',
      { ...base, values: [{ var_id: 1, value: 'x'.repeat(1001) }] },
      'values.0.value',
    ],
    [
      'one variable twice',
      {
        ...base,
        values: [
          { var_id: 1, value: 'a' },
          { var_id: 1, value: 'b' },
        ],
      },
      'values',
    ],
  ])('%s', (_name, input, field) => {
    const result = fieldErrors(followSettingsInputSchema, input);
    if (field === null) expect(result).toMatchObject({ ok: true });
    else expect(result.ok ? {} : Object.keys(result.errors)).toContain(field);
  });

  it('says a duplicate tag in Japanese', () => {
    const result = fieldErrors(followSettingsInputSchema, { ...base, tag_ids: [1, 1] });
    expect(result).toEqual({ ok: false, errors: { tag_ids: [FOLLOW_MESSAGES.tagTwice] } });
  });
});
