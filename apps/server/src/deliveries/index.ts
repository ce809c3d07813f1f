import { defineFeature } from '../feature';
import deliveriesRoutes from './routes';
import { deliveryTemplateUses } from './service';

/**
 * Deliveries (issue 31): one message template to many friends, composed as a draft, scheduled
 * (now or at a time in Japan) and cancelled through the API. plan.ts and retry.ts are the sending
 * core; the job that claims due deliveries and sends them is the next step.
 */
export const deliveriesFeature = defineFeature({
  name: 'deliveries',
  plugin: deliveriesRoutes,
  templateUses: deliveryTemplateUses,
});
