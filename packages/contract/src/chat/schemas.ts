import * as z from 'zod/mini';
import { lineLength } from '../line/length';
import { pageQuerySchema, rowIdSchema } from '../schemas';
import {
  CHAT_DIRECTIONS,
  CHAT_FILTERS,
  CHAT_KINDS,
  CHAT_PAGE_MAX,
  CHAT_SEND_STATUSES,
  CHAT_TEXT_MAX_LENGTH,
  CHAT_THREAD_STATUSES,
} from './constants';
import { CHAT_MESSAGES as M } from './messages';

/*
 * The one-to-one chat (issue 31): a thread is the conversation with one friend (its id is the
 * friend's), its messages incoming (from LINE's webhook) and outgoing (an operator's reply).
 */

const id = rowIdSchema;
const isoInstant = z.string().check(z.describe('ISO 8601 instant in UTC, e.g. 2026-12-01T00:00:00.000Z'));
/** A query's id: digits, as a number in the id range (else 422). */
const queryId = z.pipe(z.coerce.number(), id);

export const chatMessageSchema = z.object({
  id,
  friend_id: id,
  direction: z.enum(CHAT_DIRECTIONS),
  kind: z.enum(CHAT_KINDS),
  /** The text (a text message), else null. */
  text: z.nullable(z.string()),
  /** An image's URL (outgoing: the media library's public URL; incoming: null, LINE keeps it). */
  media_url: z.nullable(z.string()),
  template_id: z.nullable(id),
  /** The operator who sent it (outgoing). */
  sent_by: z.nullable(id),
  /** Outgoing only: queued, sent or failed; null for incoming. */
  status: z.nullable(z.enum(CHAT_SEND_STATUSES)),
  /** Why sending failed (Japanese), else null. */
  error: z.nullable(z.string()),
  created_at: isoInstant,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatThreadSchema = z.object({
  /** The friend's id (one thread per friend). */
  id,
  friend_name: z.string(),
  picture_url: z.nullable(z.string()),
  /** following | blocked: a blocked friend cannot be answered. */
  friend_status: z.string(),
  status: z.enum(CHAT_THREAD_STATUSES),
  unread: z.int(),
  assignee_id: z.nullable(id),
  assignee_name: z.nullable(z.string()),
  /** The last message's preview (text, or [画像] …), null before any. */
  last_message: z.nullable(z.string()),
  last_direction: z.nullable(z.enum(CHAT_DIRECTIONS)),
  last_message_at: z.nullable(isoInstant),
  updated_at: isoInstant,
});
export type ChatThread = z.infer<typeof chatThreadSchema>;
export const chatThreadListSchema = z.array(chatThreadSchema);

export const chatThreadQuerySchema = z.extend(pageQuerySchema, {
  filter: z.optional(z.enum(CHAT_FILTERS, { error: M.filter })),
  /** The friend's name, in part (kana folded as the friends list's search). */
  q: z.optional(z.string().check(z.maxLength(100, { error: M.search }))),
});
export type ChatThreadQuery = z.input<typeof chatThreadQuerySchema>;

/** A page of history backwards: the messages before `before` (an id), newest first. */
export const chatMessageQuerySchema = z.object({
  before: z.optional(queryId),
  limit: z.optional(
    z.pipe(
      z.coerce.number(),
      z
        .int({ error: M.limit })
        .check(z.minimum(1, { error: M.limit }), z.maximum(CHAT_PAGE_MAX, { error: M.limit })),
    ),
  ),
});
export type ChatMessageQuery = z.input<typeof chatMessageQuerySchema>;

export const chatMessagePageSchema = z.object({
  /** Newest first. */
  messages: z.array(chatMessageSchema),
  /** The `before` of the next (older) page; null at the start of the conversation. */
  next_before: z.nullable(id),
});
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

/**
 * A reply, by its type: a text (LINE's 5,000 characters), a template of the account (配信可能),
 * or an image of its media library.
 */
export const chatReplySchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('text'),
      text: z.string({ error: M.text }).check(
        z.minLength(1, { error: M.text }),
        // Two UTF-16 units at most per character: a cheap bound before counting characters.
        z.maxLength(CHAT_TEXT_MAX_LENGTH * 2, { error: M.text }),
        z.refine((text) => lineLength(text) <= CHAT_TEXT_MAX_LENGTH && text.trim() !== '', { error: M.text }),
      ),
    }),
    z.object({ type: z.literal('template'), template_id: id }),
    z.object({ type: z.literal('image'), media_id: id }),
  ],
  { error: M.oneContent },
);
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatAssigneeSchema = z.object({ operator_id: z.nullable(id) });
export type ChatAssignee = z.infer<typeof chatAssigneeSchema>;

export const chatStatusSchema = z.object({ status: z.enum(CHAT_THREAD_STATUSES, { error: M.status }) });
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/** The side menu's badge: conversations with unread messages, in all and assigned to the caller. */
export const chatUnreadSchema = z.object({
  threads: z.int(),
  messages: z.int(),
  mine: z.int(),
});
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/** An operator of the account a conversation can be assigned to. */
export const chatOperatorSchema = z.object({ id, name: z.string() });
export type ChatOperator = z.infer<typeof chatOperatorSchema>;
export const chatOperatorListSchema = z.array(chatOperatorSchema);

/** One Server-Sent Event: a thread changed (a message came or went, read, assigned, done). */
export const chatEventSchema = z.object({
  id: z.int(),
  type: z.enum(['message', 'thread']),
  thread_id: id,
  message_id: z.nullable(id),
  created_at: isoInstant,
});
export type ChatEvent = z.infer<typeof chatEventSchema>;
export const chatEventQuerySchema = z.object({
  last_event_id: z.optional(z.string().check(z.maxLength(20))),
});
/** The event stream's body (text/event-stream), described for the document. */
export const chatEventStreamSchema = z.string().check(z.describe('text/event-stream'));
