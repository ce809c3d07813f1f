import { createHash } from 'node:crypto';

/**
 * An X-Line-Retry-Key: a UUID (the format LINE asks for) derived from what the request sends, so
 * every retry of that request carries the same key and LINE answers a repeat with 409 instead of
 * sending twice. The scope names the sender and the request (`journey:…`, `delivery:…`), which
 * keeps the keys of different senders on one channel apart. Shared by every sender of the server.
 */
export function lineRetryKey(scope: string): string {
  const hex = createHash('sha256').update(scope).digest('hex');
  // Shaped as a version-5-like UUID: 8-4-4-4-12, version nibble 5, variant 10xx.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * How long a retry key is trusted to stop a repeat, for every sender. LINE answers a repeated
 * X-Line-Retry-Key with 409 only within 24 hours of its first use; after that the same key sends
 * again. A request first tried longer ago than this may have reached the friend already, so it is
 * not sent again (a delivery fails those friends with the reason; a chat reply refuses the retry);
 * an hour short of LINE's 24 leaves room for clocks and a request in flight.
 */
export const RETRY_KEY_TRUST_MS = 23 * 60 * 60 * 1000;
