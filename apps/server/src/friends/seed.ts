import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { AccountFixture } from '../db/seed';
import { randomDemoPerson } from '../db/seed-names';
import { foldName } from '../name-search';
import {
  friendTagGroups,
  friendTags,
  lineChannels,
  memberQueries,
  varChoices,
  varGroups,
  vars,
} from './schema';

/** Demo friends: enough for paging, search and segments to mean something. */
export const DEMO_FRIENDS = 3000;

/** A small deterministic generator, so the demo data is the same on every fresh start. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The demo account's LINE channel (sandbox), friend-info variables, common variables, a form,
 * tags and 3,000 friends with tags and values. Does nothing when the account has a channel.
 */
export async function seedFriendsDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const existing = await db
    .select({ id: lineChannels.id })
    .from(lineChannels)
    .where(eq(lineChannels.accountId, demo.accountId));
  if (existing.length > 0) return;
  const accountId = demo.accountId;
  const random = generator(16);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  await db.transaction(async (tx) => {
    await tx.insert(lineChannels).values({
      accountId,
      name: 'デモ公式アカウント',
      lineChannelId: '1650000000',
      channelSecret: randomBytes(16).toString('hex'),
    });

    const groups = await tx
      .insert(varGroups)
      .values([
        { accountId, kind: 'var', name: '基本情報', order: 1 },
        { accountId, kind: 'var', name: '来店の記録', order: 2 },
        { accountId, kind: 'common', name: '店舗情報', order: 1 },
        { accountId, kind: 'form', name: 'ご来店アンケート', order: 1 },
      ])
      .returning({ id: varGroups.id });
    const [basic, visits, shop, survey] = groups.map((group) => group.id);
    const varRows = await tx
      .insert(vars)
      .values([
        { accountId, kind: 'var', groupId: basic, name: '誕生日', type: 'date', favorite: true, order: 1 },
        { accountId, kind: 'var', groupId: basic, name: '性別', type: 'choice', order: 2 },
        {
          accountId,
          kind: 'var',
          groupId: basic,
          name: '会員ランク',
          type: 'choice',
          favorite: true,
          order: 3,
        },
        { accountId, kind: 'var', groupId: visits, name: '来店回数', type: 'number', order: 4 },
        { accountId, kind: 'var', groupId: visits, name: '好きなメニュー', type: 'text', order: 5 },
        { accountId, kind: 'var', groupId: visits, name: '仕上がりの写真', type: 'image', order: 6 },
        { accountId, kind: 'var', groupId: null, name: '紹介者', type: 'text', order: 7 },
      ])
      .returning({ id: vars.id });
    const [birthday, gender, rank, visitCount, menu] = varRows.map((row) => row.id as number);
    const genders = ['女性', '男性', '回答しない'];
    const ranks = ['一般', 'シルバー', 'ゴールド'];
    await tx
      .insert(varChoices)
      .values([
        ...genders.map((name, i) => ({ varId: gender as number, name, order: i + 1 })),
        ...ranks.map((name, i) => ({ varId: rank as number, name, order: i + 1 })),
      ]);
    await tx.insert(vars).values([
      {
        accountId,
        kind: 'common',
        groupId: shop,
        name: '店舗名',
        type: 'text',
        code: 'shop_name',
        value: 'ヘアサロン デモ 表参道店',
        favorite: true,
        order: 1,
      },
      {
        accountId,
        kind: 'common',
        groupId: shop,
        name: '電話番号',
        type: 'text',
        code: 'shop_tel',
        value: '03-1234-5678',
        order: 2,
      },
      {
        accountId,
        kind: 'common',
        groupId: shop,
        name: '営業時間',
        type: 'text',
        code: 'shop_hours',
        value: '10:00〜20:00（火曜定休）',
        order: 3,
      },
      {
        accountId,
        kind: 'common',
        groupId: null,
        name: 'キャンペーン期限',
        type: 'date',
        code: 'campaign_until',
        value: '2026-12-31',
        order: 4,
      },
      {
        accountId,
        kind: 'form',
        groupId: survey,
        name: '満足度',
        type: 'choice',
        code: 'q_satisfaction',
        order: 1,
      },
      {
        accountId,
        kind: 'form',
        groupId: survey,
        name: 'ご意見・ご要望',
        type: 'text',
        code: 'q_comment',
        order: 2,
      },
      {
        accountId,
        kind: 'form',
        groupId: survey,
        name: '次回のご希望日',
        type: 'date',
        code: 'q_next_visit',
        order: 3,
      },
    ]);

    const tagGroups = await tx
      .insert(friendTagGroups)
      .values([
        { accountId, name: '興味のあるメニュー', order: 1 },
        { accountId, name: '来店状況', order: 2 },
      ])
      .returning({ id: friendTagGroups.id });
    const [interest, status] = tagGroups.map((group) => group.id);
    const tagRows = await tx
      .insert(friendTags)
      .values([
        { accountId, groupId: interest, name: 'カット', order: 1 },
        { accountId, groupId: interest, name: 'カラー', order: 2 },
        { accountId, groupId: interest, name: 'パーマ', order: 3 },
        { accountId, groupId: interest, name: 'ヘッドスパ', order: 4 },
        { accountId, groupId: status, name: '新規', order: 5 },
        { accountId, groupId: status, name: 'リピーター', order: 6 },
        { accountId, groupId: status, name: 'VIP', order: 7 },
        { accountId, groupId: null, name: '秋のキャンペーン', order: 8 },
      ])
      .returning({ id: friendTags.id });
    const tagIds = tagRows.map((row) => row.id);

    // Everything happened before the seed's now: friends of the last two years, each blocking and
    // last reacting between following and now (a fixed day here once put 最終反応 in the future).
    const now = seededAt.getTime();
    const DAY = 86_400_000;
    const friendsPayload = Array.from({ length: DEMO_FRIENDS }, (_, i) => {
      const name = randomDemoPerson(random).displayName;
      const followedAt = new Date(now - Math.floor(random() * 730 * DAY) - DAY);
      const since = now - followedAt.getTime();
      const blocked = random() < 0.08;
      const blockedAt = blocked
        ? new Date(followedAt.getTime() + Math.floor(random() * Math.min(60 * DAY, since)))
        : null;
      return {
        u: `U${(0x1000000 + i).toString(16)}${'0'.repeat(25)}`,
        n: name,
        f: foldName(name),
        s: blocked ? 'blocked' : 'following',
        fa: followedAt.toISOString(),
        ba: blockedAt?.toISOString() ?? null,
        // A blocked friend reacted last before blocking.
        la: new Date(
          followedAt.getTime() +
            Math.floor(random() * Math.min(90 * DAY, (blockedAt?.getTime() ?? now) - followedAt.getTime())),
        ).toISOString(),
      };
    });
    const inserted = (await tx.execute(sql`
      INSERT INTO friends (account_id, line_user_id, display_name, name_search, status, followed_at, blocked_at, status_at, last_active_at)
      SELECT ${accountId}::int, r.u, r.n, r.f, r.s, r.fa, r.ba, coalesce(r.ba, r.fa), r.la
      FROM jsonb_to_recordset(${JSON.stringify(friendsPayload)}::jsonb)
        AS r(u text, n text, f text, s text, fa timestamptz, ba timestamptz, la timestamptz)
      RETURNING id`)) as unknown as { rows: { id: number }[] };
    const friendIds = inserted.rows.map((row) => Number(row.id));

    const links: { t: number; f: number }[] = [];
    const values: { v: number; f: number; x: string }[] = [];
    for (const friendId of friendIds) {
      for (const tagId of tagIds) if (random() < 0.18) links.push({ t: tagId, f: friendId });
      if (random() < 0.6) {
        const year = 1960 + Math.floor(random() * 45);
        const month = 1 + Math.floor(random() * 12);
        const day = 1 + Math.floor(random() * 28);
        values.push({
          v: birthday as number,
          f: friendId,
          x: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        });
      }
      if (random() < 0.8) values.push({ v: gender as number, f: friendId, x: pick(genders) });
      values.push({
        v: rank as number,
        f: friendId,
        x: random() < 0.6 ? '一般' : random() < 0.7 ? 'シルバー' : 'ゴールド',
      });
      values.push({ v: visitCount as number, f: friendId, x: String(Math.floor(random() * 30)) });
      if (random() < 0.3)
        values.push({
          v: menu as number,
          f: friendId,
          x: pick(['カット', 'カラー', 'トリートメント', 'ヘッドスパ', 'パーマ']),
        });
    }
    await tx.execute(sql`
      INSERT INTO friend_tag_links (tag_id, friend_id)
      SELECT r.t, r.f FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS r(t int, f int)`);
    await tx.execute(sql`
      INSERT INTO friend_var_values (var_id, friend_id, value)
      SELECT r.v, r.f, r.x FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS r(v int, f int, x text)`);

    await tx.insert(memberQueries).values([
      {
        accountId,
        name: 'ゴールド会員のリピーター',
        filter: {
          tags_all: [tagIds[5]],
          vars: [{ var_id: rank, op: 'eq', value: 'ゴールド' }],
          status: 'following',
        },
      },
      {
        accountId,
        name: 'カラーに興味があり、キャンペーン未参加',
        filter: { tags_any: [tagIds[1]], tags_none: [tagIds[7]], status: 'following' },
      },
    ]);
  });
}
