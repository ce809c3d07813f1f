import type { Db } from '../db';
import type { FriendEventFeed, Job, JobLogger } from '../feature';
import { pollingJob } from '../polling-job';
import type { AdConnectConfig } from './config';
import { queueEvents, sendDue } from './sender';
import { type AdTransport, fetchTransport } from './transport';

/**
 * The ad connection's sender: every `pollIntervalMs`, queue what friends did for each enabled ad
 * account, then send what is due, in order. Stopping lets the round in flight finish.
 */
export function adConnectJob(
  db: Db,
  settings: AdConnectConfig['adconnect'],
  feed: FriendEventFeed,
  logger: JobLogger,
  transport: AdTransport = fetchTransport,
): Job {
  return pollingJob({
    name: 'adconnect-sender',
    intervalMs: settings.pollIntervalMs,
    logger,
    failure: 'ad connection round failed',
    round: async (running) => {
      const now = new Date();
      const queued = await queueEvents(db, feed, settings, now);
      const tries = await sendDue(db, settings, transport, now, running);
      if (queued + tries > 0) logger.info({ queued, tries }, 'ad conversions queued and sent');
    },
  });
}
