import { apiErrorSchema, toOemCode } from '@console/contract';
import {
  PUBLIC_BOOKING_PAGE_PREFIX,
  PUBLIC_MONTH_PATTERN,
  PUBLIC_SALON_API,
  type PublicCourse,
  type PublicSalon,
  type PublicSlots,
  type PublicStaff,
  publicBookingCreatedSchema,
  publicBookingInputSchema,
  publicBookingSchema,
  publicChangeInputSchema,
  publicCourseListSchema,
  publicSalonSchema,
  publicSlotsQuerySchema,
  publicSlotsSchema,
  publicStaffListSchema,
  publicStaffQuerySchema,
  SALON_PUBLIC_PREFIX,
  type SalonCourse,
} from '@console/contract/salon';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendBookingPage } from '../console-html/booking-page';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { type AvailabilityInput, availableSlots } from './availability';
import { fail, notFound } from './check';
import { getConfig, listOnlineConfigs, openingYear } from './config';
import { dateOf, dayOf } from './dates';
import {
  createPublicBooking,
  publicBooking,
  requestPublicChange,
  reservationByToken,
  salonBySlug,
  staffFor,
  unlinkSet,
  withdrawPublicRequest,
} from './public-booking';
import { listBlockTimes, listReservations, tokyoMinutes, tokyoToday } from './reservations';
import { salons } from './schema';
import { getUnlinks, listCourses, listResources, listTimeShifts } from './service';

/*
 * The public booking page's reads (issue 15). Every answer is built field by field from what a
 * customer may see; the salon's own rows are never passed through.
 */

const publicMessages = {
  course: 'コースを選んでください。',
  staff: 'スタッフを選び直してください。',
  month: '月は YYYY-MM の形で指定してください。',
};

export async function publicSalon(db: Db, slug: string): Promise<PublicSalon> {
  const salon = await salonBySlug(db, slug);
  const [config, [online]] = await Promise.all([
    getConfig(db, salon.id),
    listOnlineConfigs(db, salon.id, salon.name),
  ]);
  if (!online) throw notFound();
  return {
    name: salon.name,
    oem: toOemCode(salon.oemCode),
    shop_info: {
      name: online.shop_info.name,
      address: online.shop_info.address,
      tel: online.shop_info.tel,
      access: online.shop_info.access,
      description: online.shop_info.description,
    },
    accepting: config.enable_online,
    rules: {
      slot_step: config.reservation.slot_step,
      horizon_days: config.reservation.horizon_days,
      cancel_deadline_hours: config.reservation.cancel_deadline_hours,
    },
    customer_info: online.customer_info.map((field) => ({
      id: field.id,
      label: field.label,
      type: field.type,
      required: field.required,
      choices: [...field.choices],
    })),
    allow_change: online.actions.allow_change,
    allow_cancel: online.actions.allow_cancel,
  };
}

export async function publicCourses(db: Db, slug: string): Promise<PublicCourse[]> {
  const salon = await salonBySlug(db, slug);
  return (await listCourses(db, salon.id))
    .filter((course) => course.is_online)
    .map((course) => ({ id: course.id, name: course.name, duration: course.duration, price: course.price }));
}

/** The online course a query names (`course=` digits), or 422. */
function onlineCourse(courses: readonly SalonCourse[], text: string): SalonCourse {
  const course = /^\d{1,9}$/.test(text)
    ? courses.find((c) => c.id === Number(text) && c.is_online)
    : undefined;
  if (!course) fail({ course: [publicMessages.course] });
  return course;
}

/** Staff a customer may pick for the course: staff (not rooms), active, online, serving it. */
export async function publicStaff(db: Db, slug: string, courseText: string): Promise<PublicStaff[]> {
  const salon = await salonBySlug(db, slug);
  const [courses, resources, unlinks] = await Promise.all([
    listCourses(db, salon.id),
    listResources(db, salon.id),
    getUnlinks(db, salon.id),
  ]);
  const course = onlineCourse(courses, courseText);
  return staffFor(resources, unlinkSet(unlinks), course.id).map((r) => ({ id: r.id, name: r.name }));
}

/**
 * GET slots: the month's free starts of a course for one staff member or any. When the salon does
 * not take online bookings, the month is empty (the page says so from `accepting`).
 */
export async function publicSlots(
  db: Db,
  slug: string,
  query: { course: string; month: string; staff?: string | undefined },
  now = new Date(),
): Promise<PublicSlots> {
  const salon = await salonBySlug(db, slug);
  if (!PUBLIC_MONTH_PATTERN.test(query.month)) fail({ month: [publicMessages.month] });
  const [config, courses, resources, unlinks] = await Promise.all([
    getConfig(db, salon.id),
    listCourses(db, salon.id),
    listResources(db, salon.id),
    getUnlinks(db, salon.id),
  ]);
  const course = onlineCourse(courses, query.course);
  const blocked = unlinkSet(unlinks);
  const staff = staffFor(resources, blocked, course.id);
  const staffText = query.staff ?? 'any';
  let resourceId: number | 'any' = 'any';
  if (staffText !== 'any') {
    const chosen = /^\d{1,9}$/.test(staffText) ? Number(staffText) : null;
    if (chosen === null || !staff.some((s) => s.id === chosen)) fail({ staff: [publicMessages.staff] });
    resourceId = chosen;
  }
  if (!config.enable_online) return { month: query.month, slots: [] };
  const first = `${query.month}-01`;
  const firstDay = dayOf(first) ?? 0;
  const [year, month] = query.month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is this month's last day.
  const last = dateOf(Date.UTC(year, month, 0) / 86_400_000);
  const today = tokyoToday(now);
  if (last < today || firstDay > (dayOf(today) ?? 0) + config.reservation.horizon_days) {
    return { month: query.month, slots: [] };
  }
  const range = `${first}..${last}`;
  const [shifts, reservations, blocks] = await Promise.all([
    listTimeShifts(db, salon.id, range, undefined),
    listReservations(db, salon.id, { range_date: range }),
    listBlockTimes(db, salon.id, { range_date: range }),
  ]);
  const days = openingYear(config.opening, year).days.filter((d) => d.date >= first && d.date <= last);
  const input: AvailabilityInput = {
    first,
    last,
    course,
    // Customers are given staff; rooms and equipment stay the salon's to assign.
    resources: staff,
    unlinks: blocked,
    shifts: shifts.map((s) => ({
      salon_resource_id: s.salon_resource_id,
      date: s._date,
      from: s.from,
      to: s.to,
    })),
    reservations,
    courses: new Map(courses.map((c) => [c.id, c])),
    blocks,
    opening: new Map(days.map((d) => [d.date, d.open && d.from && d.to ? { from: d.from, to: d.to } : null])),
    rules: config.reservation,
    now: { date: today, minutes: tokyoMinutes(now) },
    resourceId,
  };
  return {
    month: query.month,
    slots: availableSlots(input).map((slot) => ({ date: slot.date, from: slot.from, to: slot.to })),
  };
}

const slugParams = z.object({ slug: z.string().max(60) });
const errors = { 404: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };
const tags = ['public-booking'];

/**
 * The routes: no session (`config.public`), rate limited per IP (a page loads a few of these per
 * step; a scraper walking months is slowed down), cached briefly by browsers only.
 */
export function registerPublicSalonRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    public: true,
    rateLimit: { max: 120, timeWindow: '1 minute' },
  } as const;
  routes.get(
    PUBLIC_SALON_API.route('salon'),
    {
      config,
      schema: {
        tags,
        summary: '公開予約ページ: サロンの店舗情報・受付中か・入力項目',
        params: slugParams,
        response: { 200: publicSalonSchema, ...errors },
      },
    },
    async (request) => publicSalon(app.db, request.params.slug),
  );
  routes.get(
    PUBLIC_SALON_API.route('courses'),
    {
      config,
      schema: {
        tags,
        summary: '公開予約ページ: オンラインで予約できるコース',
        params: slugParams,
        response: { 200: publicCourseListSchema, ...errors },
      },
    },
    async (request) => publicCourses(app.db, request.params.slug),
  );
  routes.get(
    PUBLIC_SALON_API.route('staff'),
    {
      config,
      schema: {
        tags,
        summary: '公開予約ページ: コースを担当できるスタッフ',
        params: slugParams,
        querystring: publicStaffQuerySchema,
        response: { 200: publicStaffListSchema, ...errors },
      },
    },
    async (request) => publicStaff(app.db, request.params.slug, request.query.course),
  );
  routes.get(
    PUBLIC_SALON_API.route('slots'),
    {
      config,
      schema: {
        tags,
        summary: '公開予約ページ: コースの空き時間（月ごと、スタッフ指定または指名なし）',
        params: slugParams,
        querystring: publicSlotsQuerySchema,
        response: { 200: publicSlotsSchema, ...errors },
      },
    },
    async (request) => publicSlots(app.db, request.params.slug, request.query),
  );
}

const tokenParams = z.object({ token: z.string().max(100) });
const writeErrors = {
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The writes: booking, and the customer's change and cancel requests. Limited per IP (a person
 * books a few times at most) and per salon (a flood from many addresses cannot fill a salon's
 * day with junk faster than staff notice).
 */
export function registerPublicBookingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perIp = { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } } as const;
  const perSalon = app.rateLimit({
    max: 300,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `public-salon:${(request.params as { slug?: string; token?: string }).slug ?? 'token'}`,
  });
  routes.post(
    PUBLIC_SALON_API.route('bookings'),
    {
      config: perIp,
      preHandler: perSalon,
      schema: {
        tags,
        summary:
          '公開予約ページ: 予約する（Idempotency-Key で再送しても 1 件。埋まっていたら 409、答えに予約を見るための秘密のトークン）',
        params: slugParams,
        body: publicBookingInputSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        response: { 200: publicBookingCreatedSchema, 201: publicBookingCreatedSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { created, body } = await createPublicBooking(
        app.db,
        request.params.slug,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send(body);
    },
  );
  routes.get(
    PUBLIC_SALON_API.route('booking'),
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '公開予約ページ: 自分の予約（秘密のトークンで）',
        params: tokenParams,
        response: { 200: publicBookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The token is in the path: keep the answer out of shared caches and referrers.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return publicBooking(app.db, request.params.token);
    },
  );
  routes.post(
    PUBLIC_SALON_API.route('bookingChange'),
    {
      config: perIp,
      schema: {
        tags,
        summary: '公開予約ページ: 日時の変更をリクエストする（サロンが承認・却下）',
        params: tokenParams,
        body: publicChangeInputSchema,
        response: { 200: publicBookingSchema, ...writeErrors },
      },
    },
    async (request) => requestPublicChange(app.db, request.params.token, 'change', request.body),
  );
  routes.post(
    PUBLIC_SALON_API.route('bookingCancel'),
    {
      config: perIp,
      schema: {
        tags,
        summary: '公開予約ページ: キャンセルをリクエストする（サロンが承認・却下）',
        params: tokenParams,
        response: { 200: publicBookingSchema, ...writeErrors },
      },
    },
    async (request) => requestPublicChange(app.db, request.params.token, 'cancel', null),
  );
  for (const kind of ['change', 'cancel'] as const) {
    routes.delete(
      PUBLIC_SALON_API.route(kind === 'change' ? 'bookingChange' : 'bookingCancel'),
      {
        config: perIp,
        schema: {
          tags,
          summary:
            kind === 'change'
              ? '公開予約ページ: 変更のリクエストを取り下げる'
              : '公開予約ページ: キャンセルのリクエストを取り下げる',
          params: tokenParams,
          response: { 200: publicBookingSchema, ...writeErrors },
        },
      },
      async (request) => withdrawPublicRequest(app.db, request.params.token, kind),
    );
  }
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
