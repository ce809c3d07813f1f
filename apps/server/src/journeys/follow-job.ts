import { type FollowSettings, followPlan } from '@console/contract/journeys';
import { type SQL, sql } from 'drizzle-orm';
import { sendableTemplate } from '../content';
import { type Db, rows } from '../db';
import { addTag, setValue } from '../friend-actions';
import type { LineMessage } from '../message-render';
import { type LinkMaker, messagesPerFriend, unlessTrackerGone } from '../personal-messages';
import { enrollFriend } from './engine';
import { storedSettings } from './follow';
import type { LineSender } from './sender';
import { retryKey } from './timing';

/*
 * Applies the greeting and follow settings (issue 30) to the follow events the friends feature's
 * webhook worker hands over in line_follow_events, and answers the rich-menu taps handed over
 * there that open a template (kind 'template'). An event is claimed with a lease (SKIP LOCKED
 * on PostgreSQL; taken over when its worker dies), applied, and marked done. Applying twice is
 * harmless: tags and values are idempotent, a friend enters a journey once, and the greeting's
 * X-Line-Retry-Key is derived from LINE's webhook event id, so LINE (and the sandbox) deliver it
 * once however often the event is redelivered or retried.
 */

export const FOLLOW_EVENT_STATUS = { waiting: 0, claimed: 1, done: 2, failed: -1 } as const;
/** Tries of one event before it is kept as failed, with the error. */
export const FOLLOW_MAX_ATTEMPTS = 5;

export interface FollowJobOptions {
  now: Date;
  workerId: string;
  senderFor: (accountId: number) => Promise<LineSender>;
  /** Makes friends' personal tracked links for a greeting or template that names a tracker. */
  links: LinkMaker;
  limit?: number;
  leaseMs?: number;
}

interface ClaimedFollow {
  id: number;
  accountId: number;
  friendId: number;
  webhookEventId: string;
  eventAt: Date;
  isUnblocked: boolean;
  attempts: number;
  /** follow, or template: a rich-menu area's "open a template" tap. */
  kind: string;
  templateId: number | null;
}

/** The greeting's retry key: one per account and LINE webhook event. */
export const greetingRetryKey = (accountId: number, webhookEventId: string) =>
  retryKey(`follow-greeting:${accountId}:${webhookEventId}`);

/** A rich-menu template tap's retry key: one per account and LINE webhook event. */
export const templateTapRetryKey = (accountId: number, webhookEventId: string) =>
  retryKey(`richmenu-template:${accountId}:${webhookEventId}`);

/**
 * A tap answered this late is not answered: the friend has moved on, and a template arriving
 * hours later reads as a mistake (LINE redelivers events up to a day late).
 */
export const TEMPLATE_TAP_MAX_AGE_MS = 60 * 60_000;

async function claimFollows(db: Db, options: FollowJobOptions): Promise<ClaimedFollow[]> {
  const at = options.now.toISOString();
  const claimed = await rows(
    db,
    sql`UPDATE line_follow_events
        SET status = 1, claimed_by = ${options.workerId}, attempts = attempts + 1,
            lease_expires_at = ${at}::timestamptz + ${options.leaseMs ?? 60_000}::int * interval '1 millisecond'
        WHERE id = ANY (ARRAY(
          SELECT id FROM line_follow_events
          WHERE status = 0 OR (status = 1 AND lease_expires_at < ${at}::timestamptz)
          ORDER BY id
          LIMIT ${options.limit ?? 100}
          FOR UPDATE SKIP LOCKED
        ))
        RETURNING id, account_id, friend_id, webhook_event_id, event_at, is_unblocked, attempts,
                  kind, template_id`,
  );
  return claimed
    .map((row) => ({
      id: Number(row.id),
      accountId: Number(row.account_id),
      friendId: Number(row.friend_id),
      webhookEventId: String(row.webhook_event_id),
      eventAt: new Date(row.event_at as string | Date),
      isUnblocked: row.is_unblocked === true,
      attempts: Number(row.attempts),
      kind: String(row.kind),
      templateId: row.template_id === null ? null : Number(row.template_id),
    }))
    .sort((a, b) => a.id - b.id);
}

async function finish(db: Db, event: ClaimedFollow, workerId: string, set: SQL) {
  await db.execute(sql`
    UPDATE line_follow_events SET ${set}
    WHERE id = ${event.id} AND status = 1 AND claimed_by = ${workerId}`);
}

/**
 * What the settings do to one friend for one event; returns the outcome kept on the event:
 * greeted, a reason the greeting was not sent, or none (no greeting set up).
 */
async function applyOne(
  db: Db,
  event: ClaimedFollow,
  settings: FollowSettings,
  options: FollowJobOptions,
): Promise<string> {
  const [friend] = await rows(db, sql`SELECT line_user_id, status FROM friends WHERE id = ${event.friendId}`);
  if (!friend) return 'friend_gone';
  const plan = followPlan(settings, event, options.now);
  if (plan.actions) {
    for (const tagId of settings.tag_ids) await addTag(db, event.accountId, event.friendId, tagId);
    for (const value of settings.values) {
      await setValue(db, event.accountId, event.friendId, value.var_id, value.value);
    }
    if (settings.journey_id !== null) {
      // The engine's own entry (as an API trigger's start_journey): active journeys only, a friend
      // enters a journey once; the scheduler runs its steps from its next round.
      const [journey] = await rows(
        db,
        sql`SELECT id, version FROM journeys
            WHERE id = ${settings.journey_id} AND account_id = ${event.accountId} AND status = 'active'`,
      );
      if (journey) {
        await enrollFriend(
          db,
          { id: Number(journey.id), accountId: event.accountId, version: Number(journey.version) },
          event.friendId,
          options.now,
        );
      }
    }
  }
  if (!plan.greet) return plan.greetingSkipped ?? 'no_greeting';
  // The friend blocked again before the greeting went out: LINE would refuse it.
  if (friend.status !== 'following') return 'not_following';
  let list: LineMessage[] = settings.messages;
  if (settings.greeting_type === 'template') {
    const template =
      settings.template_id === null
        ? null
        : await sendableTemplate(db, event.accountId, settings.template_id);
    // A template made a draft since it was chosen is not sent (LINE might refuse it).
    if (!template) return 'template_not_ready';
    list = template.messages;
  }
  if (list.length === 0) return 'no_greeting';
  const result = await pushFilled(db, event, String(friend.line_user_id), list, options, {
    retryKey: greetingRetryKey(event.accountId, event.webhookEventId),
    source: 'follow:greeting',
  });
  return result === 'unreachable' || result === 'tracker_gone' ? result : 'greeted';
}

/**
 * Fills a friend's insertion tokens and tracked links into the messages and pushes them with the
 * given key. A tracker that is gone sends nothing ('tracker_gone', kept on the event as a draft
 * template's 'template_not_ready' is): tried again it would still be gone.
 */
async function pushFilled(
  db: Db,
  event: ClaimedFollow,
  lineUserId: string,
  list: LineMessage[],
  options: FollowJobOptions,
  push: { retryKey: string; source: string },
) {
  const made = await unlessTrackerGone(
    messagesPerFriend(db, event.accountId, list, [event.friendId], null, options.links),
  );
  if (made === 'tracker_gone') return made;
  const sender = await options.senderFor(event.accountId);
  return sender.push({
    accountId: event.accountId,
    friendId: event.friendId,
    lineUserId,
    // messagesPerFriend answers every friend it is asked for.
    messages: made.get(event.friendId) as LineMessage[],
    ...push,
  });
}

/**
 * A tap on a rich-menu area that opens a template: the template, filled in for the friend, sent
 * once (its retry key is the webhook event's). Returns the outcome kept on the event.
 */
async function applyTemplateTap(db: Db, event: ClaimedFollow, options: FollowJobOptions): Promise<string> {
  if (options.now.getTime() - event.eventAt.getTime() > TEMPLATE_TAP_MAX_AGE_MS) return 'too_old';
  const [friend] = await rows(db, sql`SELECT line_user_id, status FROM friends WHERE id = ${event.friendId}`);
  if (!friend) return 'friend_gone';
  if (friend.status !== 'following') return 'not_following';
  // The account's own, 配信可能 template only: a postback naming another account's template (or
  // one made a draft since the menu was published) sends nothing.
  const template =
    event.templateId === null ? null : await sendableTemplate(db, event.accountId, event.templateId);
  if (!template || template.messages.length === 0) return 'template_not_ready';
  const result = await pushFilled(db, event, String(friend.line_user_id), template.messages, options, {
    retryKey: templateTapRetryKey(event.accountId, event.webhookEventId),
    source: `richmenu:template:${template.id}`,
  });
  return result === 'unreachable' || result === 'tracker_gone' ? result : 'sent';
}

/**
 * One round: claim waiting follow events, apply each once, mark them done (or give them back for
 * a minute's retry, failed after FOLLOW_MAX_ATTEMPTS). Returns how many were claimed and failed.
 */
export async function applyFollowEvents(
  db: Db,
  options: FollowJobOptions,
): Promise<{ claimed: number; failed: number }> {
  const claimed = await claimFollows(db, options);
  const settings = new Map<number, FollowSettings>();
  let failed = 0;
  for (const event of claimed) {
    try {
      let outcome: string;
      if (event.kind === 'template') outcome = await applyTemplateTap(db, event, options);
      else {
        let accountSettings = settings.get(event.accountId);
        if (!accountSettings) {
          accountSettings = await storedSettings(db, event.accountId);
          settings.set(event.accountId, accountSettings);
        }
        outcome = await applyOne(db, event, accountSettings, options);
      }
      await finish(
        db,
        event,
        options.workerId,
        sql`status = 2, outcome = ${outcome}, processed_at = now(), claimed_by = NULL, lease_expires_at = NULL`,
      );
    } catch (error) {
      failed += 1;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      // Left claimed with a lease that runs out in a minute: then any worker takes it again.
      const retryAt = new Date(options.now.getTime() + 60_000).toISOString();
      await finish(
        db,
        event,
        options.workerId,
        event.attempts >= FOLLOW_MAX_ATTEMPTS
          ? sql`status = -1, outcome = ${message}, claimed_by = NULL, lease_expires_at = NULL`
          : sql`status = 1, claimed_by = 'retry', lease_expires_at = ${retryAt}::timestamptz, outcome = ${message}`,
      );
    }
  }
  return { claimed: claimed.length, failed };
}
