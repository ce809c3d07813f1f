import { toOemCode } from '@console/contract';
import { PUBLIC_BOOKING_PAGE_PREFIX, PUBLIC_SALON_OPS, SALON_PUBLIC_PREFIX } from '@console/contract/salon';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sendBookingPage } from '../console-html/booking-page';
import { accounts } from '../db/schema';
import { registerOperation } from '../operations';
import {
  createPublicBooking,
  publicBooking,
  publicCourses,
  publicSalon,
  publicSlots,
  publicStaff,
  requestPublicChange,
  reservationByToken,
  salonBySlug,
  withdrawPublicRequest,
} from './public-booking';
import { salons } from './schema';

/*
 * The customers' online booking (issue 15): the handlers of PUBLIC_SALON_OPS (declared with their
 * schemas and access in contract, salon/public-operations.ts) and the two HTML pages. Rate limits
 * are the server's: every call per address, the writes per salon too.
 */

const OPS = PUBLIC_SALON_OPS;

/**
 * The reads: a page loads a few of these per step; a scraper walking months is slowed down.
 * Registered one by one (registerOperation): routes.ts registers the salon's parts synchronously.
 */
export function registerPublicSalonRoutes(app: FastifyInstance) {
  const config = { rateLimit: { max: 120, timeWindow: '1 minute' } };
  registerOperation(app, 'publicSalon', OPS.publicSalon, {
    config,
    handler: (request) => publicSalon(app.db, request.params.slug),
  });
  registerOperation(app, 'publicCourses', OPS.publicCourses, {
    config,
    handler: (request) => publicCourses(app.db, request.params.slug),
  });
  registerOperation(app, 'publicStaff', OPS.publicStaff, {
    config,
    handler: (request) => publicStaff(app.db, request.params.slug, request.query.course),
  });
  registerOperation(app, 'publicSlots', OPS.publicSlots, {
    config,
    handler: (request) => publicSlots(app.db, request.params.slug, request.query),
  });
}

/**
 * The booking, the customer's own booking, and their change and cancel requests. Limited per IP (a
 * person books a few times at most) and the booking per salon too (a flood from many addresses
 * cannot fill a salon's day with junk faster than staff notice).
 */
export function registerPublicBookingRoutes(app: FastifyInstance) {
  const perIp = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  const perSalon = app.rateLimit({
    max: 300,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `public-salon:${(request.params as { slug?: string; token?: string }).slug ?? 'token'}`,
  });
  registerOperation(app, 'createPublicBooking', OPS.createPublicBooking, {
    config: perIp,
    preHandler: perSalon,
    handler: async (request, reply) => {
      const { created, body } = await createPublicBooking(
        app.db,
        request.params.slug,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send(body);
    },
  });
  registerOperation(app, 'publicBooking', OPS.publicBooking, {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      // The token is in the path: keep the answer out of shared caches and referrers.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return publicBooking(app.db, request.params.token);
    },
  });
  registerOperation(app, 'publicBookingChange', OPS.publicBookingChange, {
    config: perIp,
    handler: (request) => requestPublicChange(app.db, request.params.token, 'change', request.body),
  });
  registerOperation(app, 'publicBookingCancel', OPS.publicBookingCancel, {
    config: perIp,
    handler: (request) => requestPublicChange(app.db, request.params.token, 'cancel', null),
  });
  registerOperation(app, 'deletePublicBookingChange', OPS.deletePublicBookingChange, {
    config: perIp,
    handler: (request) => withdrawPublicRequest(app.db, request.params.token, 'change'),
  });
  registerOperation(app, 'deletePublicBookingCancel', OPS.deletePublicBookingCancel, {
    config: perIp,
    handler: (request) => withdrawPublicRequest(app.db, request.params.token, 'cancel'),
  });
}

/**
 * The pages themselves: /r/{slug} (book) and /r/b/{token} (a booking), drawn by the console's
 * booking entry in the salon's theme. An unknown slug or token still gets the page, with 404, so
 * the customer reads a Japanese message rather than a bare error.
 */
export function registerBookingPages(app: FastifyInstance) {
  const brandOf = async (salonId: number) => {
    const [row] = await app.db
      .select({ oemCode: accounts.oemCode, appName: accounts.appName })
      .from(salons)
      .innerJoin(accounts, eq(accounts.id, salons.accountId))
      .where(eq(salons.id, salonId));
    return row ? { oemCode: toOemCode(row.oemCode), appName: row.appName } : { oemCode: null, appName: null };
  };
  app.get<{ Params: { slug: string } }>(
    `${SALON_PUBLIC_PREFIX}:slug`,
    { schema: { hide: true }, config: { public: true } },
    async (request, reply) => {
      const salon = await salonBySlug(app.db, request.params.slug).catch(() => null);
      const brand = salon ? await brandOf(salon.id) : { oemCode: null, appName: null };
      return sendBookingPage(app.config, request, reply, brand);
    },
  );
  app.get<{ Params: { token: string } }>(
    `${PUBLIC_BOOKING_PAGE_PREFIX}:token`,
    { schema: { hide: true }, config: { public: true } },
    async (request, reply) => {
      const row = await reservationByToken(app.db, request.params.token).catch(() => null);
      const brand = row ? await brandOf(row.salonId) : { oemCode: null, appName: null };
      return sendBookingPage(app.config, request, reply, brand);
    },
  );
}
