import { createHash } from 'node:crypto';
import { type AdEventKind, type AdPlatform, LINE_PAGE_VIEW_EVENT } from '@console/contract/adconnect';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/*
 * What each platform is sent for one of our events: pure functions, checked against fixtures
 * written from the platforms' published examples (tests/fixtures/adconnect). Identifiers that name
 * a person are normalised as each platform says and SHA-256 hashed here; nothing else leaves
 * unhashed but the LINE user id LINE issued itself.
 */

/** One friend's event as the sender reports it. */
export interface AdEvent {
  /** Our deduplication key: the same for every try and every restart (Meta's event_id, LINE's deduplication_key). */
  eventId: string;
  kind: AdEventKind | null;
  eventName: string;
  at: Date;
  /** The friend's LINE user id, when known. */
  lineUserId: string | null;
  /** Our own id of the friend: what external_id is made from when there is no LINE user id. */
  friendId: number | null;
  /** What the event carries (a form's answers, a purchase): `email`, `phone`, `value`, `currency`. */
  value: unknown;
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** An e-mail address as both platforms hash it: without surrounding spaces, in lower case; null when it is not one. */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/**
 * A phone number in E.164 (`+819012345678`), a number written without a country code taken as
 * Japanese (090-1234-5678, ０９０…); null when it is not a possible number.
 */
export function phoneE164(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(raw.normalize('NFKC'), 'JP');
  return parsed?.isPossible() ? parsed.number : null;
}

/** Meta's `ph` before hashing: digits only, the country code first, no `+` (819012345678). */
export const metaPhone = (raw: unknown) => phoneE164(raw)?.slice(1) ?? null;

interface Carried {
  email: string | null;
  phone: unknown;
  value: number | null;
  currency: string;
}

/** The identifiers and the amount an event's value carries, when it carries them. */
function carried(value: unknown): Carried {
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const amount = typeof record.value === 'number' && Number.isFinite(record.value) ? record.value : null;
  const currency =
    typeof record.currency === 'string' && /^[A-Za-z]{3}$/.test(record.currency)
      ? record.currency.toUpperCase()
      : 'JPY';
  return { email: normaliseEmail(record.email), phone: record.phone, value: amount, currency };
}

/**
 * Meta's action_source: where the conversion happened. A follow, a form's answer or a booking
 * happen in LINE's chat (`chat`: "a messaging app"); a visit and a purchase at the shop.
 */
export function metaActionSource(kind: AdEventKind | null): string {
  return kind === 'booking_visited' || kind === 'purchase' ? 'physical_store' : 'chat';
}

/** external_id: the LINE user id hashed (what a LIFF page's pixel could send too), else our friend id. */
const externalId = (event: AdEvent) => sha256(event.lineUserId ?? `friend:${event.friendId ?? 0}`);

/**
 * Meta's Conversions API request body (POST /{version}/{pixel_id}/events): one server event.
 * https://developers.facebook.com/docs/marketing-api/conversions-api/parameters
 */
export function metaPayload(event: AdEvent): Record<string, unknown> {
  const { email, phone, value, currency } = carried(event.value);
  const ph = metaPhone(phone);
  const userData: Record<string, unknown> = {};
  if (email) userData.em = [sha256(email)];
  if (ph) userData.ph = [sha256(ph)];
  userData.external_id = [externalId(event)];
  const serverEvent: Record<string, unknown> = {
    event_name: event.eventName,
    event_time: Math.floor(event.at.getTime() / 1000),
    event_id: event.eventId,
    action_source: metaActionSource(event.kind),
    user_data: userData,
  };
  if (value !== null) serverEvent.custom_data = { value, currency };
  return { data: [serverEvent] };
}

/**
 * LINE's Conversion API request body (POST /v1/{tag_id}/events): one event, as LINE's "Send
 * Conversion Event" shapes it: `event` (deduplication_key, event_type, event_name, source_type,
 * event_timestamp in seconds), `user` (hashed email and phone, the LINE user id with the channel
 * that issued it), `custom` (value, currency). `PageView` goes as event_type page_view.
 */
export function linePayload(event: AdEvent, channelId: string | null): Record<string, unknown>[] {
  const { email, phone, value, currency } = carried(event.value);
  const e164 = phoneE164(phone);
  const pageView = event.eventName === LINE_PAGE_VIEW_EVENT;
  const user: Record<string, unknown> = {};
  if (event.lineUserId && channelId) {
    user.line_uid = event.lineUserId;
    user.channel_id = channelId;
  }
  if (email) user.email = sha256(email);
  if (e164) user.phone = sha256(e164);
  user.external_id = externalId(event);
  const item: Record<string, unknown> = {
    event: {
      deduplication_key: event.eventId,
      event_type: pageView ? 'page_view' : 'conversion',
      ...(pageView ? {} : { event_name: event.eventName }),
      source_type: 'web',
      event_timestamp: Math.floor(event.at.getTime() / 1000),
    },
    user,
  };
  if (value !== null) item.custom = { value, currency };
  return [item];
}

/** The request body for an ad account's platform. */
export function payloadFor(
  platform: AdPlatform,
  event: AdEvent,
  lineChannelId: string | null,
): Record<string, unknown> | Record<string, unknown>[] {
  return platform === 'meta' ? metaPayload(event) : linePayload(event, lineChannelId);
}
