import { defineFeature } from '../feature';
import { type JourneysConfig, loadJourneysConfig } from './config';
import { enterActiveJourney } from './engine';
import { greetingTemplateUses } from './follow';
import { journeysHomeSummary } from './home';
import { journeysJob } from './job';
import journeysRoutes from './routes';
import { seedJourneysDemo } from './seed';
import { journeyTemplateUses } from './service';
import { triggerTemplateUses } from './triggers';

/**
 * Customer journeys (issue 17): journeys with their steps, groups and journey tags and the list
 * operations of spec §7; the scheduler that runs them (embedded, or in dist/worker.js).
 */
export const journeysFeature = defineFeature<JourneysConfig>({
  name: 'journeys',
  config: loadJourneysConfig,
  plugin: journeysRoutes,
  jobs: ({ db, config, logger, capabilities }) => ({
    embedded: config.journeys.embeddedWorker,
    create: () => [
      journeysJob(db, config.journeys, logger, {
        personalLinks: capabilities.personalLinks,
        origin: config.publicOrigin,
      }),
    ],
  }),
  homeSummary: journeysHomeSummary,
  // Journeys' message steps, trigger actions and the follow greeting all send templates.
  templateUses: async (db, accountId, templateId) => [
    ...(await journeyTemplateUses(db, accountId, templateId)),
    ...(await triggerTemplateUses(db, accountId, templateId)),
    ...(await greetingTemplateUses(db, accountId, templateId)),
  ],
  // A tracked link's click (and any other feature's action) puts a friend into a journey here.
  enterJourney: enterActiveJourney,
  seed: seedJourneysDemo,
});
