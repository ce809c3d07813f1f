import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { Job, JobLogger } from '../feature';
import type { LinkMaker } from '../personal-messages';
import { pollingJob } from '../polling-job';
import type { DeliveriesConfig } from './config';
import { deliveryApiFor } from './line';
import { refreshBlockedSince, runDueDeliveries } from './sending';

/** How often the deliveries' "blocked since" counts are brought up to date. */
const BLOCKED_SINCE_INTERVAL_MS = 5 * 60_000;

/**
 * The deliveries sender: a round claims due deliveries and sends what is due of each, then waits
 * for the poll interval. Stopping lets the request in flight finish and be recorded; a delivery
 * claimed by a process that died is taken over when its lease runs out.
 */
export function deliveriesJob(
  db: Db,
  config: DeliveriesConfig['deliveries'],
  logger: JobLogger,
  links: LinkMaker,
): Job {
  const workerId = `deliveries-${randomUUID()}`;
  let countedAt = 0;
  return pollingJob({
    name: 'deliveries',
    intervalMs: config.pollIntervalMs,
    logger,
    failure: 'delivery round failed',
    round: async (running) => {
      const done = await runDueDeliveries(db, {
        now: new Date(),
        clock: () => new Date(),
        workerId,
        leaseMs: config.leaseMs,
        running,
        links,
        apiFor: (accountId, deliveryId) => deliveryApiFor(db, accountId, deliveryId, config.apiBaseUrl),
      });
      if (Date.now() - countedAt >= BLOCKED_SINCE_INTERVAL_MS) {
        countedAt = Date.now();
        await refreshBlockedSince(db, new Date());
      }
      if (done.retryLater > 0)
        logger.warn(
          { deliveries: done.retryLater },
          'LINE asked to wait or could not be reached; the deliveries go on shortly',
        );
    },
  });
}
