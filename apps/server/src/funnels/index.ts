import { defineFeature } from '../feature';
import { type FunnelsConfig, loadFunnelsConfig } from './config';
import { friendEventFeed, recordFriendEvents } from './events';
import funnelsRoutes from './routes';
import { seedFunnelsDemo } from './seed';

/**
 * Funnels and entry sources (issue 32): the account's list of what friends did (friend_events,
 * appended by other features through the friendEvents capability), funnels counted from it in one
 * query, a step's friends made into a segment, and entry sources (流入経路) with their public URL
 * `/e/{code}` and QR code, through LINE Login when the account has a login channel, so a follow
 * knows its source (LINE_LOGIN_MODE=live goes to LINE; the sandbox makes the user id up).
 */
export const funnelsFeature = defineFeature<FunnelsConfig>({
  name: 'funnels',
  config: loadFunnelsConfig,
  plugin: funnelsRoutes,
  friendEvents: recordFriendEvents,
  friendEventFeed,
  seed: seedFunnelsDemo,
});
