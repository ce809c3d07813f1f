import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, at } from '../db/columns';

/*
 * The one-to-one chat (issue 31). chat_messages holds every message of a conversation: incoming
 * ones taken from LINE's message events (unique per account and LINE message id, so a redelivered
 * webhook or a replayed batch adds nothing) and operators' replies (each with its own
 * X-Line-Retry-Key, so a retried send reaches the friend once). chat_threads is one row per friend
 * that has a conversation: what the list sorts and filters by, kept beside the messages so the
 * list never scans them. Friends and operators are other features' rows: no foreign key to them
 * (the service checks they are the account's; a deleted friend's rows go with the account).
 * chat_events feeds the Server-Sent Events (a NOTIFY at commit; pruned after an hour).
 */

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    friendId: integer('friend_id').notNull(),
    /** in (from the friend) | out (an operator's reply). */
    direction: text('direction').notNull(),
    /** text | image | sticker | template | other. */
    kind: text('kind').notNull(),
    text: text('text'),
    /** Outgoing image: the media library's id and the URL sent. */
    mediaId: integer('media_id'),
    mediaUrl: text('media_url'),
    /**
     * Incoming: a sticker's `{packageId}/{stickerId}` or another type's name (image bytes stay
     * with LINE). Outgoing: the LINE messages as sent (JSON), so a retry sends exactly the same.
     */
    lineContent: text('line_content'),
    templateId: integer('template_id'),
    /** Incoming: LINE's message id (dedupes redelivery). */
    lineMessageId: text('line_message_id'),
    /** Outgoing: the operator who sent it. */
    sentBy: integer('sent_by'),
    /** Outgoing: queued | sent | failed; null for incoming. */
    status: text('status'),
    error: text('error'),
    /** Outgoing: the X-Line-Retry-Key of every try of this message. */
    retryKey: text('retry_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_messages_line_idx')
      .on(table.accountId, table.lineMessageId)
      .where(sql`line_message_id IS NOT NULL`),
    index('chat_messages_history_idx').on(table.friendId, table.id.desc()),
  ],
);

export const chatThreads = pgTable(
  'chat_threads',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    friendId: integer('friend_id').notNull().unique('chat_threads_friend_key'),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: at('last_message_at'),
    lastIncomingAt: at('last_incoming_at'),
    /** Incoming messages since an operator last read the thread. */
    unread: integer('unread').notNull().default(0),
    assignedOperatorId: integer('assigned_operator_id'),
    /** open | done. */
    status: text('status').notNull().default('open'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('chat_threads_list_idx').on(
      table.accountId,
      table.lastMessageAt.desc().nullsLast(),
      table.id.desc(),
    ),
    index('chat_threads_unread_idx').on(table.accountId).where(sql`unread > 0`),
  ],
);

export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    /** message (one came or went) | thread (read, assigned, done, a send's status). */
    type: text('type').notNull(),
    friendId: integer('friend_id').notNull(),
    messageId: integer('message_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('chat_events_account_idx').on(table.accountId, table.id)],
);
