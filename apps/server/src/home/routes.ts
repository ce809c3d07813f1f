import { HOME_OPS, HOME_SUMMARY_KEYS, type HomeSummaryItem } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerFeature } from '../feature';
import { japanDayStart } from '../members';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';

/** Today in Japan (spec §9: dates are local days), YYYY-MM-DD. */
export function japanToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
}

/**
 * GET /api/home/summary: every feature's home counts, in HOME_SUMMARY_KEYS order. The features
 * are handed in by the app (this module knows none of them); each decides what the caller may see.
 */
export default async function homeRoutes(
  app: FastifyInstance,
  options: { features: readonly Pick<ServerFeature, 'homeSummary'>[] },
) {
  await registerOperations(
    app,
    HOME_OPS,
    defineHandlers(HOME_OPS, {
      homeSummary: async (request) => {
        const user = currentUser(request);
        const now = new Date();
        const today = japanToday(now);
        const caller = {
          accountId: user.accountId,
          salonId: user.salonId,
          permissions: user.permissions,
          today,
          dayStart: japanDayStart(today),
          now,
        };
        const parts = await Promise.all(
          options.features.map((feature) => feature.homeSummary?.(app.db, caller) ?? Promise.resolve([])),
        );
        const order = (item: HomeSummaryItem) => HOME_SUMMARY_KEYS.indexOf(item.key);
        return { today, items: parts.flat().sort((a, b) => order(a) - order(b)) };
      },
    }),
  );
}
