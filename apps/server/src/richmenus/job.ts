import type { Db } from '../db';
import type { Job, JobLogger } from '../feature';
import { pollingJob } from '../polling-job';
import type { RichMenusConfig } from './config';
import { richMenuApiFor } from './line';
import { syncSegmentMenus } from './service';

/**
 * The rich-menu job: published segment menus follow their segments (friends tagged into a
 * segment after the publish get its menu; friends who left fall back to the default). One round
 * every `segmentSyncMs`; stopping lets the round in flight finish.
 */
export function richMenusJob(db: Db, config: RichMenusConfig['richmenus'], logger: JobLogger): Job {
  return pollingJob({
    name: 'richmenus-segments',
    intervalMs: config.segmentSyncMs,
    firstDelayMs: config.segmentSyncMs,
    logger,
    failure: 'rich-menu segment sync failed',
    round: async () => {
      const moved = await syncSegmentMenus(db, (accountId) => richMenuApiFor(db, accountId, config));
      if (moved.linked + moved.unlinked > 0) logger.info(moved, 'rich-menu segments brought in step');
      if (moved.failed > 0) logger.warn(moved, 'LINE refused or failed a rich-menu segment sync');
    },
  });
}
