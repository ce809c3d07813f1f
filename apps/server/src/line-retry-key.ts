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
