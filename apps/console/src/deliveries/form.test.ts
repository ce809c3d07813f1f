import { type Delivery, DELIVERY_MESSAGES as M } from '@console/contract/deliveries';
import { describe, expect, it } from 'vitest';
import {
  countableAudience,
  type DeliveryDraft,
  draftOf,
  draftProblems,
  formatJapanAt,
  inputOf,
  newDraft,
  progressOf,
} from './form';
import { deliveryIdOf, deliveryPageOf } from './reads';

const draft = (changes: Partial<DeliveryDraft>): DeliveryDraft => ({
  ...newDraft(),
  name: '年末のお知らせ',
  templateId: '4',
  ...changes,
});

const saved: Delivery = {
  id: 9,
  name: '年末のお知らせ',
  template_id: 4,
  audience: { type: 'tags', tag_ids: [1, 2], exclude_tag_ids: [3] },
  schedule: { type: 'at', at: '2026-12-01T09:00' },
  pacing: { per_minute: 500 },
  status: 'draft',
  scheduled_at: null,
  started_at: null,
  finished_at: null,
  recipient_count: null,
  stats: { sent: 0, failed: 0, clicked: 0, blocked_since: 0 },
  error: null,
  sandbox: null,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};

describe('inputOf', () => {
  it.each([
    ['all, now, unpaced', {}, { type: 'all' }, { type: 'now' }, null],
    [
      'a segment',
      { audience: 'segment', segmentId: '12' },
      { type: 'segment', member_query_id: 12 },
      { type: 'now' },
      null,
    ],
    [
      'tags with exclusions, at a Japan time',
      {
        audience: 'tags',
        tagIds: [1],
        excludeTagIds: [5],
        schedule: 'at',
        date: '2026-12-01',
        time: '09:30',
      },
      { type: 'tags', tag_ids: [1], exclude_tag_ids: [5] },
      { type: 'at', at: '2026-12-01T09:30' },
      null,
    ],
    // Full-width digits as an IME types them are the same number.
    [
      'paced, full-width digits',
      { paced: true, perMinute: '１２０' },
      { type: 'all' },
      { type: 'now' },
      { per_minute: 120 },
    ],
    // Pacing switched off keeps the typed number in the form, not in the body.
    ['pacing off', { paced: false, perMinute: '30' }, { type: 'all' }, { type: 'now' }, null],
  ] as const)('%s', (_name, changes, audience, schedule, pacing) => {
    const input = inputOf(draft(changes as Partial<DeliveryDraft>));
    expect(input).toEqual({ name: '年末のお知らせ', template_id: 4, audience, schedule, pacing });
  });

  it('a saved delivery goes back into the same body', () => {
    const { name, template_id, audience, schedule, pacing } = saved;
    expect(inputOf(draftOf(saved))).toEqual({ name, template_id, audience, schedule, pacing });
  });
});

describe('draftProblems', () => {
  it.each([
    ['a complete draft', {}, {}],
    ['no name', { name: '  ' }, { name: M.name }],
    ['no template', { templateId: '' }, { template_id: M.template }],
    ['no segment', { audience: 'segment' }, { 'audience.member_query_id': M.segment }],
    ['no tag either way', { audience: 'tags' }, { 'audience.tag_ids': M.tagsEmpty }],
    [
      'a tag both included and excluded',
      { audience: 'tags', tagIds: [1], excludeTagIds: [1] },
      { 'audience.exclude_tag_ids': M.tagsOverlap },
    ],
    [
      'a day that does not exist',
      { schedule: 'at', date: '2027-02-29', time: '09:00' },
      { 'schedule.at': M.scheduleAt },
    ],
    ['no time', { schedule: 'at', date: '2026-12-01', time: '' }, { 'schedule.at': M.scheduleAt }],
    ['pacing of 0', { paced: true, perMinute: '0' }, { 'pacing.per_minute': M.pacing }],
    ['pacing not a number', { paced: true, perMinute: '速く' }, { 'pacing.per_minute': M.pacing }],
  ] as const)('%s', (_name, changes, expected) => {
    expect(draftProblems(draft(changes as Partial<DeliveryDraft>))).toEqual(expected);
  });
});

describe('countableAudience', () => {
  it.each([
    ['all', {}, { type: 'all' }],
    ['a segment not chosen yet', { audience: 'segment' }, null],
    ['a segment', { audience: 'segment', segmentId: '3' }, { type: 'segment', member_query_id: 3 }],
    ['no tags yet', { audience: 'tags' }, null],
    [
      'only exclusions',
      { audience: 'tags', excludeTagIds: [2] },
      { type: 'tags', tag_ids: [], exclude_tag_ids: [2] },
    ],
    ['a tag on both sides', { audience: 'tags', tagIds: [2], excludeTagIds: [2] }, null],
  ] as const)('%s', (_name, changes, expected) => {
    expect(countableAudience(draft(changes as Partial<DeliveryDraft>))).toEqual(expected);
  });
});

describe('formatJapanAt', () => {
  it.each([
    ['2026-12-01T09:00', '2026/12/01 09:00'],
    ['2027-01-01T00:05', '2027/01/01 00:05'],
    // Not the contract's form: shown as it is rather than guessed at.
    ['2026-12-01', '2026-12-01'],
  ])('%s → %s', (at, shown) => {
    expect(formatJapanAt(at)).toBe(shown);
  });
});

describe('progressOf', () => {
  const stats = (sent: number, failed: number) => ({ sent, failed, clicked: 0, blocked_since: 0 });
  it.each([
    [null, stats(0, 0), null],
    [0, stats(0, 0), null],
    [1000, stats(0, 0), 0],
    [1000, stats(245, 5), 25],
    [3, stats(1, 0), 33],
    [1000, stats(990, 10), 100],
    // A friend followed again while it sent: never past the end.
    [10, stats(11, 0), 100],
  ])('%s recipients, %o → %s', (recipients, counts, expected) => {
    expect(progressOf({ recipient_count: recipients, stats: counts })).toBe(expected);
  });
});

describe('the address', () => {
  it.each([
    ['9', 9],
    ['123456789', 123456789],
    ['0', null],
    ['09', null],
    ['abc', null],
    ['1e3', null],
    [undefined, null],
  ])('delivery id %s → %s', (param, id) => {
    expect(deliveryIdOf(param)).toBe(id);
  });

  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=x', 1],
  ])('list ?%s → page %i', (query, page) => {
    expect(deliveryPageOf(new URLSearchParams(query))).toBe(page);
  });
});
