import * as z from 'zod/mini';
import { pageQuerySchema, rowIdSchema } from '../schemas';
import {
  AD_ACCESS_TOKEN_MAX_LENGTH,
  AD_ACCOUNT_NAME_MAX_LENGTH,
  AD_DESTINATION_ID_PATTERN,
  AD_EVENT_KINDS,
  AD_EVENT_NAME_MAX_LENGTH,
  AD_LINE_CHANNEL_ID_PATTERN,
  AD_PLATFORMS,
  AD_SEND_STATUSES,
} from './constants';
import { AD_CONNECT_MESSAGES as M } from './messages';

/*
 * Ad connection (issue 32). An access token goes in and never comes out: the answers say whether
 * one is set and its last four characters.
 */

const id = rowIdSchema;
const isoInstant = z.string().check(z.describe('ISO 8601 instant in UTC, e.g. 2026-12-01T00:00:00.000Z'));

const name = z
  .string({ error: M.name })
  .check(
    z.trim(),
    z.minLength(1, { error: M.name }),
    z.maxLength(AD_ACCOUNT_NAME_MAX_LENGTH, { error: M.name }),
  );
const destinationId = z
  .string({ error: M.destinationId })
  .check(z.trim(), z.regex(AD_DESTINATION_ID_PATTERN, { error: M.destinationId }));
const lineChannelId = z._default(
  z.nullable(
    z
      .string({ error: M.lineChannelId })
      .check(z.trim(), z.regex(AD_LINE_CHANNEL_ID_PATTERN, { error: M.lineChannelId })),
  ),
  null,
);
const accessToken = z
  .string({ error: M.accessToken })
  .check(
    z.trim(),
    z.regex(new RegExp(`^[\\x21-\\x7E]{1,${AD_ACCESS_TOKEN_MAX_LENGTH}}$`), { error: M.accessToken }),
  );

/** A new ad account: the platform, its identifier and its access token. */
export const adAccountCreateSchema = z.object({
  name,
  platform: z.enum(AD_PLATFORMS, { error: M.platform }),
  /** LINE: the LINE Tag id; Meta: the pixel (dataset) id. */
  destination_id: destinationId,
  /** LINE only: the channel id of the official account, so the friend's LINE user id can be sent. */
  line_channel_id: lineChannelId,
  access_token: accessToken,
  /** Off: nothing more is queued for it (what is queued still goes). */
  enabled: z._default(z.boolean(), true),
});
export type AdAccountCreate = z.output<typeof adAccountCreateSchema>;

/** A change: the platform stays; an access token left out (or null) keeps the one stored. */
export const adAccountUpdateSchema = z.object({
  name,
  destination_id: destinationId,
  line_channel_id: lineChannelId,
  access_token: z._default(z.nullable(accessToken), null),
  enabled: z._default(z.boolean(), true),
});
export type AdAccountUpdate = z.output<typeof adAccountUpdateSchema>;

export const adAccountSchema = z.object({
  id,
  name: z.string(),
  platform: z.enum(AD_PLATFORMS),
  destination_id: z.string(),
  line_channel_id: z.nullable(z.string()),
  /** Whether an access token is stored (the token itself is never answered). */
  access_token_set: z.boolean(),
  /** Its last four characters, to tell tokens apart; null without one. */
  access_token_last4: z.nullable(z.string()),
  enabled: z.boolean(),
  /** sandbox: this server records what it would send and sends nothing (AD_CONNECT_SEND=live sends). */
  mode: z.enum(['sandbox', 'live']),
  created_at: isoInstant,
  updated_at: isoInstant,
});
export type AdAccount = z.infer<typeof adAccountSchema>;
export const adAccountListSchema = z.array(adAccountSchema);

const eventName = z
  .string({ error: M.eventName })
  .check(
    z.trim(),
    z.minLength(1, { error: M.eventName }),
    z.maxLength(AD_EVENT_NAME_MAX_LENGTH, { error: M.eventName }),
  );

/** Our event `kind` reported to the platform as `event_name`. */
export const adEventMappingItemSchema = z.object({
  kind: z.enum(AD_EVENT_KINDS, { error: M.kind }),
  event_name: eventName,
});

/** The whole mapping of an ad account: a kind at most once; a kind left out is not sent. */
export const adEventMappingSchema = z.object({
  mappings: z.array(adEventMappingItemSchema).check(
    z.maxLength(AD_EVENT_KINDS.length, { error: M.duplicateKind }),
    z.superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.kind))
          ctx.issues.push({ code: 'custom', message: M.duplicateKind, path: [index, 'kind'], input: item });
        seen.add(item.kind);
      });
    }),
  ),
});
export type AdEventMapping = z.infer<typeof adEventMappingSchema>;

/** The send log's query: paged (`?page=&per_page=`) and, optionally, one status. */
export const adSendQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.enum(AD_SEND_STATUSES, { error: M.status })),
});
export type AdSendQuery = z.infer<typeof adSendQuerySchema>;

/** One try of a send: when, the platform's HTTP status (null: no answer, or the sandbox) and its answer, trimmed. */
export const adSendTrySchema = z.object({
  at: isoInstant,
  http_status: z.nullable(z.int()),
  answer: z.string(),
});

export const adSendSchema = z.object({
  id: z.int(),
  ad_account_id: id,
  /** Our event reported; null for a test send of no kind. */
  kind: z.nullable(z.enum(AD_EVENT_KINDS)),
  /** The platform's event name it was sent as. */
  event_name: z.string(),
  /** The deduplication key sent (Meta's event_id, LINE's deduplication_key): the same for every try. */
  event_id: z.string(),
  status: z.enum(AD_SEND_STATUSES),
  /** A test send (POST …/test), not a friend's event. */
  test: z.boolean(),
  /** Recorded by the sandbox: nothing left the server. */
  sandbox: z.boolean(),
  attempts: z.int(),
  /** The last try's HTTP status and answer. */
  http_status: z.nullable(z.int()),
  answer: z.nullable(z.string()),
  tries: z.array(adSendTrySchema),
  /**
   * What is (or was) sent: the platform's request body, identifiers hashed, without the token
   * (Meta's an object with `data`, LINE's an array of events).
   */
  payload: z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))]),
  /** When the friend's event happened (a test send: when it was asked). */
  event_at: isoInstant,
  created_at: isoInstant,
  /** When the next try is due, while waiting. */
  next_attempt_at: z.nullable(isoInstant),
  sent_at: z.nullable(isoInstant),
});
export type AdSend = z.infer<typeof adSendSchema>;
export const adSendListSchema = z.array(adSendSchema);

/** A test send: one sample event of a kind (the first mapped kind, or a follow), sent at once. */
export const adTestInputSchema = z.object({
  kind: z.optional(z.enum(AD_EVENT_KINDS, { error: M.kind })),
});
export type AdTestInput = z.output<typeof adTestInputSchema>;
