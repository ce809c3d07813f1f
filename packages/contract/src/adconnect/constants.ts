/*
 * Ad connection's vocabulary without zod (issue 32, spec §2 `/line/ad-connect`): the account's ad
 * accounts (LINE's Conversion API, Meta's Conversions API), which of our friends' events each
 * reports as which of the platform's conversion events, and the log of every send. The schemas in
 * ./schemas.ts are built from these and the words are in ./messages.ts.
 */

/** `line`: LINE's Conversion API (a LINE Tag id and its access token). `meta`: Meta's Conversions API (a pixel id and an access token). */
export const AD_PLATFORMS = ['line', 'meta'] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];

/**
 * What a friend did that an ad account may report: the kinds of the funnels' event list
 * (`FRIEND_EVENT_KINDS` there, written out here because a contract feature imports no other; the
 * server checks the two agree) that are conversions to an advertiser. An unfollow, a link's click
 * or a delivery's opening is not one.
 */
export const AD_EVENT_KINDS = [
  'follow',
  'form_answer',
  'booking_made',
  'booking_visited',
  'purchase',
] as const;
export type AdEventKind = (typeof AD_EVENT_KINDS)[number];

/**
 * Meta's standard events (Conversions API, "Standard Events"): a mapping may name one of these or
 * a custom event name of the advertiser's.
 */
export const META_STANDARD_EVENTS = [
  'AddPaymentInfo',
  'AddToCart',
  'AddToWishlist',
  'CompleteRegistration',
  'Contact',
  'CustomizeProduct',
  'Donate',
  'FindLocation',
  'InitiateCheckout',
  'Lead',
  'Purchase',
  'Schedule',
  'Search',
  'StartTrial',
  'SubmitApplication',
  'Subscribe',
  'ViewContent',
] as const;

/**
 * LINE's Conversion API: `Conversion` (the default conversion), `PageView` (sent as event_type
 * page_view) or a custom conversion's name set up on the LINE Tag.
 */
export const LINE_CONVERSION_EVENT = 'Conversion';
export const LINE_PAGE_VIEW_EVENT = 'PageView';

/** What the console proposes for each kind when an ad account is made (the operator may change it). */
export const AD_DEFAULT_MAPPINGS: Readonly<Record<AdPlatform, Partial<Record<AdEventKind, string>>>> = {
  meta: {
    follow: 'Lead',
    form_answer: 'CompleteRegistration',
    booking_made: 'Schedule',
    purchase: 'Purchase',
  },
  line: {
    follow: LINE_CONVERSION_EVENT,
  },
};

export const AD_ACCOUNT_NAME_MAX_LENGTH = 100;
/** A LINE Tag id, a Meta pixel id: the platform's own identifier, letters, digits, `-` and `_`. */
export const AD_DESTINATION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** LINE's channel id (digits): needed only to send the friend's LINE user id with the event. */
export const AD_LINE_CHANNEL_ID_PATTERN = /^\d{1,20}$/;
export const AD_ACCESS_TOKEN_MAX_LENGTH = 1000;
/** A platform's event name: Meta allows 50 characters for a custom event. */
export const AD_EVENT_NAME_MAX_LENGTH = 50;
/** How much of a secret the answers show: its last characters, so operators can tell tokens apart. */
export const AD_SECRET_SHOWN_CHARS = 4;

/**
 * A send's state in the log. waiting: queued, or waiting for its next try after a 5xx, a 429 or a
 * network failure; sending: a worker has it now; sent: the platform took it (or the sandbox
 * recorded it); failed: the platform refused it (4xx) or every try failed.
 */
export const AD_SEND_STATUSES = ['waiting', 'sending', 'sent', 'failed'] as const;
export type AdSendStatus = (typeof AD_SEND_STATUSES)[number];

/** Tries of one send before it is marked failed. */
export const AD_SEND_MAX_ATTEMPTS = 5;
/** Characters of the platform's answer kept in the log. */
export const AD_SEND_ANSWER_MAX_LENGTH = 1000;
