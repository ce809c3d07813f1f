import { lineRetryKey } from '../line-retry-key';

/* The X-Line-Retry-Key of a delivery's requests, from the platform's lineRetryKey. */

/** One request of a delivery: a multicast batch by its index, or a push by the friend it goes to. */
export type DeliveryRequestPart = { batch: number } | { friendId: number };

/**
 * A UUID (the format LINE asks for) derived from the delivery and the request, so every retry of
 * that request carries the same key and LINE answers a repeat with 409 instead of sending twice.
 * Batches and friends are told apart in the scope, so batch 3 and friend 3 never share a key; the
 * `delivery:` prefix keeps them apart from the journeys' keys on the same channel.
 */
export function deliveryRetryKey(deliveryId: number, part: DeliveryRequestPart): string {
  const scope =
    'batch' in part
      ? `delivery:${deliveryId}:batch:${part.batch}`
      : `delivery:${deliveryId}:friend:${part.friendId}`;
  return lineRetryKey(scope);
}

/**
 * The LINE aggregation unit a delivery's requests are counted under, so LINE's statistics (who saw
 * it, who tapped) can be asked per delivery. LINE allows 1–30 characters of letters, digits and
 * underscores, and 1,000 new units a month per channel: one per delivery is far below that.
 */
export const deliveryUnit = (deliveryId: number): string => `delivery_${deliveryId}`;
