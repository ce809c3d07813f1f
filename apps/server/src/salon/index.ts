import { defineFeature } from '../feature';
import salonRoutes from './routes';
import { seedSalonDemo } from './seed';

/**
 * Salon management: staff and rooms, courses, their unlinks and ordering, repeating work shifts
 * (spec §7 "Courses and resources", "Time shifts"), with a demo salon for the demo account.
 */
export const salonFeature = defineFeature({
  name: 'salon',
  plugin: salonRoutes,
  seed: seedSalonDemo,
});
