import { RICHMENU_MESSAGES as M, type RichMenu } from '@console/contract/richmenus';
import { describe, expect, it } from 'vitest';
import {
  actionOf,
  areaProblems,
  areasWithProblems,
  type DraftAction,
  draftOf,
  draftProblems,
  emptyAction,
  inputOf,
  newDraft,
  publishChanges,
  withActions,
} from './edits';
import { RICHMENUS_TEXT as T } from './messages';

const action = (changes: Partial<DraftAction>): DraftAction => ({ ...emptyAction(), ...changes });

describe('newDraft', () => {
  it.each([
    ['full', 'full-6', { width: 2500, height: 1686 }, 6],
    ['full', 'full-1', { width: 2500, height: 1686 }, 1],
    ['half', 'half-3', { width: 2500, height: 843 }, 3],
    ['half', 'half-2-wide', { width: 2500, height: 843 }, 2],
    ['free', null, { width: 2500, height: 1686 }, 0],
    // An unknown layout in the address is no layout: no areas, the size of the mode.
    ['half', 'nope', { width: 2500, height: 843 }, 0],
  ] as const)('%s / %s gives %o with %i areas', (mode, layout, size, count) => {
    const draft = newDraft(mode, layout);
    expect(draft.size).toEqual(size);
    expect(draft.areas).toHaveLength(count);
  });

  it('a standard layout tiles the image exactly: the areas add up to the whole image, none overlap', () => {
    const draft = newDraft('full', 'full-4-wide');
    const total = draft.areas.reduce((sum, a) => sum + a.width * a.height, 0);
    expect(total).toBe(2500 * 1686);
    expect(draft.areas.map((a) => a.id)).toEqual(['area-1', 'area-2', 'area-3', 'area-4']);
    expect(draft.layout).toBe('full-4-wide');
  });

  it('a layout of the other size wins over the mode (the layout names its size)', () => {
    const draft = newDraft('full', 'half-2');
    expect(draft.mode).toBe('half');
    expect(draft.size).toEqual({ width: 2500, height: 843 });
  });
});

describe('actionOf', () => {
  it.each([
    [
      action({ type: 'uri', uri: ' https://example.jp/ ', text: 'left over' }),
      { type: 'uri', uri: 'https://example.jp/' },
    ],
    [
      action({ type: 'message', text: '予約', label: '予約する' }),
      { type: 'message', label: '予約する', text: '予約' },
    ],
    [action({ type: 'postback', data: 'a=1' }), { type: 'postback', data: 'a=1' }],
    [
      action({ type: 'postback', data: 'a=1', displayText: '見る' }),
      { type: 'postback', data: 'a=1', display_text: '見る' },
    ],
    [action({ type: 'template', templateId: '12' }), { type: 'template', template_id: 12 }],
    // None chosen: 0, which the schema refuses under the field.
    [action({ type: 'template', templateId: '' }), { type: 'template', template_id: 0 }],
    [
      action({ type: 'richmenuswitch', aliasId: ' tab-b ', switchData: 'tab=b' }),
      { type: 'richmenuswitch', alias_id: 'tab-b', data: 'tab=b' },
    ],
  ])('%o becomes %o', (draft, expected) => {
    expect(actionOf(draft)).toEqual(expected);
  });
});

const saved: RichMenu = {
  id: 3,
  name: '春のメニュー',
  chat_bar_text: 'メニュー',
  mode: 'half',
  layout: 'half-2',
  size: { width: 2500, height: 843 },
  image_id: 9,
  areas: [
    { bounds: { x: 0, y: 0, width: 1250, height: 843 }, action: { type: 'uri', uri: 'https://example.jp' } },
    {
      bounds: { x: 1250, y: 0, width: 1250, height: 843 },
      action: { type: 'richmenuswitch', label: 'B', alias_id: 'tab-b', data: 'tab=b' },
    },
  ],
  selected: true,
  alias_id: 'tab-a',
  tab_group: '春',
  audience: { type: 'segment', member_query_id: 4 },
  status: 'published',
  line_rich_menu_id: 'richmenu-sandbox-1',
  changed_since_publish: false,
  published_at: '2026-11-20T01:00:00.000Z',
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
};

describe('draftOf and inputOf', () => {
  it('a saved menu goes through the form and back unchanged', () => {
    const {
      id,
      status,
      line_rich_menu_id,
      changed_since_publish,
      published_at,
      created_at,
      updated_at,
      ...input
    } = saved;
    expect(inputOf(draftOf(saved))).toEqual(input);
  });

  it('empty alias and tab group are null; default and none audiences carry no segment', () => {
    const draft = {
      ...newDraft('full', 'full-1'),
      aliasId: '  ',
      tabGroup: '',
      audience: 'default' as const,
      segmentId: '4',
    };
    const input = inputOf(draft);
    expect(input.alias_id).toBeNull();
    expect(input.tab_group).toBeNull();
    expect(input.audience).toEqual({ type: 'default' });
  });
});

describe('withActions', () => {
  it('keeps each area’s action by id, gives a new area an empty URL action, drops removed ones', () => {
    const previous = draftOf(saved).areas;
    const [a, b] = previous;
    if (!a || !b) throw new Error('two areas');
    const next = withActions(previous, [
      { ...b, x: 1200 },
      { id: 'area-9', x: 0, y: 0, width: 100, height: 100 },
    ]);
    expect(next.map((area) => [area.id, area.x, area.action.type])).toEqual([
      ['area-2', 1200, 'richmenuswitch'],
      ['area-9', 0, 'uri'],
    ]);
  });
});

describe('draftProblems', () => {
  const valid = () => {
    const draft = newDraft('half', 'half-2');
    draft.name = '春';
    draft.areas = draft.areas.map((area) => ({ ...area, action: action({ type: 'message', text: '予約' }) }));
    return draft;
  };

  it('a valid draft has none', () => {
    expect(draftProblems(valid())).toEqual({});
  });

  it.each([
    ['a chat bar text of 15 characters', { chatBarText: 'あ'.repeat(15) }, 'chat_bar_text', M.chatBarText],
    ['an empty name', { name: ' ' }, 'name', M.name],
    ['an alias id with capitals', { aliasId: 'Tab' }, 'alias_id', M.aliasId],
    ['a segment not chosen', { audience: 'segment' as const }, 'audience.member_query_id', T.segmentRequired],
    ['no area', { areas: [] }, 'areas', M.areaCount],
  ])('%s is a problem under its field', (_, changes, field, message) => {
    expect(draftProblems({ ...valid(), ...changes })[field]).toBe(message);
  });

  it('an area’s action problem is keyed under the area, and the area is marked', () => {
    const draft = valid();
    const second = draft.areas[1];
    if (!second) throw new Error('two areas');
    second.action = action({ type: 'uri', uri: 'ftp://example.jp' });
    const problems = draftProblems(draft);
    expect(areaProblems(problems, 1)).toEqual({ 'action.uri': M.uri });
    expect(areaProblems(problems, 0)).toEqual({});
    expect(areasWithProblems(problems, draft.areas)).toEqual([second.id]);
  });

  it('an area outside the image is a problem of its bounds', () => {
    const draft = valid();
    const first = draft.areas[0];
    if (!first) throw new Error('an area');
    first.width = 3000;
    expect(areaProblems(draftProblems(draft), 0)).toEqual({ bounds: M.areaOutside });
  });
});

describe('publishChanges', () => {
  it.each([
    [
      { audience: 'default', segmentName: undefined, aliasId: null, republish: false },
      [T.publishWhat.default],
    ],
    [
      { audience: 'segment', segmentName: 'VIP', aliasId: 'tab-a', republish: true },
      [T.publishWhat.segment('VIP'), T.publishWhat.alias('tab-a'), T.publishWhat.replace],
    ],
    [
      { audience: 'none', segmentName: undefined, aliasId: 'tab-b', republish: false },
      [T.publishWhat.none, T.publishWhat.alias('tab-b')],
    ],
  ] as const)('%o says %o', (menu, lines) => {
    expect(publishChanges(menu)).toEqual(lines);
  });
});
