import { FOLLOW_DEFAULTS } from '@console/contract/journeys';
import { describe, expect, it } from 'vitest';
import { draftOf, greetingPreview, inputOf, NONE, tabOfErrors } from './followDraft';

const names = new Map([['{{var:3}}', 'ニックネーム']]);
const saved = {
  ...FOLLOW_DEFAULTS,
  greeting_enabled: true,
  messages: [{ type: 'text' as const, text: '{{var:3|お客}}さま、ようこそ' }],
  tag_ids: [4, 5],
  values: [{ var_id: 3, value: '友だち追加' }],
  journey_id: 9,
  refollow: 'greeting_only' as const,
};

describe('draftOf and inputOf', () => {
  it('round-trips saved settings', () => {
    const { updated_at: _, ...input } = saved;
    expect(inputOf(draftOf(saved))).toEqual(input);
  });

  it.each([
    [
      'the defaults give one empty message to type in',
      FOLLOW_DEFAULTS,
      { texts: [''], templateId: NONE, journeyId: NONE },
    ],
    [
      'a template greeting',
      { ...FOLLOW_DEFAULTS, greeting_type: 'template' as const, template_id: 7 },
      { type: 'template', templateId: '7' },
    ],
  ])('%s', (_name, settings, expected) => {
    expect(draftOf(settings)).toMatchObject(expected);
  });

  it.each([
    [
      'an untouched empty message of a switched-off greeting is left out',
      { enabled: false, texts: [''] },
      { messages: [] },
    ],
    [
      'a switched-on greeting sends its empty message for the contract to refuse',
      { enabled: true, texts: [''] },
      { messages: [{ type: 'text', text: '' }] },
    ],
    [
      'a template type sends its template',
      { type: 'template' as const, templateId: '7' },
      { template_id: 7 },
    ],
    [
      'a template type without one sends null',
      { type: 'template' as const, templateId: NONE },
      { template_id: null },
    ],
    [
      'written messages send no template',
      { type: 'messages' as const, templateId: '7' },
      { template_id: null },
    ],
    [
      'a value row without its variable',
      { values: [{ varId: NONE, value: 'x' }] },
      { values: [{ var_id: 0, value: 'x' }] },
    ],
    ['no journey', { journeyId: NONE }, { journey_id: null }],
  ])('%s', (_name, change, expected) => {
    expect(inputOf({ ...draftOf(saved), ...change })).toMatchObject(expected);
  });
});

describe('greetingPreview', () => {
  it.each([
    [
      'written texts, insertions named, empty ones left out',
      { texts: ['{{var:3|お客}}さま', ''] },
      undefined,
      [{ type: 'text', text: '〈ニックネーム〉さま' }],
    ],
    [
      'an unknown insertion shows its fallback',
      { texts: ['{{var:99|お客}}さま'] },
      undefined,
      [{ type: 'text', text: '〈お客〉さま' }],
    ],
    ['nothing while off', { enabled: false }, undefined, []],
    [
      'a template’s messages, every string named',
      { type: 'template' as const },
      [{ type: 'flex', altText: '{{var:3}}へ', contents: { type: 'bubble' } }],
      [{ type: 'flex', altText: '〈ニックネーム〉へ', contents: { type: 'bubble' } }],
    ],
    ['a template not loaded yet', { type: 'template' as const }, undefined, []],
  ])('%s', (_name, change, template, expected) => {
    expect(greetingPreview({ ...draftOf(saved), ...change }, template, names)).toEqual(expected);
  });
});

describe('tabOfErrors', () => {
  it.each([
    [{ 'messages.0.text': 'x' }, 'basic'],
    [{ template_id: 'x' }, 'basic'],
    [{ 'tag_ids.1': 'x' }, 'actions'],
    [{ 'values.0.var_id': 'x' }, 'actions'],
    [{ journey_id: 'x' }, 'actions'],
    [{ refollow: 'x' }, 'refollow'],
    [{ journey_id: 'x', messages: 'x' }, 'basic'],
    [{}, null],
  ])('%j opens %s', (errors, tab) => {
    expect(tabOfErrors(errors)).toBe(tab);
  });
});
