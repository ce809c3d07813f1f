import type { Capabilities } from './capabilities';
import type { Db } from './db';
import { messageValues } from './friend-actions';
import { type LineMessage, renderMessages, tokensOf } from './message-render';

/*
 * A template's messages with each friend's own tracked links, for every sender (deliveries,
 * journeys, triggers, follow settings): the links are the trackers feature's, asked through its
 * capability, so a sender needs only this platform file and never the trackers feature.
 */

/** Makes friends' personal tracked links: the trackers feature's capability and the public origin. */
export interface LinkMaker {
  personalLinks: Capabilities['personalLinks'];
  /** config.publicOrigin: the links are `{origin}/t/{code}`. */
  origin: string;
}

/** A template names a tracker that is not the account's (deleted since, or never its own). */
export class UnknownTrackerError extends Error {
  constructor(readonly trackerId: number) {
    super(`tracker ${trackerId} is not the account's`);
    this.name = 'UnknownTrackerError';
  }
}

/**
 * `work`'s answer, or 'tracker_gone' where it threw UnknownTrackerError: the senders that keep a
 * gone tracker as a result (a trigger's action, a greeting, a journey step) rather than an error.
 */
export async function unlessTrackerGone<T>(work: Promise<T>): Promise<T | 'tracker_gone'> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UnknownTrackerError) return 'tracker_gone';
    throw error;
  }
}

/**
 * Each friend's own link of each of `trackerIds`, by friend then tracker, made for `deliveryId`
 * (null: a send outside a delivery — a journey, a trigger, a greeting, a test — where a friend
 * has one link per tracker, reused by every such send). One INSERT per tracker per 500 friends.
 * Throws UnknownTrackerError for a tracker that is not the account's: the message must not go out
 * without its link. The links are added to `linksOf` (a new map unless one is given to gather into).
 */
export async function friendLinks(
  links: LinkMaker,
  accountId: number,
  trackerIds: readonly number[],
  friendIds: readonly number[],
  deliveryId: number | null,
  linksOf = new Map<number, Map<number, string>>(),
): Promise<Map<number, Map<number, string>>> {
  for (const trackerId of trackerIds) {
    const urls = await links.personalLinks({
      accountId,
      trackerId,
      friendIds,
      deliveryId,
      origin: links.origin,
    });
    if (!urls) throw new UnknownTrackerError(trackerId);
    for (const [friendId, url] of urls) {
      const own = linksOf.get(friendId) ?? new Map<number, string>();
      own.set(trackerId, url);
      linksOf.set(friendId, own);
    }
  }
  return linksOf;
}

/**
 * Each friend's own messages: their friend-information values, the account's common variables and,
 * for every tracker the messages name, the friend's personal link made for `deliveryId` (null: a
 * send outside a delivery). Two reads for the values and one INSERT per tracker, for however many
 * friends (the delivery sender asks for up to 500 at a time), rather than queries per friend.
 */
export async function messagesPerFriend(
  db: Db,
  accountId: number,
  list: readonly LineMessage[],
  friendIds: readonly number[],
  deliveryId: number | null,
  links: LinkMaker,
): Promise<Map<number, LineMessage[]>> {
  const text = JSON.stringify(list);
  const { values, common } = await messageValues(db, [text], friendIds, [accountId]);
  const linksOf = await friendLinks(links, accountId, tokensOf(text).trackerIds, friendIds, deliveryId);
  const accountCommon = common.get(accountId) ?? new Map<string, string>();
  return new Map(
    friendIds.map((friendId) => [
      friendId,
      renderMessages(list, {
        vars: values.get(friendId) ?? new Map(),
        common: accountCommon,
        links: linksOf.get(friendId) ?? new Map(),
      }),
    ]),
  );
}
