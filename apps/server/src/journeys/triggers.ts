import { createHash, randomBytes } from 'node:crypto';
import {
  type ApiKey,
  type ApiKeyCreated,
  IDEMPOTENCY_KEY_HOURS,
  sendsTemplate,
  type Trigger,
  type TriggerAction,
  type TriggerActionInput,
  type TriggerActionType,
  type TriggerFire,
  type TriggerFireResult,
  type TriggerInput,
} from '@console/contract/journeys';
import type { TemplateUse } from '@console/contract/templates';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { sendableTemplate } from '../content';
import { type Db, rows } from '../db';
import { addTag, removeTag, setValue } from '../friend-actions';
import { HttpError } from '../http-error';
import { filterConditions, segmentFilter } from '../members';
import type { LineMessage } from '../message-render';
import { type LinkMaker, messagesPerFriend, unlessTrackerGone } from '../personal-messages';
import { enrollFriend } from './engine';
import { messages } from './messages';
import { openApiFires, openApiKeys, openApiTriggerActions, openApiTriggers } from './schema';
import type { LineSender } from './sender';
import { retryKey } from './timing';

/*
 * Open-API triggers (issue 17): triggers and their actions for the console, the account's API
 * keys, and the inbound call that fires a trigger for one friend.
 */

const notFound = () => new HttpError(404, messages.notFound);
const invalid = (errors: Record<string, string[]>) => new HttpError(422, messages.validation, errors);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const actionOf = (row: typeof openApiTriggerActions.$inferSelect): TriggerAction => ({
  id: row.id,
  name: row.name,
  trigger_id: row.triggerId,
  type: row.type as TriggerActionType,
  action_id: row.actionId,
  text: row.text,
  template_id: row.templateId,
  member_query_id: row.memberQueryId,
  is_active: row.state === 1,
  state: row.state,
});

async function triggersOf(db: Db, accountId: number, ids?: number[]): Promise<Trigger[]> {
  const found = await db
    .select()
    .from(openApiTriggers)
    .where(
      ids
        ? and(eq(openApiTriggers.accountId, accountId), inArray(openApiTriggers.id, ids))
        : eq(openApiTriggers.accountId, accountId),
    )
    .orderBy(asc(openApiTriggers.id));
  if (found.length === 0) return [];
  const actions = await db
    .select()
    .from(openApiTriggerActions)
    .where(
      inArray(
        openApiTriggerActions.triggerId,
        found.map((row) => row.id),
      ),
    )
    .orderBy(asc(openApiTriggerActions.id));
  return found.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    open_api_trigger_actions: actions.filter((action) => action.triggerId === row.id).map(actionOf),
    fired_count: row.firedCount,
    last_fired_at: iso(row.lastFiredAt),
    created_at: row.createdAt.toISOString(),
  }));
}

export const listTriggers = (db: Db, accountId: number) => triggersOf(db, accountId);

export async function getTrigger(db: Db, accountId: number, id: number): Promise<Trigger> {
  const [trigger] = await triggersOf(db, accountId, [id]);
  if (!trigger) throw notFound();
  return trigger;
}

function triggerValues(input: TriggerInput) {
  return { name: input.name, description: input.description ?? '' };
}

export async function createTrigger(db: Db, accountId: number, input: TriggerInput): Promise<Trigger> {
  const [row] = await db
    .insert(openApiTriggers)
    .values({ accountId, ...triggerValues(input) })
    .returning({ id: openApiTriggers.id });
  if (!row) throw new Error('insert returned nothing');
  return getTrigger(db, accountId, row.id);
}

export async function updateTrigger(db: Db, accountId: number, id: number, input: TriggerInput) {
  const updated = await db
    .update(openApiTriggers)
    .set(triggerValues(input))
    .where(and(eq(openApiTriggers.id, id), eq(openApiTriggers.accountId, accountId)))
    .returning({ id: openApiTriggers.id });
  if (updated.length === 0) throw notFound();
  return getTrigger(db, accountId, id);
}

export async function deleteTrigger(db: Db, accountId: number, id: number) {
  const deleted = await db
    .delete(openApiTriggers)
    .where(and(eq(openApiTriggers.id, id), eq(openApiTriggers.accountId, accountId)))
    .returning({ id: openApiTriggers.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * Checks that what an action names (its journey, tag, segment or template) is the account's, and a
 * template ready (as a journey's message step: a template LINE would refuse is never chosen); the
 * name, the type and a message's text are the contract schema's rules. A message keeps either its
 * template or its text, the other left empty.
 */
async function actionValues(db: Db, accountId: number, input: TriggerActionInput) {
  const errors: Record<string, string[]> = {};
  const { name, type } = input;
  const actionId = input.action_id ?? null;
  const text = input.text ?? '';
  const owns = async (table: string, id: number) =>
    (await rows(db, sql`SELECT 1 FROM ${sql.raw(table)} WHERE id = ${id} AND account_id = ${accountId}`))
      .length > 0;
  if (type === 'start_journey' && (actionId === null || !(await owns('journeys', actionId)))) {
    errors.action_id = [messages.actionJourney];
  }
  if (
    (type === 'add_tag' || type === 'remove_tag') &&
    (actionId === null || !(await owns('friend_tags', actionId)))
  ) {
    errors.action_id = [messages.tag];
  }
  const templateId = type === 'message' && sendsTemplate(input) ? input.template_id : null;
  if (templateId !== null && (await sendableTemplate(db, accountId, templateId)) === null) {
    errors.template_id = [messages.template];
  }
  const memberQueryId = input.member_query_id ?? null;
  if (memberQueryId !== null && !(await owns('member_queries', memberQueryId))) {
    errors.member_query_id = [messages.memberQuery];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    name,
    type,
    actionId: type === 'message' ? null : actionId,
    text: type === 'message' && templateId === null ? text : '',
    templateId,
    memberQueryId,
    ...(input.is_active === undefined ? {} : { state: input.is_active ? 1 : 0 }),
  };
}

export async function createAction(db: Db, accountId: number, triggerId: number, input: TriggerActionInput) {
  await getTrigger(db, accountId, triggerId);
  const values = await actionValues(db, accountId, input);
  const [row] = await db
    .insert(openApiTriggerActions)
    .values({ accountId, triggerId, ...values })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return actionOf(row);
}

const actionWhere = (accountId: number, triggerId: number, id: number) =>
  and(
    eq(openApiTriggerActions.id, id),
    eq(openApiTriggerActions.triggerId, triggerId),
    eq(openApiTriggerActions.accountId, accountId),
  );

export async function updateAction(
  db: Db,
  accountId: number,
  triggerId: number,
  id: number,
  input: TriggerActionInput,
) {
  const [current] = await db
    .select()
    .from(openApiTriggerActions)
    .where(actionWhere(accountId, triggerId, id));
  if (!current) throw notFound();
  const values = await actionValues(db, accountId, input);
  const [row] = await db
    .update(openApiTriggerActions)
    .set(values)
    .where(eq(openApiTriggerActions.id, id))
    .returning();
  if (!row) throw notFound();
  return actionOf(row);
}

export async function deleteAction(db: Db, accountId: number, triggerId: number, id: number) {
  const deleted = await db
    .delete(openApiTriggerActions)
    .where(actionWhere(accountId, triggerId, id))
    .returning({ id: openApiTriggerActions.id });
  if (deleted.length === 0) throw notFound();
}

/** Switches an action on (1) or off (0) (spec §7 PATCH …/state). */
export async function setActionState(db: Db, accountId: number, triggerId: number, id: number, state: 0 | 1) {
  const [row] = await db
    .update(openApiTriggerActions)
    .set({ state })
    .where(actionWhere(accountId, triggerId, id))
    .returning();
  if (!row) throw notFound();
  return actionOf(row);
}

// API keys ---------------------------------------------------------------------------------------

const KEY_PREFIX = 'ck_';
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const keyOf = (row: typeof openApiKeys.$inferSelect): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: iso(row.lastUsedAt),
  revoked_at: iso(row.revokedAt),
});

export async function listKeys(db: Db, accountId: number): Promise<ApiKey[]> {
  const found = await db
    .select()
    .from(openApiKeys)
    .where(eq(openApiKeys.accountId, accountId))
    .orderBy(asc(openApiKeys.id));
  return found.map(keyOf);
}

/** A new key: 256 random bits, shown in this answer only; the database keeps its SHA-256. */
export async function createKey(db: Db, accountId: number, name: string): Promise<ApiKeyCreated> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(openApiKeys)
    .values({ accountId, name, prefix: key.slice(0, 10), keyHash: hashKey(key) })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return { ...keyOf(row), key };
}

/** Revokes a key at once: later calls with it are 401. */
export async function revokeKey(db: Db, accountId: number, id: number): Promise<ApiKey> {
  const [row] = await db
    .update(openApiKeys)
    .set({ revokedAt: sql`coalesce(${openApiKeys.revokedAt}, now())` })
    .where(and(eq(openApiKeys.id, id), eq(openApiKeys.accountId, accountId)))
    .returning();
  if (!row) throw notFound();
  return keyOf(row);
}

/** The account and key id of a live key given as `Authorization: Bearer …`, or null (401). */
export async function keyFromHeader(
  db: Db,
  header: string | undefined,
): Promise<{ accountId: number; keyId: number } | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  const key = match?.[1];
  if (!key?.startsWith(KEY_PREFIX) || key.length > 200) return null;
  // Looked up by the hash: comparing hashes by index lookup leaks nothing of the key by timing.
  const [row] = await db
    .update(openApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(openApiKeys.keyHash, hashKey(key)), isNull(openApiKeys.revokedAt)))
    .returning({ accountId: openApiKeys.accountId, id: openApiKeys.id });
  return row ? { accountId: row.accountId, keyId: row.id } : null;
}

// Firing ---------------------------------------------------------------------------------------

/**
 * The friend a call names, by LINE user id or friend id (the schema asks for exactly one), of the
 * account; 404 otherwise.
 */
async function friendFor(db: Db, accountId: number, body: TriggerFire) {
  const where =
    body.friend_id !== undefined
      ? sql`id = ${body.friend_id}`
      : sql`line_user_id = ${body.line_user_id ?? ''}`;
  const [friend] = await rows(
    db,
    sql`SELECT id, line_user_id, status FROM friends WHERE account_id = ${accountId} AND ${where}`,
  );
  if (!friend) throw new HttpError(404, messages.fireNoFriend);
  return {
    id: Number(friend.id),
    lineUserId: String(friend.line_user_id),
    following: friend.status === 'following',
  };
}

/**
 * Checks that the values to set are the account's friend-info variables (their count, id keys and
 * lengths are the contract schema's rules).
 */
async function checkValues(db: Db, accountId: number, values: Record<string, string> | undefined) {
  const entries = Object.entries(values ?? {});
  const ids = entries.map(([key]) => Number(key));
  if (ids.length === 0) return [];
  const own = await rows(
    db,
    sql`SELECT id FROM vars WHERE account_id = ${accountId} AND kind = 'var' AND id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  if (own.length !== new Set(ids).size) throw invalid({ values: [messages.variable] });
  return entries.map(([key, value]) => ({ varId: Number(key), value }));
}

const bodyHash = (triggerId: number, body: TriggerFire) =>
  createHash('sha256')
    .update(JSON.stringify([triggerId, body.line_user_id ?? null, body.friend_id ?? null, body.values ?? {}]))
    .digest('hex');

/**
 * Fires a trigger for one friend: sets the given values, then runs each active action the friend
 * qualifies for (its segment, if any). With an Idempotency-Key a retried call gets the first
 * answer and fires nothing; the same key with another body is 422, and while the first call is
 * still working 409. Every action is idempotent within one fire (a journey is entered once, a tag
 * is on or off, a message carries a retry key of the fire and action), so a fire whose message
 * could not be sent can be called again with the same key and finishes what is left.
 */
export async function fireTrigger(
  db: Db,
  caller: { accountId: number; keyId: number },
  triggerId: number,
  body: TriggerFire,
  idempotencyKey: string | undefined,
  senderFor: (accountId: number) => Promise<LineSender>,
  links: LinkMaker,
): Promise<TriggerFireResult> {
  const { accountId } = caller;
  const trigger = await getTrigger(db, accountId, triggerId);
  if (idempotencyKey !== undefined && (idempotencyKey.length === 0 || idempotencyKey.length > 200)) {
    throw invalid({ 'Idempotency-Key': [messages.idempotencyKey] });
  }
  const friend = await friendFor(db, accountId, body);
  const values = await checkValues(db, accountId, body.values);
  const hash = bodyHash(triggerId, body);

  // Claim the key (or find its earlier call). Keys older than IDEMPOTENCY_KEY_HOURS are forgotten.
  let fireId: number;
  if (idempotencyKey !== undefined) {
    await db.execute(sql`
      DELETE FROM open_api_fires WHERE account_id = ${accountId} AND idempotency_key = ${idempotencyKey}
        AND created_at < now() - ${IDEMPOTENCY_KEY_HOURS}::int * interval '1 hour'`);
    const [claimed] = await rows(
      db,
      sql`INSERT INTO open_api_fires (account_id, trigger_id, key_id, idempotency_key, body_hash, friend_id, status)
          VALUES (${accountId}, ${triggerId}, ${caller.keyId}, ${idempotencyKey}, ${hash}, ${friend.id}, 'running')
          ON CONFLICT (account_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
          RETURNING id`,
    );
    if (claimed) fireId = Number(claimed.id);
    else {
      const [earlier] = await db
        .select()
        .from(openApiFires)
        .where(and(eq(openApiFires.accountId, accountId), eq(openApiFires.idempotencyKey, idempotencyKey)));
      if (!earlier) throw new HttpError(409, messages.idempotencyBusy);
      if (earlier.bodyHash !== hash) throw invalid({ 'Idempotency-Key': [messages.idempotencyReused] });
      if (earlier.status === 'done') return { ...(earlier.response as TriggerFireResult), replayed: true };
      // 'failed': the first call stopped before the end; this call finishes it (see above).
      const taken = await rows(
        db,
        sql`UPDATE open_api_fires SET status = 'running' WHERE id = ${earlier.id} AND status = 'failed' RETURNING id`,
      );
      if (taken.length === 0) throw new HttpError(409, messages.idempotencyBusy);
      fireId = earlier.id;
    }
  } else {
    const [row] = await rows(
      db,
      sql`INSERT INTO open_api_fires (account_id, trigger_id, key_id, body_hash, friend_id, status)
          VALUES (${accountId}, ${triggerId}, ${caller.keyId}, ${hash}, ${friend.id}, 'running') RETURNING id`,
    );
    fireId = Number(row?.id);
  }

  try {
    const now = new Date();
    const results: TriggerFireResult['actions'] = [];
    for (const { varId, value } of values) {
      await setValue(db, accountId, friend.id, varId, value);
    }
    for (const action of trigger.open_api_trigger_actions) {
      const result = (r: TriggerFireResult['actions'][number]['result']) =>
        results.push({ id: action.id, type: action.type, result: r });
      if (!action.is_active) {
        result('skipped_inactive');
        continue;
      }
      if (action.member_query_id !== null) {
        const filter = await segmentFilter(db, accountId, action.member_query_id);
        const picked =
          filter &&
          (
            await rows(
              db,
              sql`SELECT 1 FROM friends f WHERE ${sql.join(
                [sql`f.id = ${friend.id}`, ...filterConditions(filter)],
                sql` AND `,
              )}`,
            )
          ).length > 0;
        if (!picked) {
          result('skipped_segment');
          continue;
        }
      }
      switch (action.type) {
        case 'start_journey': {
          const [journey] = await rows(
            db,
            sql`SELECT id, version, status FROM journeys WHERE id = ${action.action_id} AND account_id = ${accountId}`,
          );
          if (journey?.status !== 'active') {
            result('journey_not_active');
            break;
          }
          const entered = await enrollFriend(
            db,
            { id: Number(journey.id), accountId, version: Number(journey.version) },
            friend.id,
            now,
          );
          result(entered ? 'done' : 'already_in_journey');
          break;
        }
        case 'add_tag':
          await addTag(db, accountId, friend.id, action.action_id ?? 0);
          result('done');
          break;
        case 'remove_tag':
          await removeTag(db, friend.id, action.action_id ?? 0);
          result('done');
          break;
        case 'message': {
          if (!friend.following) {
            result('skipped_blocked');
            break;
          }
          // Read as it is now: a template that became a draft (or went) since is not sent.
          const template =
            action.template_id === null
              ? undefined
              : await sendableTemplate(db, accountId, action.template_id);
          if (template === null) {
            result('template_not_ready');
            break;
          }
          const unfilled: LineMessage[] = template?.messages ?? [{ type: 'text', text: action.text }];
          // The friend's values and own tracked links (a link outside any delivery): a tracker that
          // is gone sends nothing, as a template that is not ready does; calling again would not help.
          const made = await unlessTrackerGone(
            messagesPerFriend(db, accountId, unfilled, [friend.id], null, links),
          );
          if (made === 'tracker_gone') {
            result('tracker_gone');
            break;
          }
          const sender = await senderFor(accountId);
          await sender.push({
            accountId,
            friendId: friend.id,
            lineUserId: friend.lineUserId,
            // messagesPerFriend answers every friend it is asked for.
            messages: made.get(friend.id) as LineMessage[],
            retryKey: retryKey(`trigger-fire:${fireId}:action:${action.id}`),
            source: `trigger:${triggerId}:${action.id}`,
          });
          result('done');
          break;
        }
      }
    }
    const response: TriggerFireResult = {
      trigger_id: triggerId,
      friend_id: friend.id,
      replayed: false,
      actions: results,
    };
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE open_api_fires SET status = 'done', response = ${JSON.stringify(response)}::jsonb WHERE id = ${fireId}`,
      );
      await tx.execute(
        sql`UPDATE open_api_triggers SET fired_count = fired_count + 1, last_fired_at = now() WHERE id = ${triggerId}`,
      );
    });
    return response;
  } catch (error) {
    await db.execute(sql`UPDATE open_api_fires SET status = 'failed' WHERE id = ${fireId}`);
    throw error;
  }
}

/**
 * The trigger actions that send the template (templates ask before a delete), switched off ones
 * too: switched on again they would send it. Each is named by its trigger and its own name.
 */
export async function triggerTemplateUses(
  db: Db,
  accountId: number,
  templateId: number,
): Promise<TemplateUse[]> {
  const found = await rows<{ id: number; trigger_name: string; name: string }>(
    db,
    sql`SELECT a.id, t.name AS trigger_name, a.name FROM open_api_trigger_actions a
        JOIN open_api_triggers t ON t.id = a.trigger_id
        WHERE a.account_id = ${accountId} AND a.template_id = ${templateId} AND a.type = 'message'
        ORDER BY t.id, a.id`,
  );
  return found.map((row) => ({
    kind: 'trigger',
    id: Number(row.id),
    name: messages.triggerActionUse(String(row.trigger_name), String(row.name)),
  }));
}
