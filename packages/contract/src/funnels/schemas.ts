import * as z from 'zod/mini';
import { rowIdSchema } from '../schemas';
import {
  ENTRY_SOURCE_NAME_MAX_LENGTH,
  ENTRY_SOURCE_QR_FORMATS,
  FRIEND_EVENT_KINDS,
  FUNNEL_MAX_RANGE_DAYS,
  FUNNEL_MAX_STEPS,
  FUNNEL_MAX_WINDOW_DAYS,
  FUNNEL_MIN_STEPS,
  FUNNEL_MIN_WINDOW_DAYS,
  FUNNEL_NAME_MAX_LENGTH,
  FUNNEL_REF_KINDS,
  FUNNEL_SOURCE_KINDS,
} from './constants';
import { FUNNEL_MESSAGES as M } from './messages';

/*
 * Funnels and entry sources (issue 32). Whether an entry source a step names is the account's is
 * the server's: that needs the database.
 */

const id = rowIdSchema;
const isoInstant = z.string().check(z.describe('ISO 8601 instant in UTC, e.g. 2026-12-01T00:00:00.000Z'));

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both counted (2026-12-01 … 2026-12-01 is 1). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const day = z
  .string({ error: M.day })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.day }), z.refine(isDay, { error: M.day }));

// ---------------------------------------------------------------------------------------------
// Entry sources

export const entrySourceInputSchema = z.object({
  name: z
    .string({ error: M.sourceName })
    .check(
      z.trim(),
      z.minLength(1, { error: M.sourceName }),
      z.maxLength(ENTRY_SOURCE_NAME_MAX_LENGTH, { error: M.sourceName }),
    ),
});
export type EntrySourceInput = z.infer<typeof entrySourceInputSchema>;

export const entrySourceSchema = z.object({
  id,
  name: z.string(),
  /** 12 base64url characters, random: the URL's last segment. */
  code: z.string(),
  /** The whole URL to print or share (`{PUBLIC_ORIGIN}/e/{code}`): it opens LINE's add-friend page. */
  url: z.string(),
  /** People who opened the URL or scanned the QR code (link previews and bots not counted). */
  visits: z.int(),
  /** Different friends whose follow is known to have come through it. */
  follows: z.int(),
  created_at: isoInstant,
  updated_at: isoInstant,
});
export type EntrySource = z.infer<typeof entrySourceSchema>;
export const entrySourceListSchema = z.array(entrySourceSchema);

export const entrySourceQrQuerySchema = z.object({
  /** png (default; for print, 1024 px square) or svg (scales without loss). */
  format: z.optional(z.enum(ENTRY_SOURCE_QR_FORMATS)),
});

// ---------------------------------------------------------------------------------------------
// Funnels

/**
 * One step: what the friend did, narrowed where the kind allows it (the tracker clicked or the
 * delivery opened; the entry source of a follow). Null: any.
 */
export const funnelStepSchema = z
  .object({
    kind: z.enum(FRIEND_EVENT_KINDS, { error: M.kind }),
    ref_id: z._default(z.nullable(id), null),
    source_id: z._default(z.nullable(id), null),
  })
  .check(
    z.superRefine((step, ctx) => {
      if (step.ref_id !== null && !FUNNEL_REF_KINDS.includes(step.kind))
        ctx.issues.push({ code: 'custom', message: M.refNotAllowed, path: ['ref_id'], input: step });
      if (step.source_id !== null && !FUNNEL_SOURCE_KINDS.includes(step.kind))
        ctx.issues.push({ code: 'custom', message: M.sourceNotAllowed, path: ['source_id'], input: step });
    }),
  );
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const funnelInputSchema = z.object({
  name: z
    .string({ error: M.name })
    .check(
      z.trim(),
      z.minLength(1, { error: M.name }),
      z.maxLength(FUNNEL_NAME_MAX_LENGTH, { error: M.name }),
    ),
  /** Days from a friend's first step within which every later step must come. */
  window_days: z
    .int({ error: M.windowDays })
    .check(
      z.gte(FUNNEL_MIN_WINDOW_DAYS, { error: M.windowDays }),
      z.lte(FUNNEL_MAX_WINDOW_DAYS, { error: M.windowDays }),
    ),
  steps: z
    .array(funnelStepSchema, { error: M.steps })
    .check(
      z.minLength(FUNNEL_MIN_STEPS, { error: M.steps }),
      z.maxLength(FUNNEL_MAX_STEPS, { error: M.steps }),
    ),
});
export type FunnelInput = z.infer<typeof funnelInputSchema>;

export const funnelSchema = z.object({
  id,
  name: z.string(),
  window_days: z.int(),
  steps: z.array(
    z.object({ kind: z.enum(FRIEND_EVENT_KINDS), ref_id: z.nullable(id), source_id: z.nullable(id) }),
  ),
  created_at: isoInstant,
  updated_at: isoInstant,
});
export type Funnel = z.infer<typeof funnelSchema>;
export const funnelListSchema = z.array(funnelSchema);

/**
 * The range a count covers, in Japan's days, both included: a friend is counted from their first
 * step-1 event in it (their later steps may fall after `to`, within the window). `source_id`: only
 * friends whose follow came through that entry source.
 */
const rangeShape = {
  from: day,
  to: day,
  source_id: z.optional(z.pipe(z.coerce.number(), id)),
};
const rangeCheck = z.superRefine((range: { from: string; to: string }, ctx) => {
  if (!isDay(range.from) || !isDay(range.to)) return;
  if (range.to < range.from)
    ctx.issues.push({ code: 'custom', message: M.range, path: ['to'], input: range });
  else if (daysBetween(range.from, range.to) > FUNNEL_MAX_RANGE_DAYS)
    ctx.issues.push({ code: 'custom', message: M.rangeLength, path: ['to'], input: range });
});
export const funnelCountsQuerySchema = z.object(rangeShape).check(rangeCheck);
export type FunnelCountsQuery = z.input<typeof funnelCountsQuerySchema>;

export const funnelStepCountSchema = z.object({
  /** 1 for the first step. */
  step: z.int(),
  kind: z.enum(FRIEND_EVENT_KINDS),
  /** Different friends who reached this step (each counted once, however often they did it). */
  friends: z.int(),
  /** friends ÷ the previous step's (0 … 1); null for the first step or after a step of nobody. */
  from_previous: z.nullable(z.number()),
  /** friends ÷ the first step's; null when the first step has nobody. */
  from_first: z.nullable(z.number()),
});
export const funnelCountsSchema = z.object({
  funnel_id: id,
  from: z.string(),
  to: z.string(),
  source_id: z.nullable(id),
  window_days: z.int(),
  steps: z.array(funnelStepCountSchema),
});
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;

/** The segment made: a new tag on the step's friends and a saved query of that tag. */
export const funnelSegmentSchema = z.object({
  tag_id: id,
  member_query_id: id,
  name: z.string(),
  /** Friends tagged. */
  friends: z.int(),
});
export type FunnelSegment = z.infer<typeof funnelSegmentSchema>;

/** A step's number in a path (`/steps/{n}`): 1 … FUNNEL_MAX_STEPS. */
export const funnelStepParamSchema = z.pipe(
  z.string().check(z.regex(new RegExp(`^[1-${FUNNEL_MAX_STEPS}]$`))),
  z.transform(Number),
);
