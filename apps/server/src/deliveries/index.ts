import { defineFeature } from '../feature';
import { type DeliveriesConfig, loadDeliveriesConfig } from './config';
import { deliveriesJob } from './job';
import deliveriesRoutes from './routes';
import { seedDeliveriesDemo } from './seed';
import { deliveryTemplateUses } from './service';

/**
 * Deliveries (issue 31): one message template to many friends, composed as a draft, scheduled
 * (now or at a time in Japan), test-sent and cancelled through the API; the sender (embedded, or
 * in dist/worker.js) sends them through LINE's Messaging API or the sandbox.
 */
export const deliveriesFeature = defineFeature<DeliveriesConfig>({
  name: 'deliveries',
  config: loadDeliveriesConfig,
  plugin: deliveriesRoutes,
  jobs: ({ db, config, logger, capabilities }) => ({
    embedded: config.deliveries.embeddedWorker,
    create: () => [
      deliveriesJob(db, config.deliveries, logger, {
        personalLinks: capabilities.personalLinks,
        origin: config.publicOrigin,
      }),
    ],
  }),
  templateUses: deliveryTemplateUses,
  seed: seedDeliveriesDemo,
});
