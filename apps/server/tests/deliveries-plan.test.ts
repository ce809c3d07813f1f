import { DELIVERY_MESSAGES } from '@console/contract/deliveries';
import { describe, expect, it } from 'vitest';
import {
  batchRetryKey,
  classify429,
  type MessageQuota,
  pacedSchedule,
  planSends,
  quotaCheck,
  type Recipient,
  remainingQuota,
  requestAt,
  scheduleInJapan,
  sendBatches,
} from '../src/deliveries/plan';
import { deliveryRetryKey } from '../src/deliveries/retry';

/*
 * How a delivery goes out (issue 31), as pure plans: multicast batches of 500 or one push per
 * friend, retry keys that make a retried request one delivery, a 429 told apart as the month's
 * quota or a rate limit, the quota checked before sending, pacing, and times in Japan.
 */

const friends = (n: number, from = 0): Recipient[] =>
  Array.from({ length: n }, (_, i) => ({
    friendId: from + i + 1,
    lineUserId: `U${String(from + i).padStart(32, '0')}`,
  }));
const sizes = (batches: ReturnType<typeof sendBatches>) =>
  batches.map((b) => (b.kind === 'multicast' ? b.recipients.length : 1));
const START = new Date('2026-12-01T00:00:00.000Z');
const offsets = (slots: { at: Date }[]) => slots.map((s) => (s.at.getTime() - START.getTime()) / 1000);

describe('the requests a delivery makes', () => {
  it.each([
    ['nobody', 0, false, []],
    ['one friend, the same messages', 1, false, [1]],
    ['500 friends: one multicast (LINE’s most)', 500, false, [500]],
    ['501 friends: a multicast of 500 and one of 1', 501, false, [500, 1]],
    ['1,000 friends: two full multicasts', 1000, false, [500, 500]],
    ['1,001 friends: three multicasts', 1001, false, [500, 500, 1]],
    ['nobody, per-friend values', 0, true, []],
    ['3 friends with per-friend values: three pushes', 3, true, [1, 1, 1]],
  ])('%s', (_name, n, perFriend, expected) => {
    expect(sizes(sendBatches(friends(n), perFriend))).toEqual(expected);
  });

  it('multicasts when no value differs, pushes when one does', () => {
    expect(new Set(sendBatches(friends(501), false).map((b) => b.kind))).toEqual(new Set(['multicast']));
    expect(new Set(sendBatches(friends(501), true).map((b) => b.kind))).toEqual(new Set(['push']));
  });

  it.each([false, true])(
    'keeps the friends’ order and numbers the requests from 0 (per-friend values: %s)',
    (perFriend) => {
      const batches = sendBatches(friends(1001), perFriend);
      const ids = batches
        .flatMap((b) => (b.kind === 'multicast' ? b.recipients : [b.recipient]))
        .map((r) => r.friendId);
      expect(ids).toEqual(friends(1001).map((f) => f.friendId));
      expect(batches.map((b) => b.index)).toEqual(batches.map((_, i) => i));
    },
  );

  it('sends to a friend listed twice once', () => {
    const [a, b] = friends(2) as [Recipient, Recipient];
    const batches = sendBatches([a, b, a], false);
    expect(batches).toEqual([{ kind: 'multicast', index: 0, recipients: [a, b] }]);
    expect(sendBatches([a, b, a], true)).toHaveLength(2);
  });

  it('cuts the same batches from the same list every time (a batch’s retry key is its index)', () => {
    expect(sendBatches(friends(1234), false)).toEqual(sendBatches(friends(1234), false));
  });
});

describe('retry keys', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it.each([
    [7, { batch: 0 }],
    [7, { batch: 1 }],
    [7, { friendId: 1 }],
    [8, { batch: 0 }],
  ])('delivery %s, %o: a UUID, the same on every retry', (deliveryId, part) => {
    const key = deliveryRetryKey(deliveryId, part);
    expect(key).toMatch(UUID);
    expect(deliveryRetryKey(deliveryId, part)).toBe(key);
  });

  it('gives different requests different keys: batches, friends and deliveries apart', () => {
    const keys = [
      deliveryRetryKey(7, { batch: 3 }),
      deliveryRetryKey(7, { friendId: 3 }),
      deliveryRetryKey(7, { batch: 4 }),
      deliveryRetryKey(8, { batch: 3 }),
      deliveryRetryKey(8, { friendId: 3 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keys a multicast by its batch and a push by its friend', () => {
    const [a, b] = friends(2, 40) as [Recipient, Recipient];
    expect(batchRetryKey(7, { kind: 'multicast', index: 0, recipients: [a, b] })).toBe(
      deliveryRetryKey(7, { batch: 0 }),
    );
    expect(batchRetryKey(7, { kind: 'push', index: 1, recipient: b })).toBe(
      deliveryRetryKey(7, { friendId: 42 }),
    );
  });
});

describe('a 429 from LINE', () => {
  const limited = (value: number): MessageQuota => ({ type: 'limited', value });

  it.each([
    ['no monthly limit', { type: 'none' } as MessageQuota, 1_000_000, 500, 'rate_limited'],
    ['plenty left', limited(15_000), 1_000, 500, 'rate_limited'],
    ['exactly enough left for the request', limited(15_000), 14_500, 500, 'rate_limited'],
    ['one short of the request', limited(15_000), 14_501, 500, 'quota_exhausted'],
    ['none left', limited(15_000), 15_000, 1, 'quota_exhausted'],
    ['a push with one left', limited(200), 199, 1, 'rate_limited'],
    ['more used than the limit (LINE counts late)', limited(200), 250, 1, 'quota_exhausted'],
    ['a limited quota without a value', { type: 'limited' } as MessageQuota, 0, 1, 'quota_exhausted'],
  ])('%s', (_name, quota, used, needed, expected) => {
    expect(classify429(quota, { totalUsage: used }, needed)).toBe(expected);
  });

  it.each([
    [{ type: 'none' } as MessageQuota, 5, null],
    [limited(1000), 400, 600],
    [limited(1000), 1000, 0],
    [limited(1000), 1200, 0],
  ])('quota %o with %s used leaves %s', (quota, used, expected) => {
    expect(remainingQuota(quota, { totalUsage: used })).toBe(expected);
  });
});

describe('the quota checked before sending', () => {
  it.each([
    ['no limit', null, 1_000_000, true],
    ['nobody to send to, nothing left', 0, 0, true],
    ['exactly enough', 1000, 1000, true],
    ['one short', 999, 1000, false],
    ['nothing left', 0, 1, false],
  ])('%s (%s left, %s friends): ok %s', (_name, remaining, recipients, ok) => {
    expect(quotaCheck(remaining, recipients).ok).toBe(ok);
  });

  it('says in Japanese how many are over', () => {
    expect(quotaCheck(999, 1000)).toEqual({
      ok: false,
      over: 1,
      message: DELIVERY_MESSAGES.quotaExceeded(1000, 999),
    });
    expect(quotaCheck(10_000, 12_345)).toMatchObject({ over: 2_345 });
    expect(DELIVERY_MESSAGES.quotaExceeded(12_345, 10_000)).toBe(
      '今月の残りの配信数（10,000通）を2,345通超えるため配信できません（配信先 12,345人）。配信先を絞り込むか、LINE公式アカウントのプランを見直してください。',
    );
  });
});

describe('pacing', () => {
  it('sends 1,000 at 300 a minute as 5 friends a second for three minutes and 20 seconds', () => {
    const slots = pacedSchedule(1000, 300, START);
    expect(slots).toHaveLength(200);
    expect(slots.every((s) => s.count === 5)).toBe(true);
    expect(offsets(slots).slice(0, 3)).toEqual([0, 1, 2]);
    expect(offsets(slots).slice(59, 62)).toEqual([59, 60, 61]);
    expect(slots.at(-1)).toEqual({ at: new Date(START.getTime() + 199_000), from: 995, count: 5 });
    // Every friend once, in order.
    expect(slots.map((s) => s.from)).toEqual(slots.map((_, i) => i * 5));
  });

  it.each([
    [1000, 300],
    [1000, 7],
    [60_001, 60_000],
    [100, 90],
  ])('never puts more than the pace in any 60 seconds (%s at %s a minute)', (total, perMinute) => {
    const slots = pacedSchedule(total, perMinute, START);
    expect(slots.reduce((sum, s) => sum + s.count, 0)).toBe(total);
    for (const slot of slots) {
      const inWindow = slots
        .filter((s) => s.at >= slot.at && s.at.getTime() < slot.at.getTime() + 60_000)
        .reduce((sum, s) => sum + s.count, 0);
      expect(inWindow).toBeLessThanOrEqual(perMinute);
    }
  });

  it.each([
    ['nobody', 0, 300, []],
    ['one a minute', 3, 1, [0, 60, 120]],
    ['30 a minute: every 2 seconds', 4, 30, [0, 2, 4, 6]],
    ['7 a minute, evenly within the minute', 8, 7, [0, 8, 17, 25, 34, 42, 51, 60]],
    ['exactly one minute’s worth', 300, 300, Array.from({ length: 60 }, (_, i) => i)],
    ['one more than a minute’s worth', 301, 300, [...Array.from({ length: 60 }, (_, i) => i), 60]],
  ])('%s', (_name, total, perMinute, expected) => {
    expect(offsets(pacedSchedule(total, perMinute, START))).toEqual(expected);
  });

  it('puts 60,000 a minute in slots of 1,000 a second', () => {
    const slots = pacedSchedule(60_001, 60_000, START);
    expect(slots).toHaveLength(61);
    expect(slots[0]?.count).toBe(1000);
    expect(slots.at(-1)).toEqual({ at: new Date(START.getTime() + 60_000), from: 60_000, count: 1 });
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses a pace of %s a minute', (perMinute) => {
    expect(() => pacedSchedule(10, perMinute, START)).toThrow(RangeError);
  });
});

describe('a delivery’s requests and their times', () => {
  it('sends everything at the start without pacing: 501 friends, two multicasts', () => {
    const sends = planSends(friends(501), false, null, START);
    expect(sends.map((s) => [s.kind, s.index, s.at.getTime()])).toEqual([
      ['multicast', 0, START.getTime()],
      ['multicast', 1, START.getTime()],
    ]);
  });

  it('paced at 300 a minute, multicasts each second’s 5 friends, numbered through the delivery', () => {
    const sends = planSends(friends(1000), false, 300, START);
    expect(sends).toHaveLength(200);
    expect(sends.map((s) => s.index)).toEqual(sends.map((_, i) => i));
    expect(sends.every((s) => s.kind === 'multicast' && s.recipients.length === 5)).toBe(true);
    expect(offsets(sends).at(-1)).toBe(199);
  });

  it('paced with per-friend values, pushes each friend at their slot’s time', () => {
    const sends = planSends(friends(10), true, 300, START);
    expect(sends.map((s) => s.kind)).toEqual(Array(10).fill('push'));
    expect(offsets(sends)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('plans nothing for nobody', () => {
    expect(planSends([], false, null, START)).toEqual([]);
    expect(planSends([], true, 300, START)).toEqual([]);
  });

  it('sends to a friend listed twice once, paced or not', () => {
    const list = [...friends(3), ...friends(3)];
    expect(planSends(list, true, null, START)).toHaveLength(3);
    expect(planSends(list, true, 60, START)).toHaveLength(3);
  });
});

describe('a scheduled time in Japan', () => {
  it.each([
    ['2026-12-01', '09:00', '2026-12-01T00:00:00.000Z'],
    // Across midnight in Japan: the UTC date is the day before until 9:00.
    ['2026-12-01', '23:59', '2026-12-01T14:59:00.000Z'],
    ['2026-12-02', '00:00', '2026-12-01T15:00:00.000Z'],
    ['2026-12-02', '08:59', '2026-12-01T23:59:00.000Z'],
    ['2027-01-01', '00:30', '2026-12-31T15:30:00.000Z'],
    ['2028-02-29', '00:00', '2028-02-28T15:00:00.000Z'],
  ])('%s %s in Japan is %s', (date, time, expected) => {
    expect(scheduleInJapan(date, time).toISOString()).toBe(expected);
  });

  it.each([
    ['2027-02-29', '09:00'],
    ['2026-12-01', '24:00'],
    ['2026-12-01', '9:00'],
    ['2026/12/01', '09:00'],
  ])('refuses %s %s', (date, time) => {
    expect(() => scheduleInJapan(date, time)).toThrow(RangeError);
  });
});

describe('requestAt: the request of a seq, cut as planSends cuts the whole list', () => {
  const start = new Date('2026-12-01T00:00:00Z');
  const people = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ friendId: i + 1, lineUserId: `U${String(i).padStart(32, '0')}` }));
  // Each case walks the seqs request by request and compares with planSends' requests in order.
  it.each([
    { total: 1, perFriend: false, perMinute: null },
    { total: 500, perFriend: false, perMinute: null },
    { total: 1_234, perFriend: false, perMinute: null },
    { total: 7, perFriend: true, perMinute: null },
    { total: 1_234, perFriend: false, perMinute: 700 },
    { total: 250, perFriend: false, perMinute: 7 },
    { total: 130, perFriend: true, perMinute: 60 },
    { total: 2_500, perFriend: false, perMinute: 60_000 },
    { total: 90, perFriend: false, perMinute: 1 },
  ])('$total friends, perFriend $perFriend, $perMinute a minute', ({ total, perFriend, perMinute }) => {
    const planned = planSends(people(total), perFriend, perMinute, start);
    const walked: { from: number; to: number; at: number }[] = [];
    for (let seq = 0; seq < total; ) {
      const request = requestAt(seq, total, perFriend, perMinute);
      // Every seq inside a request names that same request.
      expect(requestAt(request.to - 1, total, perFriend, perMinute)).toEqual(request);
      walked.push({ from: request.from, to: request.to, at: start.getTime() + request.dueMs });
      seq = request.to;
    }
    let from = 0;
    const expected = planned.map((send) => {
      const size = send.kind === 'multicast' ? send.recipients.length : 1;
      const cut = { from, to: from + size, at: send.at.getTime() };
      from += size;
      return cut;
    });
    expect(walked).toEqual(expected);
  });

  it('refuses a seq outside the list', () => {
    expect(() => requestAt(5, 5, false, null)).toThrow(RangeError);
    expect(() => requestAt(-1, 5, false, null)).toThrow(RangeError);
  });
});
