import { createHash } from 'node:crypto';

/*
 * The X-Line-Retry-Key of a delivery's requests. journeys/timing.ts derives its keys the same way
 * (retryKey), but a feature may not import another feature and there is no platform home for it
 * yet; the two belong in one platform module (a LINE-sending helper beside line-error.ts).
 */

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
  const hex = createHash('sha256').update(scope).digest('hex');
  // Shaped as a version-5-like UUID: 8-4-4-4-12, version nibble 5, variant 10xx.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
