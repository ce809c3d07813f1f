import * as z from 'zod/mini';
import { pageQuerySchema, rowIdSchema } from '../schemas';
import {
  DELIVERY_AUDIENCE_TAGS_MAX,
  DELIVERY_NAME_MAX_LENGTH,
  DELIVERY_PACING_MAX_PER_MINUTE,
  DELIVERY_PACING_MIN_PER_MINUTE,
  DELIVERY_STATUSES,
  DELIVERY_TEST_FRIENDS_MAX,
} from './constants';
import { DELIVERY_MESSAGES as M } from './messages';
import { japanInstantOf } from './schedule';

/*
 * A delivery (issue 31): one message template sent to many friends, now or at a time in Japan,
 * optionally paced. Whether the template, segment and tags are the account's (and the template
 * ready), and whether a scheduled time is still ahead, is the server's: those need the database
 * and the clock.
 */

const id = rowIdSchema;
const isoInstant = z.string().check(z.describe('ISO 8601 instant in UTC, e.g. 2026-12-01T00:00:00.000Z'));

const tagIds = z.array(id).check(z.maxLength(DELIVERY_AUDIENCE_TAGS_MAX, { error: M.tagsTooMany }));

export const deliveryAudienceSchema = z
  .discriminatedUnion(
    'type',
    [
      /** Every friend who has not blocked the account. */
      z.object({ type: z.literal('all') }),
      /** The friends a member query (segment) picks when the delivery starts. */
      z.object({ type: z.literal('segment'), member_query_id: z.int({ error: M.segment }) }),
      /**
       * The friends with any of tag_ids (every friend when tag_ids is empty), less those with any
       * of exclude_tag_ids: "everyone but the unsubscribed tag" is a common broadcast.
       */
      z.object({ type: z.literal('tags'), tag_ids: tagIds, exclude_tag_ids: tagIds }),
    ],
    { error: M.audienceType },
  )
  .check(
    z.superRefine((audience, ctx) => {
      if (audience.type !== 'tags') return;
      if (audience.tag_ids.length === 0 && audience.exclude_tag_ids.length === 0)
        ctx.issues.push({ code: 'custom', message: M.tagsEmpty, path: ['tag_ids'], input: audience });
      const included = new Set(audience.tag_ids);
      if (audience.exclude_tag_ids.some((tag) => included.has(tag)))
        ctx.issues.push({
          code: 'custom',
          message: M.tagsOverlap,
          path: ['exclude_tag_ids'],
          input: audience,
        });
    }),
  );
export type DeliveryAudience = z.infer<typeof deliveryAudienceSchema>;

export const deliveryScheduleSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('now') }),
    /** `at`: a Japanese wall-clock time, `YYYY-MM-DDTHH:mm`, no offset (./schedule.ts says why). */
    z.object({
      type: z.literal('at'),
      at: z.string({ error: M.scheduleAt }).check(
        z.refine((at) => japanInstantOf(at) !== null, { error: M.scheduleAt }),
        z.describe('Japan time, YYYY-MM-DDTHH:mm, e.g. 2026-12-01T09:00'),
      ),
    }),
  ],
  { error: M.scheduleType },
);
export type DeliverySchedule = z.infer<typeof deliveryScheduleSchema>;

export const deliveryPacingSchema = z.object({
  /** Friends a minute, spread evenly through each minute. */
  per_minute: z
    .int({ error: M.pacing })
    .check(
      z.minimum(DELIVERY_PACING_MIN_PER_MINUTE, { error: M.pacing }),
      z.maximum(DELIVERY_PACING_MAX_PER_MINUTE, { error: M.pacing }),
    ),
});
export type DeliveryPacing = z.infer<typeof deliveryPacingSchema>;

/** A delivery as sent (create and update of a draft). */
export const deliveryInputSchema = z.object({
  name: z
    .string({ error: M.name })
    .check(
      z.trim(),
      z.minLength(1, { error: M.name }),
      z.maxLength(DELIVERY_NAME_MAX_LENGTH, { error: M.name }),
    ),
  template_id: z.int({ error: M.template }),
  audience: deliveryAudienceSchema,
  schedule: deliveryScheduleSchema,
  /** Absent or null: as fast as LINE and the queue allow. */
  pacing: z.optional(z.nullable(deliveryPacingSchema)),
});
export type DeliveryInput = z.infer<typeof deliveryInputSchema>;

export const deliveryStatsSchema = z.object({
  /** Friends LINE took the message for (a 409 on a retried request counts: it went once). */
  sent: z.int(),
  /** Friends it could not reach (refused by LINE for them, or left when the quota ran out). */
  failed: z.int(),
  /** Friends who opened one of its tracked links (each friend once). */
  clicked: z.int(),
  /** Friends who blocked the account since it was sent. */
  blocked_since: z.int(),
});
export type DeliveryStats = z.infer<typeof deliveryStatsSchema>;

/** A delivery as the server answers it. */
export const deliverySchema = z.object({
  id,
  name: z.string(),
  template_id: id,
  audience: deliveryAudienceSchema,
  schedule: deliveryScheduleSchema,
  pacing: z.nullable(deliveryPacingSchema),
  status: z.enum(DELIVERY_STATUSES),
  /** The instant it goes (or went): the schedule's time, or when "now" was pressed; null for a draft. */
  scheduled_at: z.nullable(isoInstant),
  started_at: z.nullable(isoInstant),
  finished_at: z.nullable(isoInstant),
  /** Friends it goes to, counted when it is scheduled (again when sending starts); null for a draft. */
  recipient_count: z.nullable(z.int()),
  stats: deliveryStatsSchema,
  /**
   * Why sending stopped before every friend was sent to (LINE's monthly quota ran out, the
   * template was deleted); null while it goes well. The friends left are counted in stats.failed.
   */
  error: z.nullable(z.string()),
  /**
   * Whether it went to the sandbox (the channel had no access token when sending started: the
   * requests were recorded, not sent); null before it starts (GET /api/delivery_quota says whether
   * the account is in the sandbox now).
   */
  sandbox: z.nullable(z.boolean()),
  created_at: isoInstant,
  updated_at: isoInstant,
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.array(deliverySchema);

/** The list's query: `?page=&per_page=` (X-Total-Count, Link), or the whole list without them. */
export const deliveryQuerySchema = pageQuerySchema;
export type DeliveryQuery = z.infer<typeof deliveryQuerySchema>;

/** An audience to count, as the compose screen holds it (its errors name `audience.…` as create's). */
export const deliveryAudienceCountInputSchema = z.object({ audience: deliveryAudienceSchema });
export type DeliveryAudienceCountInput = z.infer<typeof deliveryAudienceCountInputSchema>;

/** The friends following the account that an audience picks now. */
export const deliveryAudienceCountSchema = z.object({ count: z.int() });
export type DeliveryAudienceCount = z.infer<typeof deliveryAudienceCountSchema>;

/** A test send: the delivery's template, filled per friend, to up to DELIVERY_TEST_FRIENDS_MAX friends. */
export const deliveryTestInputSchema = z.object({
  friend_ids: z
    .array(id, { error: M.testFriends })
    .check(
      z.minLength(1, { error: M.testFriends }),
      z.maxLength(DELIVERY_TEST_FRIENDS_MAX, { error: M.testFriends }),
    ),
});
export type DeliveryTestInput = z.infer<typeof deliveryTestInputSchema>;

/** What happened to each friend of a test send. */
export const deliveryTestResultSchema = z.object({
  results: z.array(
    z.object({
      friend_id: id,
      name: z.string(),
      /** sent: LINE took it (or the sandbox recorded it); failed: `error` says why. */
      status: z.enum(['sent', 'failed']),
      error: z.nullable(z.string()),
    }),
  ),
  sandbox: z.boolean(),
});
export type DeliveryTestResult = z.infer<typeof deliveryTestResultSchema>;

/**
 * LINE's monthly message quota (GET /v2/bot/message/quota and …/quota/consumption): `limit` null
 * when the plan has none (or in the sandbox); `remaining` null then too.
 */
export const deliveryQuotaSchema = z.object({
  limit: z.nullable(z.int()),
  used: z.int(),
  remaining: z.nullable(z.int()),
  sandbox: z.boolean(),
});
export type DeliveryQuota = z.infer<typeof deliveryQuotaSchema>;

/**
 * LINE's own statistics of a delivery (its custom aggregation unit, GET
 * /v2/bot/insight/message/event/aggregation) over `from`–`to` (Japan dates, at most 30 days from
 * the start): friends who saw it, tapped a link in it, played its video. A figure LINE withholds
 * (fewer than 20 people) is null. `reason` says why there are none: the sandbox, not sent yet,
 * LINE not reachable.
 */
export const deliveryLineStatisticsSchema = z.object({
  available: z.boolean(),
  reason: z.nullable(z.string()),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  unique_impression: z.nullable(z.int()),
  unique_click: z.nullable(z.int()),
  unique_media_played: z.nullable(z.int()),
});
export type DeliveryLineStatistics = z.infer<typeof deliveryLineStatisticsSchema>;

/** One request the sandbox recorded instead of sending it to LINE. */
export const deliverySandboxRequestSchema = z.object({
  id: z.int(),
  /** multicast | push (a delivery's), test (a test send). */
  kind: z.enum(['multicast', 'push', 'test']),
  /** The LINE user ids it was for. */
  to: z.array(z.string()),
  messages: z.array(z.record(z.string(), z.unknown())),
  created_at: isoInstant,
});
export type DeliverySandboxRequest = z.infer<typeof deliverySandboxRequestSchema>;
export const deliverySandboxRequestListSchema = z.array(deliverySandboxRequestSchema);
