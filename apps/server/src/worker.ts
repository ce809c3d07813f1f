import pino from 'pino';
import { capabilitiesOf } from './capabilities';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { APP_FEATURES } from './features';
import { exitGracefully } from './shutdown';

/**
 * Scale-out: `node dist/worker.js` runs the background jobs of every feature (today the tel
 * sender) against DATABASE_URL. Any number of them may run; they share work through
 * FOR UPDATE SKIP LOCKED. Migrations are the API processes' job. SIGTERM/SIGINT stop it
 * gracefully: work in flight is finished and recorded, work not yet started goes back.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    if (!config.databaseUrl) {
      throw new ConfigError(
        'worker.js は DATABASE_URL（PostgreSQL）が必要です。組み込みモードでは送信ワーカーはサーバー内で動きます',
      );
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`設定エラー: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const capabilities = capabilitiesOf(APP_FEATURES, database.db);
  const jobs = APP_FEATURES.flatMap(
    (feature) =>
      feature.jobs?.({ db: database.db, config, logger, soleUser: false, capabilities }).create() ?? [],
  );
  for (const job of jobs) job.start();
  logger.info({ jobs: jobs.map((job) => job.name) }, 'worker started');
  exitGracefully(async () => {
    await Promise.all(jobs.map((job) => job.stop()));
    await database.close();
  }, logger);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
