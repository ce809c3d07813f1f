/**
 * A resource's calendar feed, for calendar apps (not an API call: no login, the token is the
 * secret; served with `.ics` appended). The API operations are in `operations.ts` (SALON_OPS).
 */
export const SALON_FEED_PATH = '/ics/salon/{token}';
