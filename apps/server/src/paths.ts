import { fileURLToPath } from 'node:url';

/*
 * This file sits one level below the package root both as source (`src/paths.ts`) and once
 * bundled (`dist/index.js`), so the same relative URLs hold in tests, `tsx` and production.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));
