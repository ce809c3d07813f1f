import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from '../db/columns';
import { users } from '../db/schema';

/*
 * Salon management (spec §3 "Salon state", "Time shift"). A salon belongs to one account; every
 * other row hangs from a salon, so "is this id the caller's?" is one join to salons.account_id.
 * Dates are calendar days (`date`, read as YYYY-MM-DD strings) and times `HH:mm` text: both are the
 * salon's local time and never instants.
 */

export const salons = pgTable(
  'salons',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    /** The linked episode and follow (salon_episodes of the same account); null when none. */
    episodeId: integer('episode_id'),
    followId: integer('follow_id'),
    /**
     * Raised by database triggers on every write to the salon's reservations, their requests and
     * its resources (what a reservations list shows), whichever process or code path writes: the
     * reservations list is cached per process under this number (see reservation-cache.ts).
     */
    reservationsVersion: bigint('reservations_version', { mode: 'number' }).notNull().default(0),
    /**
     * Raised by database triggers on every write to the salon's resources (a list of one
     * resource's reservations shows the resources' names and colours): with the resource's own
     * number (salonResourceReservationVersions) it versions the lists of one resource.
     */
    resourcesVersion: bigint('resources_version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('salons_account_idx').on(table.accountId)],
);

export const salonResources = pgTable(
  'salon_resources',
  {
    id: serial('id').primaryKey(),
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** staff | facility. */
    kind: text('kind').notNull(),
    color: text('color').notNull(),
    /** From 1; rewritten whole by POST resources/order. */
    order: integer('order').notNull(),
    isOnline: boolean('is_online').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('salon_resources_salon_idx').on(table.salonId, table.order)],
);

export const salonCourses = pgTable(
  'salon_courses',
  {
    id: serial('id').primaryKey(),
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    duration: integer('duration').notNull(),
    price: integer('price').notNull().default(0),
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    color: text('color').notNull(),
    order: integer('order').notNull(),
    isOnline: boolean('is_online').notNull().default(true),
  },
  (table) => [index('salon_courses_salon_idx').on(table.salonId, table.order)],
);

/** Which resource cannot serve which course (absent: it can). */
export const salonResourceCourseUnlinks = pgTable(
  'salon_resource_course_unlinks',
  {
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => salonResources.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => salonCourses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.resourceId, table.courseId] }),
    index('salon_unlinks_salon_idx').on(table.salonId),
  ],
);

/** A repeating work shift of a resource (spec §3 "Time shift"); expanded by shifts.ts. */
export const salonTimeShifts = pgTable(
  'salon_time_shifts',
  {
    id: serial('id').primaryKey(),
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => salonResources.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** none | daily | weekly | biweekly | monthly. */
    repeat: text('repeat').notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    description: text('description').notNull().default(''),
    /** The last day of the series (inclusive); null when it does not end. */
    expiredAt: date('expired_at', { mode: 'string' }),
  },
  (table) => [index('salon_time_shifts_resource_idx').on(table.salonId, table.resourceId)],
);

/** One occurrence of a series deleted, changed or moved ("この日のみ"). */
export const salonTimeShiftExceptions = pgTable(
  'salon_time_shift_exceptions',
  {
    id: serial('id').primaryKey(),
    masterId: integer('master_id')
      .notNull()
      .references(() => salonTimeShifts.id, { onDelete: 'cascade' }),
    /** The occurrence's date in its rule. */
    date: date('date', { mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    /** The date it falls on instead, when moved. */
    movedTo: date('moved_to', { mode: 'string' }),
    from: text('from').notNull(),
    to: text('to').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [uniqueIndex('salon_time_shift_exceptions_date_idx').on(table.masterId, table.date)],
);

/**
 * A reservation (spec §3 "Reservation"). Times are `HH:mm` text: zero-padded, so text order is
 * time order and overlap is `a.from < b.to and b.from < a.to` (start inclusive, end exclusive).
 * Contact details staff type are never stored (spec: contact_address is always sent empty); what a
 * customer gives on the online booking form is (customerInfo), and the API answers its phone number.
 */
export const salonReservations = pgTable(
  'salon_reservations',
  {
    id: serial('id').primaryKey(),
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    comment: text('comment').notNull().default(''),
    courseId: integer('course_id').references(() => salonCourses.id, { onDelete: 'set null' }),
    /** The LINE friend who booked, when known (friends arrive with a later feature). */
    memberId: integer('member_id'),
    date: date('date', { mode: 'string' }).notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    resourceId: integer('resource_id').references(() => salonResources.id, { onDelete: 'set null' }),
    subResourceIds: integer('sub_resource_ids').array().notNull().default(sql`'{}'::integer[]`),
    resourceFeeIsCharged: boolean('resource_fee_is_charged').notNull().default(false),
    memo: text('memo').notNull().default(''),
    status: text('status').notNull().default('reserved'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    visitStatus: text('visit_status'),
    isAttended: boolean('is_attended').notNull().default(false),
    /** `staff` (the console) or `online` (the public booking page, issue 15). */
    source: text('source').notNull().default('staff'),
    /**
     * What the customer entered on the booking page: `[{ id, label, type, value }]` in the form's
     * order (customer-answers.ts); bookings before issue 28 kept `{ fieldId: value }`.
     */
    customerInfo: jsonb('customer_info').notNull().default({}),
    /** SHA-256 of the customer's secret link token (192 random bits); the token itself is not kept. */
    publicTokenHash: text('public_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('salon_reservations_date_idx').on(table.salonId, table.date),
    index('salon_reservations_resource_idx').on(table.resourceId, table.date),
    // "Reservations of a resource" also means those it serves as a sub-resource: with this index
    // the planner answers `resource_id = $1 or sub_resource_ids @> {$1}` from two indexes instead
    // of reading the salon's whole range (measured: bench/salon-load.bench.ts).
    index('salon_reservations_sub_resources_idx').using('gin', table.subResourceIds),
  ],
);

/** A customer's change or cancel request on a reservation (spec §3 change_child, cancel_child). */
export const salonReservationRequests = pgTable(
  'salon_reservation_requests',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => salonReservations.id, { onDelete: 'cascade' }),
    /** change | cancel. */
    kind: text('kind').notNull(),
    /** pending | approved | denied | withdrawn. */
    status: text('status').notNull().default('pending'),
    date: date('date', { mode: 'string' }),
    from: text('from'),
    to: text('to'),
    resourceId: integer('resource_id'),
    courseId: integer('course_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
    judgedBy: integer('judged_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('salon_reservation_requests_reservation_idx').on(table.reservationId, table.status)],
);

/** Time a resource is not bookable (spec §3 "Block time"). */
export const salonBlockTimes = pgTable(
  'salon_block_times',
  {
    id: serial('id').primaryKey(),
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => salonResources.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    isConfirmed: boolean('is_confirmed').notNull().default(true),
  },
  (table) => [index('salon_block_times_date_idx').on(table.salonId, table.date)],
);

/**
 * The real-time channel's log (spec §7 "Real-time channel"). Written in the same transaction as the
 * reservation change, with a NOTIFY that PostgreSQL delivers at commit; a reconnecting client
 * resumes from its Last-Event-ID. Rows older than an hour are pruned.
 */
export const salonEvents = pgTable(
  'salon_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    reservationId: integer('reservation_id').notNull(),
    changeChildId: integer('change_child_id'),
    deleteChildId: integer('delete_child_id'),
    memberDisplayName: text('member_display_name'),
    iconUrl: text('icon_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('salon_events_salon_idx').on(table.salonId, table.id)],
);

/** The salon's switches and typed configs (spec §7 "Salon configuration"); one row per salon. */
export const salonConfigs = pgTable('salon_configs', {
  salonId: integer('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  enableOnline: boolean('enable_online').notNull().default(false),
  syncShift: boolean('sync_shift').notNull().default(false),
  pushNotification: boolean('push_notification').notNull().default(true),
  /** SalonOpeningConfig; null until set (the defaults apply). */
  opening: jsonb('opening'),
  /** SalonReservationConfig; null until set. */
  reservation: jsonb('reservation'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Online booking: shop information, the customer fields asked, what happens after booking. */
export const salonOnlineConfigs = pgTable('salon_online_configs', {
  id: serial('id').primaryKey(),
  salonId: integer('salon_id')
    .notNull()
    .unique()
    .references(() => salons.id, { onDelete: 'cascade' }),
  shopInfo: jsonb('shop_info').notNull(),
  customerInfo: jsonb('customer_info').notNull(),
  actions: jsonb('actions').notNull(),
});

/** Public booking addresses of a salon: /r/{slug}. */
export const salonUrls = pgTable(
  'salon_urls',
  {
    id: serial('id').primaryKey(),
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('salon_urls_salon_idx').on(table.salonId)],
);

/** Step sequences sent around a visit (spec §3 "Episode / follow"): type 10 episode, else follow. */
export const salonEpisodes = pgTable(
  'salon_episodes',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    type: integer('type').notNull(),
    name: text('name').notNull().default(''),
    /** EpisodeStep[]. */
    steps: jsonb('steps').notNull().default(sql`'[]'::jsonb`),
    /** Set on delete (spec §3); the row stays for history. */
    hidAt: timestamp('hid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('salon_episodes_account_idx').on(table.accountId)],
);

/** The secret address of a resource's calendar feed (ICS); a new token revokes the old one. */
export const salonResourceFeeds = pgTable('salon_resource_feeds', {
  resourceId: integer('resource_id')
    .primaryKey()
    .references(() => salonResources.id, { onDelete: 'cascade' }),
  salonId: integer('salon_id')
    .notNull()
    .references(() => salons.id, { onDelete: 'cascade' }),
  /** 128 random bits, base64url. */
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// External calendars (spec §7 "External calendars")

/**
 * A Google account an operator connected by OAuth. The refresh token is the account's key to the
 * operator's calendars: it never leaves the server (no response carries it).
 */
export const salonGoogleTokens = pgTable(
  'salon_google_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    email: text('email').notNull(),
    refreshToken: text('refresh_token').notNull(),
    accessToken: text('access_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** False once Google refused it (revoked, expired): links stop until the operator connects again. */
    valid: boolean('valid').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('salon_google_tokens_account_email_idx').on(table.accountId, table.email)],
);

/** An OAuth round trip in progress: the hash of the `state` sent to Google, valid 10 minutes. */
export const salonGoogleOauthStates = pgTable('salon_google_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  accountId: accountId(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A resource's calendar in a connected account: the `primaryId` of the googlecalendars paths. */
export const salonGoogleCalendars = pgTable(
  'salon_google_calendars',
  {
    id: serial('id').primaryKey(),
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => salonResources.id, { onDelete: 'cascade' }),
    tokenId: integer('token_id')
      .notNull()
      .references(() => salonGoogleTokens.id, { onDelete: 'cascade' }),
    calendarId: text('calendar_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('salon_google_calendars_unique_idx').on(table.resourceId, table.tokenId, table.calendarId),
    index('salon_google_calendars_salon_idx').on(table.salonId),
  ],
);

/**
 * One purpose of a linked calendar (the `associationId`). `changes > synced` means Google lags behind:
 * every write that changes what the link copies bumps `changes` in the same transaction, so no
 * change is lost; the sync job claims such links with a lease, reconciles, and records the
 * `changes` it started from (a change made meanwhile keeps the link pending). `removed_at` set: unlinked, the job deletes its events then the row.
 */
export const salonGoogleLinks = pgTable(
  'salon_google_calendar_links',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => salonGoogleCalendars.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** Bumped by every write that changes what the link copies; `synced` is the value last copied. */
    changes: integer('changes').notNull().default(1),
    synced: integer('synced').notNull().default(0),
    /** Resync: rewrite every event, not only the changed ones. */
    force: boolean('force').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('salon_google_links_purpose_idx').on(table.calendarId, table.purpose),
    index('salon_google_links_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.changes} > ${table.synced} or ${table.removedAt} is not null`),
  ],
);

/** What a link put in Google: one row per source item (a reservation, a block, a shift day). */
export const salonGoogleEvents = pgTable(
  'salon_google_events',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => salonGoogleLinks.id, { onDelete: 'cascade' }),
    /** `r:{id}`, `b:{id}` or `s:{masterId}:{date}`. */
    sourceKey: text('source_key').notNull(),
    googleEventId: text('google_event_id').notNull(),
    /** The event's content hash: unchanged items cost no call to Google. */
    hash: text('hash').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.sourceKey] })],
);

/**
 * Idempotency of the public booking submit (issue 15): a retried POST with the same
 * Idempotency-Key gets the first answer again instead of a second booking. The answer (with the
 * customer's link) is kept for a day, like a payment API's idempotent replay, then ignored.
 */
export const salonBookingKeys = pgTable(
  'salon_booking_keys',
  {
    id: serial('id').primaryKey(),
    salonId: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** SHA-256 of the client's key. */
    keyHash: text('key_hash').notNull(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => salonReservations.id, { onDelete: 'cascade' }),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('salon_booking_keys_key_idx').on(table.salonId, table.keyHash)],
);

/**
 * One number per resource, raised by database triggers on every write to a reservation that names
 * the resource (as its resource or a sub-resource, before or after the write) and to such a
 * reservation's requests. A list of one resource's reservations is cached under this number and
 * the salon's resourcesVersion, so a booking for one staff member leaves the others' lists cached
 * (with one salon-wide number, every write made every resource's next read a miss). No foreign
 * key: sub_resource_ids is an array without one, and a row left by a deleted resource is harmless.
 */
export const salonResourceReservationVersions = pgTable('salon_resource_reservation_versions', {
  resourceId: integer('resource_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
