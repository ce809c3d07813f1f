import { defineFeature, type Job } from '../feature';
import { loadTelConfig, type TelConfig } from './config';
import { telHomeSummary } from './home';
import telRoutes from './routes';
import { seedTelDemo } from './seed';
import { createTelWorker, type TelSenderWorker } from './sender';

function senderJob(worker: TelSenderWorker): Job {
  return {
    name: 'tel-sender',
    start: () => worker.start(),
    async stop() {
      await worker.stop();
      await worker.sender.close();
    },
  };
}

/**
 * Notification messages ("tel"): the API of spec §7, the sender worker that delivers ordered
 * lines, and demo orders for the demo account.
 */
export const telFeature = defineFeature<TelConfig>({
  name: 'tel',
  config: loadTelConfig,
  plugin: telRoutes,
  jobs: ({ db, config, logger, soleUser }) => ({
    embedded: config.telSender.embeddedWorker,
    create: () => [senderJob(createTelWorker(db, config.telSender, logger, { soleUser }))],
  }),
  homeSummary: telHomeSummary,
  seed: seedTelDemo,
});
