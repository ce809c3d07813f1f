import { CHAT_MESSAGES as M } from '@console/contract/chat';
import { messagingApi } from '@line/bot-sdk';
import type { Db } from '../db';
import { channelAccessToken, lineFailure } from '../line-error';
import type { LineMessage } from '../message-render';

/** What became of a push: LINE took it (or had taken it: 409 to a retry key), or why not. */
export type PushOutcome = { sent: true } | { sent: false; error: string; reason: string };

/**
 * One push of a reply through LINE's SDK, with the message's X-Line-Retry-Key, so a retry after a
 * crash or a timeout never reaches the friend twice: LINE answers 409 to a key it took, which is
 * success. Without a channel access token the account is in the sandbox: nothing leaves the
 * machine, and the message row is the record of what was sent.
 */
export async function pushReply(
  db: Db,
  apiBaseUrl: string,
  accountId: number,
  to: string,
  messages: readonly LineMessage[],
  retryKey: string,
): Promise<PushOutcome> {
  const token = await channelAccessToken(db, accountId);
  if (!token) return { sent: true };
  const client = new messagingApi.MessagingApiClient({ channelAccessToken: token, baseURL: apiBaseUrl });
  try {
    await client.pushMessage({ to, messages: messages as unknown as messagingApi.Message[] }, retryKey);
    return { sent: true };
  } catch (error) {
    const failure = lineFailure(error);
    if (failure.duplicate) return { sent: true };
    if (failure.refused) return { sent: false, error: M.lineRefused(failure.reason), reason: failure.reason };
    return { sent: false, error: M.lineUnreachable, reason: failure.reason };
  }
}
