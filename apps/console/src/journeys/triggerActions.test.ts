import type { TriggerAction } from '@console/contract/journeys';
import { describe, expect, it } from 'vitest';
import { JOURNEYS_TEXT as T } from './messages';
import {
  type ActionDraft,
  actionDraft,
  actionInput,
  NONE,
  sourceOptions,
  templateSummary,
} from './triggerActions';

const draft = (overrides: Partial<ActionDraft> = {}): ActionDraft => ({
  name: 'お礼',
  type: 'message',
  target: NONE,
  source: NONE,
  text: 'ご登録ありがとうございます',
  segment: NONE,
  ...overrides,
});
const saved = (overrides: Partial<TriggerAction> = {}): TriggerAction => ({
  id: 2,
  name: 'お礼',
  trigger_id: 1,
  type: 'message',
  action_id: null,
  text: '',
  template_id: 7,
  member_query_id: 3,
  is_active: true,
  state: 1,
  ...overrides,
});
const templates = [
  { id: 7, name: '冬のご案内' },
  { id: 8, name: '予約のお礼' },
];

describe('actionInput: what the trigger action form sends', () => {
  it.each<[string, ActionDraft, object]>([
    [
      'a message with its own text sends the text and no template',
      draft(),
      { action_id: null, text: 'ご登録ありがとうございます', template_id: null },
    ],
    [
      'a message sending a template sends its id and no text (a text typed before is dropped)',
      draft({ source: '7' }),
      { action_id: null, text: '', template_id: 7 },
    ],
    [
      'a tag action sends its tag, no template, no text',
      draft({ type: 'add_tag', target: '4', source: '7' }),
      { action_id: 4, template_id: null },
    ],
    [
      'a journey not chosen yet is null',
      draft({ type: 'start_journey' }),
      { action_id: null, template_id: null },
    ],
    ['a segment is its id', draft({ segment: '3' }), { member_query_id: 3 }],
    ['every friend is null', draft(), { member_query_id: null }],
  ])('%s', (_name, input, expected) => {
    const sent = actionInput(input);
    expect(sent).toMatchObject(expected);
    if (input.type !== 'message') expect(sent).not.toHaveProperty('text');
  });

  it('a saved action opens with its values and is sent back as it was', () => {
    const action = saved();
    expect(actionDraft(action)).toEqual({
      name: 'お礼',
      type: 'message',
      target: NONE,
      source: '7',
      text: '',
      segment: '3',
    });
    expect(actionInput(actionDraft(action))).toEqual({
      name: 'お礼',
      type: 'message',
      action_id: null,
      text: '',
      template_id: 7,
      member_query_id: 3,
    });
    expect(actionDraft(saved({ template_id: null, text: 'やあ' })).source).toBe(NONE);
    expect(actionDraft().type).toBe('start_journey');
  });
});

describe('sourceOptions: the 送る内容 choices', () => {
  it.each<[string, number | null, string[]]>([
    ['the own text first, then the ready templates', null, [T.ownText, '冬のご案内', '予約のお礼']],
    ['a chosen ready template is among them once', 8, [T.ownText, '冬のご案内', '予約のお礼']],
    [
      'a chosen template no longer ready stays, named so',
      9,
      [T.ownText, '冬のご案内', '予約のお礼', T.templateGone(9)],
    ],
  ])('%s', (_name, chosen, names) => {
    expect(sourceOptions(templates, chosen).map((option) => option.name)).toEqual(names);
  });

  it('holds each template by its id, the own text by NONE', () => {
    expect(sourceOptions(templates, null).map((option) => option.value)).toEqual([NONE, '7', '8']);
  });
});

describe('templateSummary: what an action’s row says it sends', () => {
  it.each<[string, number, typeof templates | undefined, string]>([
    ['a ready template by its name', 7, templates, 'テンプレート「冬のご案内」'],
    ['one no longer ready, by its id', 9, templates, 'テンプレート 9（配信可能ではありません）'],
    ['while the templates load, only that it is one', 7, undefined, 'テンプレート'],
  ])('%s', (_name, id, list, expected) => {
    expect(templateSummary(id, list)).toBe(expected);
  });
});
