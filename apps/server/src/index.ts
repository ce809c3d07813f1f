import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, pgliteDirFor } from './db';
import { prepareDatabase } from './db/startup';

/** Start-up: configuration, migrations, first-start seed, then listen. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`設定エラー: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
  });
  const seeded = await prepareDatabase(database, { seedDemo: config.seedDemo });

  const app = await buildApp(config, { db: database.db, telWorker: true });
  if (seeded) app.log.info('fresh database: seeded the demo account (owner@example.jp / staff@example.jp)');
  app.log.info(
    { driver: database.driver, dataDir: config.dataDir, consoleDist: config.consoleDist },
    'database ready',
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app
        .close()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
