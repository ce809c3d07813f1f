/*
 * Funnels and entry sources' vocabulary without zod (issue 32). What friends do is one
 * append-only list of events (the server's friend_events); a funnel counts the friends who did its
 * steps in order within a window; an entry source (流入経路) is a QR code or URL a friend follows
 * the account through. The console and the server import these; the schemas in ./schemas.ts are
 * built from them and the words are in ./messages.ts.
 */

/**
 * What a friend did, as the event list records it. `form_answer`, `delivery_opened` and `purchase`
 * have no writer yet (forms are answered on public pages still to come; LINE reports opens only in
 * aggregate; a purchase comes with ad connect): a funnel may name them and counts nobody until
 * they are recorded.
 */
export const FRIEND_EVENT_KINDS = [
  'follow',
  'unfollow',
  'tracker_click',
  'form_answer',
  'booking_made',
  'booking_visited',
  'delivery_opened',
  'purchase',
] as const;
export type FriendEventKind = (typeof FRIEND_EVENT_KINDS)[number];

/**
 * The kinds whose events carry a reference a step may filter on (`ref_id`): the tracker clicked,
 * the delivery opened. A booking's reference is its reservation, which no funnel names.
 */
export const FUNNEL_REF_KINDS: readonly FriendEventKind[] = ['tracker_click', 'delivery_opened'];
/** The kind whose events carry an entry source a step may filter on (`source_id`). */
export const FUNNEL_SOURCE_KINDS: readonly FriendEventKind[] = ['follow'];

export const FUNNEL_NAME_MAX_LENGTH = 100;
/** Steps of a funnel: a funnel of one step is a count, and more than eight no chart can show. */
export const FUNNEL_MIN_STEPS = 2;
export const FUNNEL_MAX_STEPS = 8;
/** Days within which a friend's whole funnel must be done, counted from their first step. */
export const FUNNEL_MIN_WINDOW_DAYS = 1;
export const FUNNEL_MAX_WINDOW_DAYS = 90;
/** The longest date range one count covers (a year, leap day included). */
export const FUNNEL_MAX_RANGE_DAYS = 366;

export const ENTRY_SOURCE_NAME_MAX_LENGTH = 100;
/**
 * An entry source's code: 9 random bytes in base64url, 12 characters (72 bits). A code names a
 * poster, not a person, and knowing it only adds a friend, so it is shorter than a tracker's: a
 * short URL makes a QR code with fewer, larger modules that a phone reads from further away.
 */
export const ENTRY_SOURCE_CODE_BYTES = 9;
export const ENTRY_SOURCE_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
/** Where an entry source's URL points: `/e/{code}` on the server's own origin. */
export const ENTRY_SOURCE_LINK_PREFIX = '/e/';
/**
 * Where LINE Login sends people back after an entry source's URL sent them there (issue 32): the
 * redirect URI to register on the LINE Login channel, `{origin}/e/callback`.
 */
export const ENTRY_SOURCE_CALLBACK_PATH = '/e/callback';
/** The QR code's image formats. */
export const ENTRY_SOURCE_QR_FORMATS = ['png', 'svg'] as const;
export type EntrySourceQrFormat = (typeof ENTRY_SOURCE_QR_FORMATS)[number];

/** LINE's add-friend URL for a basic id (`@abc1234`): the page every entry source sends to. */
export const lineAddFriendUrl = (basicId: string) =>
  `https://line.me/R/ti/p/${encodeURIComponent(basicId.startsWith('@') ? basicId : `@${basicId}`)}`;
