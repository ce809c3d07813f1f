import { type calendar_v3, calendar as googleCalendar } from '@googleapis/calendar';
import { OAuth2Client } from 'google-auth-library';
import type { SalonGoogleConfig } from './settings';
import { type TokenSealer, tokenSealer } from './token-seal';

/*
 * The one place that talks to Google Calendar (spec §7 "External calendars"). `google` uses
 * Google's official clients (@googleapis/calendar with google-auth-library, which refreshes the
 * access token itself); `sandbox` keeps calendars in this process's memory so the demo and the
 * tests work offline.
 */

/** Only these: list the operator's calendars and write events; nothing else of their account. */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];

export interface GoogleCredentials {
  refreshToken: string;
  accessToken: string | null;
  expiresAt: Date | null;
}

/** An event as the salon writes it: local times in Asia/Tokyo. */
export interface GoogleEventInput {
  summary: string;
  description: string;
  /** `YYYY-MM-DDTHH:mm:00+09:00`. */
  start: string;
  end: string;
}

export interface GoogleCalendarChoice {
  id: string;
  summary: string;
  primary: boolean;
  writable: boolean;
}

/** Google refused the token (revoked, expired, wrong client): the operator must connect again. */
export class GoogleAuthError extends Error {}
/** Any other refusal or failure; `status` is Google's HTTP status when there was one. */
export class GoogleApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

export interface GoogleClient {
  calendars(): Promise<GoogleCalendarChoice[]>;
  /** Writes the event under our id (update, or insert when Google has none): safe to repeat. */
  putEvent(calendarId: string, eventId: string, event: GoogleEventInput): Promise<void>;
  /** Deletes it; an event already gone counts as deleted. */
  deleteEvent(calendarId: string, eventId: string): Promise<void>;
  revoke(): Promise<void>;
}

export interface GoogleCalendarAdapter {
  readonly mode: 'sandbox' | 'google';
  /** How the tokens are kept in the database (encrypted in `google` mode). */
  readonly tokens: TokenSealer;
  /** Where to send the operator for consent; Google returns to `redirectUri` with a code. */
  authUrl(state: string, redirectUri: string): string;
  /** The code from the consent redirect, exchanged for tokens and the account's address. */
  exchangeCode(code: string, redirectUri: string): Promise<{ email: string; credentials: GoogleCredentials }>;
  /** A client on the operator's tokens; `onRefresh` is told of each new access token to keep it. */
  client(credentials: GoogleCredentials, onRefresh: (credentials: GoogleCredentials) => void): GoogleClient;
}

const statusOf = (error: unknown): number | undefined => {
  const e = error as { status?: unknown; code?: unknown; response?: { status?: unknown } };
  for (const value of [e?.response?.status, e?.status, e?.code]) {
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && /^\d{3}$/.test(value)) return Number(value);
  }
  return undefined;
};

/** Turns a client error into ours: a refused token is GoogleAuthError, anything else GoogleApiError. */
function translate(error: unknown): Error {
  const status = statusOf(error);
  const data = (error as { response?: { data?: { error?: unknown } } })?.response?.data;
  if (status === 401 || data?.error === 'invalid_grant' || data?.error === 'unauthorized_client') {
    return new GoogleAuthError(String((error as Error)?.message ?? error));
  }
  return new GoogleApiError(String((error as Error)?.message ?? error), status);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translate(error);
  }
}

const body = (event: GoogleEventInput): calendar_v3.Schema$Event => ({
  summary: event.summary,
  description: event.description,
  start: { dateTime: event.start, timeZone: 'Asia/Tokyo' },
  end: { dateTime: event.end, timeZone: 'Asia/Tokyo' },
  // Restores an event someone deleted in Google (Google keeps it as cancelled).
  status: 'confirmed',
  transparency: 'opaque',
});

/** The real adapter, on Google's official clients. */
export function googleAdapter(config: SalonGoogleConfig): GoogleCalendarAdapter {
  const oauth = () =>
    new OAuth2Client({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      endpoints: {
        oauth2AuthBaseUrl: config.authUrl,
        oauth2TokenUrl: config.tokenUrl,
        oauth2RevokeUrl: config.revokeUrl,
      },
    });
  const api = (auth: OAuth2Client) => googleCalendar({ version: 'v3', auth, rootUrl: config.apiBaseUrl });
  const choices = async (auth: OAuth2Client): Promise<GoogleCalendarChoice[]> => {
    const out: GoogleCalendarChoice[] = [];
    let pageToken: string | undefined;
    do {
      const { data } = await api(auth).calendarList.list({ maxResults: 250, pageToken });
      for (const item of data.items ?? []) {
        if (!item.id) continue;
        out.push({
          id: item.id,
          summary: item.summaryOverride ?? item.summary ?? item.id,
          primary: item.primary === true,
          writable: item.accessRole === 'owner' || item.accessRole === 'writer',
        });
      }
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
    return out;
  };
  return {
    mode: 'google',
    tokens: tokenSealer(config.tokenKey),
    authUrl: (state, redirectUri) =>
      oauth().generateAuthUrl({
        access_type: 'offline',
        // Consent every time: Google gives a refresh token only on consent.
        prompt: 'consent',
        scope: GOOGLE_SCOPES,
        state,
        redirect_uri: redirectUri,
        include_granted_scopes: true,
      }),
    exchangeCode: (code, redirectUri) =>
      call(async () => {
        const auth = oauth();
        const { tokens } = await auth.getToken({ code, redirect_uri: redirectUri });
        if (!tokens.refresh_token) throw new GoogleAuthError('no refresh token');
        auth.setCredentials(tokens);
        // The primary calendar's id is the account's address: no profile scope needed.
        const primary = (await choices(auth)).find((c) => c.primary);
        return {
          email: primary?.id ?? 'Google アカウント',
          credentials: {
            refreshToken: tokens.refresh_token,
            accessToken: tokens.access_token ?? null,
            expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
          },
        };
      }),
    client(credentials, onRefresh) {
      const auth = oauth();
      auth.setCredentials({
        refresh_token: credentials.refreshToken,
        access_token: credentials.accessToken ?? undefined,
        expiry_date: credentials.expiresAt?.getTime(),
      });
      auth.on('tokens', (tokens) => {
        if (!tokens.access_token) return;
        onRefresh({
          refreshToken: tokens.refresh_token ?? credentials.refreshToken,
          accessToken: tokens.access_token,
          expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
        });
      });
      const events = api(auth).events;
      return {
        calendars: () => call(() => choices(auth)),
        putEvent: (calendarId, eventId, event) =>
          call(async () => {
            try {
              await events.update({ calendarId, eventId, requestBody: body(event) });
            } catch (error) {
              if (statusOf(error) !== 404) throw error;
              await events.insert({ calendarId, requestBody: { id: eventId, ...body(event) } });
            }
          }),
        deleteEvent: (calendarId, eventId) =>
          call(async () => {
            try {
              await events.delete({ calendarId, eventId });
            } catch (error) {
              const status = statusOf(error);
              if (status !== 404 && status !== 410) throw error;
            }
          }),
        revoke: () =>
          call(async () => {
            await auth.revokeToken(credentials.refreshToken);
          }),
      };
    },
  };
}

/** Calendars of the sandbox: kept per process, looked at by the demo and by tests. */
export const sandboxCalendars = new Map<string, Map<string, GoogleEventInput>>();
export const SANDBOX_EMAIL = 'sandbox@example.jp';

/** The offline adapter: consent is an immediate return with a fixed code. */
export function sandboxAdapter(): GoogleCalendarAdapter {
  const calendarOf = (id: string) => {
    let events = sandboxCalendars.get(id);
    if (!events) {
      events = new Map();
      sandboxCalendars.set(id, events);
    }
    return events;
  };
  return {
    mode: 'sandbox',
    tokens: tokenSealer(undefined),
    authUrl: (state, redirectUri) =>
      `${redirectUri}?${new URLSearchParams({ code: 'sandbox', state }).toString()}`,
    exchangeCode: async (code) => {
      if (code !== 'sandbox') throw new GoogleAuthError('unknown code');
      return {
        email: SANDBOX_EMAIL,
        credentials: { refreshToken: 'sandbox', accessToken: null, expiresAt: null },
      };
    },
    client: () => ({
      calendars: async () => [
        { id: SANDBOX_EMAIL, summary: SANDBOX_EMAIL, primary: true, writable: true },
        {
          id: 'sandbox-shift@group.calendar.google.com',
          summary: 'シフト（サンドボックス）',
          primary: false,
          writable: true,
        },
        {
          id: 'ja.japanese#holiday@group.v.calendar.google.com',
          summary: '日本の祝日',
          primary: false,
          writable: false,
        },
      ],
      putEvent: async (calendarId, eventId, event) => {
        calendarOf(calendarId).set(eventId, event);
      },
      deleteEvent: async (calendarId, eventId) => {
        calendarOf(calendarId).delete(eventId);
      },
      revoke: async () => {},
    }),
  };
}

export const adapterFor = (config: SalonGoogleConfig): GoogleCalendarAdapter =>
  config.mode === 'google' ? googleAdapter(config) : sandboxAdapter();
