import { DELIVERY_MESSAGES, DELIVERY_MULTICAST_MAX, japanInstant } from '@console/contract/deliveries';
import { deliveryRetryKey } from './retry';

/*
 * How a delivery goes out (issue 31), as pure plans the worker carries out: which requests, at
 * what time, under which retry key, and what a 429 from LINE means. No database and no clock here.
 *
 * A batch's retry key is its index, so a batch must always hold the same friends: the recipient
 * list is fixed when sending starts and a sending delivery cannot be edited (canTransition), so
 * planning again after a crash cuts the same batches and LINE's 409 answers the ones that went.
 */

/** A friend a delivery goes to. */
export interface Recipient {
  friendId: number;
  lineUserId: string;
}

/**
 * One request to LINE: a multicast of the same messages to up to DELIVERY_MULTICAST_MAX friends,
 * or a push of one friend's own messages. `index` numbers the delivery's requests from 0.
 */
export type SendBatch =
  | { kind: 'multicast'; index: number; recipients: Recipient[] }
  | { kind: 'push'; index: number; recipient: Recipient };

/** Each LINE user once, at their first place: nobody gets a delivery twice. */
function distinct(recipients: readonly Recipient[]): Recipient[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    if (seen.has(recipient.lineUserId)) return false;
    seen.add(recipient.lineUserId);
    return true;
  });
}

/**
 * The requests that send to `recipients`, in their order: multicasts of at most 500 LINE user ids
 * when the rendered messages are the same for everyone (no per-friend insertion token, no personal
 * tracked link), else one push per friend. A friend listed twice is sent to once.
 */
export function sendBatches(recipients: readonly Recipient[], hasPerFriendValues: boolean): SendBatch[] {
  const unique = distinct(recipients);
  if (hasPerFriendValues) return unique.map((recipient, index) => ({ kind: 'push', index, recipient }));
  const batches: SendBatch[] = [];
  for (let from = 0; from < unique.length; from += DELIVERY_MULTICAST_MAX)
    batches.push({
      kind: 'multicast',
      index: batches.length,
      recipients: unique.slice(from, from + DELIVERY_MULTICAST_MAX),
    });
  return batches;
}

/** The X-Line-Retry-Key of a request: a multicast's by its index, a push's by its friend. */
export function batchRetryKey(deliveryId: number, batch: SendBatch): string {
  return deliveryRetryKey(
    deliveryId,
    batch.kind === 'multicast' ? { batch: batch.index } : { friendId: batch.recipient.friendId },
  );
}

/** Friends sent to at one moment of a paced delivery: recipients[from … from + count). */
export interface PacedSlot {
  at: Date;
  from: number;
  count: number;
}

/**
 * When each of `total` friends goes at `perMinute` friends a minute from `start`: minute k takes
 * friends k·perMinute onwards, spread evenly through that minute. Each minute starts on the
 * minute, so rounding never drifts and no 60 seconds hold more than perMinute friends. Times are
 * whole seconds and friends due in the same second form one slot, so a paced delivery still
 * multicasts (60,000 a minute is 1,000 friends a second: two requests, not a thousand).
 */
export function pacedSchedule(total: number, perMinute: number, start: Date): PacedSlot[] {
  if (!Number.isInteger(perMinute) || perMinute < 1) throw new RangeError(`perMinute ${perMinute}`);
  const slots: PacedSlot[] = [];
  for (let i = 0; i < total; i += 1) {
    const minute = Math.floor(i / perMinute);
    const second = Math.floor(((i % perMinute) * 60) / perMinute);
    const at = start.getTime() + minute * 60_000 + second * 1000;
    const last = slots.at(-1);
    if (last && last.at.getTime() === at) last.count += 1;
    else slots.push({ at: new Date(at), from: i, count: 1 });
  }
  return slots;
}

/** A request and when it goes. */
export type PlannedSend = SendBatch & { at: Date };

/**
 * A delivery's requests with their times: all at `start` without pacing; paced, each slot's
 * friends cut into requests as sendBatches cuts them, numbered through the whole delivery so every
 * request keeps its own retry key.
 */
export function planSends(
  recipients: readonly Recipient[],
  hasPerFriendValues: boolean,
  perMinute: number | null,
  start: Date,
): PlannedSend[] {
  const unique = distinct(recipients);
  const slots =
    perMinute === null
      ? [{ at: start, from: 0, count: unique.length }]
      : pacedSchedule(unique.length, perMinute, start);
  const planned: PlannedSend[] = [];
  for (const slot of slots)
    for (const batch of sendBatches(unique.slice(slot.from, slot.from + slot.count), hasPerFriendValues))
      planned.push({ ...batch, index: planned.length, at: slot.at });
  return planned;
}

/**
 * The request that sends to the friend at `seq` of a sending delivery's `total` recipients
 * (numbered from 0 when it started): the friends [from, to) it holds and when it is due, in
 * milliseconds after the start. The same cut as planSends, computed from the seq alone, so the
 * worker holds one request in memory and a worker taking over after a crash cuts the same
 * requests: a push is its own friend's; unpaced, multicasts of 500 from seq 0; paced, each
 * second's friends (pacedSchedule's slot) cut into multicasts of 500 from the slot's first friend.
 */
export function requestAt(
  seq: number,
  total: number,
  perFriend: boolean,
  perMinute: number | null,
): { from: number; to: number; dueMs: number } {
  if (!Number.isInteger(seq) || seq < 0 || seq >= total) throw new RangeError(`seq ${seq} of ${total}`);
  let slotFrom = 0;
  let slotTo = total;
  let dueMs = 0;
  if (perMinute !== null) {
    if (!Number.isInteger(perMinute) || perMinute < 1) throw new RangeError(`perMinute ${perMinute}`);
    const minute = Math.floor(seq / perMinute);
    const second = Math.floor(((seq % perMinute) * 60) / perMinute);
    // The friends r of a minute with floor(r·60/perMinute) = second are ceil(second·pm/60) onwards.
    slotFrom = minute * perMinute + Math.ceil((second * perMinute) / 60);
    slotTo = Math.min(
      total,
      minute * perMinute + Math.min(perMinute, Math.ceil(((second + 1) * perMinute) / 60)),
    );
    dueMs = minute * 60_000 + second * 1000;
  }
  if (perFriend) return { from: seq, to: seq + 1, dueMs };
  const from = slotFrom + Math.floor((seq - slotFrom) / DELIVERY_MULTICAST_MAX) * DELIVERY_MULTICAST_MAX;
  return { from, to: Math.min(slotTo, from + DELIVERY_MULTICAST_MAX), dueMs };
}

/** GET /v2/bot/message/quota: `none` has no monthly limit; `limited` has `value` messages a month. */
export interface MessageQuota {
  type: 'limited' | 'none';
  value?: number;
}

/** GET /v2/bot/message/quota/consumption: the messages sent this month that count against the quota. */
export interface QuotaConsumption {
  totalUsage: number;
}

/**
 * Messages left this month, or null when the plan has no limit. A `limited` answer without a value
 * is read as none left: stopping and saying so is something an operator can undo, while retrying
 * against a spent quota only collects more 429s.
 */
export function remainingQuota(quota: MessageQuota, consumption: QuotaConsumption): number | null {
  if (quota.type === 'none') return null;
  return Math.max(0, (quota.value ?? 0) - consumption.totalUsage);
}

/**
 * What a 429 from LINE means. LINE answers 429 both when the month's quota is used up and when a
 * request rate is exceeded, with nothing in the answer to tell them apart; the quota endpoints
 * can. `needed` is the refused request's recipients (LINE counts a message per recipient, up to
 * 5 message objects being one): if what is left covers them, the quota did not refuse it, so it
 * was the rate (back off and retry with the same key); else the quota (stop, and say so).
 */
export function classify429(
  quota: MessageQuota,
  consumption: QuotaConsumption,
  needed: number,
): 'quota_exhausted' | 'rate_limited' {
  const remaining = remainingQuota(quota, consumption);
  return remaining === null || remaining >= needed ? 'rate_limited' : 'quota_exhausted';
}

export type QuotaCheck = { ok: true } | { ok: false; over: number; message: string };

/**
 * Whether a delivery to `recipients` friends fits in this month's `remaining` messages (null: no
 * limit). A delivery that does not fit is refused before anything is sent, rather than stopping
 * part way with some friends sent to and the rest not.
 */
export function quotaCheck(remaining: number | null, recipients: number): QuotaCheck {
  if (remaining === null || recipients <= remaining) return { ok: true };
  return {
    ok: false,
    over: recipients - remaining,
    message: DELIVERY_MESSAGES.quotaExceeded(recipients, remaining),
  };
}

/**
 * The instant of a date (YYYY-MM-DD) and time (HH:mm) in Japan. apps/server has no calendar
 * library, and none is needed: Japan is UTC+9 all year (no daylight saving), so it is arithmetic,
 * done once in the contract (japanInstant) where the schema checks the same strings.
 */
export function scheduleInJapan(localDate: string, time: string): Date {
  const instant = japanInstant(localDate, time);
  if (instant === null) throw new RangeError(`no such time in Japan: ${localDate} ${time}`);
  return new Date(instant);
}
