import { defineFeature } from '../feature';
import healthRoutes from './routes';

export const healthFeature = defineFeature({ name: 'health', plugin: healthRoutes });
