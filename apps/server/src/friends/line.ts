import { createHash } from 'node:crypto';
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';

/** What the friends feature asks of LINE: a user's profile. */
export interface LineProfile {
  displayName: string;
  pictureUrl: string | null;
}

export interface LineProfileSource {
  /** The profile, or null when LINE has none for this user (blocked, left, unknown). */
  profile(userId: string): Promise<LineProfile | null>;
}

const FAMILY = [
  '佐藤',
  '鈴木',
  '高橋',
  '田中',
  '伊藤',
  '渡辺',
  '山本',
  '中村',
  '小林',
  '加藤',
  '吉田',
  '山田',
];
const GIVEN = [
  '花子',
  '太郎',
  'さくら',
  '陽菜',
  '蓮',
  'ゆい',
  '大翔',
  'あおい',
  '美咲',
  '健太',
  'ユウキ',
  'ミナ',
];

/**
 * The sandbox (default): a made-up profile derived from the user id, the same every time, and no
 * request leaves the machine. Ids starting with `U-gone` have no profile, like a user who left.
 */
export const sandboxProfiles: LineProfileSource = {
  async profile(userId) {
    if (userId.startsWith('U-gone')) return null;
    const hash = createHash('sha256').update(userId).digest();
    const family = FAMILY[(hash[0] ?? 0) % FAMILY.length] ?? '';
    const given = GIVEN[(hash[1] ?? 0) % GIVEN.length] ?? '';
    return { displayName: `${family} ${given}`, pictureUrl: null };
  },
};

/** The Messaging API through LINE's SDK (`getProfile`), for a channel with an access token. */
export function messagingApiProfiles(accessToken: string, baseUrl: string): LineProfileSource {
  const client = new messagingApi.MessagingApiClient({ channelAccessToken: accessToken, baseURL: baseUrl });
  return {
    async profile(userId) {
      try {
        const profile = await client.getProfile(userId);
        return { displayName: profile.displayName, pictureUrl: profile.pictureUrl ?? null };
      } catch (error) {
        // 404: the user blocked the account or is unknown to it; LINE does not say more.
        if (error instanceof HTTPFetchError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
