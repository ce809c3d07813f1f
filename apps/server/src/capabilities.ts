import type { Db } from './db';
import type {
  FriendEventFeed,
  FriendEventRecord,
  LineMessageEvent,
  PersonalLinksRequest,
  ServerFeature,
  Tx,
} from './feature';

/** People's clicks on a delivery's personal links: in all, and different friends who clicked. */
export interface ClickCounts {
  clicks: number;
  friends: number;
}

/**
 * What one feature offers the others (feature.ts: enterJourney, personalLinks, deliveryClicks, lineMessages, friendEvents,
 * friendEventFeed),
 * bound to a database. The API process decorates the app with them and hands them to the jobs it
 * embeds; dist/worker.js builds the same for its jobs. The feature that asks knows neither the
 * feature that answers nor its tables.
 */
export interface Capabilities {
  /** The journeys feature's enrolment; false without it (nobody enters). */
  enterJourney(accountId: number, journeyId: number, friendId: number, now: Date): Promise<boolean>;
  /**
   * The trackers feature's personal links; null when the tracker is not the account's. Throws
   * without the feature (a message must not lose its links).
   */
  personalLinks(request: PersonalLinksRequest): Promise<Map<number, string> | null>;
  /** The trackers feature's click counts per delivery; none without it. */
  deliveryClicks(accountId: number, deliveryIds: readonly number[]): Promise<Map<number, ClickCounts>>;
  /**
   * Hands LINE message events to every feature that takes them (the chat), in the caller's
   * transaction `tx` (not the bound database): the webhook worker applies an event and hands it
   * over in one commit, so it is handed over exactly when applied. Nothing without such a feature.
   */
  lineMessages(tx: Tx, events: readonly LineMessageEvent[]): Promise<void>;
  /**
   * Appends what friends did to the funnels feature's event list, in the caller's transaction `tx`
   * (an event is recorded exactly when what it records is written). Events of a friend not of the
   * account are dropped; a key seen before adds nothing. Nothing without the feature.
   */
  friendEvents(tx: Tx, events: readonly FriendEventRecord[]): Promise<void>;
  /** Reads the funnels feature's event list in id order; empty without the feature. */
  friendEventFeed: FriendEventFeed;
}

export function capabilitiesOf<S extends object>(
  features: readonly ServerFeature<S>[],
  db: Db,
): Capabilities {
  const enter = features.find((feature) => feature.enterJourney)?.enterJourney;
  const links = features.find((feature) => feature.personalLinks)?.personalLinks;
  const clicks = features.find((feature) => feature.deliveryClicks)?.deliveryClicks;
  const record = features.find((feature) => feature.friendEvents)?.friendEvents;
  const feed = features.find((feature) => feature.friendEventFeed)?.friendEventFeed;
  const takers = features.flatMap((feature) => (feature.lineMessages ? [feature.lineMessages] : []));
  return {
    enterJourney: async (accountId, journeyId, friendId, now) =>
      enter ? enter(db, accountId, journeyId, friendId, now) : false,
    personalLinks: async (request) => {
      if (!links) throw new Error('no feature offers personal links');
      return links(db, request);
    },
    deliveryClicks: async (accountId, deliveryIds) =>
      clicks && deliveryIds.length > 0 ? clicks(db, accountId, deliveryIds) : new Map(),
    lineMessages: async (tx, events) => {
      if (events.length === 0) return;
      for (const take of takers) await take(tx, events);
    },
    friendEvents: async (tx, events) => {
      if (record && events.length > 0) await record(tx, events);
    },
    friendEventFeed: {
      after: async (tx, accountId, afterId, limit) => (feed ? feed.after(tx, accountId, afterId, limit) : []),
      lastId: async (tx) => (feed ? feed.lastId(tx) : 0),
    },
  };
}
