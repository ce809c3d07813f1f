import { defineFeature } from '../feature';
import mediaRoutes from './routes';
import { seedMediaDemo } from './seed';

/**
 * The media library (issue 30): an account's JPEG and PNG images, resized into what LINE needs
 * and served publicly under unguessable tokens. The tables, the storage and the reader other
 * features use are the platform's (src/storage/); this feature uploads, renames and deletes.
 */
export const mediaFeature = defineFeature({
  name: 'media',
  plugin: mediaRoutes,
  seed: (db, demo, _seededAt, platform) => seedMediaDemo(db, demo, platform?.mediaStorage),
});
