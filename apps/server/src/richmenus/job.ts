import type { Db } from '../db';
import type { Job, JobLogger } from '../feature';
import type { RichMenusConfig } from './config';
import { richMenuApiFor } from './line';
import { syncSegmentMenus } from './service';

/**
 * The rich-menu job: published segment menus follow their segments (friends tagged into a
 * segment after the publish get its menu; friends who left fall back to the default). One round
 * every `segmentSyncMs`; stopping lets the round in flight finish.
 */
export function richMenusJob(db: Db, config: RichMenusConfig['richmenus'], logger: JobLogger): Job {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (!running) return;
    timer = undefined;
    current = syncSegmentMenus(db, (accountId) => richMenuApiFor(db, accountId, config))
      .then((moved) => {
        if (moved.linked + moved.unlinked > 0) logger.info(moved, 'rich-menu segments brought in step');
        if (moved.failed > 0) logger.warn(moved, 'LINE refused or failed a rich-menu segment sync');
      })
      .catch((error) => logger.error({ err: error }, 'rich-menu segment sync failed'))
      .finally(() => {
        if (running) timer = setTimeout(tick, config.segmentSyncMs);
      });
  };
  return {
    name: 'richmenus-segments',
    start() {
      running = true;
      timer = setTimeout(tick, config.segmentSyncMs);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
