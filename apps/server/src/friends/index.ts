import { defineFeature } from '../feature';
import { type FriendsConfig, loadFriendsConfig } from './config';
import { friendsHomeSummary } from './home';
import friendsRoutes from './routes';
import { seedFriendsDemo } from './seed';
import { webhookJob } from './worker';

/**
 * Friends and their data (issue 16): LINE's webhook into a durable queue and the worker that turns
 * its events into friends; friends, tags, friend-info variables, common variables, forms and member
 * queries; 3,000 demo friends for the demo account.
 */
export const friendsFeature = defineFeature<FriendsConfig>({
  name: 'friends',
  config: loadFriendsConfig,
  plugin: friendsRoutes,
  jobs: ({ db, config, logger, capabilities }) => ({
    embedded: config.friendsLine.embeddedWorker,
    // Message events are handed to the chat, follows and unfollows to the funnels' event list,
    // through the capabilities: this feature never knows either.
    create: () => [
      webhookJob(db, config.friendsLine, logger, capabilities.lineMessages, capabilities.friendEvents),
    ],
  }),
  seed: seedFriendsDemo,
  homeSummary: friendsHomeSummary,
});
