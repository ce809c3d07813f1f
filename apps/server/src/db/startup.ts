import type { Database } from './index';
import { maintainStatistics } from './maintenance';
import { type DemoSeed, type SeedPlatform, seedDemoData, seedIfEmpty } from './seed';

export interface PrepareOptions {
  seedDemo: boolean;
  /** The features' demo seeds (src/features.ts), run for the sole demo account. */
  demoSeeds?: readonly DemoSeed[];
  /** Handed to the demo seeds (the media library's demo images are stored through it). */
  platform?: SeedPlatform;
}

/**
 * Start-up work on the database: migrations, then, when asked for, the demo account (only into an
 * empty database) and the features' demo data (only while the demo account is the only account).
 * Safe to run from several processes at once.
 */
export function prepareDatabase(database: Database, options: PrepareOptions): Promise<PrepareResult> {
  return database.withStartupLock(async () => {
    await database.migrate();
    const result = options.seedDemo
      ? {
          seededAccount: await seedIfEmpty(database.db),
          demo: await seedDemoData(database.db, options.demoSeeds ?? [], new Date(), options.platform),
        }
      : { seededAccount: false, demo: false };
    // Embedded mode has no autovacuum (db/maintenance.ts): the seed's rows, and whatever the last
    // run changed, get statistics before the first request is planned.
    if (database.driver === 'pglite') await maintainStatistics(database.db);
    return result;
  });
}

export interface PrepareResult {
  /** This start created the demo account. */
  seededAccount: boolean;
  /** The database is a demo database: the demo account is its only account (demo mode). */
  demo: boolean;
}
