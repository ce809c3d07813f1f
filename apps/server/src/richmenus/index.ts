import { defineFeature } from '../feature';
import { loadRichMenusConfig, type RichMenusConfig } from './config';
import { richMenusJob } from './job';
import richMenusRoutes from './routes';
import { seedRichMenusDemo } from './seed';
import { richMenuMediaUses, richMenuTemplateUses } from './service';

/**
 * Rich menus (issue 30): menus edited here and published to LINE in the order LINE requires
 * (plan.ts), through the Messaging API or the sandbox (line.ts). The images are the media
 * library's, which asks `mediaUses` before deleting one. Listed after the media feature, whose
 * demo images its seed uses.
 */
export const richMenusFeature = defineFeature<RichMenusConfig>({
  name: 'richmenus',
  config: loadRichMenusConfig,
  plugin: richMenusRoutes,
  jobs: ({ db, config, logger }) => ({
    embedded: config.richmenus.embeddedWorker,
    create: () => [richMenusJob(db, config.richmenus, logger)],
  }),
  templateUses: richMenuTemplateUses,
  mediaUses: richMenuMediaUses,
  seed: seedRichMenusDemo,
});
