import { defineFeature } from '../feature';
import { deliveryClicks, personalLinks } from './links';
import trackersRoutes from './routes';
import { seedTrackersDemo } from './seed';

/**
 * Click trackers (issue 31): tracked destination URLs in content groups, their personal short
 * links `/t/{code}` (made for a delivery's friends through the personalLinks capability), the
 * redirect that counts people's clicks (not bots' nor LINE's link preview) and acts on the friend.
 */
export const trackersFeature = defineFeature({
  name: 'trackers',
  plugin: trackersRoutes,
  personalLinks,
  deliveryClicks,
  seed: seedTrackersDemo,
});
