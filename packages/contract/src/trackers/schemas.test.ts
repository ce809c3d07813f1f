import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TRACKER_MESSAGES as M } from './messages';
import { isTrackerUrl, trackerInputSchema } from './schemas';

describe('a tracker’s destination', () => {
  it.each([
    ['https://example.jp/', true],
    ['http://example.jp/a?b=c#d', true],
    ['https://例え.jp/パス', true],
    ['HTTPS://EXAMPLE.JP/', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<p>', false],
    ['line://nv/profile', false],
    ['ftp://example.jp/', false],
    ['/relative', false],
    ['//example.jp/', false],
    ['https://', false],
    ['https://exa mple.jp/', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isTrackerUrl(url)).toBe(expected);
  });

  it('says what is wrong in Japanese, under the field', () => {
    const base = { name: 'a', group_id: null, actions: { tag_ids: [], values: [], journey_id: null } };
    const issues = (input: object) =>
      z
        .safeParse(trackerInputSchema, input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...base, url: 'javascript:alert(1)' })).toEqual([['url', M.url]]);
    expect(issues({ ...base, url: `https://example.jp/${'a'.repeat(2000)}` })).toEqual([
      ['url', M.urlLength],
    ]);
    expect(issues({ ...base, url: 'https://example.jp/', name: '  ' })).toEqual([['name', M.name]]);
    expect(
      issues({
        ...base,
        url: 'https://example.jp/',
        actions: { tag_ids: [1, 1], values: [], journey_id: null },
      }),
    ).toEqual([['actions.tag_ids', M.tagTwice]]);
    expect(z.safeParse(trackerInputSchema, { ...base, url: ' https://example.jp/ ' }).data?.url).toBe(
      'https://example.jp/',
    );
  });
});
