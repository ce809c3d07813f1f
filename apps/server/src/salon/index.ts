import { defineFeature } from '../feature';
import { calendarSyncJob } from './calendars';
import { adapterFor } from './google';
import { salonHomeSummary } from './home';
import salonRoutes from './routes';
import { seedSalonDemo } from './seed';
import { loadSalonConfig, type SalonConfig } from './settings';

/**
 * Salon management: staff and rooms, courses, their unlinks and ordering, repeating work shifts
 * (spec §7 "Courses and resources", "Time shifts"), external calendars (Google Calendar linking,
 * an ICS feed), with a demo salon for the demo account.
 */
export const salonFeature = defineFeature<SalonConfig>({
  name: 'salon',
  config: loadSalonConfig,
  plugin: salonRoutes,
  // Copies changes into linked Google calendars (calendars.ts).
  jobs: ({ db, config, logger }) => ({
    embedded: config.salonGoogle.embeddedWorker,
    create: () => [
      calendarSyncJob(db, adapterFor(config.salonGoogle), logger, config.salonGoogle.pollIntervalMs),
    ],
  }),
  homeSummary: salonHomeSummary,
  seed: seedSalonDemo,
});
