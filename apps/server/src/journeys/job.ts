import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { Job, JobLogger } from '../feature';
import type { LinkMaker } from '../personal-messages';
import { pollingJob } from '../polling-job';
import type { JourneysConfig } from './config';
import { enrollFollowers, enrollSegments, runDue } from './engine';
import { applyFollowEvents } from './follow-job';
import { sendersFor } from './sender';

/** Friends who came into an active journey's segment, or followed, are looked for this often. */
const ENROLL_INTERVAL_MS = 10_000;

/**
 * The journey scheduler: takes new members in now and then, and runs due friends while there are
 * any, then waits for the poll interval. Stopping lets the round in flight finish; a friend claimed
 * by a process that died is taken over when its lease runs out.
 */
export function journeysJob(
  db: Db,
  config: JourneysConfig['journeys'],
  logger: JobLogger,
  links: LinkMaker,
): Job {
  const workerId = `journeys-${randomUUID()}`;
  let enrolledAt = 0;
  const round = async (running: () => boolean) => {
    // Senders are looked up per round, so a channel token set in the console applies at once.
    const senderFor = sendersFor(db, config.apiBaseUrl);
    // Follow events first (greeting and follow settings): a friend they put into a journey is
    // due at once, and runs in this round's loop below.
    for (;;) {
      const follows = await applyFollowEvents(db, {
        now: new Date(),
        workerId,
        senderFor,
        links,
        leaseMs: config.leaseMs,
      });
      if (follows.failed > 0)
        logger.warn({ failed: follows.failed }, 'follow events failed; they are tried again in a minute');
      if (follows.claimed === 0 || !running()) break;
    }
    if (Date.now() - enrolledAt >= ENROLL_INTERVAL_MS) {
      enrolledAt = Date.now();
      const entered = (await enrollSegments(db, new Date())) + (await enrollFollowers(db, new Date()));
      if (entered > 0) logger.info({ entered }, 'friends entered journeys');
    }
    while (running()) {
      const { claimed, failed } = await runDue(db, {
        now: new Date(),
        workerId,
        senderFor,
        links,
        leaseMs: config.leaseMs,
      });
      if (failed > 0) logger.warn({ failed }, 'journey steps failed; they are tried again in a minute');
      if (claimed === 0) return;
    }
  };
  return pollingJob({
    name: 'journeys',
    intervalMs: config.pollIntervalMs,
    logger,
    failure: 'journey round failed',
    round,
  });
}
