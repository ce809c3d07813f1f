import { defineFeature } from '../feature';
import { loadTemplatesConfig, type TemplatesConfig } from './config';
import templatesRoutes from './routes';
import { seedTemplatesDemo } from './seed';

/**
 * Message templates and content groups (issue 29): what an account sends, kept once and used by
 * journeys, triggers, deliveries and greetings. The tables are the platform's (src/content/),
 * since every sender reads them; this feature edits them.
 */
export const templatesFeature = defineFeature<TemplatesConfig>({
  name: 'templates',
  config: loadTemplatesConfig,
  plugin: templatesRoutes,
  seed: seedTemplatesDemo,
});
