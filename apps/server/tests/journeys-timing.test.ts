import { describe, expect, it } from 'vitest';
import { nextWeekdayTime, retryKey } from '../src/journeys/timing';
import { renderMessage, renderMessages, tokensOf } from '../src/message-render';

describe('renderMessage', () => {
  const values = {
    vars: new Map([
      [1, '花子'],
      [3, 'ゴールド'],
    ]),
    common: new Map([['shop_name', 'デモ表参道店']]),
  };
  it.each([
    ['{{var:1}}さん、こんにちは', '花子さん、こんにちは'],
    ['{{common:shop_name}}より: {{var:3}}会員', 'デモ表参道店より: ゴールド会員'],
    ['未設定は空: [{{var:9}}] [{{common:none}}] [{{form:q1}}]', '未設定は空: [] [] []'],
    ['{{other:1}} {{var:}} {var:1}', '{{other:1}} {{var:}} {var:1}'],
    ['', ''],
    // A fallback after a bar stands in for a missing value only.
    ['{{var:9|お客}}様 {{var:1|お客}}様', 'お客様 花子様'],
    ['{{common:none|当店}}より', '当店より'],
    ['{{var:9|}}空の代わり', '空の代わり'],
    ['{{var:1|{{var:3}}}}', '{{var:1|ゴールド}}'],
  ])('%s → %s', (text, expected) => {
    expect(renderMessage(text, values)).toBe(expected);
  });
  it('fills every string of a template’s messages and leaves the template as it was', () => {
    const template = [
      { type: 'text', text: '{{var:1|お客}}様' },
      {
        type: 'template',
        altText: '{{common:shop_name}}',
        template: {
          type: 'buttons',
          actions: [{ type: 'uri', label: '{{var:3}}', uri: 'https://example.jp/?r={{var:3}}' }],
        },
      },
    ];
    const copy = structuredClone(template);
    expect(renderMessages(template, values)).toEqual([
      { type: 'text', text: '花子様' },
      {
        type: 'template',
        altText: 'デモ表参道店',
        template: {
          type: 'buttons',
          actions: [{ type: 'uri', label: 'ゴールド', uri: 'https://example.jp/?r=ゴールド' }],
        },
      },
    ]);
    expect(template).toEqual(copy);
  });
  it('lists the tokens a text names', () => {
    expect(
      tokensOf('{{var:1}}{{var:1}}{{common:a_b}}{{form:q}}{{var:x}}{{tracker:7}}{{tracker:7}}{{tracker:y}}'),
    ).toEqual({ varIds: [1], codes: ['a_b'], trackerIds: [7] });
  });
  it.each([
    ['the friend’s own link', '詳しくは {{tracker:7}}', '詳しくは https://t.example.jp/t/AAAABBBBCCCCDDDD'],
    [
      'a tracker without a link for them: the fallback',
      '{{tracker:8|https://example.jp}}',
      'https://example.jp',
    ],
    ['a tracker without a link and no fallback: nothing', 'x{{tracker:8}}y', 'xy'],
  ])('a tracker token: %s', (_, text, expected) => {
    const links = new Map([[7, 'https://t.example.jp/t/AAAABBBBCCCCDDDD']]);
    expect(renderMessage(text, { ...values, links })).toBe(expected);
  });
});

describe('nextWeekdayTime (Japan)', () => {
  it.each([
    // 2024-07-15 is a Monday.
    ['Monday 09:00 JST, until Monday 10:00', '2024-07-15T00:00:00Z', 1, '10:00', '2024-07-15T01:00:00.000Z'],
    ['Monday 10:00 exactly: next week', '2024-07-15T01:00:00Z', 1, '10:00', '2024-07-22T01:00:00.000Z'],
    [
      'Monday 23:30 JST (Monday 14:30 UTC), until Tuesday 00:15',
      '2024-07-15T14:30:00Z',
      2,
      '00:15',
      '2024-07-15T15:15:00.000Z',
    ],
    [
      'Sunday 20:00 UTC is Monday 05:00 JST; until Sunday 09:00',
      '2024-07-14T20:00:00Z',
      0,
      '09:00',
      '2024-07-21T00:00:00.000Z',
    ],
    [
      'Tuesday 23:59 JST on New Year’s Eve, until Wednesday 00:00: a minute later',
      '2024-12-31T14:59:00Z',
      3,
      '00:00',
      '2024-12-31T15:00:00.000Z',
    ],
  ])('%s', (_name, now, weekday, time, expected) => {
    expect(nextWeekdayTime(new Date(now), weekday, time).toISOString()).toBe(expected);
  });
});

describe('retryKey', () => {
  it('is a UUID, the same for the same send and different for another', () => {
    const a = retryKey('journey:1:enrollment:5:step:2');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retryKey('journey:1:enrollment:5:step:2')).toBe(a);
    expect(retryKey('journey:1:enrollment:5:step:3')).not.toBe(a);
  });
});
