import { defineFeature } from '../feature';
import { type JourneysConfig, loadJourneysConfig } from './config';
import { journeysHomeSummary } from './home';
import { journeysJob } from './job';
import journeysRoutes from './routes';
import { seedJourneysDemo } from './seed';
import { journeyTemplateUses } from './service';

/**
 * Customer journeys (issue 17): journeys with their steps, groups and journey tags and the list
 * operations of spec §7; the scheduler that runs them (embedded, or in dist/worker.js).
 */
export const journeysFeature = defineFeature<JourneysConfig>({
  name: 'journeys',
  config: loadJourneysConfig,
  plugin: journeysRoutes,
  jobs: ({ db, config, logger }) => ({
    embedded: config.journeys.embeddedWorker,
    create: () => [journeysJob(db, config.journeys, logger)],
  }),
  homeSummary: journeysHomeSummary,
  templateUses: journeyTemplateUses,
  seed: seedJourneysDemo,
});
