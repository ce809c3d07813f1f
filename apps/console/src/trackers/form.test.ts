import { TRACKER_MESSAGES as M, type Tracker } from '@console/contract/trackers';
import { describe, expect, it } from 'vitest';
import { groupQueryOf, newTrackerPath, trackerListPath, trackerPath } from '../shared/trackerPaths';
import { draftOf, draftProblems, inputOf, linkUrl, newDraft, problemUnder, type TrackerDraft } from './form';
import { trackerIdOf } from './reads';

const draft = (changes: Partial<TrackerDraft>): TrackerDraft => ({
  ...newDraft(),
  name: '冬のキャンペーン',
  url: 'https://example.jp/winter',
  ...changes,
});

const saved: Tracker = {
  id: 12,
  name: '冬のキャンペーン',
  url: 'https://example.jp/winter',
  group_id: 2,
  actions: { tag_ids: [1, 3], values: [{ var_id: 5, value: 'ゴールド' }], journey_id: 4 },
  link: '/t/AbCdEfGhIjKlMnOp',
  counts: { clicks: 10, friends: 7 },
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};

describe('newDraft', () => {
  it.each([
    [undefined, ''],
    ['3', '3'],
    // グループなし is no group chosen.
    ['none', ''],
  ])('?group=%s → group %j', (group, groupId) => {
    expect(newDraft(group).groupId).toBe(groupId);
  });
});

describe('inputOf', () => {
  it.each([
    ['nothing to do on a click, no group', {}, null, { tag_ids: [], values: [], journey_id: null }],
    [
      'a group, tags, a value and a journey',
      { groupId: '2', tagIds: [1, 3], values: [{ varId: '5', value: 'ゴールド' }], journeyId: '4' },
      2,
      { tag_ids: [1, 3], values: [{ var_id: 5, value: 'ゴールド' }], journey_id: 4 },
    ],
    // A row whose variable is not chosen yet is sent as 0: the form refuses it first.
    [
      'a value row without its variable',
      { values: [{ varId: '', value: 'x' }] },
      null,
      { tag_ids: [], values: [{ var_id: 0, value: 'x' }], journey_id: null },
    ],
  ] as const)('%s', (_name, changes, group, actions) => {
    expect(inputOf(draft(changes as Partial<TrackerDraft>))).toEqual({
      name: '冬のキャンペーン',
      url: 'https://example.jp/winter',
      group_id: group,
      actions,
    });
  });

  it('a saved tracker goes back into the same body', () => {
    const { name, url, group_id, actions } = saved;
    expect(inputOf(draftOf(saved))).toEqual({ name, url, group_id, actions });
  });
});

describe('draftProblems', () => {
  it.each([
    ['a complete draft', {}, {}],
    ['no name', { name: '   ' }, { name: M.name }],
    ['a name too long', { name: 'あ'.repeat(101) }, { name: M.name }],
    ['no URL', { url: '' }, { url: M.url }],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, { url: M.url }],
    ['a relative URL', { url: '/coupon' }, { url: M.url }],
    ['a URL too long', { url: `https://example.jp/${'a'.repeat(2000)}` }, { url: M.urlLength }],
    ['an http URL with spaces around it', { url: ' http://example.jp/ ' }, {}],
    ['the same tag twice', { tagIds: [1, 1] }, { 'actions.tag_ids': M.tagTwice }],
    ['21 tags', { tagIds: Array.from({ length: 21 }, (_, i) => i + 1) }, { 'actions.tag_ids': M.tags }],
    [
      'a value row without its variable',
      { values: [{ varId: '', value: 'x' }] },
      { 'actions.values.0.var_id': M.unknownVariable },
    ],
    // Two rows not chosen yet each say so, not "the same variable twice".
    [
      'two value rows without their variable',
      {
        values: [
          { varId: '', value: '' },
          { varId: '', value: '' },
        ],
      },
      { 'actions.values.0.var_id': M.unknownVariable, 'actions.values.1.var_id': M.unknownVariable },
    ],
    [
      'the same variable twice',
      {
        values: [
          { varId: '5', value: 'a' },
          { varId: '5', value: 'b' },
        ],
      },
      { 'actions.values': M.variableTwice },
    ],
    [
      'a value too long',
      { values: [{ varId: '5', value: 'a'.repeat(1001) }] },
      { 'actions.values.0.value': M.value },
    ],
  ] as const)('%s', (_name, changes, expected) => {
    expect(draftProblems(draft(changes as unknown as Partial<TrackerDraft>))).toEqual(expected);
  });
});

describe('problemUnder', () => {
  it.each([
    [{}, undefined],
    [{ 'actions.tag_ids': 'a' }, 'a'],
    // The server names the tag it refuses by its place in the list.
    [{ 'actions.tag_ids.2': 'b' }, 'b'],
    [{ 'actions.tag_idsx': 'c' }, undefined],
  ])('%o → %s', (errors, expected) => {
    expect(problemUnder(errors, 'actions.tag_ids')).toBe(expected);
  });
});

describe('the addresses', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['012', null],
    ['abc', null],
    [undefined, null],
  ])('tracker id %s → %s', (param, id) => {
    expect(trackerIdOf(param)).toBe(id);
  });

  it.each([
    ['3', '3'],
    ['none', 'none'],
    ['0', undefined],
    ['x', undefined],
    [null, undefined],
  ])('?group=%s → %s', (value, group) => {
    expect(groupQueryOf(value)).toBe(group);
  });

  it.each([
    [
      undefined,
      '/line/template?view=trackers',
      '/vue3-dev/line/tracker/edit/new',
      '/vue3-dev/line/tracker/edit/9',
    ],
    [
      '3',
      '/line/template?group=3&view=trackers',
      '/vue3-dev/line/tracker/edit/new?group=3',
      '/vue3-dev/line/tracker/edit/9?group=3',
    ],
  ])('group %s: the list, a new tracker and tracker 9', (group, list, made, edit) => {
    expect(trackerListPath(group)).toBe(list);
    expect(newTrackerPath(group)).toBe(made);
    expect(trackerPath(9, group)).toBe(edit);
  });

  it('a common link is shown on the page’s origin', () => {
    expect(linkUrl('https://console.example.jp', '/t/AbCdEfGhIjKlMnOp')).toBe(
      'https://console.example.jp/t/AbCdEfGhIjKlMnOp',
    );
  });
});
