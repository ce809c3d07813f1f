import { defineFeature } from '../feature';
import { type AdConnectConfig, loadAdConnectConfig } from './config';
import { adConnectJob } from './job';
import adConnectRoutes from './routes';

/**
 * Ad connection (issue 32): the account's ad accounts (LINE's Conversion API, Meta's Conversions
 * API), which of friends' events each reports as which conversion, and the sender that reads the
 * funnels' event list (capabilities.friendEventFeed) from a cursor per ad account and sends in
 * order with retries, or records in the sandbox (the default: AD_CONNECT_SEND=live sends).
 */
export const adConnectFeature = defineFeature<AdConnectConfig>({
  name: 'adconnect',
  config: loadAdConnectConfig,
  plugin: adConnectRoutes,
  jobs: ({ db, config, logger, capabilities }) => ({
    embedded: config.adconnect.embeddedWorker,
    create: () => [adConnectJob(db, config.adconnect, capabilities.friendEventFeed, logger)],
  }),
});
