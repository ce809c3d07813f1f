/**
 * Writes the OpenAPI document the server publishes at /api/openapi.json to a file (or stdout), from
 * the app itself on a throwaway in-memory database: `tsx scripts/openapi.ts [out.json]`.
 * scripts/test-openapi.sh lints it with Redocly's recommended rules.
 */
import fs from 'node:fs/promises';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';

const database = await openDatabase({});
await database.migrate();
const app = await buildApp({ ...loadConfig({ LOG_LEVEL: 'silent' }), seedDemo: false }, { db: database.db });
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();
const out = process.argv[2];
if (out) await fs.writeFile(out, document);
else process.stdout.write(document);
