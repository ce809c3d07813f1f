/**
 * The response schemas the app layer validates with, loaded on demand (`import('./schemas')`):
 * a module of its own so that zod stays out of the first screen's bundle.
 */
export { meSchema } from '@console/contract';
