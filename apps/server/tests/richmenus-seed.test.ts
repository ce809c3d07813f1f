import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { soleDemoAccount } from '../src/db/seed';
import { seedMediaDemo } from '../src/media/seed';
import { seedRichMenusDemo } from '../src/richmenus/seed';
import { diskStorage } from '../src/storage';
import { createTestDatabase, rows, type TestDatabase } from './helpers';

/*
 * The demo's tabbed rich menu (issue 30): two menus switched by the aliases tab-a / tab-b, tab A
 * the default, published to the sandbox on the media library's demo image.
 */

let database: TestDatabase;
let root: string;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'richmenu-seed-'));
});
afterAll(async () => {
  await database?.dispose();
  await fs.rm(root, { recursive: true, force: true });
});

it('seeds a tabbed default menu published to the sandbox, once', async () => {
  const demo = await soleDemoAccount(database.db);
  if (!demo) throw new Error('no demo account');
  const storage = diskStorage(root);
  await seedMediaDemo(database.db, demo, storage);
  await seedRichMenusDemo(database.db, demo, new Date(), { mediaStorage: storage });
  await seedRichMenusDemo(database.db, demo, new Date(), { mediaStorage: storage });

  const menus = await rows(
    database.db,
    sql`SELECT name, alias_id, status, audience_type, live_default, line_rich_menu_id, areas
        FROM rich_menus WHERE account_id = ${demo.accountId} ORDER BY alias_id`,
  );
  expect(menus.map((m) => [m.alias_id, m.status, m.audience_type, m.live_default])).toEqual([
    ['tab-a', 'published', 'default', true],
    ['tab-b', 'published', 'none', false],
  ]);
  const switches = menus.map(
    (m) => (m.areas as { action: { type: string; alias_id?: string } }[])[0]?.action.alias_id,
  );
  expect(switches).toEqual(['tab-b', 'tab-a']);
  const calls = await rows(
    database.db,
    sql`SELECT call, args FROM rich_menu_sandbox_calls WHERE account_id = ${demo.accountId} ORDER BY id`,
  );
  expect(calls.map((c) => c.call)).toEqual([
    'validateRichMenuObject',
    'createRichMenu',
    'setRichMenuImage',
    'createRichMenuAlias',
    'validateRichMenuObject',
    'createRichMenu',
    'setRichMenuImage',
    'createRichMenuAlias',
    'setDefaultRichMenu',
  ]);
  // The image's bytes are the library's rich-menu size (a JPEG of at most 1 MB).
  const upload = calls[2]?.args as { contentType: string; bytes: number };
  expect(upload.contentType).toBe('image/jpeg');
  expect(upload.bytes).toBeGreaterThan(0);
  expect(upload.bytes).toBeLessThanOrEqual(1024 * 1024);
});
