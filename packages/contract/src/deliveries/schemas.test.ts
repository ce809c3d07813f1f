import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation';
import { DELIVERY_MESSAGES as M } from './messages';
import { deliveryInputSchema, deliverySchema } from './schemas';

const delivery = (overrides: Record<string, unknown> = {}) => ({
  name: '12月のセール',
  template_id: 12,
  audience: { type: 'all' },
  schedule: { type: 'now' },
  ...overrides,
});
const tags = (tag_ids: number[], exclude_tag_ids: number[]) => ({
  audience: { type: 'tags', tag_ids, exclude_tag_ids },
});
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('a delivery as the API takes it (issue 31)', () => {
  it.each([
    ['everyone, now, no pacing', delivery(), {}],
    ['a segment', delivery({ audience: { type: 'segment', member_query_id: 3 } }), {}],
    [
      'a segment without its query',
      delivery({ audience: { type: 'segment' } }),
      { 'audience.member_query_id': [M.segment] },
    ],
    [
      'an unknown audience type',
      delivery({ audience: { type: 'friends' } }),
      { 'audience.type': [M.audienceType] },
    ],
    // Tags: any of the included, less any of the excluded; excluded only means everyone else.
    ['tags with an exclusion', delivery(tags([1, 2], [3])), {}],
    ['only excluded tags (everyone but them)', delivery(tags([], [3])), {}],
    ['no tag at all', delivery(tags([], [])), { 'audience.tag_ids': [M.tagsEmpty] }],
    [
      'a tag both included and excluded',
      delivery(tags([1, 2], [2])),
      { 'audience.exclude_tag_ids': [M.tagsOverlap] },
    ],
    ['100 tags', delivery(tags(ids(100), [])), {}],
    ['101 tags', delivery(tags(ids(101), [])), { 'audience.tag_ids': [M.tagsTooMany] }],
    ['101 excluded tags', delivery(tags([], ids(101))), { 'audience.exclude_tag_ids': [M.tagsTooMany] }],
    // Schedules: a Japanese wall-clock time without an offset.
    ['at a time in Japan', delivery({ schedule: { type: 'at', at: '2026-12-01T09:00' } }), {}],
    [
      'at a time with an offset',
      delivery({ schedule: { type: 'at', at: '2026-12-01T09:00+09:00' } }),
      { 'schedule.at': [M.scheduleAt] },
    ],
    [
      'at a date that does not exist',
      delivery({ schedule: { type: 'at', at: '2027-02-29T09:00' } }),
      { 'schedule.at': [M.scheduleAt] },
    ],
    ['at without a time', delivery({ schedule: { type: 'at' } }), { 'schedule.at': [M.scheduleAt] }],
    [
      'an unknown schedule type',
      delivery({ schedule: { type: 'later' } }),
      { 'schedule.type': [M.scheduleType] },
    ],
    // Pacing: 1 to 60,000 friends a minute, whole.
    ['pacing null', delivery({ pacing: null }), {}],
    ['pacing of 1 a minute', delivery({ pacing: { per_minute: 1 } }), {}],
    ['pacing of 0 a minute', delivery({ pacing: { per_minute: 0 } }), { 'pacing.per_minute': [M.pacing] }],
    ['pacing of 60,000 a minute', delivery({ pacing: { per_minute: 60_000 } }), {}],
    [
      'pacing of 60,001 a minute',
      delivery({ pacing: { per_minute: 60_001 } }),
      { 'pacing.per_minute': [M.pacing] },
    ],
    [
      'pacing of 2.5 a minute',
      delivery({ pacing: { per_minute: 2.5 } }),
      { 'pacing.per_minute': [M.pacing] },
    ],
    // Name: trimmed, 1 to 100 characters.
    ['a name of 100 characters', delivery({ name: 'あ'.repeat(100) }), {}],
    ['a name of 101 characters', delivery({ name: 'あ'.repeat(101) }), { name: [M.name] }],
    ['a blank name', delivery({ name: '   ' }), { name: [M.name] }],
    ['no template', delivery({ template_id: undefined }), { template_id: [M.template] }],
    ['a template id as text', delivery({ template_id: '12' }), { template_id: [M.template] }],
  ])('%s', (_name, input, errors) => {
    const result = fieldErrors(deliveryInputSchema, input);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it('trims the name it keeps', () => {
    const result = fieldErrors(deliveryInputSchema, delivery({ name: '  セール  ' }));
    expect(result.ok && result.data.name).toBe('セール');
  });

  it('says how many are over and by how much in the quota refusal', () => {
    expect(M.quotaExceeded(1_200, 1_000)).toContain('今月の残りの配信数（1,000通）を200通超える');
  });
});

describe('a delivery as the server answers it', () => {
  it('reads a sent delivery with its stats', () => {
    const stored = {
      id: 1,
      ...delivery({ pacing: { per_minute: 300 } }),
      status: 'done',
      scheduled_at: '2026-12-01T00:00:00.000Z',
      started_at: '2026-12-01T00:00:01.000Z',
      finished_at: '2026-12-01T00:03:20.000Z',
      recipient_count: 1000,
      stats: { sent: 990, failed: 10, clicked: 120, blocked_since: 3 },
      error: null,
      sandbox: false,
      created_at: '2026-11-30T00:00:00.000Z',
      updated_at: '2026-12-01T00:03:20.000Z',
    };
    expect(fieldErrors(deliverySchema, stored).ok).toBe(true);
    expect(fieldErrors(deliverySchema, { ...stored, status: 'paused' }).ok).toBe(false);
  });
});
