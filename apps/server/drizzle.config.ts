import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform's tables and every feature's own `schema.ts`, found by glob: a new feature adds
  // its file, not a line here.
  schema: ['./src/db/schema.ts', './src/*/schema.ts'],
  out: './drizzle',
});
