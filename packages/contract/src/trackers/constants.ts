/*
 * Click trackers' vocabulary without zod (issue 31): a tracker is a destination URL whose clicks
 * are counted; each friend gets a personal short link `/t/{code}` in a message. The console and
 * the server import these; the schemas in ./schemas.ts are built from them and the words are in
 * ./messages.ts.
 */

export const TRACKER_NAME_MAX_LENGTH = 100;

/**
 * The longest destination URL: 2,000 characters is what every browser, proxy and LINE's in-app
 * browser take (the destination is only ever a Location header, never sent to LINE itself).
 */
export const TRACKER_URL_MAX_LENGTH = 2000;

/** Tags and friend-information values one click may set (as the follow settings allow). */
export const TRACKER_MAX_TAGS = 20;
export const TRACKER_MAX_VALUES = 20;
export const TRACKER_VALUE_MAX_LENGTH = 1000;

/**
 * A link's code: 12 random bytes in base64url, 16 characters, 96 bits. A personal link stands for
 * one friend (a click tags them, sets their values, starts a journey), so it must not be guessed:
 * at 96 bits, a million links and a thousand guesses a second hit one in about 2.5 million years.
 */
export const TRACKER_CODE_BYTES = 12;
export const TRACKER_CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** Where a link points: `/t/{code}` on the server's own origin (short: it is in LINE messages). */
export const TRACKER_LINK_PREFIX = '/t/';

/** The kinds of device a click came from, read from its User-Agent. */
export const TRACKER_DEVICE_CLASSES = ['ios', 'android', 'pc', 'other'] as const;
export type TrackerDeviceClass = (typeof TRACKER_DEVICE_CLASSES)[number];

/** The list's `group` for trackers in no group (as the templates' TEMPLATE_NO_GROUP). */
export const TRACKER_NO_GROUP = 'none';

/** Days the stats' per-day table covers, ending today in Japan. */
export const TRACKER_STATS_DAYS = 90;

/**
 * What a message template carries where a tracker's link goes (`{{tracker:12}}`, beside the
 * `{{var:…}}` insertion tokens): a delivery puts each friend's own short link `/t/{code}` there,
 * so a click is known to be theirs; a message sent outside a delivery gets the tracker's common link.
 */
export const trackerToken = (trackerId: number) => `{{tracker:${trackerId}}}`;
/** Every tracker token of a text; group 1 is the tracker's id. */
export const TRACKER_TOKEN_PATTERN = /\{\{tracker:(\d{1,10})\}\}/g;
