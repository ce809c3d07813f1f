import { defineFeature } from '../feature';
import journeysRoutes from './routes';

/**
 * Customer journeys (issue 17, first part): journeys with their steps, groups and journey tags
 * and the list operations of spec §7. The engine that runs them is not built yet.
 */
export const journeysFeature = defineFeature({
  name: 'journeys',
  plugin: journeysRoutes,
});
