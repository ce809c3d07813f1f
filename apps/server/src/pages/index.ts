import { BOARDS_MESSAGES, PAGE_KIND_LABELS, type PageKind, SITES_MESSAGES } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import { rows } from '../db';
import { defineFeature } from '../feature';
import { createMediaStorage } from '../storage';
import { pagesJob } from './job';
import pagesRoutes from './routes';
import { seedPagesDemo } from './seed';
import { sitesUsingMedia } from './sites/service';

/**
 * Pages friends open (issue 33): landing pages and forms made of blocks, a draft and a published
 * version each, published now or at a set time (the job), their answers (listed, CSV, summary),
 * and what the published page's script calls: an answer checked on the server, a file judged by
 * its bytes, a visit; inside LINE a LIFF ID token verified with LINE makes them a friend's. The
 * scheduler runs in the API process with the embedded database, in dist/worker.js otherwise.
 */
export const pagesFeature = defineFeature({
  name: 'pages',
  plugin: pagesRoutes,
  jobs: ({ db, config, logger }) => ({
    embedded: !config.databaseUrl,
    create: () => [pagesJob(db, createMediaStorage(config.mediaStorage), logger)],
  }),
  // An image a page shows (a block, its OGP image), a site's OGP image or a board's post shows is not deleted from the
  // library under it.
  mediaUses: async (db, accountId, mediaId) => {
    const found = await rows(
      db,
      sql`SELECT id, kind, title FROM pages
          WHERE account_id = ${accountId}
            AND (ogp_media_id = ${mediaId}
                 OR jsonb_path_exists(draft, '$.** ? (@.media_id == $m)', jsonb_build_object('m', ${mediaId}::int))
                 OR jsonb_path_exists(coalesce(published, '{}'::jsonb), '$.** ? (@.media_id == $m)', jsonb_build_object('m', ${mediaId}::int)))
          ORDER BY id`,
    );
    // A site's OGP image is the site's (its pages' images are counted as pages above).
    const sites = await sitesUsingMedia(db, accountId, mediaId);
    // A board's post shows its images too (media_ids, a jsonb array of ids).
    const posts = await rows(
      db,
      sql`SELECT id, title FROM board_posts
          WHERE account_id = ${accountId} AND media_ids @> jsonb_build_array(${mediaId}::int)
          ORDER BY id`,
    );
    return [
      ...found.map((row) => ({
        kind: PAGE_KIND_LABELS[String(row.kind) as PageKind] ?? PAGE_KIND_LABELS.landing,
        id: Number(row.id),
        name: String(row.title),
      })),
      ...sites.map((site) => ({ kind: SITES_MESSAGES.mediaUseKind, id: site.id, name: site.name })),
      ...posts.map((row) => ({
        kind: BOARDS_MESSAGES.postMediaUse,
        id: Number(row.id),
        name: String(row.title),
      })),
    ];
  },
  seed: seedPagesDemo,
});
