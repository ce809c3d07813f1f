import { defineFeature } from '../feature';
import { loadRichMenusConfig, type RichMenusConfig } from './config';
import richMenusRoutes from './routes';
import { richMenuTemplateUses } from './service';

/**
 * Rich menus (issue 30): menus edited here and published to LINE in the order LINE requires
 * (plan.ts), through the Messaging API or the sandbox (line.ts). The images are the media
 * library's; `richMenuMediaUses` (service.ts) is this feature's answer to the library's
 * `mediaUses` question once the library is merged.
 */
export const richMenusFeature = defineFeature<RichMenusConfig>({
  name: 'richmenus',
  config: loadRichMenusConfig,
  plugin: richMenusRoutes,
  templateUses: richMenuTemplateUses,
});
