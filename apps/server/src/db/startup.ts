import type { Database } from './index';
import { seedIfEmpty } from './seed';

/**
 * Start-up work on the database: migrations, then the demo seed when asked for and the database
 * is empty. Returns whether it seeded. Safe to run from several processes at once.
 */
export function prepareDatabase(database: Database, options: { seedDemo: boolean }): Promise<boolean> {
  return database.withStartupLock(async () => {
    await database.migrate();
    return options.seedDemo ? seedIfEmpty(database.db) : false;
  });
}
