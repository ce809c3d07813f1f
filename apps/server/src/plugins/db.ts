import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Db, openDatabase, pgliteDirFor } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** A database opened (and later closed) by the caller, e.g. one per test file. */
  db?: Db | undefined;
}

/** Decorates `app.db`; opens the configured database itself only when none is handed in. */
export default fp<DbPluginOptions>(
  async function dbPlugin(app: FastifyInstance, options) {
    if (options.db) {
      app.decorate('db', options.db);
      return;
    }
    const database = await openDatabase({
      databaseUrl: options.config.databaseUrl,
      pgliteDir: pgliteDirFor(options.config.dataDir),
    });
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
