import { type Funnel, funnelInputSchema, FUNNEL_MESSAGES as M } from '@console/contract/funnels';
import { fieldErrors } from '@console/contract/validation';
import { describe, expect, it } from 'vitest';
import { choiceParser } from '../shared/choiceLists';
import {
  addDays,
  addStep,
  defaultRange,
  draftOf,
  type FunnelDraft,
  filterOf,
  formatRate,
  inputOf,
  moveStep,
  newDraft,
  rangeProblem,
  removeStep,
  type StepDraft,
  withKind,
} from './form';
import { channelBasicId, countsQuery, tabOf, viewOf } from './view';

const at = '2026-11-20T01:00:00.000Z';
const saved: Funnel = {
  id: 3,
  name: '店頭 POP から来店まで',
  window_days: 14,
  steps: [
    { kind: 'follow', ref_id: null, source_id: 2 },
    { kind: 'tracker_click', ref_id: 12, source_id: null },
    { kind: 'delivery_opened', ref_id: null, source_id: null },
    { kind: 'booking_visited', ref_id: null, source_id: null },
  ],
  created_at: at,
  updated_at: at,
};

const steps = (...kinds: StepDraft['kind'][]): StepDraft[] =>
  kinds.map((kind, index) => ({ key: index + 1, kind, filter: '' }));

describe('a funnel in the form and back', () => {
  it('puts each filter in the field of its list and reads it back the same', () => {
    const draft = draftOf(saved);
    expect(draft.steps.map((step) => step.filter)).toEqual(['2', '12', '', '']);
    expect(inputOf(draft)).toEqual({
      name: saved.name,
      window_days: 14,
      steps: saved.steps,
    });
  });

  it.each<[string, StepDraft, { ref_id: number | null; source_id: number | null }]>([
    [
      'a follow narrowed by its entry source',
      { key: 1, kind: 'follow', filter: '5' },
      { ref_id: null, source_id: 5 },
    ],
    [
      'a click narrowed by its tracker',
      { key: 1, kind: 'tracker_click', filter: '7' },
      { ref_id: 7, source_id: null },
    ],
    [
      'an open narrowed by its delivery',
      { key: 1, kind: 'delivery_opened', filter: '9' },
      { ref_id: 9, source_id: null },
    ],
    [
      'a booking, which has no filter',
      { key: 1, kind: 'booking_made', filter: '9' },
      { ref_id: null, source_id: null },
    ],
    ['any follow', { key: 1, kind: 'follow', filter: '' }, { ref_id: null, source_id: null }],
  ])('sends %s', (_name, step, expected) => {
    expect(inputOf({ name: 'x', windowDays: 7, steps: [step] }).steps[0]).toEqual({
      kind: step.kind,
      ...expected,
    });
  });

  it('starts a new funnel with a follow and a click over a week, which the schema accepts but for the name', () => {
    const draft = newDraft();
    expect(draft.steps.map((step) => step.kind)).toEqual(['follow', 'tracker_click']);
    const result = fieldErrors(funnelInputSchema, inputOf(draft));
    expect(result.ok ? {} : result.errors).toEqual({ name: [M.name] });
  });

  it.each<[string, Partial<FunnelDraft>, Record<string, string[]>]>([
    ['an empty window', { windowDays: null }, { window_days: [M.windowDays] }],
    ['a window of 91 days', { windowDays: 91 }, { window_days: [M.windowDays] }],
    ['one step', { steps: steps('follow') }, { steps: [M.steps] }],
  ])('refuses %s in the contract’s words', (_name, changes, errors) => {
    const result = fieldErrors(funnelInputSchema, inputOf({ ...newDraft(), name: '名前', ...changes }));
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
});

describe('a step’s kind and filter', () => {
  it.each([
    ['follow', 'source'],
    ['tracker_click', 'tracker'],
    ['delivery_opened', 'delivery'],
    ['booking_made', null],
    ['purchase', null],
  ] as const)('%s picks its filter from %s', (kind, filter) => {
    expect(filterOf(kind)).toBe(filter);
  });

  it.each([
    ['keeps the filter within the same list', 'tracker_click', 'tracker_click', '4'],
    ['drops a tracker when the step becomes an open', 'tracker_click', 'delivery_opened', ''],
    ['drops an entry source when the step becomes a booking', 'follow', 'booking_made', ''],
  ] as const)('%s', (_name, from, to, filter) => {
    expect(withKind({ key: 1, kind: from, filter: '4' }, to).filter).toBe(filter);
  });
});

describe('moving, adding and removing steps', () => {
  const four = steps('follow', 'tracker_click', 'booking_made', 'booking_visited');
  const kinds = (list: StepDraft[]) => list.map((step) => step.kind);

  it.each([
    ['the second up', 1, -1, ['tracker_click', 'follow', 'booking_made', 'booking_visited']],
    ['the second down', 1, 1, ['follow', 'booking_made', 'tracker_click', 'booking_visited']],
    ['the first up: nothing', 0, -1, ['follow', 'tracker_click', 'booking_made', 'booking_visited']],
    ['the last down: nothing', 3, 1, ['follow', 'tracker_click', 'booking_made', 'booking_visited']],
  ] as const)('moves %s', (_name, index, by, expected) => {
    expect(kinds(moveStep(four, index, by))).toEqual(expected);
  });

  it('keeps a step’s key with it when it moves (its row keeps its fields)', () => {
    expect(moveStep(four, 0, 1).map((step) => step.key)).toEqual([2, 1, 3, 4]);
  });

  it('adds a click with a new key, up to eight steps', () => {
    const five = addStep(four);
    expect(five).toHaveLength(5);
    expect(five[4]).toEqual({ key: 5, kind: 'tracker_click', filter: '' });
    const eight = addStep(addStep(addStep(five)));
    expect(addStep(eight)).toHaveLength(8);
  });

  it('removes a step, down to two', () => {
    expect(kinds(removeStep(four, 1))).toEqual(['follow', 'booking_made', 'booking_visited']);
    expect(removeStep(steps('follow', 'purchase'), 0)).toHaveLength(2);
  });
});

describe('rates and ranges', () => {
  it.each([
    [null, '—'],
    [1, '100.0%'],
    [0, '0.0%'],
    [0.3333, '33.3%'],
    [0.0005, '0.1%'],
    [0.12345, '12.3%'],
  ])('writes %s as %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  it.each([
    ['2026-11-29', -29, '2026-10-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('moves %s by %i days to %s', (day, by, expected) => {
    expect(addDays(day, by)).toBe(expected);
  });

  it('defaults to the last 30 days, today included', () => {
    expect(defaultRange('2026-11-29')).toEqual({ from: '2026-10-31', to: '2026-11-29' });
  });

  it.each([
    ['a day', '2026-11-01', '2026-11-01', null],
    ['a backwards range', '2026-11-02', '2026-11-01', M.range],
    ['a leap year', '2028-01-01', '2028-12-31', null],
    ['over a year', '2025-01-01', '2026-01-02', M.rangeLength],
  ])('says of %s: %s', (_name, from, to, problem) => {
    expect(rangeProblem({ from, to })).toBe(problem);
  });
});

describe('the screen’s address', () => {
  const fallback = { from: '2026-10-31', to: '2026-11-29' };
  it.each([
    ['', { funnel: null, ...fallback, source: '' }],
    [
      'funnel=3&from=2026-11-01&to=2026-11-15&source=2',
      { funnel: 3, from: '2026-11-01', to: '2026-11-15', source: '2' },
    ],
    ['funnel=abc&from=2026/11/01&source=0', { funnel: null, ...fallback, source: '' }],
  ])('reads ?%s', (search, expected) => {
    expect(viewOf(new URLSearchParams(search), fallback)).toEqual(expected);
  });

  it.each([
    ['', 'funnel'],
    ['tab=sources', 'sources'],
    ['tab=other', 'funnel'],
  ])('opens the tab of ?%s: %s', (search, tab) => {
    expect(tabOf(new URLSearchParams(search))).toBe(tab);
  });

  it('asks the counts and the segment for a source only when one is chosen', () => {
    expect(countsQuery({ from: '2026-11-01', to: '2026-11-02', source: '' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(countsQuery({ from: '2026-11-01', to: '2026-11-02', source: '4' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
      source_id: 4,
    });
  });
});

describe('the other features’ answers, read for the two fields shown', () => {
  it('keeps the id and name of each row and leaves out a row without them', () => {
    expect(
      choiceParser.parse([
        { id: 12, name: '冬のキャンペーン', url: 'https://example.jp/' },
        { id: 'x', name: '壊れた行' },
        { id: 3 },
      ]),
    ).toEqual([{ id: 12, name: '冬のキャンペーン' }]);
    // The shared parser of choices (shared/choiceLists.ts): an answer that is not a list offers none.
    expect(choiceParser.parse({ items: [] })).toEqual([]);
  });

  it.each([
    [{ basic_id: '@omotesando' }, '@omotesando'],
    [{ basic_id: null }, null],
    [{ basic_id: '' }, null],
    [null, null],
  ])('reads the basic id of %j as %s', (channel, basicId) => {
    expect(channelBasicId.parse(channel)).toBe(basicId);
  });
});
