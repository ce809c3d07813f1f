import { createHash } from 'node:crypto';

/** LINE's `to` for notification messages: SHA-256 of the E.164 number, lowercase hex. */
export function hashPhone(e164: string): string {
  return createHash('sha256').update(e164, 'utf8').digest('hex');
}

/**
 * `X-Line-Delivery-Tag` (16–100 characters), echoed back in LINE's delivery webhook: our line id,
 * zero-padded so even line 1 is long enough, and prefixed so the webhook handler knows its origin.
 */
export function deliveryTag(lineId: number): string {
  return `tel-line-${String(lineId).padStart(12, '0')}`;
}
