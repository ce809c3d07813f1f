import { apiErrorSchema } from '@console/contract';
import {
  episodeCreateSchema,
  episodeListSchema,
  episodeSchema,
  episodeStepsInputSchema,
  GOOGLE_CALENDAR_PURPOSES,
  GOOGLE_CONNECT_RETURN_PATH,
  googleCalendarChoiceListSchema,
  googleCalendarLinkInputSchema,
  googleCalendarListSchema,
  googleCalendarSchema,
  googleConnectSchema,
  googleTokenListSchema,
  SALON_API,
  SALON_EVENT_NAME,
  SALON_STATUSES,
  type SalonReservationEvent,
  salonBlockTimeInputSchema,
  salonBlockTimeListSchema,
  salonBlockTimeQuerySchema,
  salonBlockTimeSchema,
  salonConfigQuerySchema,
  salonConfigSchema,
  salonConfigSwitchesInputSchema,
  salonCourseInputSchema,
  salonCourseListSchema,
  salonCourseSchema,
  salonFeedSchema,
  salonJudgeSchema,
  salonListSchema,
  salonOnlineActionsInputSchema,
  salonOnlineConfigInputSchema,
  salonOnlineConfigListSchema,
  salonOnlineConfigSchema,
  salonOnlinePatchSchema,
  salonOnlineUrlSchema,
  salonOpeningYearSchema,
  salonOrderSchema,
  salonPatchValueSchema,
  salonReservationInputSchema,
  salonReservationListSchema,
  salonReservationPatchSchema,
  salonReservationQuerySchema,
  salonReservationSavedSchema,
  salonReservationSchema,
  salonResourceDeleteQuerySchema,
  salonResourceInputSchema,
  salonResourceListSchema,
  salonResourceSchema,
  salonSchema,
  salonStatusListSchema,
  salonTypedConfigInputSchema,
  salonUnlinkMatrixInputSchema,
  salonUnlinkMatrixSchema,
  salonUrlInputSchema,
  salonUrlListSchema,
  salonUrlSchema,
  slotGroupPatchSchema,
  timeShiftCreateSchema,
  timeShiftDeleteQuerySchema,
  timeShiftListSchema,
  timeShiftMasterSchema,
  timeShiftQuerySchema,
  timeShiftUpdateSchema,
} from '@console/contract/salon';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { currentUser, requirePermission } from '../plugins/auth';
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
import { SalonEventHub } from './events';
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

/** Route ids are digits only (ARCHITECTURE.md); anything else is answered 404 by the error handler. */
const digits = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const sidParams = z.object({ sid: digits });
const idParams = z.object({ sid: digits, id: digits });
const shiftParams = z.object({ sid: digits, rid: digits, masterId: digits });
const attrQuery = z.object({ attr: z.string().optional() });

const tags = ['salon'];
const read = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const write = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const ordering = { ...write, 409: apiErrorSchema };

/**
 * Salon management (spec §7): reads need a session, writes RESERVE_WRITE. Every `{sid}` must be a
 * salon of the caller's account, and every id under it one of that salon's: anything else is 404.
 */
export default async function salonRoutes(app: FastifyInstance, options: { config: SalonConfig }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canWrite = requirePermission('RESERVE_WRITE');
  // The customers' booking page reads (no session).
  registerPublicSalonRoutes(app);
  registerPublicBookingRoutes(app);
  registerBookingPages(app);
  const hub = new SalonEventHub(app.db, app.log);
  // Open event streams would keep the server from closing: end them first (clients reconnect).
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());
  /** Where the public pages live, as the caller reached us (behind a proxy: TRUST_PROXY). */
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  /** The caller's salon `sid`, or 404. */
  const salonId = async (request: FastifyRequest<{ Params: { sid: number } }>) =>
    (await salonOf(app.db, currentUser(request).accountId, request.params.sid)).id;

  // Shared data (spec §7, loaded once per session): the account's salon ---------------------------

  routes.get(
    SALON_API.route('salons'),
    {
      schema: {
        tags,
        summary: 'アカウントのサロン',
        response: { 200: salonListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listSalons(app.db, currentUser(request).accountId),
  );

  routes.get(
    SALON_API.route('sharedResources'),
    {
      schema: {
        tags,
        summary: '共有データ: サロンのリソース（スタッフ・設備、並び順）',
        response: { 200: salonResourceListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const salon = await defaultSalon(app.db, currentUser(request).accountId);
      return salon ? listResources(app.db, salon.id) : [];
    },
  );

  routes.get(
    SALON_API.route('sharedCourses'),
    {
      schema: {
        tags,
        summary: '共有データ: サロンのコース（並び順）',
        response: { 200: salonCourseListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const salon = await defaultSalon(app.db, currentUser(request).accountId);
      return salon ? listCourses(app.db, salon.id) : [];
    },
  );

  routes.get(
    SALON_API.route('statuses'),
    {
      schema: {
        tags,
        summary: '共有データ: 予約のステータス（日本語の表示名と色、表示順）',
        response: { 200: salonStatusListSchema, 401: apiErrorSchema },
      },
    },
    async () => [...SALON_STATUSES],
  );

  // Resources ---------------------------------------------------------------------------------

  routes.get(
    SALON_API.route('resourcesAll'),
    {
      schema: {
        tags,
        summary: 'リソースの一覧（並び順）',
        params: sidParams,
        response: { 200: salonResourceListSchema, ...read },
      },
    },
    async (request) => listResources(app.db, await salonId(request)),
  );

  routes.post(
    SALON_API.route('resources'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'リソースの登録（並び順の最後）',
        params: sidParams,
        body: salonResourceInputSchema,
        response: { 200: salonResourceSchema, ...write },
      },
    },
    async (request) => createResource(app.db, await salonId(request), request.body),
  );

  routes.put(
    SALON_API.route('resource'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'リソースの変更',
        params: idParams,
        body: salonResourceInputSchema,
        response: { 200: salonResourceSchema, ...write },
      },
    },
    async (request) => updateResource(app.db, await salonId(request), request.params.id, request.body),
  );

  routes.patch(
    SALON_API.route('resource'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'リソースの 1 項目の変更（?attr=name|color|is_online|is_active、本文 {value}）',
        params: idParams,
        querystring: attrQuery,
        body: salonPatchValueSchema,
        response: { 200: salonResourceSchema, ...write },
      },
    },
    async (request) =>
      patchResource(
        app.db,
        await salonId(request),
        request.params.id,
        request.query.attr,
        request.body.value,
      ),
  );

  routes.delete(
    SALON_API.route('resource'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          'リソースの削除（シフトとコースとの対応も消えます）。今日以降の予約があれば 422 でそれを示し、?force=1 なら予約の担当を空にして削除',
        params: idParams,
        querystring: salonResourceDeleteQuerySchema,
        response: { 204: z.null(), ...write },
      },
    },
    async (request, reply) => {
      await deleteResourceGuarded(
        app.db,
        await salonId(request),
        request.params.id,
        request.query.force === '1',
      );
      return reply.status(204).send(null);
    },
  );

  routes.post(
    SALON_API.route('resourcesOrder'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'リソースの並び順（サロンの全 id を新しい順に。古い・欠けた・よその id は 409）',
        params: sidParams,
        body: salonOrderSchema,
        response: { 200: salonOrderSchema, ...ordering },
      },
    },
    async (request) => ({ ids: await orderResources(app.db, await salonId(request), request.body.ids) }),
  );

  // Courses -----------------------------------------------------------------------------------

  routes.get(
    SALON_API.route('coursesAll'),
    {
      schema: {
        tags,
        summary: 'コースの一覧（並び順）',
        params: sidParams,
        response: { 200: salonCourseListSchema, ...read },
      },
    },
    async (request) => listCourses(app.db, await salonId(request)),
  );

  routes.post(
    SALON_API.route('courses'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'コースの登録（並び順の最後）',
        params: sidParams,
        body: salonCourseInputSchema,
        response: { 200: salonCourseSchema, ...write },
      },
    },
    async (request) => createCourse(app.db, await salonId(request), request.body),
  );

  routes.put(
    SALON_API.route('course'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'コースの変更',
        params: idParams,
        body: salonCourseInputSchema,
        response: { 200: salonCourseSchema, ...write },
      },
    },
    async (request) => updateCourse(app.db, await salonId(request), request.params.id, request.body),
  );

  routes.patch(
    SALON_API.route('course'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'コースの 1 項目の変更（?attr=、本文 {value}）',
        params: idParams,
        querystring: attrQuery,
        body: salonPatchValueSchema,
        response: { 200: salonCourseSchema, ...write },
      },
    },
    async (request) =>
      patchCourse(app.db, await salonId(request), request.params.id, request.query.attr, request.body.value),
  );

  routes.delete(
    SALON_API.route('course'),
    {
      preHandler: canWrite,
      schema: { tags, summary: 'コースの削除', params: idParams, response: { 204: z.null(), ...write } },
    },
    async (request, reply) => {
      await deleteCourse(app.db, await salonId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    SALON_API.route('coursesOrder'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'コースの並び順（サロンの全 id を新しい順に。古い・欠けた・よその id は 409）',
        params: sidParams,
        body: salonOrderSchema,
        response: { 200: salonOrderSchema, ...ordering },
      },
    },
    async (request) => ({ ids: await orderCourses(app.db, await salonId(request), request.body.ids) }),
  );

  // Resource-course unlinks -------------------------------------------------------------------

  routes.get(
    SALON_API.route('unlinks'),
    {
      schema: {
        tags,
        summary: 'リソースが担当できないコースの組（ない組は担当できる）',
        params: sidParams,
        response: { 200: salonUnlinkMatrixSchema, ...read },
      },
    },
    async (request) => getUnlinks(app.db, await salonId(request)),
  );

  routes.put(
    SALON_API.route('unlinks'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '担当できない組を丸ごと置き換える',
        params: sidParams,
        body: salonUnlinkMatrixInputSchema,
        response: { 200: salonUnlinkMatrixSchema, ...write },
      },
    },
    async (request) => putUnlinks(app.db, await salonId(request), request.body.data),
  );

  // Time shifts -------------------------------------------------------------------------------

  routes.get(
    SALON_API.route('timeShifts'),
    {
      schema: {
        tags,
        summary: 'シフト（range_date=YYYY-MM-DD..YYYY-MM-DD、93 日まで。salon_resource_id で 1 人に絞る）',
        params: sidParams,
        querystring: timeShiftQuerySchema,
        response: { 200: timeShiftListSchema, ...read },
      },
    },
    async (request) =>
      listTimeShifts(
        app.db,
        await salonId(request),
        request.query.range_date,
        request.query.salon_resource_id,
      ),
  );

  routes.post(
    SALON_API.route('resourceTimeShifts'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'シフトの登録（繰り返し: none・daily・weekly・biweekly・monthly）',
        params: z.object({ sid: digits, rid: digits }),
        body: timeShiftCreateSchema,
        response: { 200: timeShiftMasterSchema, ...write },
      },
    },
    async (request) => createTimeShift(app.db, await salonId(request), request.params.rid, request.body),
  );

  routes.put(
    SALON_API.route('resourceTimeShift'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'シフトの変更（patch_type: only この日のみ・after 以降すべて・all すべて）',
        params: shiftParams,
        body: timeShiftUpdateSchema,
        response: { 200: timeShiftMasterSchema, ...write },
      },
    },
    async (request) =>
      updateTimeShift(
        app.db,
        await salonId(request),
        request.params.rid,
        request.params.masterId,
        request.body,
      ),
  );

  routes.delete(
    SALON_API.route('resourceTimeShiftDelete'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'シフトの削除（only この日のみ・after 以降すべて: ?date=、permanently すべて: 日付なし）',
        params: shiftParams.extend({ type: z.string() }),
        querystring: timeShiftDeleteQuerySchema,
        response: { 204: z.null(), ...write },
      },
    },
    async (request, reply) => {
      await deleteTimeShift(
        app.db,
        await salonId(request),
        request.params.rid,
        request.params.masterId,
        request.params.type,
        request.query,
      );
      return reply.status(204).send(null);
    },
  );

  // Reservations ------------------------------------------------------------------------------

  const reservationParams = z.object({ sid: digits, id: digits });
  const reservationCache = new ReservationListCache();

  routes.get(
    SALON_API.route('reservations'),
    {
      schema: {
        tags,
        summary: '予約（?ids=1,2,3、または range_date=YYYY-MM-DD..YYYY-MM-DD と salon_resource_id）',
        params: sidParams,
        querystring: salonReservationQuerySchema,
        response: { 200: salonReservationListSchema, 304: z.null(), ...read },
      },
    },
    async (request, reply) => {
      // Read before the key, which may answer 422: another account's salon is 404 first.
      const salon = await salonReservationsVersion(
        app.db,
        currentUser(request).accountId,
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
      // A string or a buffer is sent as it is (Fastify serializes only objects); the schema above
      // still documents the body. A month of one resource is ~140 kB as JSON, ~15 kB gzipped.
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(reservationCache.gzipped(entry) as never);
      }
      return reply.send(entry.body as never);
    },
  );

  routes.post(
    SALON_API.route('reservations'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '予約の登録。重なる予約も登録でき、overlaps にその id を返します',
        params: sidParams,
        body: salonReservationInputSchema,
        response: { 200: salonReservationSavedSchema, ...write },
      },
    },
    async (request) => createReservation(app.db, await salonId(request), request.body),
  );

  routes.put(
    SALON_API.route('reservation'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '予約の変更（overlaps に重なる予約の id）',
        params: reservationParams,
        body: salonReservationInputSchema,
        response: { 200: salonReservationSavedSchema, ...write },
      },
    },
    async (request) => updateReservation(app.db, await salonId(request), request.params.id, request.body),
  );

  routes.patch(
    SALON_API.route('reservation'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          '予約の一部の変更（status・memo・checked_at・visit_status・is_attended だけ。ほかのキーは 422）',
        params: reservationParams,
        body: salonReservationPatchSchema,
        response: { 200: salonReservationSchema, ...write },
      },
    },
    async (request) => patchReservation(app.db, await salonId(request), request.params.id, request.body),
  );

  routes.delete(
    SALON_API.route('reservation'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '予約の削除',
        params: reservationParams,
        response: { 204: z.null(), ...write },
      },
    },
    async (request, reply) => {
      await deleteReservation(app.db, await salonId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    SALON_API.route('judge'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          '変更（edit）・キャンセル（cancel）のリクエストの承認（approved）・却下（denied）。処理済みは 409',
        params: z.object({ sid: digits, id: digits, childId: digits, kind: z.enum(['edit', 'cancel']) }),
        body: salonJudgeSchema,
        response: { 200: salonReservationSchema, ...write, 409: apiErrorSchema },
      },
    },
    async (request) =>
      judgeRequest(
        app.db,
        await salonId(request),
        request.params.id,
        request.params.childId,
        request.params.kind,
        request.body.status,
        currentUser(request).userId,
      ),
  );

  // Block times -------------------------------------------------------------------------------

  routes.get(
    SALON_API.route('blockTimes'),
    {
      schema: {
        tags,
        summary: 'ブロック時間（range_date=YYYY-MM-DD..YYYY-MM-DD と salon_resource_id）',
        params: sidParams,
        querystring: salonBlockTimeQuerySchema,
        response: { 200: salonBlockTimeListSchema, ...read },
      },
    },
    async (request) => listBlockTimes(app.db, await salonId(request), request.query),
  );

  routes.post(
    SALON_API.route('blockTimes'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'ブロック時間の登録',
        params: sidParams,
        body: salonBlockTimeInputSchema,
        response: { 200: salonBlockTimeSchema, ...write },
      },
    },
    async (request) => createBlockTime(app.db, await salonId(request), request.body),
  );

  routes.put(
    SALON_API.route('blockTime'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'ブロック時間の変更',
        params: reservationParams,
        body: salonBlockTimeInputSchema,
        response: { 200: salonBlockTimeSchema, ...write },
      },
    },
    async (request) => updateBlockTime(app.db, await salonId(request), request.params.id, request.body),
  );

  routes.delete(
    SALON_API.route('blockTime'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'ブロック時間の削除',
        params: reservationParams,
        response: { 204: z.null(), ...write },
      },
    },
    async (request, reply) => {
      await deleteBlockTime(app.db, await salonId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Real time (Server-Sent Events) -----------------------------------------------------------

  routes.get(
    SALON_API.route('events'),
    {
      schema: {
        tags,
        summary:
          '予約の変化をリアルタイムに（text/event-stream、イベント名 salon_reservation_event、id は Last-Event-ID で再開できる番号。5 分前まで）',
        params: sidParams,
        querystring: z.object({ last_event_id: z.string().optional() }),
        response: { 200: z.string().describe('text/event-stream'), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sid = await salonId(request);
      await hub.start();
      const header = request.headers['last-event-id'];
      const lastText = (Array.isArray(header) ? header[0] : header) ?? request.query.last_event_id ?? '';
      const lastId = /^\d{1,15}$/.test(lastText) ? Number(lastText) : 0;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-trace-id': request.id,
      });
      raw.write('retry: 3000\n\n');
      let sent = lastId;
      const send = (event: SalonReservationEvent) => {
        if (event.id <= sent) return;
        sent = event.id;
        raw.write(`id: ${event.id}\nevent: ${SALON_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      // Subscribe before replaying, holding live events back until the replay is out, so nothing
      // falls between the two and nothing is sent twice.
      const held: SalonReservationEvent[] = [];
      let replaying = true;
      const unsubscribe = hub.subscribe(sid, (event) => (replaying ? held.push(event) : send(event)));
      const ping = setInterval(() => raw.write(': ping\n\n'), 25_000);
      ping.unref();
      const untrack = hub.trackStream(() => raw.end());
      raw.on('close', () => {
        clearInterval(ping);
        unsubscribe();
        untrack();
      });
      if (lastId > 0) for (const event of await hub.replay(sid, lastId)) send(event);
      replaying = false;
      for (const event of held.sort((a, b) => a.id - b.id)) send(event);
    },
  );

  // Configuration -----------------------------------------------------------------------------

  routes.get(
    SALON_API.route('configs'),
    {
      schema: {
        tags,
        summary: 'サロンの設定。?attr=opening&y=2024 ならその年の営業日（定休日・臨時休業・祝日）',
        params: sidParams,
        querystring: salonConfigQuerySchema,
        response: { 200: z.union([salonConfigSchema, salonOpeningYearSchema]), ...read },
      },
    },
    async (request) => {
      const sid = await salonId(request);
      if (request.query.attr === undefined) return getConfig(app.db, sid);
      if (request.query.attr !== 'opening') {
        throw new HttpError(422, messages.validation, { attr: [messages.attr(['opening'])] });
      }
      return getOpeningYear(app.db, sid, request.query.y);
    },
  );

  routes.post(
    SALON_API.route('configs'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '設定を既定値で作る（あれば何もしない）',
        params: sidParams,
        response: { 200: salonConfigSchema, ...write },
      },
    },
    async (request) => ensureConfig(app.db, await salonId(request)),
  );

  routes.put(
    SALON_API.route('configs'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '設定のスイッチ（enable_online・sync_shift・push_notification）をまとめて',
        params: sidParams,
        body: salonConfigSwitchesInputSchema,
        response: { 200: salonConfigSchema, ...write },
      },
    },
    async (request) => putSwitches(app.db, await salonId(request), request.body),
  );

  routes.patch(
    SALON_API.route('configs'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          '設定のスイッチを 1 つ（?attr=enable_online|sync_shift|push_notification、本文 {value}。ほかは 422）',
        params: sidParams,
        querystring: attrQuery,
        body: salonPatchValueSchema,
        response: { 200: salonConfigSchema, ...write },
      },
    },
    async (request) => patchSwitch(app.db, await salonId(request), request.query.attr, request.body.value),
  );

  routes.put(
    SALON_API.route('config'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          '種類ごとの設定: opening（曜日ごとの営業時間・臨時休業日・祝日）、reservation（オンライン予約の決まり）',
        params: z.object({ sid: digits, type: z.string() }),
        body: salonTypedConfigInputSchema,
        response: { 200: salonConfigSchema, ...write },
      },
    },
    async (request) => putTypedConfig(app.db, await salonId(request), request.params.type, request.body),
  );

  routes.get(
    SALON_API.route('onlineUrl'),
    {
      schema: {
        tags,
        summary: 'オンライン予約のページの URL（受付中で URL があるとき）',
        params: sidParams,
        response: { 200: salonOnlineUrlSchema, ...read },
      },
    },
    async (request) => onlineUrl(app.db, await salonId(request), originOf(request)),
  );

  // Online configuration ------------------------------------------------------------------------

  const salonOfRequest = (request: FastifyRequest<{ Params: { sid: number } }>) =>
    salonOf(app.db, currentUser(request).accountId, request.params.sid);

  routes.get(
    SALON_API.route('onlineConfigs'),
    {
      schema: {
        tags,
        summary: 'オンライン予約の設定（店舗情報・お客様に入力いただく項目・予約後の動き）',
        params: sidParams,
        response: { 200: salonOnlineConfigListSchema, ...read },
      },
    },
    async (request) => {
      const salon = await salonOfRequest(request);
      return listOnlineConfigs(app.db, salon.id, salon.name);
    },
  );

  routes.put(
    SALON_API.route('onlineConfig'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'オンライン予約の設定（店舗情報とお客様の項目を丸ごと）',
        params: idParams,
        body: salonOnlineConfigInputSchema,
        response: { 200: salonOnlineConfigSchema, ...write },
      },
    },
    async (request) => putOnlineConfig(app.db, await salonId(request), request.params.id, request.body),
  );

  routes.put(
    SALON_API.route('onlineConfigActions'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '予約後の動き（お礼の文、お客様からの変更・キャンセルの可否）',
        params: idParams,
        body: salonOnlineActionsInputSchema,
        response: { 200: salonOnlineConfigSchema, ...write },
      },
    },
    async (request) => putOnlineActions(app.db, await salonId(request), request.params.id, request.body),
  );

  routes.patch(
    SALON_API.route('onlineConfigs'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          'オンライン予約の設定の一部: ?attr=customer:upsert {item}・customer:remove {id}・customer:sort {sorted_ids}（全 id、違えば 409）・shop {shop_info}',
        params: sidParams,
        querystring: attrQuery,
        body: salonOnlinePatchSchema,
        response: { 200: salonOnlineConfigSchema, ...write, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const salon = await salonOfRequest(request);
      return patchOnlineConfig(app.db, salon.id, salon.name, request.query.attr, request.body);
    },
  );

  // Salon URLs ----------------------------------------------------------------------------------

  routes.get(
    SALON_API.route('salonUrls'),
    {
      schema: {
        tags,
        summary: 'サロンの公開 URL（/r/{slug}）',
        params: sidParams,
        response: { 200: salonUrlListSchema, ...read },
      },
    },
    async (request) => listUrls(app.db, await salonId(request), originOf(request)),
  );

  routes.post(
    SALON_API.route('salonUrls'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '公開 URL の追加（slug を省くと推測できない名前）',
        params: sidParams,
        body: salonUrlInputSchema,
        response: { 200: salonUrlSchema, ...write },
      },
    },
    async (request) => createUrl(app.db, await salonId(request), request.body, originOf(request)),
  );

  routes.delete(
    SALON_API.route('salonUrl'),
    {
      preHandler: canWrite,
      schema: { tags, summary: '公開 URL の削除', params: idParams, response: { 204: z.null(), ...write } },
    },
    async (request, reply) => {
      await deleteUrl(app.db, await salonId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Episodes and follows ------------------------------------------------------------------------

  const episodeParams = z.object({ id: digits });

  routes.get(
    SALON_API.route('episodes'),
    {
      schema: {
        tags,
        summary: 'エピソード（種類 10: 来店前）とフォロー（来店後）の一覧（削除したものを除く）',
        response: { 200: episodeListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listEpisodes(app.db, currentUser(request).accountId),
  );

  routes.post(
    SALON_API.route('episodes'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'エピソード・フォローの作成（ステップは steps で）',
        body: episodeCreateSchema,
        response: { 200: episodeSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => createEpisode(app.db, currentUser(request).accountId, request.body),
  );

  routes.get(
    SALON_API.route('episode'),
    {
      schema: {
        tags,
        summary: 'エピソード・フォロー（削除したものは hid_at つき）',
        params: episodeParams,
        response: { 200: episodeSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getEpisode(app.db, currentUser(request).accountId, request.params.id),
  );

  routes.post(
    SALON_API.route('episodeSteps'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'ステップを丸ごと置き換える（送るとき・何分前後・文、20 個まで）',
        params: episodeParams,
        body: episodeStepsInputSchema,
        response: { 200: episodeSchema, ...write },
      },
    },
    async (request) =>
      putSteps(app.db, currentUser(request).accountId, request.params.id, request.body.steps),
  );

  routes.delete(
    SALON_API.route('episode'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'エピソード・フォローの削除（hid_at を設定し、サロンとのつながりを外す）',
        params: episodeParams,
        response: { 204: z.null(), ...write },
      },
    },
    async (request, reply) => {
      await deleteEpisode(app.db, currentUser(request).accountId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.patch(
    SALON_API.route('slotGroupSalon'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          'サロンにエピソード・フォローをつなぐ（?attr=episode_id|follow_id、本文 {value: id | null}）',
        params: sidParams,
        querystring: attrQuery,
        body: slotGroupPatchSchema,
        response: { 200: salonSchema, ...write },
      },
    },
    async (request) => {
      const { accountId } = currentUser(request);
      const salon = await salonOf(app.db, accountId, request.params.sid);
      return linkEpisode(app.db, accountId, salon, request.query.attr, request.body.value);
    },
  );

  // External calendars: Google Calendar (spec §7) -------------------------------------------------

  const google = adapterFor(options.config.salonGoogle);
  const callbackUri = (request: FastifyRequest) => `${originOf(request)}${SALON_API.route('googleCallback')}`;
  const linkParams = z.object({
    sid: digits,
    primaryId: digits,
    purpose: z.enum(GOOGLE_CALENDAR_PURPOSES),
    associationId: digits,
  });
  const resyncParams = z.object({ sid: digits, primaryId: digits, associationId: digits });
  const google502 = { 502: apiErrorSchema };

  routes.get(
    SALON_API.route('googleCalendars'),
    {
      schema: {
        tags,
        summary: 'Google カレンダー連携の一覧（リソースのカレンダーごとに、連携する内容と反映の状況）',
        params: sidParams,
        response: { 200: googleCalendarListSchema, ...read },
      },
    },
    async (request) => listLinks(app.db, await salonId(request)),
  );

  routes.post(
    SALON_API.route('googleCalendars'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'リソースのシフトまたは予約を Google カレンダーに連携する（最初の反映は裏で進みます）',
        params: sidParams,
        body: googleCalendarLinkInputSchema,
        response: { 200: googleCalendarSchema, ...write, 409: apiErrorSchema, ...google502 },
      },
    },
    async (request) => {
      const { accountId } = currentUser(request);
      return createLink(app.db, google, accountId, await salonId(request), request.body);
    },
  );

  routes.delete(
    SALON_API.route('googleCalendarLink'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '連携の解除（Google に入れた予定は裏で削除されます）',
        params: linkParams,
        response: { 204: z.null(), ...write },
      },
    },
    async (request, reply) => {
      const { primaryId, purpose, associationId } = request.params;
      await removeLink(app.db, await salonId(request), primaryId, purpose, associationId);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    SALON_API.route('googleCalendarResync'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'シフトを Google カレンダーにすべて書き直す',
        params: resyncParams,
        response: { 200: googleCalendarSchema, ...write },
      },
    },
    async (request) => {
      const { primaryId, associationId } = request.params;
      return resyncShifts(app.db, await salonId(request), primaryId, associationId);
    },
  );

  routes.get(
    SALON_API.route('googleTokens'),
    {
      schema: {
        tags,
        summary: '接続した Google アカウント（トークンそのものは返しません）',
        params: sidParams,
        response: { 200: googleTokenListSchema, ...read },
      },
    },
    async (request) => {
      await salonId(request);
      return listTokens(app.db, currentUser(request).accountId);
    },
  );

  routes.post(
    SALON_API.route('googleConnect'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'Google アカウントを接続する: 同意画面の URL（10 分間・1 回だけ有効）',
        params: sidParams,
        response: { 200: googleConnectSchema, ...write },
      },
    },
    async (request) => {
      await salonId(request);
      const { accountId, userId } = currentUser(request);
      return startConnect(app.db, google, { accountId, userId }, callbackUri(request));
    },
  );

  routes.get(
    SALON_API.route('googleTokenCalendars'),
    {
      schema: {
        tags,
        summary: 'Google アカウントのカレンダー（連携先を選ぶため）',
        params: idParams,
        response: { 200: googleCalendarChoiceListSchema, ...read, ...google502 },
      },
    },
    async (request) => {
      await salonId(request);
      return tokenCalendars(app.db, google, currentUser(request).accountId, request.params.id);
    },
  );

  routes.delete(
    SALON_API.route('googleToken'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'Google アカウントの接続を解除する（その連携もすべて解除。Google にある予定は残ります）',
        params: idParams,
        response: { 204: z.null(), ...write },
      },
    },
    async (request, reply) => {
      await salonId(request);
      await revokeToken(app.db, google, currentUser(request).accountId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Google sends the browser back here: a page navigation, so the answer is a redirect to the
  // console's calendar settings with the outcome (never JSON).
  app.get(
    SALON_API.route('googleCallback'),
    { schema: { hide: true }, config: { public: true } },
    async (request, reply) => {
      if (!request.user) return reply.redirect('/login');
      const outcome = await finishConnect(
        app.db,
        google,
        request.user.userId,
        request.query as Record<string, unknown>,
        callbackUri(request),
      );
      return reply.redirect(`${GOOGLE_CONNECT_RETURN_PATH}?google=${outcome}`);
    },
  );

  // Calendar feed (ICS) ---------------------------------------------------------------------------

  routes.get(
    SALON_API.route('resourceFeed'),
    {
      schema: {
        tags,
        summary: 'リソースのカレンダー（ICS）の購読用 URL（まだなければ null）',
        params: idParams,
        response: { 200: salonFeedSchema, ...read },
      },
    },
    async (request) => getFeed(app.db, await salonId(request), request.params.id, originOf(request)),
  );

  routes.post(
    SALON_API.route('resourceFeed'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '購読用 URL を新しくする（前の URL は使えなくなります）',
        params: idParams,
        response: { 200: salonFeedSchema, ...write },
      },
    },
    async (request) => renewFeed(app.db, await salonId(request), request.params.id, originOf(request)),
  );

  // The feed itself: outside /api, no session (calendar apps cannot log in); the token is the key.
  app.get(`${SALON_API.route('publicFeed')}.ics`, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const body = await feedFor(app.db, token);
    if (body === null) return reply.status(404).type('text/plain; charset=utf-8').send('見つかりません。');
    return reply
      .header('cache-control', 'private, max-age=300')
      .type('text/calendar; charset=utf-8')
      .send(body);
  });
}
