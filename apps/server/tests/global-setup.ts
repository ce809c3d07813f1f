import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db';
import { seedIfEmpty } from '../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data folder (tar) that each test file loads instead of initdb. */
    pgliteSnapshot: string;
  }
}

/** initdb costs seconds; run it once and let every test file start from the dump. */
export default async function setup(project: TestProject) {
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-pglite-'));
  const file = path.join(dir, 'snapshot.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
