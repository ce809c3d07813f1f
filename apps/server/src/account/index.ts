import { defineFeature } from '../feature';
import accountRoutes from './routes';

/** The account's name, app name and theme (OEM code), and its operator roles. */
export const accountFeature = defineFeature({ name: 'account', plugin: accountRoutes });
