import type { HomeSummaryItem, PermissionKey } from '@console/contract';
import type { FriendEventKind } from '@console/contract/funnels';
import type { TemplateUse } from '@console/contract/templates';
import type { FastifyInstance } from 'fastify';
import type { Capabilities, ClickCounts } from './capabilities';
import type { CoreConfig } from './config';
import type { Db } from './db';
import type { AccountFixture, SeedPlatform } from './db/seed';
import type { Env } from './env';

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Background work of a feature (a sender, a scheduler): started once, stopped gracefully. */
export interface Job {
  name: string;
  start(): void;
  /** Finishes or hands back work in flight; resolves when nothing of it is left running. */
  stop(): Promise<void>;
}

export interface JobContext<S> {
  db: Db;
  config: CoreConfig & S;
  logger: JobLogger;
  /**
   * This process is the database's only user (the embedded PGlite folder), so work a previous run
   * left half-done cannot belong to anyone alive. False for PostgreSQL, shared by processes.
   */
  soleUser: boolean;
  /** What the other features offer (capabilities.ts), bound to `db`. */
  capabilities: Capabilities;
}

/**
 * One feature of the server (ARCHITECTURE.md "Layout"): everything it adds, in one value, listed
 * once in `src/features.ts`. `S` is the feature's own slice of the configuration.
 */
export interface ServerFeature<S extends object = object> {
  name: string;
  /** Reads the feature's own environment variables; a bad value throws a ConfigError. */
  config?: (env: Env, core: CoreConfig) => S;
  /** Routes, schemas and hooks, registered as one Fastify plugin. */
  plugin: (app: FastifyInstance, options: { config: CoreConfig & S }) => Promise<void>;
  /**
   * Background jobs. `embedded` says whether this configuration runs them inside the API process
   * (embedded mode); otherwise `dist/worker.js` runs them. `create` is called only where they run.
   */
  jobs?: (context: JobContext<S>) => { embedded: boolean; create: () => Job[] };
  /**
   * The feature's counts on the home page (GET /api/home/summary): today's work of the caller's
   * account, only the items whose screen the caller's permissions open.
   */
  homeSummary?: (db: Db, caller: HomeCaller) => Promise<HomeSummaryItem[]>;
  /**
   * What of this feature sends a message template (a journey's step, a trigger's action …): the
   * templates feature asks every feature before a delete, which is refused while anything does.
   */
  templateUses?: (db: Db, accountId: number, templateId: number) => Promise<TemplateUse[]>;
  /**
   * What of this feature shows an image of the media library (a rich menu, an image map …): the
   * media feature asks every feature before a delete, which is refused while anything does.
   * A template that names an image by its URL is not counted: only a feature declaring this is.
   */
  mediaUses?: (db: Db, accountId: number, mediaId: number) => Promise<MediaUse[]>;
  /**
   * Puts a friend into a journey (the journeys feature owns enrolment): what a tracked link's
   * click or any other feature's action calls, through `app.enterJourney`. One feature offers it.
   */
  enterJourney?: EnterJourney;
  /**
   * Personal tracked links for a message's friends (the trackers feature owns them): what a
   * sender puts in place of a tracker in a message, through `app.personalLinks`. One feature offers it.
   */
  personalLinks?: PersonalLinks;
  /**
   * People's clicks on each delivery's personal links (the trackers feature owns the clicks): what
   * the deliveries feature shows as 「クリック」, through `capabilities.deliveryClicks`.
   */
  deliveryClicks?: (
    db: Db,
    accountId: number,
    deliveryIds: readonly number[],
  ) => Promise<Map<number, ClickCounts>>;
  /**
   * Takes the LINE message events the friends feature's webhook worker applies, in the worker's
   * transaction (the friend exists by then): what the chat feature stores as incoming messages,
   * through `capabilities.lineMessages`. A replayed batch hands the same events again: the taker
   * must add nothing twice (a unique key on LINE's message id).
   */
  lineMessages?: (tx: Tx, events: readonly LineMessageEvent[]) => Promise<void>;
  /**
   * Appends what friends did to the account's event list (the funnels feature owns it), in the
   * caller's transaction: the friends webhook worker's follows and unfollows, the trackers' counted
   * clicks, the salon's bookings and visits, through `capabilities.friendEvents`. One feature offers it.
   */
  friendEvents?: (tx: Tx, events: readonly FriendEventRecord[]) => Promise<void>;
  /**
   * Reads the account's event list in the order it was written (the funnels feature owns it): what
   * the ad connection's sender reports, through `capabilities.friendEventFeed`. One feature offers it.
   */
  friendEventFeed?: FriendEventFeed;
  /** Demo data for the demo account; must do nothing when it already holds the feature's data. */
  seed?: (db: Db, demo: AccountFixture, seededAt?: Date, platform?: SeedPlatform) => Promise<void>;
}

/** A database or a transaction of it: what a hook called inside another feature's transaction gets. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A LINE `message` webhook event, as the webhook worker hands it over. */
export interface LineMessageEvent {
  accountId: number;
  lineUserId: string;
  webhookEventId: string;
  eventAt: Date;
  /** The event's `message` object as LINE sent it (id, type, text, …): unchecked JSON. */
  message: unknown;
}

/** One thing a friend did, as a feature hands it to `capabilities.friendEvents`. */
export interface FriendEventRecord {
  accountId: number;
  friendId: number;
  kind: FriendEventKind;
  at: Date;
  /**
   * The entry source a follow came through, when the caller knows it; left null, the funnels
   * feature looks it up (the friend's LINE Login through an entry source the day before).
   */
  sourceId?: number | null;
  /** What it is about: the tracker clicked, the reservation made or visited. */
  refId?: number | null;
  value?: unknown;
  /**
   * What makes it once per account (`line:{webhookEventId}`, `click:{id}`, `booking:{id}`): an
   * event handed over again with the same key adds nothing.
   */
  key?: string | null;
}

/** One recorded event as the feed reads it back: its id orders the list. */
export interface FriendEventRead {
  id: number;
  friendId: number;
  kind: FriendEventKind;
  at: Date;
  refId: number | null;
  value: unknown;
  key: string | null;
  /** The friend's LINE user id; null when the friend is gone. */
  lineUserId: string | null;
}

/** The event list read in id order, from a cursor on (the ad connection's sender keeps one per ad account). */
export interface FriendEventFeed {
  /** The account's events with an id above `afterId`, oldest first, at most `limit`. */
  after(tx: Tx, accountId: number, afterId: number, limit: number): Promise<FriendEventRead[]>;
  /** The highest id of the whole list (0 when empty): a cursor that starts from now. */
  lastId(tx: Tx): Promise<number>;
}

/** Whose home page is counted, and what they may see. */
export interface HomeCaller {
  accountId: number;
  /** The operator's own salon, when the role is tied to one; null: every salon of the account. */
  salonId: number | null;
  permissions: readonly PermissionKey[];
  /** Today in Japan, YYYY-MM-DD. */
  today: string;
  /** The instant today began in Japan (its midnight, +09:00). */
  dayStart: Date;
  now: Date;
}

/** Types a feature by its config slice (an identity at run time). */
export function defineFeature<S extends object = object>(feature: ServerFeature<S>): ServerFeature<S> {
  return feature;
}

/** Everything that sends a template, asked of every feature (app.ts decorates the app with it). */
export type TemplateUsesOf = (accountId: number, templateId: number) => Promise<TemplateUse[]>;

/** One thing that uses an image: its kind (「リッチメニュー」), id and name, for the 409's message. */
export interface MediaUse {
  kind: string;
  id: number;
  name: string;
}

/** Everything that uses an image, asked of every feature (app.ts decorates the app with it). */
export type MediaUsesOf = (accountId: number, mediaId: number) => Promise<MediaUse[]>;

/**
 * Puts one friend into one of the account's journeys, when it is active; a friend enters a journey
 * once. True when the friend entered it now; false when it is not the account's, not active, or
 * the friend is in it already.
 */
export type EnterJourney = (
  db: Db,
  accountId: number,
  journeyId: number,
  friendId: number,
  now: Date,
) => Promise<boolean>;

export interface PersonalLinksRequest {
  accountId: number;
  trackerId: number;
  friendIds: readonly number[];
  /** The delivery sending them (its clicks are counted for it); null for a send outside one. */
  deliveryId: number | null;
  /** The origin friends reach the server at (`https://example.jp`): the links are `{origin}/t/{code}`. */
  origin: string;
}

/**
 * One short link per friend for a tracker, made or reused (the same friend, tracker and delivery
 * always get the same link, so a retried batch sends the same URLs), 500 friends an INSERT. The
 * map holds the account's friends only. Null when the tracker is not the account's.
 */
export type PersonalLinks = (db: Db, request: PersonalLinksRequest) => Promise<Map<number, string> | null>;

declare module 'fastify' {
  interface FastifyInstance {
    templateUses: TemplateUsesOf;
    mediaUses: MediaUsesOf;
    /** What the features offer each other (capabilities.ts), bound to the app's database. */
    capabilities: Capabilities;
  }
}
