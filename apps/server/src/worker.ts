import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { createTelWorker } from './tel/sender';

/**
 * Scale-out: `node dist/worker.js` runs only the tel sender worker against DATABASE_URL (any
 * number of them; they share the queue through FOR UPDATE SKIP LOCKED). Migrations are the API
 * processes' job. SIGTERM/SIGINT stop it gracefully: requests in flight are finished and recorded,
 * lines not yet sent go back to the queue.
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
  const worker = createTelWorker(database.db, config.telSender, logger);
  worker.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down the tel sender worker');
      worker
        .stop()
        .then(() => worker.sender.close())
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error) => {
            logger.error({ err: error }, 'tel sender worker: unclean stop');
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
