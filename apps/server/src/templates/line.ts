import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import type { Db } from '../db';
import { channelAccessToken, lineErrorReason } from '../line-error';

/**
 * What LINE itself says of a template's messages before it becomes 配信可能: its validate endpoint
 * (POST /v2/bot/message/validate/push) checks what our limits cannot (a sticker the account may
 * not send, an image LINE cannot use). Only when the account's channel has an access token: the
 * sandbox (no token) asks nobody and accepts what our limits accept.
 *
 * ok: LINE accepts them (or nobody was asked). refused: LINE's own words for why.
 * unreachable: LINE did not answer (network, 5xx, 429): the template stays a draft for now.
 */
export type LineVerdict = { ok: true } | { ok: false; refused: string } | { ok: false; unreachable: true };

export type LineValidator = (accountId: number, messages: readonly unknown[]) => Promise<LineVerdict>;

export function lineValidator(db: Db, baseUrl: string): LineValidator {
  return async (accountId, messages) => {
    const token = await channelAccessToken(db, accountId);
    if (!token) return { ok: true };
    const client = new messagingApi.MessagingApiClient({ channelAccessToken: token, baseURL: baseUrl });
    try {
      await client.validatePush({ messages: messages as messagingApi.Message[] });
      return { ok: true };
    } catch (error) {
      if (error instanceof HTTPFetchError && error.status === 400)
        return { ok: false, refused: lineErrorReason(error.body) };
      return { ok: false, unreachable: true };
    }
  };
}
