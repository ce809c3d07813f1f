import { messagingApi } from '@line/bot-sdk';
import { sql } from 'drizzle-orm';
import pThrottle from 'p-throttle';
import type { Db } from '../db';
import { channelAccessToken, lineFailure } from '../line-error';
import type { LineMessage } from '../message-render';

/** One push of 1–5 messages to a friend, with the key that makes its retries one delivery. */
export interface Push {
  accountId: number;
  friendId: number;
  lineUserId: string;
  /** A text of its own as one text message, or a template's messages, tokens filled. */
  messages: LineMessage[];
  retryKey: string;
  /** journey:{id}:{step} or trigger:{id}: where the send comes from (the outbox shows it). */
  source: string;
}

/**
 * sent: LINE took it. duplicate: LINE had taken a request with this retry key already (a retry
 * after a crash): delivered once, nothing more to do. unreachable: LINE refused it for this friend
 * (blocked, unknown): a retry would not help.
 */
export type PushResult = 'sent' | 'duplicate' | 'unreachable';

export interface LineSender {
  push(push: Push): Promise<PushResult>;
}

/**
 * The sandbox (default): the push goes to line_outbox, one row per retry key, as LINE delivers
 * once per X-Line-Retry-Key; nothing leaves the machine.
 */
export function sandboxSender(db: Db): LineSender {
  return {
    async push(push) {
      const result = (await db.execute(sql`
        INSERT INTO line_outbox (account_id, friend_id, line_user_id, retry_key, messages, source)
        VALUES (${push.accountId}, ${push.friendId}, ${push.lineUserId}, ${push.retryKey},
                ${JSON.stringify(push.messages)}::jsonb, ${push.source})
        ON CONFLICT (retry_key) DO NOTHING RETURNING id`)) as unknown as { rows: unknown[] };
      return result.rows.length > 0 ? 'sent' : 'duplicate';
    },
  };
}

/**
 * LINE's rate limit for push messages is 2,000 requests a second per channel; a worker keeps below
 * it (several worker processes on one channel share LINE's limit: 429 answers are retried later).
 */
export const LINE_PUSH_PER_SECOND = 1500;

/**
 * The Messaging API through LINE's SDK (`pushMessage` with X-Line-Retry-Key). LINE answers 409 to
 * a retry key it has accepted: the message went out already. 429 and 5xx are thrown (the
 * scheduler tries again later, with the same key); other 4xx mean this friend cannot get it.
 */
export function messagingApiSender(accessToken: string, baseUrl: string): LineSender {
  const client = new messagingApi.MessagingApiClient({ channelAccessToken: accessToken, baseURL: baseUrl });
  const pushMessage = pThrottle({ limit: LINE_PUSH_PER_SECOND / 10, interval: 100 })(
    (...args: Parameters<typeof client.pushMessage>) => client.pushMessage(...args),
  );
  return {
    async push(push) {
      try {
        await pushMessage(
          { to: push.lineUserId, messages: push.messages as unknown as messagingApi.Message[] },
          push.retryKey,
        );
        return 'sent';
      } catch (error) {
        const failure = lineFailure(error);
        if (failure.duplicate) return 'duplicate';
        if (failure.refused) return 'unreachable';
        throw error;
      }
    },
  };
}

/** The account's sender: the Messaging API when its LINE channel has an access token, else the sandbox. */
export function sendersFor(db: Db, lineApiBaseUrl: string) {
  const cache = new Map<number, Promise<LineSender>>();
  return (accountId: number): Promise<LineSender> => {
    let sender = cache.get(accountId);
    if (!sender) {
      sender = (async () => {
        const token = await channelAccessToken(db, accountId);
        return token ? messagingApiSender(token, lineApiBaseUrl) : sandboxSender(db);
      })();
      cache.set(accountId, sender);
    }
    return sender;
  };
}
