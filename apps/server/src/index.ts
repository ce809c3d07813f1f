import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, pgliteDirFor } from './db';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, DEMO_STAFF_EMAIL } from './db/seed';
import { prepareDatabase } from './db/startup';
import { FEATURES } from './features';
import { exitGracefully } from './shutdown';
import { createMediaStorage } from './storage';

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
  // One storage for the demo seed's images and the app that serves them.
  const mediaStorage = createMediaStorage(config.mediaStorage);
  const prepared = await prepareDatabase(database, {
    seedDemo: config.seedDemo,
    demoSeeds: FEATURES.flatMap((feature) => (feature.seed ? [feature.seed] : [])),
    platform: { mediaStorage },
  });

  const app = await buildApp(config, { db: database.db, jobs: true, demo: prepared.demo, mediaStorage });
  if (prepared.seededAccount) app.log.info('fresh database: seeded the demo account and its demo data');
  app.log.info(
    { driver: database.driver, dataDir: config.dataDir, consoleDist: config.consoleDist },
    'database ready',
  );

  // Fastify answers requests that arrive while closing with 503 and `Connection: close`, closes
  // idle keep-alive sockets, and waits for requests in flight; the jobs stop in its onClose.
  exitGracefully(async () => {
    await app.close();
    await database.close();
  }, app.log);
  const address = await app.listen({ port: config.port, host: config.host });
  if (prepared.demo) {
    // Printed plainly (not only as a log line) so a newcomer sees where to go and how to log in.
    console.log(
      [
        '',
        `  コンソール: ${address.replace('0.0.0.0', '127.0.0.1')}`,
        `  デモ用ログイン（パスワード ${DEMO_PASSWORD}）:`,
        `    ${DEMO_OWNER_EMAIL}  すべての権限（オーナー）`,
        `    ${DEMO_STAFF_EMAIL}  閲覧のみ（スタッフ）`,
        '',
      ].join('\n'),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
