import { AD_SEND_ANSWER_MAX_LENGTH, type AdPlatform } from '@console/contract/adconnect';
import type { AdConnectConfig } from './config';

/*
 * The way out to the platforms: one POST per send. The sandbox never comes here (sender.ts records
 * instead); tests hand in a transport of their own.
 */

export interface AdRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface AdAnswer {
  status: number;
  body: string;
  /** A 429's Retry-After, in milliseconds. */
  retryAfterMs: number | null;
}

/** Sends one request; throws when no answer came (the network, a timeout). */
export type AdTransport = (request: AdRequest) => Promise<AdAnswer>;

/** The ad account's fields a request needs. */
export interface AdDestination {
  platform: AdPlatform;
  destinationId: string;
  accessToken: string;
}

/**
 * The request for a payload. LINE takes the token in `X-Line-TagAccessToken`; Meta as the
 * `access_token` parameter (in the URL, so that the body the log keeps never holds it).
 */
export function requestFor(
  config: AdConnectConfig['adconnect'],
  destination: AdDestination,
  payload: unknown,
): AdRequest {
  const id = encodeURIComponent(destination.destinationId);
  if (destination.platform === 'meta') {
    return {
      url: `${config.metaBaseUrl}/${id}/events?access_token=${encodeURIComponent(destination.accessToken)}`,
      headers: { 'content-type': 'application/json' },
      body: payload,
    };
  }
  return {
    url: `${config.lineBaseUrl}/v1/${id}/events`,
    headers: { 'content-type': 'application/json', 'x-line-tagaccesstoken': destination.accessToken },
    body: payload,
  };
}

const retryAfter = (value: string | null): number | null => {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
};

/** The platforms through fetch, 15 seconds a request at most. */
export const fetchTransport: AdTransport = async (request) => {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify(request.body),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.text();
  return {
    status: response.status,
    body: body.slice(0, AD_SEND_ANSWER_MAX_LENGTH),
    retryAfterMs: retryAfter(response.headers.get('retry-after')),
  };
};

/** What an answer means: taken (2xx), worth another try (429, 5xx) or refused for good (the rest). */
export function outcomeOf(status: number): 'sent' | 'retry' | 'refused' {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** The wait before try `attempts + 1`: 30 s, doubled each time, an hour at most; longer when the platform asks. */
export function backoffMs(attempts: number, retryAfterMs: number | null): number {
  const doubled = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.max(doubled, retryAfterMs ?? 0);
}
