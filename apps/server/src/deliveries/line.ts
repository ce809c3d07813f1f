import { insight, messagingApi } from '@line/bot-sdk';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import { channelAccessToken, lineFailure } from '../line-error';
import type { LineMessage } from '../message-render';
import type { MessageQuota, QuotaConsumption } from './plan';

/*
 * The LINE side of deliveries: one interface, two adapters (as richmenus/line.ts). The sandbox,
 * for an account whose channel has no access token, records each request once per retry key in
 * delivery_sandbox_requests and has no monthly limit; the Messaging API adapter goes through
 * @line/bot-sdk's MessagingApiClient (multicast, push, quota), every send with X-Line-Retry-Key.
 */

/**
 * What LINE said to a send. sent: taken. duplicate: LINE had taken a request with this retry key
 * already (409: a retry after a crash): it went once, which is success. refused: LINE will not take
 * it (a 4xx other than 409 and 429): a retry would not help. rate_limited (429) and unavailable
 * (5xx, the network) are worth another try with the same key.
 */
export type SendOutcome =
  | { kind: 'sent' | 'duplicate' }
  | { kind: 'refused'; reason: string }
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  | { kind: 'unavailable'; reason: string };

/**
 * LINE's statistics of the messages sent under one aggregation unit (GET
 * /v2/bot/insight/message/event/aggregation): friends who saw them, tapped a link, played a video;
 * null where LINE withholds a figure (fewer than 20 people).
 */
export interface UnitStatistics {
  uniqueImpression: number | null;
  uniqueClick: number | null;
  uniqueMediaPlayed: number | null;
}

export interface DeliveryLineApi {
  readonly sandbox: boolean;
  /**
   * `unit`: LINE's custom aggregation unit the request is counted under (a delivery's own, so
   * LINE's statistics can be asked per delivery); null for none (a test send).
   */
  multicast(
    to: readonly string[],
    messages: readonly LineMessage[],
    retryKey: string,
    unit: string | null,
  ): Promise<SendOutcome>;
  push(
    to: string,
    messages: readonly LineMessage[],
    retryKey: string,
    unit: string | null,
  ): Promise<SendOutcome>;
  quota(): Promise<MessageQuota>;
  consumption(): Promise<QuotaConsumption>;
  /** LINE's statistics of a unit over `from`–`to` (yyyyMMdd, Japan time); null in the sandbox. */
  statistics(unit: string, from: string, to: string): Promise<UnitStatistics | null>;
}

/**
 * The sandbox: nothing leaves the machine; a repeated retry key is a duplicate, as at LINE. Made
 * per delivery (null: only the quota is asked), so its rows can be read per delivery; `test` marks
 * a test send's pushes as such.
 */
export function sandboxDeliveryApi(
  db: Db,
  accountId: number,
  deliveryId: number | null,
  test = false,
): DeliveryLineApi {
  const record = async (
    kind: 'multicast' | 'push' | 'test',
    to: readonly string[],
    messages: readonly LineMessage[],
    retryKey: string,
  ): Promise<SendOutcome> => {
    const inserted = await rows(
      db,
      sql`INSERT INTO delivery_sandbox_requests (account_id, delivery_id, kind, retry_key, "to", messages)
          VALUES (${accountId}, ${deliveryId}, ${kind}, ${retryKey}, ${JSON.stringify(to)}::jsonb,
                  ${JSON.stringify(messages)}::jsonb)
          ON CONFLICT (retry_key) DO NOTHING RETURNING id`,
    );
    return { kind: inserted.length > 0 ? 'sent' : 'duplicate' };
  };
  return {
    sandbox: true,
    multicast: (to, messages, retryKey) => record('multicast', to, messages, retryKey),
    push: (to, messages, retryKey) => record(test ? 'test' : 'push', [to], messages, retryKey),
    quota: async () => ({ type: 'none' }),
    consumption: async () => ({ totalUsage: 0 }),
    // Nobody sees a sandbox's messages: there is nothing to count.
    statistics: async () => null,
  };
}

/** What a thrown error from the SDK means for a send. */
function outcomeOf(error: unknown): SendOutcome {
  const failure = lineFailure(error);
  if (failure.duplicate) return { kind: 'duplicate' };
  if (failure.rateLimited) return { kind: 'rate_limited', retryAfterMs: failure.retryAfterMs };
  return { kind: failure.refused ? 'refused' : 'unavailable', reason: failure.reason };
}

/** The Messaging API through LINE's SDK. */
export function messagingDeliveryApi(accessToken: string, baseUrl: string): DeliveryLineApi {
  const client = new messagingApi.MessagingApiClient({ channelAccessToken: accessToken, baseURL: baseUrl });
  const insights = new insight.InsightClient({ channelAccessToken: accessToken, baseURL: baseUrl });
  const units = (unit: string | null) => (unit ? { customAggregationUnits: [unit] } : {});
  const send = async (call: () => Promise<unknown>): Promise<SendOutcome> => {
    try {
      await call();
      return { kind: 'sent' };
    } catch (error) {
      return outcomeOf(error);
    }
  };
  return {
    sandbox: false,
    multicast: (to, messages, retryKey, unit) =>
      send(() =>
        client.multicast(
          { to: [...to], messages: messages as unknown as messagingApi.Message[], ...units(unit) },
          retryKey,
        ),
      ),
    push: (to, messages, retryKey, unit) =>
      send(() =>
        client.pushMessage(
          { to, messages: messages as unknown as messagingApi.Message[], ...units(unit) },
          retryKey,
        ),
      ),
    quota: async () => {
      const answer = await client.getMessageQuota();
      return { type: answer.type, ...(answer.value === undefined ? {} : { value: answer.value }) };
    },
    consumption: async () => ({ totalUsage: (await client.getMessageQuotaConsumption()).totalUsage }),
    statistics: async (unit, from, to) => {
      const { overview } = await insights.getStatisticsPerUnit(unit, from, to);
      return {
        uniqueImpression: overview.uniqueImpression ?? null,
        uniqueClick: overview.uniqueClick ?? null,
        uniqueMediaPlayed: overview.uniqueMediaPlayed ?? null,
      };
    },
  };
}

/** The account's adapter: the Messaging API when its LINE channel has an access token, else the sandbox. */
export async function deliveryApiFor(
  db: Db,
  accountId: number,
  deliveryId: number | null,
  lineApiBaseUrl: string,
  test = false,
): Promise<DeliveryLineApi> {
  const token = await channelAccessToken(db, accountId);
  return token
    ? messagingDeliveryApi(token, lineApiBaseUrl)
    : sandboxDeliveryApi(db, accountId, deliveryId, test);
}
