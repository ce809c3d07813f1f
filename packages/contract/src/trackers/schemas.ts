import * as z from 'zod/mini';
import { pageQuerySchema, rowIdSchema } from '../schemas';
import {
  TRACKER_DEVICE_CLASSES,
  TRACKER_MAX_TAGS,
  TRACKER_MAX_VALUES,
  TRACKER_NAME_MAX_LENGTH,
  TRACKER_NO_GROUP,
  TRACKER_URL_MAX_LENGTH,
  TRACKER_VALUE_MAX_LENGTH,
} from './constants';
import { TRACKER_MESSAGES as M } from './messages';

/*
 * A click tracker (issue 31): a destination URL in a content group, what a friend's click does
 * (tags, friend-information values, a journey) and its counts. Whether the group, tags, variables
 * and journey are the account's is the server's: that needs the database.
 */

const id = rowIdSchema;
const isoInstant = z.string().check(z.describe('ISO 8601 instant in UTC, e.g. 2026-12-01T00:00:00.000Z'));

/**
 * Whether `value` is an absolute http(s) URL with a host. Anything else (javascript:, data:, a
 * relative path, line:) is refused: the redirect sends every clicker there without a question.
 */
export function isTrackerUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const trackerValueSchema = z.object({
  var_id: id,
  value: z.string().check(z.maxLength(TRACKER_VALUE_MAX_LENGTH, { error: M.value })),
});
export type TrackerValue = z.infer<typeof trackerValueSchema>;

/** What a friend's click does, once per click (a click through the common link does nothing). */
export const trackerActionsSchema = z
  .object({
    /** Friend tags put on the friend. */
    tag_ids: z.array(id).check(z.maxLength(TRACKER_MAX_TAGS, { error: M.tags })),
    /** Friend-information values set. */
    values: z.array(trackerValueSchema).check(z.maxLength(TRACKER_MAX_VALUES, { error: M.values })),
    /** The journey the friend enters (active journeys only; a friend enters a journey once). */
    journey_id: z.nullable(id),
  })
  .check(
    z.superRefine((actions, ctx) => {
      if (new Set(actions.tag_ids).size !== actions.tag_ids.length)
        ctx.issues.push({ code: 'custom', message: M.tagTwice, path: ['tag_ids'], input: actions });
      if (new Set(actions.values.map((value) => value.var_id)).size !== actions.values.length)
        ctx.issues.push({ code: 'custom', message: M.variableTwice, path: ['values'], input: actions });
    }),
  );
export type TrackerActions = z.infer<typeof trackerActionsSchema>;

/** A tracker as sent (create and update). */
export const trackerInputSchema = z.object({
  name: z
    .string({ error: M.name })
    .check(
      z.trim(),
      z.minLength(1, { error: M.name }),
      z.maxLength(TRACKER_NAME_MAX_LENGTH, { error: M.name }),
    ),
  url: z
    .string({ error: M.url })
    .check(
      z.trim(),
      z.maxLength(TRACKER_URL_MAX_LENGTH, { error: M.urlLength }),
      z.refine(isTrackerUrl, { error: M.url }),
      z.describe('http:// or https:// URL the link redirects to'),
    ),
  /** A content group of the account (as templates'); null: no group. */
  group_id: z.nullable(id),
  actions: trackerActionsSchema,
});
export type TrackerInput = z.infer<typeof trackerInputSchema>;

/** Clicks by people (bots and link previews are never counted). */
export const trackerCountsSchema = z.object({
  clicks: z.int(),
  /** Different friends who clicked a personal link. */
  friends: z.int(),
});
export type TrackerCounts = z.infer<typeof trackerCountsSchema>;

/** A tracker as the server answers it. */
export const trackerSchema = z.object({
  id,
  name: z.string(),
  url: z.string(),
  group_id: z.nullable(id),
  actions: trackerActionsSchema,
  /** The common link's path (`/t/{code}`): counts clicks without knowing who, and does nothing. */
  link: z.string(),
  counts: trackerCountsSchema,
  created_at: isoInstant,
  updated_at: isoInstant,
});
export type Tracker = z.infer<typeof trackerSchema>;
export const trackerListSchema = z.array(trackerSchema);

/** The list's query: paging (X-Total-Count, Link) and the group (an id, or `none`). */
export const trackerQuerySchema = z.extend(pageQuerySchema, {
  group: z.optional(z.union([z.literal(TRACKER_NO_GROUP), z.pipe(z.coerce.number(), id)])),
});
export type TrackerQuery = z.input<typeof trackerQuerySchema>;

/** A tracker's clicks: in all, per day in Japan, per delivery and per kind of device. */
export const trackerStatsSchema = z.object({
  tracker_id: id,
  counts: trackerCountsSchema,
  /** The last TRACKER_STATS_DAYS days in Japan that had clicks, oldest first. */
  days: z.array(z.object({ date: z.string(), clicks: z.int(), friends: z.int() })),
  /** Each delivery whose personal links were clicked, newest delivery first. */
  deliveries: z.array(z.object({ delivery_id: id, clicks: z.int(), friends: z.int() })),
  devices: z.array(z.object({ device: z.enum(TRACKER_DEVICE_CLASSES), clicks: z.int() })),
});
export type TrackerStats = z.infer<typeof trackerStatsSchema>;
