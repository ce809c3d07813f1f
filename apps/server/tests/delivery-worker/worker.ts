/**
 * A deliveries sender in a process of its own, for the kill -9 test: sends every due delivery on
 * DATABASE_URL at the fake time `argv[2]` (ms since the epoch) through LINE at LINE_API_BASE_URL
 * (the test's fake), then exits when nothing is left.
 */
import { openDatabase } from '../../src/db';
import { deliveryApiFor } from '../../src/deliveries/line';
import { runDueDeliveries } from '../../src/deliveries/sending';

const url = process.env.DATABASE_URL;
const line = process.env.LINE_API_BASE_URL;
if (!url || !line) throw new Error('DATABASE_URL and LINE_API_BASE_URL must be set');
const now = new Date(Number(process.argv[2]));
const database = await openDatabase({ databaseUrl: url });
for (;;) {
  const round = await runDueDeliveries(database.db, {
    now,
    clock: () => now,
    workerId: `worker-${process.pid}`,
    leaseMs: 60_000,
    apiFor: (accountId, deliveryId) => deliveryApiFor(database.db, accountId, deliveryId, line),
  });
  if (round.claimed === 0) break;
}
await database.close();
