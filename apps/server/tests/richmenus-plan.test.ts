import type { RichMenuAction } from '@console/contract/richmenus';
import { describe, expect, it } from 'vitest';
import { lineAction } from '../src/richmenus/lineMenu';
import {
  chunks,
  type LiveMenu,
  NEW_MENU,
  type PlanStep,
  planPublish,
  planSegmentSync,
  planUnpublish,
} from '../src/richmenus/plan';
import { insightPeriod } from '../src/richmenus/service';

/*
 * The order of LINE's rich-menu calls (issue 30), as pure plans: first publish, re-publish of an
 * edit (a new menu replaces the old one) and unpublish, each from the old and new state. A model
 * of LINE (who sees which menu) replays each plan and proves that no friend who should keep a menu
 * is ever without one between two calls.
 */

const users = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `U${String(from + i).padStart(32, '0')}`);
const kinds = (steps: PlanStep[]) => steps.map((s) => s.kind);

describe('a first publish', () => {
  it.each([
    [
      'as the default, with an alias',
      { aliasId: 'tab-a', liveAliases: [], audience: { type: 'default' } as const },
      ['validate', 'create', 'uploadImage', 'createAlias', 'setDefault'],
    ],
    [
      'as a tab nobody sees directly (alias only)',
      { aliasId: 'tab-b', liveAliases: [], audience: { type: 'none' } as const },
      ['validate', 'create', 'uploadImage', 'createAlias'],
    ],
    [
      'with an alias LINE already has (moved, not created)',
      { aliasId: 'tab-b', liveAliases: ['tab-b'], audience: { type: 'none' } as const },
      ['validate', 'create', 'uploadImage', 'updateAlias'],
    ],
    [
      'for a segment of 1,001 friends: three bulk links of at most 500',
      { aliasId: null, liveAliases: [], audience: { type: 'users', userIds: users(1001) } as const },
      ['validate', 'create', 'uploadImage', 'linkUsers', 'linkUsers', 'linkUsers'],
    ],
    [
      'for an empty segment: no link call (LINE refuses an empty list)',
      { aliasId: null, liveAliases: [], audience: { type: 'users', userIds: [] } as const },
      ['validate', 'create', 'uploadImage'],
    ],
  ])('%s', (_name, target, expected) => {
    expect(kinds(planPublish(null, target))).toEqual(expected);
  });

  it('uploads the image before anything points at the menu (LINE refuses a menu without one)', () => {
    const steps = planPublish(null, {
      aliasId: 'a',
      liveAliases: [],
      audience: { type: 'users', userIds: users(3) },
    });
    const upload = steps.findIndex((s) => s.kind === 'uploadImage');
    steps.forEach((step, index) => {
      if (['createAlias', 'updateAlias', 'setDefault', 'linkUsers'].includes(step.kind))
        expect(index).toBeGreaterThan(upload);
    });
  });
});

describe('a re-publish (LINE cannot replace an image: a new menu, then the old one goes)', () => {
  const old = (over: Partial<LiveMenu> = {}): LiveMenu => ({
    lineRichMenuId: 'richmenu-old',
    aliasId: null,
    isDefault: false,
    linkedUserIds: [],
    ...over,
  });

  it.each([
    [
      'the default with its alias',
      old({ isDefault: true, aliasId: 'tab-a' }),
      { aliasId: 'tab-a', liveAliases: ['tab-a'], audience: { type: 'default' } as const },
      ['validate', 'create', 'uploadImage', 'updateAlias', 'setDefault', 'deleteMenu'],
    ],
    [
      'a segment menu whose segment kept 600 and lost 100',
      old({ linkedUserIds: users(700) }),
      { aliasId: null, liveAliases: [], audience: { type: 'users', userIds: users(600) } as const },
      ['validate', 'create', 'uploadImage', 'linkUsers', 'linkUsers', 'unlinkUsers', 'deleteMenu'],
    ],
    [
      'a default that becomes a tab only',
      old({ isDefault: true }),
      { aliasId: null, liveAliases: [], audience: { type: 'none' } as const },
      ['validate', 'create', 'uploadImage', 'cancelDefault', 'deleteMenu'],
    ],
    [
      'a menu whose alias was renamed',
      old({ aliasId: 'tab-old' }),
      { aliasId: 'tab-new', liveAliases: ['tab-old'], audience: { type: 'none' } as const },
      ['validate', 'create', 'uploadImage', 'createAlias', 'deleteAlias', 'deleteMenu'],
    ],
  ])('%s', (_name, live, target, expected) => {
    const steps = planPublish(live, target);
    expect(kinds(steps)).toEqual(expected);
    // The old menu is deleted last, and only the old one.
    expect(steps.at(-1)).toEqual({ kind: 'deleteMenu', menu: 'richmenu-old' });
    expect(steps.filter((s) => s.kind === 'deleteMenu')).toHaveLength(1);
  });

  it('never sends more than 500 user ids in one call', () => {
    const steps = planPublish(old({ linkedUserIds: users(1200) }), {
      aliasId: null,
      liveAliases: [],
      audience: { type: 'users', userIds: users(1100, 600) },
    });
    for (const step of steps)
      if (step.kind === 'linkUsers' || step.kind === 'unlinkUsers')
        expect(step.userIds.length).toBeLessThanOrEqual(500);
    const linked = steps.flatMap((s) => (s.kind === 'linkUsers' ? s.userIds : []));
    const unlinked = steps.flatMap((s) => (s.kind === 'unlinkUsers' ? s.userIds : []));
    expect(linked).toEqual(users(1100, 600));
    expect(unlinked).toEqual(users(600));
  });
});

/** LINE as a model: per-user links over the default; a deleted menu leaves its users and the default. */
function replay(
  start: { defaultMenu: string | null; links: Map<string, string> },
  steps: PlanStep[],
  watched: string[],
): string[][] {
  let defaultMenu = start.defaultMenu;
  const links = new Map(start.links);
  const without: string[][] = [];
  const ref = (menu: string) => (menu === NEW_MENU ? 'richmenu-new' : menu);
  for (const step of steps) {
    if (step.kind === 'setDefault') defaultMenu = ref(step.menu);
    if (step.kind === 'cancelDefault') defaultMenu = null;
    if (step.kind === 'linkUsers') for (const u of step.userIds) links.set(u, ref(step.menu));
    if (step.kind === 'unlinkUsers') for (const u of step.userIds) links.delete(u);
    if (step.kind === 'deleteMenu') {
      for (const [u, m] of links) if (m === step.menu) links.delete(u);
      if (defaultMenu === step.menu) defaultMenu = null;
    }
    without.push(watched.filter((u) => (links.get(u) ?? defaultMenu) === null));
  }
  return without;
}

describe('no friend is left without a menu at any step of a re-publish', () => {
  it.each([
    ['the default menu', true, 'default'],
    ['a segment menu, with a default behind it', false, 'users'],
    ['a segment menu, with no default at all', false, 'users-alone'],
  ] as const)('%s', (_name, wasDefault, kind) => {
    const segment = users(750);
    const everyone = users(1000);
    const links = new Map<string, string>(wasDefault ? [] : segment.map((u) => [u, 'richmenu-old']));
    const defaultMenu = wasDefault ? 'richmenu-old' : kind === 'users' ? 'richmenu-other-default' : null;
    const steps = planPublish(
      {
        lineRichMenuId: 'richmenu-old',
        aliasId: null,
        isDefault: wasDefault,
        linkedUserIds: wasDefault ? [] : segment,
      },
      {
        aliasId: null,
        liveAliases: [],
        audience: kind === 'default' ? { type: 'default' } : { type: 'users', userIds: segment },
      },
    );
    const watched = kind === 'default' ? everyone : segment;
    for (const step of replay({ defaultMenu, links }, steps, watched)) expect(step).toEqual([]);
  });
});

describe('unpublish', () => {
  it('takes the default, the links and the alias off before deleting the menu', () => {
    expect(
      kinds(
        planUnpublish({ lineRichMenuId: 'r', aliasId: 'tab-a', isDefault: true, linkedUserIds: users(501) }),
      ),
    ).toEqual(['cancelDefault', 'unlinkUsers', 'unlinkUsers', 'deleteAlias', 'deleteMenu']);
  });
});

describe('chunks', () => {
  it.each([
    [0, []],
    [500, [500]],
    [501, [500, 1]],
    [1000, [500, 500]],
  ])('%i ids → %j', (n, sizes) => {
    expect(chunks(users(n)).map((c) => c.length)).toEqual(sizes);
  });
});

describe('areas as LINE’s actions', () => {
  it.each([
    [
      { type: 'uri', uri: 'tel:0312345678' },
      { type: 'uri', uri: 'tel:0312345678' },
    ],
    [
      { type: 'message', label: '予約', text: '予約' },
      { type: 'message', label: '予約', text: '予約' },
    ],
    [
      { type: 'postback', data: 'a=1', display_text: '見る' },
      { type: 'postback', data: 'a=1', displayText: '見る' },
    ],
    // "Open a template": a postback our webhook reads back with richMenuTemplateOf.
    [
      { type: 'template', template_id: 12 },
      { type: 'postback', data: 'console:template:12' },
    ],
    [
      { type: 'richmenuswitch', alias_id: 'tab-b', data: 'tab=b' },
      { type: 'richmenuswitch', richMenuAliasId: 'tab-b', data: 'tab=b' },
    ],
  ] as const)('%j → %j', (action, line) => {
    expect(lineAction(action as RichMenuAction)).toEqual(line);
  });
});

describe('a published segment menu following its segment', () => {
  const live = (linked: string[]): LiveMenu => ({
    lineRichMenuId: 'richmenu-seg',
    aliasId: null,
    isDefault: false,
    linkedUserIds: linked,
  });
  it.each([
    ['in step: nothing to do', ['A', 'B'], ['A', 'B'], [], [], []],
    ['a newcomer is linked', ['A'], ['A', 'B'], [], ['B'], []],
    ['a leaver is unlinked (back to the default)', ['A', 'B'], ['A'], [], [], ['B']],
    ['both at once', ['A', 'B'], ['B', 'C'], [], ['C'], ['A']],
    ['a newcomer with another menu keeps it', ['A'], ['A', 'B', 'C'], ['C'], ['B'], []],
    ['an empty segment unlinks everyone', ['A', 'B'], [], [], [], ['A', 'B']],
  ] as const)('%s', (_name, linked, current, elsewhere, link, unlink) => {
    const plan = planSegmentSync(live([...linked]), current, new Set(elsewhere));
    expect(plan.link).toEqual(link);
    expect(plan.unlink).toEqual(unlink);
    expect(kinds(plan.steps)).toEqual([
      ...(link.length ? ['linkUsers'] : []),
      ...(unlink.length ? ['unlinkUsers'] : []),
    ]);
  });

  it('links and unlinks in LINE’s bulk sizes (500 a call), to the live menu', () => {
    // Linked: U1000–U1599; the segment now: U0–U1000. 1,000 to link, 599 to unlink.
    const plan = planSegmentSync(live(users(600, 1000)), users(1001), new Set());
    expect(plan.steps.map((step) => [step.kind, 'userIds' in step ? step.userIds.length : 0])).toEqual([
      ['linkUsers', 500],
      ['linkUsers', 500],
      ['unlinkUsers', 500],
      ['unlinkUsers', 99],
    ]);
    expect(plan.steps.every((step) => step.kind !== 'linkUsers' || step.menu === 'richmenu-seg')).toBe(true);
  });
});

describe('the insight period (Japan dates: the 30 days to yesterday)', () => {
  it.each([
    ['midday in Japan', '2026-11-27T03:00:00Z', '2026-10-28', '2026-11-26'],
    [
      'just after midnight in Japan (still the 26th in UTC)',
      '2026-11-26T15:30:00Z',
      '2026-10-28',
      '2026-11-26',
    ],
    ['just before midnight in Japan', '2026-11-27T14:59:00Z', '2026-10-28', '2026-11-26'],
    ['across a year', '2026-01-05T00:00:00Z', '2025-12-06', '2026-01-04'],
  ])('%s', (_name, now, from, to) => {
    expect(insightPeriod(new Date(now))).toEqual({
      from,
      to,
      lineFrom: from.replaceAll('-', ''),
      lineTo: to.replaceAll('-', ''),
    });
  });
});
