import type { MemberFilter } from '@console/contract/friends';
import type { JourneyStep } from '@console/contract/journeys';
import { type SQL, sql } from 'drizzle-orm';
import { type SendableTemplate, sendableTemplate } from '../content';
import { type Db, intArray, rows } from '../db';
import { addTag, messageValues, removeTag, setValue } from '../friend-actions';
import { filterConditions, segmentFilter } from '../members';
import { type LineMessage, renderMessages, tokensOf } from '../message-render';
import { friendLinks, type LinkMaker, unlessTrackerGone } from '../personal-messages';
import { messages } from './messages';
import type { LineSender } from './sender';
import { nextWeekdayTime, retryKey } from './timing';

/*
 * The journey scheduler (issue 17). Enrollments are its queue: a due one is claimed with a lease
 * (SKIP LOCKED on PostgreSQL), its steps run from where it stands until a wait or the end, and
 * its place is written back. A step may run again after a crash (the lease runs out and another
 * worker takes the friend over): tag and value steps are idempotent, and a message carries a
 * retry key per friend and step, so LINE (and the sandbox) deliver it once.
 */

export const ENROLLMENT_STATE = { waiting: 0, running: 1, done: 2, exited: 3, failed: -1 } as const;
/** Tries of one friend's step before the enrollment is given up (kept as failed, with the error). */
export const MAX_ATTEMPTS = 5;

export interface EngineOptions {
  /** The clock: tests run a fake one; the job passes the real time. */
  now: Date;
  workerId: string;
  senderFor: (accountId: number) => Promise<LineSender>;
  /** Makes friends' personal tracked links for a message that names a tracker. */
  links: LinkMaker;
  limit?: number;
  leaseMs?: number;
  /** Friends run at once (each waits on LINE or the database in turn). */
  concurrency?: number;
}

/** Writes the journey's current steps as its version (friends entering now run this version). */
export async function saveVersion(
  db: Pick<Db, 'execute'>,
  journeyId: number,
  version: number,
  steps: JourneyStep[],
) {
  await db.execute(sql`
    INSERT INTO journey_versions (journey_id, version, steps)
    VALUES (${journeyId}, ${version}, ${JSON.stringify(steps)}::jsonb)
    ON CONFLICT (journey_id, version) DO NOTHING`);
}

/**
 * The friends (`f`) a segment puts into a journey: its following friends the filter picks. The
 * one rule for both the enrolment below and the count a send confirmation names (issue 28), so
 * the number an operator agrees to is the number the scheduler takes in.
 */
function segmentAudience(accountId: number, filter: MemberFilter): SQL {
  return sql.join(
    [sql`f.account_id = ${accountId}`, ...filterConditions({ ...filter, status: 'following' })],
    sql` AND `,
  );
}

/**
 * How many friends enrollMembers would put into the journey now: the segment's audience less the
 * friends already in it (ON CONFLICT keeps them where they are). No journey: a journey not saved
 * yet, which nobody is in.
 */
export async function countEntering(
  db: Pick<Db, 'execute'>,
  accountId: number,
  filter: MemberFilter,
  journeyId: number | null,
): Promise<number> {
  const notIn =
    journeyId === null
      ? sql``
      : sql` AND NOT EXISTS (SELECT 1 FROM journey_enrollments e WHERE e.journey_id = ${journeyId} AND e.friend_id = f.id)`;
  const [row] = await rows(
    db,
    sql`SELECT count(*)::int AS n FROM friends f WHERE ${segmentAudience(accountId, filter)}${notIn}`,
  );
  return Number(row?.n ?? 0);
}

/** Friends in the journey whose steps are still to run (a resume sends them on from where they wait). */
export async function countWaiting(db: Pick<Db, 'execute'>, journeyId: number): Promise<number> {
  const [row] = await rows(
    db,
    sql`SELECT count(*)::int AS n FROM journey_enrollments
        WHERE journey_id = ${journeyId} AND state IN (${ENROLLMENT_STATE.waiting}, ${ENROLLMENT_STATE.running})`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Puts the following friends a segment picks into a journey, at its current version, due now.
 * Friends already in it stay where they are. Returns how many entered.
 *
 * Duplicates are left to ON CONFLICT (an index probe per friend: 100,000 friends already in cost
 * 0.26 s on PostgreSQL here), not to a NOT EXISTS: with the table's statistics saying "empty" the
 * planner ran that as a scan of the enrollments per friend, rows this same statement had inserted
 * included (invisible, still read), and 100,000 friends took 66 s instead of 1.1 s.
 */
export async function enrollMembers(
  db: Pick<Db, 'execute'>,
  journey: { id: number; accountId: number; version: number },
  filter: MemberFilter,
  now: Date,
): Promise<number> {
  const where = segmentAudience(journey.accountId, filter);
  const entered = await rows(
    db,
    sql`INSERT INTO journey_enrollments (account_id, journey_id, version, friend_id, due_at, entered_at, updated_at)
        SELECT ${journey.accountId}::int, ${journey.id}::int, ${journey.version}::int, f.id,
               ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM friends f WHERE ${where}
        ON CONFLICT (journey_id, friend_id) DO NOTHING RETURNING id`,
  );
  return entered.length;
}

/** Puts one friend into a journey (a trigger fired for them). False when they were in it already. */
export async function enrollFriend(
  db: Pick<Db, 'execute'>,
  journey: { id: number; accountId: number; version: number },
  friendId: number,
  now: Date,
): Promise<boolean> {
  const entered = await rows(
    db,
    sql`INSERT INTO journey_enrollments (account_id, journey_id, version, friend_id, due_at, entered_at, updated_at)
        VALUES (${journey.accountId}, ${journey.id}, ${journey.version}, ${friendId},
                ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        ON CONFLICT (journey_id, friend_id) DO NOTHING RETURNING id`,
  );
  return entered.length > 0;
}

/**
 * Puts one friend into one of the account's journeys when it is active (a journey being edited or
 * stopped takes nobody): the capability the app hands other features (feature.ts EnterJourney),
 * e.g. a tracked link's click. False when not entered.
 */
export async function enterActiveJourney(
  db: Pick<Db, 'execute'>,
  accountId: number,
  journeyId: number,
  friendId: number,
  now: Date,
): Promise<boolean> {
  const [journey] = await rows(
    db,
    sql`SELECT id, version FROM journeys WHERE id = ${journeyId} AND account_id = ${accountId} AND status = 'active'`,
  );
  if (!journey) return false;
  return enrollFriend(
    db,
    { id: Number(journey.id), accountId, version: Number(journey.version) },
    friendId,
    now,
  );
}

export interface WrittenJourney {
  id: number;
  accountId: number;
  version: number;
  steps: JourneyStep[];
  status: string;
  entryType: string;
  memberQueryId: number | null;
}

/**
 * What follows a journey's write, in the write's transaction: its steps are kept as their version
 * (friends who enter later run that version; those already in keep theirs), and a journey that has
 * just become active on a segment takes the segment's following friends in, due at once.
 */
export async function journeyWritten(
  tx: Pick<Db, 'execute'>,
  journey: WrittenJourney,
  becameActive: boolean,
  now: Date,
): Promise<number> {
  await saveVersion(tx, journey.id, journey.version, journey.steps);
  if (!becameActive || journey.entryType !== 'member_query' || journey.memberQueryId === null) return 0;
  const filter = await segmentFilter(tx, journey.accountId, journey.memberQueryId);
  return filter ? enrollMembers(tx, journey, filter, now) : 0;
}

/**
 * Friends who came into an active journey's segment since it started (a tag put on, a value set,
 * a new follow) enter it too; a friend enters a journey once.
 */
export async function enrollSegments(db: Pick<Db, 'execute'>, now: Date): Promise<number> {
  const active = await rows(
    db,
    sql`SELECT id, account_id, version, member_query_id FROM journeys
        WHERE status = 'active' AND entry->>'type' = 'member_query' AND member_query_id IS NOT NULL`,
  );
  let entered = 0;
  for (const row of active) {
    const journey = { id: Number(row.id), accountId: Number(row.account_id), version: Number(row.version) };
    const filter = await segmentFilter(db, journey.accountId, Number(row.member_query_id));
    if (filter) entered += await enrollMembers(db, journey, filter, now);
  }
  return entered;
}

/** Friends who followed since an active follow-entry journey was switched on enter it. */
export async function enrollFollowers(db: Pick<Db, 'execute'>, now: Date): Promise<number> {
  const entered = await rows(
    db,
    sql`INSERT INTO journey_enrollments (account_id, journey_id, version, friend_id, due_at, entered_at, updated_at)
        SELECT j.account_id, j.id, j.version, f.id, ${now.toISOString()}::timestamptz,
               ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM journeys j JOIN friends f ON f.account_id = j.account_id
        WHERE j.status = 'active' AND j.entry->>'type' = 'follow' AND j.activated_at IS NOT NULL
          AND f.status = 'following' AND f.followed_at >= j.activated_at
        ON CONFLICT (journey_id, friend_id) DO NOTHING RETURNING id`,
  );
  return entered.length;
}

interface Claimed {
  id: number;
  accountId: number;
  journeyId: number;
  version: number;
  friendId: number;
  stepIndex: number;
  attempts: number;
}

/** Claims due friends of active journeys (and friends whose worker's lease ran out). */
export async function claimDue(
  db: Db,
  workerId: string,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<Claimed[]> {
  const at = now.toISOString();
  const claimed = await rows(
    db,
    sql`UPDATE journey_enrollments
        SET state = 1, claimed_by = ${workerId}, attempts = attempts + 1,
            lease_expires_at = ${at}::timestamptz + ${leaseMs}::int * interval '1 millisecond'
        WHERE id = ANY (ARRAY(
          SELECT e.id FROM journey_enrollments e JOIN journeys j ON j.id = e.journey_id
          WHERE j.status = 'active'
            AND ((e.state = 0 AND e.due_at <= ${at}::timestamptz)
                 OR (e.state = 1 AND e.lease_expires_at < ${at}::timestamptz))
          ORDER BY e.due_at
          LIMIT ${limit}
          FOR UPDATE OF e SKIP LOCKED
        ))
        RETURNING id, account_id, journey_id, version, friend_id, step_index, attempts`,
  );
  return claimed.map((row) => ({
    id: Number(row.id),
    accountId: Number(row.account_id),
    journeyId: Number(row.journey_id),
    version: Number(row.version),
    friendId: Number(row.friend_id),
    stepIndex: Number(row.step_index),
    attempts: Number(row.attempts),
  }));
}

/** What a message step sends, tokens unfilled: its template's messages or its own text; null for a template not sendable. */
function stepMessages(
  step: JourneyStep,
  accountId: number,
  templates: ReadonlyMap<string, SendableTemplate | null>,
): LineMessage[] | null {
  if (step.template_id === undefined) return [{ type: 'text', text: step.text ?? '' }];
  return templates.get(`${accountId}:${step.template_id}`)?.messages ?? null;
}

/**
 * What a batch needs besides the enrollments: the versions' steps, the friends, the values and
 * tracked links for messages.
 */
async function batchContext(db: Db, claimed: readonly Claimed[], linkMaker: LinkMaker) {
  const versions = new Map<string, JourneyStep[]>();
  const pairs = [...new Set(claimed.map((e) => `${e.journeyId}:${e.version}`))];
  if (pairs.length > 0) {
    const found = await rows(
      db,
      sql`SELECT journey_id, version, steps FROM journey_versions
          WHERE (journey_id, version) IN (SELECT * FROM jsonb_to_recordset(${JSON.stringify(
            pairs.map((pair) => {
              const [j, v] = pair.split(':').map(Number);
              return { j, v };
            }),
          )}::jsonb) AS r(j int, v int))`,
    );
    for (const row of found) {
      const steps = typeof row.steps === 'string' ? JSON.parse(row.steps) : row.steps;
      versions.set(`${row.journey_id}:${row.version}`, steps as JourneyStep[]);
    }
  }
  const friendIds = [...new Set(claimed.map((e) => e.friendId))];
  const friends = new Map<number, { lineUserId: string; following: boolean }>();
  for (const row of await rows(
    db,
    sql`SELECT id, line_user_id, status FROM friends WHERE id = ANY(${intArray(friendIds)})`,
  )) {
    friends.set(Number(row.id), {
      lineUserId: String(row.line_user_id),
      following: row.status === 'following',
    });
  }
  // The templates the batch's message steps send, by account and id: null for one that is not
  // sendable now (a draft, deleted), which the step refuses to send.
  const templates = new Map<string, SendableTemplate | null>();
  for (const e of claimed) {
    for (const step of versions.get(`${e.journeyId}:${e.version}`) ?? []) {
      const key = `${e.accountId}:${step.template_id}`;
      if (step.type !== 'message' || step.template_id === undefined || templates.has(key)) continue;
      templates.set(key, await sendableTemplate(db, e.accountId, step.template_id));
    }
  }
  // The values the batch's messages name (a template's tokens are anywhere in its JSON).
  const texts = [
    ...[...versions.values()].flatMap((steps) =>
      steps.flatMap((step) => (step.type === 'message' && step.text ? [step.text] : [])),
    ),
    ...[...templates.values()].map((template) => JSON.stringify(template?.messages ?? [])),
  ];
  const { values, common } = await messageValues(db, texts, friendIds, [
    ...new Set(claimed.map((e) => e.accountId)),
  ]);
  // The friends' own links of the trackers their messages name up to their next wait, one INSERT
  // a tracker for the batch rather than one a friend. A friend who branches past the message keeps
  // a link unused (reused if they get there later); one who gets further has theirs made at the step.
  const wanted = new Map<string, { accountId: number; trackerId: number; friendIds: Set<number> }>();
  for (const e of claimed) {
    if (!friends.get(e.friendId)?.following) continue;
    const steps = versions.get(`${e.journeyId}:${e.version}`) ?? [];
    for (const step of steps.slice(e.stepIndex)) {
      if (step.type === 'wait' || step.type === 'wait_until' || step.type === 'exit') break;
      if (step.type !== 'message') continue;
      const list = stepMessages(step, e.accountId, templates);
      for (const trackerId of tokensOf(JSON.stringify(list ?? [])).trackerIds) {
        const key = `${e.accountId}:${trackerId}`;
        const want = wanted.get(key) ?? { accountId: e.accountId, trackerId, friendIds: new Set<number>() };
        want.friendIds.add(e.friendId);
        wanted.set(key, want);
      }
    }
  }
  const links = new Map<number, Map<number, string>>();
  /** `accountId:trackerId` of trackers that are not the account's (deleted since the step was written). */
  const goneTrackers = new Set<string>();
  for (const [key, want] of wanted) {
    const made = await unlessTrackerGone(
      friendLinks(linkMaker, want.accountId, [want.trackerId], [...want.friendIds], null, links),
    );
    if (made === 'tracker_gone') goneTrackers.add(key);
  }
  return { versions, friends, values, common, templates, links, goneTrackers };
}

/**
 * The friend's own link of each tracker a message names: the batch's, or made now for a friend the
 * batch did not expect at this step. A tracker that is not the account's throws, in Japanese (the
 * enrollment keeps it as its error): the message must not go out without its link.
 */
async function friendLinksAt(
  context: Context,
  e: Claimed,
  list: readonly LineMessage[],
  linkMaker: LinkMaker,
): Promise<Map<number, string>> {
  const own = new Map<number, string>();
  for (const trackerId of tokensOf(JSON.stringify(list)).trackerIds) {
    if (context.goneTrackers.has(`${e.accountId}:${trackerId}`))
      throw new Error(messages.trackerGone(trackerId));
    let url = context.links.get(e.friendId)?.get(trackerId);
    if (!url) {
      const made = await unlessTrackerGone(
        friendLinks(linkMaker, e.accountId, [trackerId], [e.friendId], null),
      );
      if (made === 'tracker_gone') throw new Error(messages.trackerGone(trackerId));
      url = made.get(e.friendId)?.get(trackerId);
    }
    // No link made: the friend is no longer the account's, and the message goes nowhere.
    if (!url) throw new Error(messages.friendGoneForLink);
    own.set(trackerId, url);
  }
  return own;
}

type Context = Awaited<ReturnType<typeof batchContext>> & {
  /** Steps run to their end in this batch, by `journeyId:stepIndex`. */
  done: Map<string, number>;
};

function tally(context: Context, journeyId: number, index: number) {
  const key = `${journeyId}:${index}`;
  context.done.set(key, (context.done.get(key) ?? 0) + 1);
}

/** Adds a batch's finished steps to the journeys' counts (one statement per batch). */
async function flushCounts(db: Db, done: Map<string, number>) {
  const counts = [...done]
    .filter(([, n]) => n > 0)
    .map(([key, n]) => {
      const [j, i] = key.split(':').map(Number);
      return { j, i, n };
    });
  if (counts.length === 0) return;
  await db.execute(sql`
    INSERT INTO journey_step_counts (journey_id, step_index, done)
    SELECT r.j, r.i, r.n FROM jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) AS r(j int, i int, n bigint)
    WHERE EXISTS (SELECT 1 FROM journeys WHERE id = r.j)
    ON CONFLICT (journey_id, step_index) DO UPDATE SET done = journey_step_counts.done + EXCLUDED.done`);
}

/** Writes where a friend stands; false when this worker no longer holds them (taken over). */
async function place(db: Db, e: Claimed, workerId: string, set: SQL): Promise<boolean> {
  const updated = await rows(
    db,
    sql`UPDATE journey_enrollments SET ${set}, updated_at = now()
        WHERE id = ${e.id} AND state = 1 AND claimed_by = ${workerId} RETURNING id`,
  );
  return updated.length > 0;
}

async function hasTag(db: Db, friendId: number, tagId: number) {
  return (
    (await rows(db, sql`SELECT 1 FROM friend_tag_links WHERE friend_id = ${friendId} AND tag_id = ${tagId}`))
      .length > 0
  );
}

/**
 * Runs one friend's steps from where they stand until a wait, an exit or the end. Returns the
 * number of steps run.
 */
async function advance(db: Db, e: Claimed, context: Context, options: EngineOptions): Promise<number> {
  const { workerId, now } = options;
  const steps = context.versions.get(`${e.journeyId}:${e.version}`);
  const friend = context.friends.get(e.friendId);
  if (!steps || !friend) {
    // The friend (or the version) is gone: nothing left to do for them.
    await place(db, e, workerId, sql`state = 3, claimed_by = NULL, lease_expires_at = NULL`);
    return 0;
  }
  let index = e.stepIndex;
  let ran = 0;
  // Back from a wait (the first claim after it: a wait resets the tries): the wait is done.
  const previous = steps[index - 1];
  if (e.attempts === 1 && (previous?.type === 'wait' || previous?.type === 'wait_until')) {
    tally(context, e.journeyId, index - 1);
  }
  for (;;) {
    const step = steps[index];
    if (!step) {
      await place(
        db,
        e,
        workerId,
        sql`state = 2, step_index = ${index}, claimed_by = NULL, lease_expires_at = NULL`,
      );
      return ran;
    }
    ran += 1;
    const stepIndex = index;
    const finished = () => tally(context, e.journeyId, stepIndex);
    switch (step.type) {
      case 'wait':
      case 'wait_until': {
        const due =
          step.type === 'wait'
            ? new Date(now.getTime() + (step.minutes ?? 0) * 60_000)
            : nextWeekdayTime(now, step.weekday ?? 0, step.time ?? '00:00');
        if (due <= now) {
          finished();
          index += 1;
          continue;
        }
        await place(
          db,
          e,
          workerId,
          sql`state = 0, step_index = ${index + 1}, due_at = ${due.toISOString()}::timestamptz,
              claimed_by = NULL, lease_expires_at = NULL, attempts = 0`,
        );
        return ran;
      }
      case 'message': {
        if (friend.following) {
          const unfilled = stepMessages(step, e.accountId, context.templates);
          // A template LINE would refuse is never sent: the enrollment waits and retries, then fails with this.
          if (!unfilled) throw new Error(messages.templateNotSendable(step.template_id));
          const list = renderMessages(unfilled, {
            vars: context.values.get(e.friendId) ?? new Map(),
            common: context.common.get(e.accountId) ?? new Map(),
            links: await friendLinksAt(context, e, unfilled, options.links),
          });
          const sender = await options.senderFor(e.accountId);
          await sender.push({
            accountId: e.accountId,
            friendId: e.friendId,
            lineUserId: friend.lineUserId,
            messages: list,
            retryKey: retryKey(`journey-enrollment:${e.id}:step:${index}`),
            source: `journey:${e.journeyId}:${index}`,
          });
        }
        finished();
        index += 1;
        // Written after each send: a crash later resumes after it (a resend would be a duplicate anyway).
        if (!(await place(db, e, workerId, sql`step_index = ${index}`))) return ran;
        continue;
      }
      case 'add_tag':
        await addTag(db, e.accountId, e.friendId, step.tag_id ?? 0);
        finished();
        index += 1;
        continue;
      case 'remove_tag':
        await removeTag(db, e.friendId, step.tag_id ?? 0);
        finished();
        index += 1;
        continue;
      case 'set_var':
        await setValue(db, e.accountId, e.friendId, step.var_id ?? 0, step.value ?? '');
        finished();
        index += 1;
        continue;
      case 'journey_tag':
        await db.execute(sql`
          INSERT INTO journey_enrollment_tags (enrollment_id, tag_id) VALUES (${e.id}, ${step.tag_id})
          ON CONFLICT DO NOTHING`);
        finished();
        index += 1;
        continue;
      case 'branch': {
        const holds =
          step.tag_id !== undefined
            ? await hasTag(db, e.friendId, step.tag_id)
            : (
                await rows(
                  db,
                  sql`SELECT 1 FROM friend_var_values WHERE friend_id = ${e.friendId} AND var_id = ${step.var_id ?? 0}
                      AND value = ${step.value ?? ''}`,
                )
              ).length > 0;
        finished();
        index = holds ? index + 1 : (step.else_step ?? index + 1);
        continue;
      }
      default:
        // exit
        finished();
        await place(
          db,
          e,
          workerId,
          sql`state = 3, step_index = ${index}, claimed_by = NULL, lease_expires_at = NULL`,
        );
        return ran;
    }
  }
}

/**
 * One round: claim due friends, run them (a few at a time), return what happened. A friend whose
 * step failed waits a minute and tries again (after MAX_ATTEMPTS the enrollment is kept as failed).
 */
export async function runDue(
  db: Db,
  options: EngineOptions,
): Promise<{ claimed: number; steps: number; failed: number }> {
  const claimed = await claimDue(
    db,
    options.workerId,
    options.now,
    options.limit ?? 500,
    options.leaseMs ?? 60_000,
  );
  if (claimed.length === 0) return { claimed: 0, steps: 0, failed: 0 };
  const context: Context = { ...(await batchContext(db, claimed, options.links)), done: new Map() };
  let next = 0;
  let steps = 0;
  let failed = 0;
  const work = async () => {
    while (next < claimed.length) {
      const e = claimed[next++] as Claimed;
      try {
        // Not `steps += await …`: that reads `steps` before the await, losing the other workers' counts.
        const ran = await advance(db, e, context, options);
        steps += ran;
      } catch (error) {
        failed += 1;
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const retryAt = new Date(options.now.getTime() + 60_000).toISOString();
        await place(
          db,
          e,
          options.workerId,
          e.attempts >= MAX_ATTEMPTS
            ? sql`state = -1, error = ${message}, claimed_by = NULL, lease_expires_at = NULL`
            : sql`state = 0, error = ${message}, due_at = ${retryAt}::timestamptz, claimed_by = NULL, lease_expires_at = NULL`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, claimed.length) }, work));
  await flushCounts(db, context.done);
  return { claimed: claimed.length, steps, failed };
}

/**
 * Per-step counts of a journey for the editor: friends waiting at each step (a friend in a wait is
 * shown at the wait, not at the step after it), steps run to their end, friends whose step failed;
 * and the friends who finished, left at an exit, or are in it at all.
 */
export async function journeyCounts(
  db: Pick<Db, 'execute'>,
  journeyId: number,
  steps: readonly JourneyStep[],
) {
  const perStep = steps.map(() => ({ waiting: 0, done: 0, failed: 0 }));
  const totals = { entered: 0, active: 0, completed: 0, exited: 0, failed: 0 };
  const [states, done] = await Promise.all([
    rows(
      db,
      sql`SELECT step_index, state, (state = 0 AND due_at > now()) AS sleeping, count(*)::int AS n
          FROM journey_enrollments WHERE journey_id = ${journeyId}
          GROUP BY step_index, state, (state = 0 AND due_at > now())`,
    ),
    rows(db, sql`SELECT step_index, done FROM journey_step_counts WHERE journey_id = ${journeyId}`),
  ]);
  for (const row of states) {
    const index = Number(row.step_index);
    const state = Number(row.state);
    const n = Number(row.n);
    totals.entered += n;
    if (state === ENROLLMENT_STATE.done) totals.completed += n;
    else if (state === ENROLLMENT_STATE.exited) totals.exited += n;
    else if (state === ENROLLMENT_STATE.failed) {
      totals.failed += n;
      const at = perStep[index];
      if (at) at.failed += n;
    } else {
      totals.active += n;
      const previous = steps[index - 1];
      const inWait = row.sleeping === true && (previous?.type === 'wait' || previous?.type === 'wait_until');
      const at = perStep[inWait ? index - 1 : index];
      if (at) at.waiting += n;
    }
  }
  for (const row of done) {
    const at = perStep[Number(row.step_index)];
    if (at) at.done += Number(row.done);
  }
  return { steps: perStep, ...totals };
}
