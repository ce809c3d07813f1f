/**
 * A journey scheduler in a process of its own, for the kill -9 test: runs every due friend on
 * DATABASE_URL at the fake time `argv[2]` (ms since the epoch) through the sandbox sender, each
 * push taking a little while (as LINE's answer does), then exits when nothing is left.
 */

import { capabilitiesOf } from '../../src/capabilities';
import { openDatabase } from '../../src/db';
import { APP_FEATURES } from '../../src/features';
import { runDue } from '../../src/journeys/engine';
import { sandboxSender } from '../../src/journeys/sender';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const now = new Date(Number(process.argv[2]));
const database = await openDatabase({ databaseUrl: url });
const sandbox = sandboxSender(database.db);
const slow = {
  async push(push: Parameters<typeof sandbox.push>[0]) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    return sandbox.push(push);
  },
};
for (;;) {
  const round = await runDue(database.db, {
    now,
    workerId: `worker-${process.pid}`,
    senderFor: async () => slow,
    links: {
      personalLinks: capabilitiesOf(APP_FEATURES, database.db).personalLinks,
      origin: 'https://line.example.jp',
    },
    limit: 200,
    leaseMs: 60_000,
  });
  if (round.claimed === 0) break;
}
await database.close();
