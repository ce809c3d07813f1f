import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation';
import { RICHMENU_MESSAGES as M } from './messages';
import { richMenuInputSchema } from './schemas';

const input = (over: Record<string, unknown> = {}) => ({
  name: 'タブA',
  chat_bar_text: 'メニュー',
  mode: 'half',
  layout: 'half-2',
  size: { width: 2500, height: 843 },
  image_id: 1,
  areas: [
    { bounds: { x: 0, y: 0, width: 1250, height: 843 }, action: { type: 'uri', uri: 'https://example.jp/' } },
    {
      bounds: { x: 1250, y: 0, width: 1250, height: 843 },
      action: { type: 'richmenuswitch', alias_id: 'tab-b', data: 'tab-b' },
    },
  ],
  selected: true,
  alias_id: 'tab-a',
  tab_group: 'メイン',
  audience: { type: 'default' },
  ...over,
});

describe('a rich menu as the API takes it', () => {
  it.each([
    ['a tabbed half menu', input(), {}],
    [
      'a chat bar text of 15 characters',
      input({ chat_bar_text: 'あ'.repeat(15) }),
      { chat_bar_text: [M.chatBarText] },
    ],
    ['an empty chat bar text', input({ chat_bar_text: '' }), { chat_bar_text: [M.chatBarText] }],
    ['a name of 301 characters', input({ name: 'a'.repeat(301) }), { name: [M.name] }],
    ['an alias in capitals', input({ alias_id: 'Tab-A' }), { alias_id: [M.aliasId] }],
    [
      'an area past the image',
      input({
        areas: [{ bounds: { x: 0, y: 0, width: 2501, height: 843 }, action: { type: 'message', text: 'a' } }],
      }),
      { 'areas.0.bounds': [M.areaOutside] },
    ],
    ['no area', input({ areas: [] }), { areas: [M.areaCount] }],
    ['a size LINE refuses', input({ size: { width: 2500, height: 2000 } }), { size: [M.imageAspect] }],
    [
      'a mailto link',
      input({
        areas: [
          {
            bounds: { x: 0, y: 0, width: 10, height: 10 },
            action: { type: 'uri', uri: 'mailto:a@example.jp' },
          },
        ],
      }),
      { 'areas.0.action.uri': [M.uri] },
    ],
    [
      'a message of 301 characters',
      input({
        areas: [
          {
            bounds: { x: 0, y: 0, width: 10, height: 10 },
            action: { type: 'message', text: 'a'.repeat(301) },
          },
        ],
      }),
      { 'areas.0.action.text': [M.messageText] },
    ],
    [
      'postback data of 300 characters (the most)',
      input({
        areas: [
          {
            bounds: { x: 0, y: 0, width: 10, height: 10 },
            action: { type: 'postback', data: 'a'.repeat(300) },
          },
        ],
      }),
      {},
    ],
    [
      'postback data of 301 characters',
      input({
        areas: [
          {
            bounds: { x: 0, y: 0, width: 10, height: 10 },
            action: { type: 'postback', data: 'a'.repeat(301) },
          },
        ],
      }),
      { 'areas.0.action.data': [M.postbackData] },
    ],
    [
      'a template to open',
      input({
        areas: [
          { bounds: { x: 0, y: 0, width: 10, height: 10 }, action: { type: 'template', template_id: 3 } },
        ],
      }),
      {},
    ],
    ['a segment audience', input({ audience: { type: 'segment', member_query_id: 2 } }), {}],
  ])('%s', (_name, value, errors) => {
    const result = fieldErrors(richMenuInputSchema, value);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
});
