import { routePattern } from '@console/contract';
import {
  GOOGLE_CONNECT_RETURN_PATH,
  SALON_EVENT_NAME,
  SALON_FEED_PATH,
  SALON_OPS,
  SALON_RESERVATION_PATCH_KEYS,
  SALON_STATUSES,
  type SalonReservationEvent,
  salonReservationListSchema,
  salonReservationPatchSchema,
} from '@console/contract/salon';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EventHub, lastEventId, streamEvents } from '../event-hub';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import {
  createLink,
  finishConnect,
  listLinks,
  listTokens,
  removeLink,
  resyncShifts,
  revokeToken,
  startConnect,
  tokenCalendars,
} from './calendars';
import {
  createUrl,
  deleteUrl,
  ensureConfig,
  getConfig,
  getOpeningYear,
  listOnlineConfigs,
  listUrls,
  onlineUrl,
  patchOnlineConfig,
  patchSwitch,
  putOnlineActions,
  putOnlineConfig,
  putSwitches,
  putTypedConfig,
} from './config';
import { createEpisode, deleteEpisode, getEpisode, linkEpisode, listEpisodes, putSteps } from './episodes';
import { checkAttr, invalid, parsed } from './errors';
import { salonEventSource } from './events';
import { feedFor, getFeed, renewFeed } from './feed';
import { adapterFor } from './google';
import { messages } from './messages';
import { registerBookingPages, registerPublicBookingRoutes, registerPublicSalonRoutes } from './public';
import { acceptsGzip, ReservationListCache } from './reservation-cache';
import {
  createBlockTime,
  createReservation,
  deleteBlockTime,
  deleteReservation,
  deleteResourceGuarded,
  judgeRequest,
  listBlockTimes,
  listedResourceId,
  listReservations,
  moveVisit,
  patchReservation,
  reservationListCacheKey,
  updateBlockTime,
  updateReservation,
} from './reservations';
import {
  createCourse,
  createResource,
  createTimeShift,
  defaultSalon,
  deleteCourse,
  deleteTimeShift,
  getUnlinks,
  listCourses,
  listResources,
  listSalons,
  listTimeShifts,
  orderCourses,
  orderResources,
  patchCourse,
  patchResource,
  putUnlinks,
  salonOf,
  salonReservationsVersion,
  updateCourse,
  updateResource,
  updateTimeShift,
} from './service';
import type { SalonConfig } from './settings';

/**
 * Salon management (spec §7): the handlers of SALON_OPS. Access, paths and schemas are the
 * contract's; here every `{sid}` is resolved to a salon of the caller's account (else 404).
 */
export default async function salonRoutes(app: FastifyInstance, options: { config: SalonConfig }) {
  // The customers' booking page reads (no session).
  registerPublicSalonRoutes(app);
  registerPublicBookingRoutes(app);
  registerBookingPages(app);
  const hub = new EventHub<SalonReservationEvent>(app.db, app.log, salonEventSource);
  // Open event streams would keep the server from closing: end them first (clients reconnect).
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());
  const reservationCache = new ReservationListCache();
  const google = adapterFor(options.config.salonGoogle);

  /** Where the public pages live, as the caller reached us (behind a proxy: TRUST_PROXY). */
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const callbackUri = (request: FastifyRequest) => `${originOf(request)}${SALON_OPS.googleCallback.path}`;
  const accountOf = (request: FastifyRequest) => currentUser(request).accountId;
  // Bookings and visits of a known friend go to the funnels' event list (capabilities.friendEvents).
  const friendEvents = (request: FastifyRequest) => ({
    accountId: accountOf(request),
    record: app.capabilities.friendEvents,
  });
  /** The caller's salon `sid` (404 for any other). */
  const salonOfRequest = (request: FastifyRequest<{ Params: { sid: number } }>) =>
    salonOf(app.db, accountOf(request), request.params.sid);
  const salonId = async (request: FastifyRequest<{ Params: { sid: number } }>) =>
    (await salonOfRequest(request)).id;
  const noContent = (reply: FastifyReply) => reply.status(204).send(null);
  const firstSalon = async (request: FastifyRequest) => defaultSalon(app.db, accountOf(request));

  await registerOperations(
    app,
    SALON_OPS,
    defineHandlers(SALON_OPS, {
      // Shared data (spec §7, loaded once per session): the account's first salon
      salons: async (request) => listSalons(app.db, accountOf(request)),
      sharedResources: async (request) => {
        const salon = await firstSalon(request);
        return salon ? listResources(app.db, salon.id) : [];
      },
      sharedCourses: async (request) => {
        const salon = await firstSalon(request);
        return salon ? listCourses(app.db, salon.id) : [];
      },
      statuses: async () => [...SALON_STATUSES],

      // Resources
      resourcesAll: async (request) => listResources(app.db, await salonId(request)),
      createResource: async (request) => createResource(app.db, await salonId(request), request.body),
      updateResource: async (request) =>
        updateResource(app.db, await salonId(request), request.params.id, request.body),
      patchResource: async (request) =>
        patchResource(
          app.db,
          await salonId(request),
          request.params.id,
          request.query.attr,
          request.body.value,
        ),
      deleteResource: async (request, reply) => {
        const force = request.query.force === '1';
        await deleteResourceGuarded(app.db, await salonId(request), request.params.id, force);
        return noContent(reply);
      },
      resourcesOrder: async (request) => ({
        ids: await orderResources(app.db, await salonId(request), request.body.ids),
      }),

      // Courses
      coursesAll: async (request) => listCourses(app.db, await salonId(request)),
      createCourse: async (request) => createCourse(app.db, await salonId(request), request.body),
      updateCourse: async (request) =>
        updateCourse(app.db, await salonId(request), request.params.id, request.body),
      patchCourse: async (request) =>
        patchCourse(
          app.db,
          await salonId(request),
          request.params.id,
          request.query.attr,
          request.body.value,
        ),
      deleteCourse: async (request, reply) => {
        await deleteCourse(app.db, await salonId(request), request.params.id);
        return noContent(reply);
      },
      coursesOrder: async (request) => ({
        ids: await orderCourses(app.db, await salonId(request), request.body.ids),
      }),
      unlinks: async (request) => getUnlinks(app.db, await salonId(request)),
      updateUnlinks: async (request) => putUnlinks(app.db, await salonId(request), request.body.data),

      // Time shifts
      timeShifts: async (request) =>
        listTimeShifts(
          app.db,
          await salonId(request),
          request.query.range_date,
          request.query.salon_resource_id,
        ),
      createTimeShift: async (request) =>
        createTimeShift(app.db, await salonId(request), request.params.rid, request.body),
      updateTimeShift: async (request) => {
        const { rid, masterId } = request.params;
        return updateTimeShift(app.db, await salonId(request), rid, masterId, request.body);
      },
      deleteTimeShift: async (request, reply) => {
        const { rid, masterId, type } = request.params;
        await deleteTimeShift(app.db, await salonId(request), rid, masterId, type, request.query);
        return noContent(reply);
      },

      // Reservations
      reservations: async (request, reply) => {
        // Read before the key, which may answer 422: another account's salon is 404 first.
        const salon = await salonReservationsVersion(
          app.db,
          accountOf(request),
          request.params.sid,
          listedResourceId(request.query),
        );
        const key = reservationListCacheKey(salon.id, request.query);
        if (key === undefined) return reply.send(await listReservations(app.db, salon.id, request.query));
        // The same number answers a revalidation (SWR in the console) without a body.
        const etag = `W/"${key}:${salon.version}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        const match = request.headers['if-none-match'];
        if (match?.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send(null);
        let entry = reservationCache.get(key, salon.version);
        if (entry === undefined) {
          // Checked and encoded as the route's serializer would, once per version.
          const list = z.encode(
            salonReservationListSchema,
            await listReservations(app.db, salon.id, request.query),
          );
          entry = reservationCache.set(key, salon.version, JSON.stringify(list));
        }
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        // A string or a buffer is sent as it is (Fastify serializes only objects); the operation's
        // schema still documents the body. A month of one resource is ~140 kB as JSON, ~15 kB gzipped.
        if (acceptsGzip(request.headers['accept-encoding'])) {
          return reply.header('content-encoding', 'gzip').send(reservationCache.gzipped(entry) as never);
        }
        return reply.send(entry.body as never);
      },
      createReservation: async (request) =>
        createReservation(app.db, await salonId(request), request.body, friendEvents(request)),
      updateReservations: async (request) => {
        const { id, ...input } = request.body;
        return updateReservation(app.db, await salonId(request), id, input);
      },
      patchReservations: async (request) => {
        const key = checkAttr(request.query.attr, SALON_RESERVATION_PATCH_KEYS);
        const { id, value } = request.body;
        // The value is checked as the /{id} form checks that key (same schema, same messages).
        const body = parsed(salonReservationPatchSchema, { [key]: value });
        return patchReservation(app.db, await salonId(request), id, body);
      },
      updateReservation: async (request) =>
        updateReservation(app.db, await salonId(request), request.params.id, request.body),
      patchReservation: async (request) =>
        patchReservation(app.db, await salonId(request), request.params.id, request.body),
      moveVisit: async (request) =>
        moveVisit(
          app.db,
          await salonId(request),
          request.params.id,
          request.body.stage,
          new Date(),
          friendEvents(request),
        ),
      deleteReservation: async (request, reply) => {
        await deleteReservation(app.db, await salonId(request), request.params.id);
        return noContent(reply);
      },
      judge: async (request) => {
        const { id, childId, kind } = request.params;
        const sid = await salonId(request);
        return judgeRequest(app.db, sid, id, childId, kind, request.body.status, currentUser(request).userId);
      },

      // Block times
      blockTimes: async (request) => listBlockTimes(app.db, await salonId(request), request.query),
      createBlockTime: async (request) => createBlockTime(app.db, await salonId(request), request.body),
      updateBlockTime: async (request) =>
        updateBlockTime(app.db, await salonId(request), request.params.id, request.body),
      deleteBlockTime: async (request, reply) => {
        await deleteBlockTime(app.db, await salonId(request), request.params.id);
        return noContent(reply);
      },

      // Real time (Server-Sent Events)
      events: async (request, reply) => {
        const sid = await salonId(request);
        // No Accept check here (unlike the chat's): the salon's stream has always answered any client.
        return streamEvents(
          request,
          reply,
          hub,
          sid,
          SALON_EVENT_NAME,
          lastEventId(request, request.query.last_event_id),
        );
      },

      // Configuration
      configs: async (request) => {
        const sid = await salonId(request);
        if (request.query.attr === undefined) return getConfig(app.db, sid);
        if (request.query.attr !== 'opening') invalid({ attr: [messages.attr(['opening'])] });
        return getOpeningYear(app.db, sid, request.query.y);
      },
      createConfig: async (request) => ensureConfig(app.db, await salonId(request)),
      updateConfigs: async (request) => putSwitches(app.db, await salonId(request), request.body),
      patchConfigs: async (request) =>
        patchSwitch(app.db, await salonId(request), request.query.attr, request.body.value),
      updateConfig: async (request) =>
        putTypedConfig(app.db, await salonId(request), request.params.type, request.body),
      onlineUrl: async (request) => onlineUrl(app.db, await salonId(request), originOf(request)),
      onlineConfigs: async (request) => {
        const salon = await salonOfRequest(request);
        return listOnlineConfigs(app.db, salon.id, salon.name);
      },
      updateOnlineConfig: async (request) =>
        putOnlineConfig(app.db, await salonId(request), request.params.id, request.body),
      onlineConfigActions: async (request) =>
        putOnlineActions(app.db, await salonId(request), request.params.id, request.body),
      patchOnlineConfigs: async (request) => {
        const salon = await salonOfRequest(request);
        return patchOnlineConfig(app.db, salon.id, salon.name, request.query.attr, request.body);
      },
      salonUrls: async (request) => listUrls(app.db, await salonId(request), originOf(request)),
      createSalonUrl: async (request) =>
        createUrl(app.db, await salonId(request), request.body, originOf(request)),
      deleteSalonUrl: async (request, reply) => {
        await deleteUrl(app.db, await salonId(request), request.params.id);
        return noContent(reply);
      },
      resourceFeed: async (request) =>
        getFeed(app.db, await salonId(request), request.params.id, originOf(request)),
      renewResourceFeed: async (request) =>
        renewFeed(app.db, await salonId(request), request.params.id, originOf(request)),

      // Episodes and follows
      episodes: async (request) => listEpisodes(app.db, accountOf(request)),
      createEpisode: async (request) => createEpisode(app.db, accountOf(request), request.body),
      episode: async (request) => getEpisode(app.db, accountOf(request), request.params.id),
      episodeSteps: async (request) =>
        putSteps(app.db, accountOf(request), request.params.id, request.body.steps),
      deleteEpisode: async (request, reply) => {
        await deleteEpisode(app.db, accountOf(request), request.params.id);
        return noContent(reply);
      },
      slotGroupSalon: async (request) => {
        const salon = await salonOfRequest(request);
        return linkEpisode(app.db, accountOf(request), salon, request.query.attr, request.body.value);
      },

      // External calendars: Google Calendar
      googleCalendars: async (request) => listLinks(app.db, await salonId(request)),
      createGoogleCalendar: async (request) =>
        createLink(app.db, google, accountOf(request), await salonId(request), request.body),
      googleCalendarLink: async (request, reply) => {
        const { primaryId, purpose, associationId } = request.params;
        await removeLink(app.db, await salonId(request), primaryId, purpose, associationId);
        return noContent(reply);
      },
      googleCalendarResync: async (request) => {
        const { primaryId, associationId } = request.params;
        return resyncShifts(app.db, await salonId(request), primaryId, associationId);
      },
      googleTokens: async (request) => {
        await salonId(request);
        return listTokens(app.db, accountOf(request));
      },
      googleConnect: async (request) => {
        await salonId(request);
        const { accountId, userId } = currentUser(request);
        return startConnect(app.db, google, { accountId, userId }, callbackUri(request));
      },
      googleTokenCalendars: async (request) => {
        await salonId(request);
        return tokenCalendars(app.db, google, accountOf(request), request.params.id);
      },
      deleteGoogleToken: async (request, reply) => {
        await salonId(request);
        await revokeToken(app.db, google, accountOf(request), request.params.id);
        return noContent(reply);
      },
      // Google sends the browser back here: a page navigation, so the answer is a redirect to the
      // console's calendar settings with the outcome (never JSON).
      googleCallback: async (request, reply) => {
        if (!request.user) return reply.redirect('/login');
        const query = request.query as unknown as Record<string, unknown>;
        const outcome = await finishConnect(app.db, google, request.user.userId, query, callbackUri(request));
        return reply.redirect(`${GOOGLE_CONNECT_RETURN_PATH}?google=${outcome}`);
      },
    }),
  );

  // The feed itself: outside /api, no session (calendar apps cannot log in); the token is the key.
  app.get(`${routePattern(SALON_FEED_PATH)}.ics`, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const body = await feedFor(app.db, token);
    if (body === null) return reply.status(404).type('text/plain; charset=utf-8').send('見つかりません。');
    return reply
      .header('cache-control', 'private, max-age=300')
      .type('text/calendar; charset=utf-8')
      .send(body);
  });
}
