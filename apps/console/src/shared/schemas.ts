import { config } from 'zod/mini';

/**
 * The response schemas the app layer validates with, loaded on demand (`import('./schemas')` by
 * the session probe): a module of its own so that zod stays out of the login screen's bundle.
 * Every screen inside the shell waits for the probe, so this runs before any response is parsed.
 */

// zod compiles object parsers with `new Function` after probing whether eval is allowed; the CSP
// (script-src 'self') forbids it, and the probe would show up as a violation on every page.
config({ jitless: true });

export { meSchema } from '@console/contract';
