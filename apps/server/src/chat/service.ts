import { randomUUID } from 'node:crypto';
import { fillPath } from '@console/contract';
import {
  CHAT_KIND_LABELS,
  CHAT_PAGE_DEFAULT,
  type ChatAssignee,
  type ChatFilter,
  type ChatKind,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessageQuery,
  type ChatOperator,
  type ChatReply,
  type ChatThread,
  type ChatThreadQuery,
  type ChatUnread,
  CHAT_MESSAGES as M,
} from '@console/contract/chat';
import { MEDIA_PUBLIC_PATH } from '@console/contract/media';
import { type SQL, sql } from 'drizzle-orm';
import { sendableTemplate } from '../content';
import { type Db, rows } from '../db';
import { HttpError } from '../http-error';
import { RETRY_KEY_TRUST_MS } from '../line-retry-key';
import { type ListSource, offsetBatches } from '../list-response';
import type { LineMessage } from '../message-render';
import { containsPattern, foldName } from '../name-search';
import { type LinkMaker, messagesPerFriend } from '../personal-messages';
import { recordChatEvents } from './events';
import { pushReply } from './line';

/*
 * The one-to-one chat's rules (issue 31). A thread is keyed by its friend: every call names the
 * friend's id, checked to be the account's (else 404), and the thread row is made on the first
 * message, assignment or status. Every change records a chat event (SSE) in its transaction.
 */

const notFound = () => new HttpError(404, M.notFound);
const invalid = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** The columns of a thread as answered: friend f, thread t (may be missing), its last message m, assignee u. */
const THREAD_COLUMNS = sql`
  f.id, f.display_name, f.picture_url, f.status AS friend_status, f.created_at AS friend_created_at,
  coalesce(t.status, 'open') AS status, coalesce(t.unread, 0) AS unread, t.assigned_operator_id,
  u.display_name AS assignee_name, t.last_message_at, t.updated_at,
  m.kind AS last_kind, m.text AS last_text, m.direction AS last_direction`;
const THREAD_JOINS = sql`
  LEFT JOIN chat_messages m ON m.id = t.last_message_id
  LEFT JOIN users u ON u.id = t.assigned_operator_id`;

/** A message's one-line preview: its text, or what it is ([画像] …). */
function preview(kind: unknown, text: unknown): string | null {
  if (kind === null || kind === undefined) return null;
  if (kind === 'text' && typeof text === 'string') return text.slice(0, 100);
  return CHAT_KIND_LABELS[kind as ChatKind] ?? CHAT_KIND_LABELS.other;
}

function toThread(row: Record<string, unknown>): ChatThread {
  return {
    id: Number(row.id),
    friend_name: String(row.display_name),
    picture_url: (row.picture_url as string | null) ?? null,
    friend_status: String(row.friend_status),
    status: row.status === 'done' ? 'done' : 'open',
    unread: Number(row.unread),
    assignee_id: row.assigned_operator_id === null ? null : Number(row.assigned_operator_id),
    assignee_name: (row.assignee_name as string | null) ?? null,
    last_message: preview(row.last_kind, row.last_text),
    last_direction: (row.last_direction as ChatThread['last_direction']) ?? null,
    last_message_at: iso(row.last_message_at),
    updated_at: iso(row.updated_at ?? row.friend_created_at) as string,
  };
}

function toMessage(row: Record<string, unknown>): ChatMessage {
  return {
    id: Number(row.id),
    friend_id: Number(row.friend_id),
    direction: row.direction as ChatMessage['direction'],
    kind: row.kind as ChatKind,
    text: (row.text as string | null) ?? null,
    media_url: (row.media_url as string | null) ?? null,
    template_id: row.template_id === null ? null : Number(row.template_id),
    sent_by: row.sent_by === null ? null : Number(row.sent_by),
    status: (row.status as ChatMessage['status']) ?? null,
    error: (row.error as string | null) ?? null,
    created_at: iso(row.created_at) as string,
  };
}

const FILTERS: Record<ChatFilter, (userId: number) => SQL> = {
  all: () => sql`TRUE`,
  unread: () => sql`t.unread > 0`,
  mine: (userId) => sql`t.assigned_operator_id = ${userId} AND t.status = 'open'`,
  unassigned: () => sql`t.assigned_operator_id IS NULL AND t.status = 'open'`,
  done: () => sql`t.status = 'done'`,
};

/** The account's conversations, the latest message first (the list index: account, last_message_at). */
export function listThreads(
  db: Db,
  accountId: number,
  userId: number,
  query: ChatThreadQuery,
): ListSource<ChatThread> {
  const where = [sql`t.account_id = ${accountId}`, FILTERS[query.filter ?? 'all'](userId)];
  const search = query.q ? foldName(query.q) : '';
  if (search !== '') where.push(sql`f.name_search LIKE ${containsPattern(search)}`);
  const condition = sql.join(where, sql` AND `);
  const page = async (limit: number, offset: number) => {
    const found = await rows(
      db,
      sql`SELECT ${THREAD_COLUMNS}
          FROM chat_threads t JOIN friends f ON f.id = t.friend_id ${THREAD_JOINS}
          WHERE ${condition}
          ORDER BY t.last_message_at DESC NULLS LAST, t.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
    );
    return { items: found.map(toThread), total: null };
  };
  return {
    page,
    count: async () => {
      const [row] = await rows(
        db,
        sql`SELECT count(*)::int AS n FROM chat_threads t JOIN friends f ON f.id = t.friend_id WHERE ${condition}`,
      );
      return Number(row?.n ?? 0);
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

/** The friend's conversation (a friend without messages yet has an empty, open one). */
export async function getThread(db: Db, accountId: number, friendId: number): Promise<ChatThread> {
  const [row] = await rows(
    db,
    sql`SELECT ${THREAD_COLUMNS}
        FROM friends f LEFT JOIN chat_threads t ON t.friend_id = f.id ${THREAD_JOINS}
        WHERE f.id = ${friendId} AND f.account_id = ${accountId}`,
  );
  if (!row) throw notFound();
  return toThread(row);
}

async function friendOf(db: Db, accountId: number, friendId: number) {
  const [friend] = await rows<{ line_user_id: string; status: string }>(
    db,
    sql`SELECT line_user_id, status FROM friends WHERE id = ${friendId} AND account_id = ${accountId}`,
  );
  if (!friend) throw notFound();
  return friend;
}

/** A page of the conversation, newest first, before the message `before` (keyset on the history index). */
export async function listMessages(
  db: Db,
  accountId: number,
  friendId: number,
  query: ChatMessageQuery,
): Promise<ChatMessagePage> {
  await friendOf(db, accountId, friendId);
  const limit = Number(query.limit ?? CHAT_PAGE_DEFAULT);
  const before = query.before === undefined ? null : Number(query.before);
  const found = await rows(
    db,
    sql`SELECT * FROM chat_messages
        WHERE friend_id = ${friendId} AND account_id = ${accountId}
          ${before === null ? sql`` : sql`AND id < ${before}`}
        ORDER BY id DESC LIMIT ${limit + 1}`,
  );
  const messages = found.slice(0, limit).map(toMessage);
  const more = found.length > limit;
  return { messages, next_before: more ? (messages.at(-1)?.id ?? null) : null };
}

/**
 * Sets a thread's columns, making the row when the friend has none yet; records a thread event.
 * `set` is written for the update; `insert` gives the new row's status/assignee/unread.
 */
async function changeThread(
  db: Db,
  accountId: number,
  friendId: number,
  values: { status?: 'open' | 'done'; assignee?: number | null; read?: true },
): Promise<void> {
  await db.transaction(async (tx) => {
    const sets: SQL[] = [sql`updated_at = now()`];
    if (values.status !== undefined) sets.push(sql`status = ${values.status}`);
    if (values.assignee !== undefined) sets.push(sql`assigned_operator_id = ${values.assignee}`);
    if (values.read) sets.push(sql`unread = 0`);
    // The friend's row is the guard: another account's friend (or none) inserts nothing, so the
    // account check and the write are one statement.
    const [changed] = await rows(
      tx,
      sql`INSERT INTO chat_threads (account_id, friend_id, status, assigned_operator_id, unread)
          SELECT ${accountId}, f.id, ${values.status ?? 'open'}, ${values.assignee ?? null}, 0
          FROM friends f WHERE f.id = ${friendId} AND f.account_id = ${accountId}
          ON CONFLICT (friend_id) DO UPDATE SET ${sql.join(sets, sql`, `)}
          RETURNING friend_id`,
    );
    if (!changed) throw notFound();
    await recordChatEvents(tx, [{ accountId, type: 'thread', friendId, messageId: null }]);
  });
}

export async function markRead(db: Db, accountId: number, friendId: number): Promise<ChatThread> {
  await changeThread(db, accountId, friendId, { read: true });
  return getThread(db, accountId, friendId);
}

export async function setStatus(
  db: Db,
  accountId: number,
  friendId: number,
  status: 'open' | 'done',
): Promise<ChatThread> {
  await changeThread(db, accountId, friendId, { status });
  return getThread(db, accountId, friendId);
}

export async function assign(
  db: Db,
  accountId: number,
  friendId: number,
  input: ChatAssignee,
): Promise<ChatThread> {
  if (input.operator_id !== null) {
    const [user] = await rows(
      db,
      sql`SELECT 1 AS ok FROM users WHERE id = ${input.operator_id} AND account_id = ${accountId}`,
    );
    if (!user) {
      await friendOf(db, accountId, friendId);
      throw invalid('operator_id', M.unknownOperator);
    }
  }
  await changeThread(db, accountId, friendId, { assignee: input.operator_id });
  return getThread(db, accountId, friendId);
}

/** The account's operators, by name: the choices of a conversation's assignee. */
export async function operators(db: Db, accountId: number): Promise<ChatOperator[]> {
  const list = await rows(
    db,
    sql`SELECT id, display_name FROM users WHERE account_id = ${accountId} ORDER BY display_name, id`,
  );
  return list.map((row) => ({ id: Number(row.id), name: String(row.display_name) }));
}

/** One cheap query for the side menu (the partial index on unread threads). */
export async function unreadTotals(db: Db, accountId: number, userId: number): Promise<ChatUnread> {
  const [row] = await rows(
    db,
    sql`SELECT count(*)::int AS threads, coalesce(sum(unread), 0)::int AS messages,
               (count(*) FILTER (WHERE assigned_operator_id = ${userId}))::int AS mine
        FROM chat_threads WHERE account_id = ${accountId} AND unread > 0`,
  );
  return {
    threads: Number(row?.threads ?? 0),
    messages: Number(row?.messages ?? 0),
    mine: Number(row?.mine ?? 0),
  };
}

/** What a reply sends: the LINE messages and how the row records them. */
interface Outgoing {
  kind: ChatKind;
  text: string | null;
  templateId: number | null;
  mediaId: number | null;
  mediaUrl: string | null;
  messages: LineMessage[];
}

export interface ReplyContext {
  apiBaseUrl: string;
  links: LinkMaker;
  /** config.publicOrigin: an image's URL is `{origin}/media/{token}/original`. */
  origin: string;
}

async function outgoing(
  db: Db,
  context: ReplyContext,
  accountId: number,
  friendId: number,
  body: ChatReply,
): Promise<Outgoing> {
  if (body.type === 'text') {
    return {
      kind: 'text',
      text: body.text,
      templateId: null,
      mediaId: null,
      mediaUrl: null,
      messages: [{ type: 'text', text: body.text }],
    };
  }
  if (body.type === 'template') {
    const template = await sendableTemplate(db, accountId, body.template_id);
    if (!template) throw invalid('template_id', M.unknownTemplate);
    // The template's tokens filled for this friend, its trackers as the friend's own links.
    const filled = await messagesPerFriend(db, accountId, template.messages, [friendId], null, context.links);
    return {
      kind: 'template',
      text: template.name,
      templateId: template.id,
      mediaId: null,
      mediaUrl: null,
      messages: filled.get(friendId) ?? [],
    };
  }
  const mediaId = body.media_id;
  const [media] = await rows<{ token: string }>(
    db,
    sql`SELECT token FROM media WHERE id = ${mediaId} AND account_id = ${accountId}`,
  );
  if (!media) throw invalid('media_id', M.unknownMedia);
  const url = (variant: string) =>
    `${context.origin}${fillPath(MEDIA_PUBLIC_PATH, { token: media.token, variant })}`;
  return {
    kind: 'image',
    text: null,
    templateId: null,
    mediaId,
    mediaUrl: url('original'),
    messages: [{ type: 'image', originalContentUrl: url('original'), previewImageUrl: url('preview') }],
  };
}

/**
 * An operator's reply: stored as queued with a new X-Line-Retry-Key (its thread's last message,
 * read: whoever answers has read it), pushed, then marked sent or failed with LINE's reason in
 * Japanese. A crash between the two leaves it queued: retrying sends with the same key.
 */
export async function reply(
  db: Db,
  context: ReplyContext,
  accountId: number,
  userId: number,
  friendId: number,
  body: ChatReply,
): Promise<ChatMessage> {
  const friend = await friendOf(db, accountId, friendId);
  if (friend.status !== 'following') throw new HttpError(409, M.blocked);
  const out = await outgoing(db, context, accountId, friendId, body);
  const message = await db.transaction(async (tx) => {
    const [row] = await rows(
      tx,
      sql`INSERT INTO chat_messages (account_id, friend_id, direction, kind, text, media_id, media_url, template_id,
                                     sent_by, status, retry_key, line_content)
          VALUES (${accountId}, ${friendId}, 'out', ${out.kind}, ${out.text}, ${out.mediaId}, ${out.mediaUrl},
                  ${out.templateId}, ${userId}, 'queued', ${randomUUID()}, ${JSON.stringify(out.messages)})
          RETURNING *`,
    );
    if (!row) throw new Error('chat message insert returned nothing');
    await tx.execute(sql`
      INSERT INTO chat_threads AS t (account_id, friend_id, last_message_id, last_message_at, unread)
      VALUES (${accountId}, ${friendId}, ${row.id as number}, ${row.created_at as string}, 0)
      ON CONFLICT (friend_id) DO UPDATE SET last_message_id = EXCLUDED.last_message_id,
        last_message_at = EXCLUDED.last_message_at, unread = 0, updated_at = now()`);
    await recordChatEvents(tx, [{ accountId, type: 'message', friendId, messageId: Number(row.id) }]);
    return row;
  });
  return send(db, context, accountId, friend.line_user_id, message);
}

/** Pushes a stored outgoing message with its own retry key and records the outcome. */
async function send(
  db: Db,
  context: ReplyContext,
  accountId: number,
  lineUserId: string,
  message: Record<string, unknown>,
): Promise<ChatMessage> {
  const messages = JSON.parse(String(message.line_content)) as LineMessage[];
  const outcome = await pushReply(
    db,
    context.apiBaseUrl,
    accountId,
    lineUserId,
    messages,
    String(message.retry_key),
  );
  return db.transaction(async (tx) => {
    const [row] = await rows(
      tx,
      sql`UPDATE chat_messages SET status = ${outcome.sent ? 'sent' : 'failed'},
                                   error = ${outcome.sent ? null : outcome.error}
          WHERE id = ${message.id as number} RETURNING *`,
    );
    if (!row) throw notFound();
    await recordChatEvents(tx, [
      { accountId, type: 'thread', friendId: Number(row.friend_id), messageId: Number(row.id) },
    ]);
    return toMessage(row);
  });
}

/** Sends a failed (or stuck queued) reply again, with the key it was first sent with. */
export async function retry(
  db: Db,
  context: ReplyContext,
  accountId: number,
  friendId: number,
  messageId: number,
  now = new Date(),
): Promise<ChatMessage> {
  const friend = await friendOf(db, accountId, friendId);
  const [message] = await rows(
    db,
    sql`SELECT * FROM chat_messages WHERE id = ${messageId} AND friend_id = ${friendId} AND account_id = ${accountId}
          AND direction = 'out'`,
  );
  if (!message) throw notFound();
  if (message.status === 'sent') throw new HttpError(409, M.notRetryable);
  // The key was first used when the reply was made: past LINE's 24 hours it no longer stops a repeat.
  if (now.getTime() - new Date(message.created_at as string).getTime() > RETRY_KEY_TRUST_MS)
    throw new HttpError(409, M.retryTooLate);
  return send(db, context, accountId, friend.line_user_id, message);
}
