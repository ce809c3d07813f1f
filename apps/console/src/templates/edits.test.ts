import { LINE_MESSAGE_TYPES, lineMessagesProblems } from '@console/contract/line';
import { describe, expect, it } from 'vitest';
import {
  getIn,
  insertionsOf,
  moveItem,
  namedMessages,
  namedText,
  newMessage,
  problemsByField,
  setIn,
  withActionType,
  withFallback,
  withTemplateType,
} from './edits';

describe('setIn and getIn', () => {
  const base = { type: 'template', template: { actions: [{ label: 'a' }, { label: 'b' }] } };
  it.each([
    [
      ['template', 'actions', 1, 'label'],
      'B',
      { type: 'template', template: { actions: [{ label: 'a' }, { label: 'B' }] } },
    ],
    [['altText'], 'x', { ...base, altText: 'x' }],
    [
      ['template', 'columns', 0, 'title'],
      't',
      { ...base, template: { ...base.template, columns: [{ title: 't' }] } },
    ],
  ])('sets %j', (path, value, expected) => {
    expect(setIn(base, path, value)).toEqual(expected);
    expect(getIn(setIn(base, path, value), path)).toBe(value);
  });
  it('leaves the original as it was and shares what did not change', () => {
    const next = setIn(base, ['template', 'actions', 0, 'label'], 'z');
    expect(base.template.actions[0]?.label).toBe('a');
    expect((next as typeof base).template.actions[1]).toBe(base.template.actions[1]);
  });
  it.each([
    [['template', 'actions', 5, 'label'], undefined],
    [['nothing', 'here'], undefined],
    [['type'], 'template'],
  ])('reads %j as %j', (path, expected) => {
    expect(getIn(base, path)).toBe(expected);
  });
});

describe('moveItem', () => {
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, 0, ['c', 'a', 'b']],
    [0, 9, ['b', 'c', 'a']],
    [1, -3, ['b', 'a', 'c']],
    [1, 1, ['a', 'b', 'c']],
  ])('%i → %i', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected);
  });
});

describe('new messages and kind changes', () => {
  it.each(LINE_MESSAGE_TYPES.map((type) => [type]))('a new %s message names its own type', (type) => {
    expect(newMessage(type).type).toBe(type);
  });
  it('a new sticker passes LINE’s limits; an empty text is a to-do', () => {
    expect(lineMessagesProblems([newMessage('sticker')])).toEqual([]);
    expect(lineMessagesProblems([newMessage('text')]).map((p) => p.field)).toEqual(['messages.0.text']);
  });
  it.each([
    [
      'confirm',
      {
        type: 'confirm',
        text: '本文',
        actions: [{ label: 'a' }, { type: 'uri', label: '', uri: 'https://' }],
      },
    ],
    ['carousel', { type: 'carousel', columns: [{ text: '本文', actions: [{ label: 'a' }] }] }],
    ['buttons', { type: 'buttons', text: '本文', actions: [{ label: 'a' }] }],
  ])('buttons become %s keeping the text and actions', (type, template) => {
    const buttons = {
      type: 'template',
      altText: 'x',
      template: { type: 'buttons', text: '本文', actions: [{ label: 'a' }] },
    };
    expect(withTemplateType(buttons, type)).toEqual({ type: 'template', altText: 'x', template });
  });
  it('a carousel becomes buttons from its first column', () => {
    const carousel = {
      type: 'template',
      template: { type: 'carousel', columns: [{ text: '一', actions: [{ label: '1' }] }, { text: '二' }] },
    };
    expect(withTemplateType(carousel, 'buttons')).toEqual({
      type: 'template',
      template: { type: 'buttons', text: '一', actions: [{ label: '1' }] },
    });
  });
  it.each([
    ['message', { type: 'message', label: '予約', text: '' }],
    ['postback', { type: 'postback', label: '予約', data: '' }],
    ['uri', { type: 'uri', label: '予約', uri: 'https://' }],
  ])('an action becomes %s keeping its label', (type, expected) => {
    expect(withActionType({ type: 'uri', label: '予約', uri: 'https://x' }, type)).toEqual(expected);
  });
});

describe('problems by field', () => {
  it('keeps each field’s first problem', () => {
    expect(
      problemsByField([
        { field: 'messages.0.text', message: 'a' },
        { field: 'messages.0.text', message: 'b' },
        { field: 'messages.1.altText', message: 'c' },
      ]),
    ).toEqual({ 'messages.0.text': 'a', 'messages.1.altText': 'c' });
  });
});

describe('insertions and their fallbacks', () => {
  it.each([
    [
      '{{var:1}}様 {{common:shop}} {{var:1|お客}}',
      [
        { token: '{{var:1}}', fallback: '' },
        { token: '{{common:shop}}', fallback: '' },
      ],
    ],
    ['{{var:2|お客}}様', [{ token: '{{var:2}}', fallback: 'お客' }]],
    ['{{other:1}} {var:1}', []],
  ])('%s', (text, expected) => {
    expect(insertionsOf(text)).toEqual(expected);
  });
  it.each([
    ['{{var:1}}様、{{var:1|旧}}様', '{{var:1}}', 'お客', '{{var:1|お客}}様、{{var:1|お客}}様'],
    ['{{var:1|お客}}様', '{{var:1}}', '', '{{var:1}}様'],
    ['{{var:1}} {{var:2}}', '{{var:2}}', 'な|し{}', '{{var:1}} {{var:2|なし}}'],
  ])('%s with %s → %s', (text, token, fallback, expected) => {
    expect(withFallback(text, token, fallback)).toBe(expected);
  });
});

describe('the preview’s names', () => {
  const names = new Map([['{{var:1}}', 'ニックネーム']]);
  it.each([
    ['{{var:1|お客}}様', '〈ニックネーム〉様'],
    ['{{var:9|お客}}様', '〈お客〉様'],
    ['{{common:x}}', '〈差し込み〉'],
    ['ふつうの文', 'ふつうの文'],
  ])('%s → %s', (text, expected) => {
    expect(namedText(text, names)).toBe(expected);
  });
  it('names every string of the messages', () => {
    expect(
      namedMessages(
        [
          {
            type: 'flex',
            altText: '{{var:1}}へ',
            contents: { type: 'bubble', body: { contents: [{ text: '{{var:1}}' }] } },
          },
        ],
        names,
      ),
    ).toEqual([
      {
        type: 'flex',
        altText: '〈ニックネーム〉へ',
        contents: { type: 'bubble', body: { contents: [{ text: '〈ニックネーム〉' }] } },
      },
    ]);
  });
});
