import { LINE_LIMITS } from '../line/limits';

/*
 * The deliveries' vocabulary without zod (issue 31): a delivery sends one message template to
 * many friends. The console's entry and the server's planner import it; the schemas in
 * ./schemas.ts are built from it and the words are in ./messages.ts.
 */

export const DELIVERY_NAME_MAX_LENGTH = 100;

/**
 * The most LINE user ids one multicast request takes. LINE's Messaging API reference, "Send
 * multicast message" (https://developers.line.biz/en/reference/messaging-api/#send-multicast-message):
 * `to`, "Max: 500 user IDs"; LINE's OpenAPI description states the same (MulticastRequest.to
 * maxItems), which is where LINE_LIMITS reads it, so the two cannot drift apart.
 */
export const DELIVERY_MULTICAST_MAX = LINE_LIMITS.MULTICAST_TO_MAX;

/**
 * Pacing, friends a minute. The upper bound is where pacing stops slowing anything: a paced
 * delivery with per-friend values goes out one push per friend, and the push sender keeps below
 * LINE's 2,000 requests a second per channel at 1,500 a second (90,000 a minute); 60,000 leaves
 * the rest of that rate to journeys and triggers on the same channel.
 */
export const DELIVERY_PACING_MIN_PER_MINUTE = 1;
export const DELIVERY_PACING_MAX_PER_MINUTE = 60_000;

/**
 * Friends one test send goes to: a test is for the operator's own phone and a colleague's or two,
 * and each one is a push that counts against the month's quota.
 */
export const DELIVERY_TEST_FRIENDS_MAX = 5;

/** Tags one audience may name, included and excluded each: enough for any real segment, bounded for the query. */
export const DELIVERY_AUDIENCE_TAGS_MAX = 100;

export const DELIVERY_AUDIENCE_TYPES = ['all', 'segment', 'tags'] as const;
export type DeliveryAudienceType = (typeof DELIVERY_AUDIENCE_TYPES)[number];

export const DELIVERY_SCHEDULE_TYPES = ['now', 'at'] as const;
export type DeliveryScheduleType = (typeof DELIVERY_SCHEDULE_TYPES)[number];

export const DELIVERY_STATUSES = ['draft', 'scheduled', 'sending', 'done', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Where a delivery may go from each status. Every send, "now" included, passes through scheduled,
 * so the queue that claims due deliveries is the only way into sending. A scheduled delivery goes
 * back to draft to be edited; cancelling stops a scheduled one before it starts or a sending one
 * between batches (what went out stays sent). done and cancelled are final: sending again is a new
 * delivery, so a delivery's stats always describe one sending.
 */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  draft: ['scheduled'],
  scheduled: ['draft', 'sending', 'cancelled'],
  sending: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** Whether a delivery in status `from` may move to `to` (staying put is not a move). */
export function canTransition(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return DELIVERY_TRANSITIONS[from].includes(to);
}
