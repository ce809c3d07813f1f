import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db';
import type { Job, JobLogger } from '../feature';
import { pollingJob } from '../polling-job';
import type { MediaStorage } from '../storage';
import { UPLOAD_TTL_MS } from './answering';
import { pruneAccessSessions } from './public/access';
import { pageAnswerFiles } from './schema';
import { publishDue } from './service';

/** How often scheduled pages are looked at: a page goes up at most this late. */
export const PAGES_POLL_MS = 30_000;

/** Files uploaded for an answer never sent, past their token's life: rows and bytes go. */
export async function dropUnusedUploads(db: Db, storage: MediaStorage, now: Date): Promise<number> {
  const dropped = await db
    .delete(pageAnswerFiles)
    .where(
      and(
        isNull(pageAnswerFiles.answerId),
        lt(pageAnswerFiles.createdAt, new Date(now.getTime() - UPLOAD_TTL_MS)),
      ),
    )
    .returning({ key: pageAnswerFiles.storageKey });
  for (const file of dropped) await storage.delete(file.key);
  return dropped.length;
}

/** Publishes scheduled pages when their time comes, and clears unused uploads. */
export function pagesJob(db: Db, storage: MediaStorage | null, logger: JobLogger): Job {
  return pollingJob({
    name: 'pages-publisher',
    intervalMs: PAGES_POLL_MS,
    logger,
    failure: 'scheduled pages round failed',
    round: async () => {
      const now = new Date();
      const published = await publishDue(db, now);
      const dropped = storage ? await dropUnusedUploads(db, storage, now) : 0;
      await pruneAccessSessions(db, now);
      if (published + dropped > 0) logger.info({ published, dropped }, 'scheduled pages published');
    },
  });
}
