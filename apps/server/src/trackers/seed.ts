import { sql } from 'drizzle-orm';
import { type Db, intArray, rows } from '../db';
import type { AccountFixture } from '../db/seed';
import { personalLinks } from './links';
import { createTracker } from './service';

const DAY = 86_400_000;

/** The device mix of the demo's clicks: mostly phones, as LINE's users are. */
const DEVICES = ['ios', 'ios', 'ios', 'android', 'android', 'pc'] as const;

/**
 * The demo account's trackers (issue 31): three tracked pages in the templates' first group, one
 * that tags the friend who opens it. Clicks over the last 30 days (Japan), from friends' own links
 * and the common link, so a tracker's counts, days and devices say something. Clicks are written as
 * the redirect writes them; the tag goes on the friends who clicked, as a click's action does.
 * Does nothing when the account has a tracker.
 */
export async function seedTrackersDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const accountId = demo.accountId;
  const [existing] = await rows(
    db,
    sql`SELECT 1 AS ok FROM trackers WHERE account_id = ${accountId} LIMIT 1`,
  );
  if (existing) return;
  const [group] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM content_groups WHERE account_id = ${accountId} ORDER BY id LIMIT 1`,
  );
  const [tag] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM friend_tags WHERE account_id = ${accountId} ORDER BY id LIMIT 1`,
  );
  const groupId = group ? Number(group.id) : null;
  const made = [
    await createTracker(db, accountId, {
      name: '冬のキャンペーンページ',
      url: 'https://example.jp/campaign/winter?utm_source=line',
      group_id: groupId,
      actions: { tag_ids: tag ? [Number(tag.id)] : [], values: [], journey_id: null },
    }),
    await createTracker(db, accountId, {
      name: 'ネット予約',
      url: 'https://example.jp/reserve',
      group_id: groupId,
      actions: { tag_ids: [], values: [], journey_id: null },
    }),
    await createTracker(db, accountId, {
      name: 'Instagram',
      url: 'https://www.instagram.com/',
      group_id: null,
      actions: { tag_ids: [], values: [], journey_id: null },
    }),
  ];
  const friends = (
    await rows<{ id: number }>(
      db,
      sql`SELECT id FROM friends WHERE account_id = ${accountId} AND status = 'following' ORDER BY id LIMIT 60`,
    )
  ).map((row) => Number(row.id));
  const clicks: ReturnType<typeof sql>[] = [];
  const tagged = new Set<number>();
  for (const [index, tracker] of made.entries()) {
    // Fewer clicks down the list: the campaign is what the demo's deliveries pointed at.
    const clickers = friends.filter((_, n) => n % (index + 2) === 0);
    const links = (await personalLinks(db, {
      accountId,
      trackerId: tracker.id,
      friendIds: clickers,
      deliveryId: null,
      origin: '',
    })) as Map<number, string>;
    const linkIds = new Map(
      (
        await rows<{ id: number; friend_id: number }>(
          db,
          sql`SELECT id, friend_id FROM tracker_links WHERE tracker_id = ${tracker.id} AND friend_id IS NOT NULL`,
        )
      ).map((row) => [Number(row.friend_id), Number(row.id)]),
    );
    const [common] = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM tracker_links WHERE tracker_id = ${tracker.id} AND friend_id IS NULL`,
    );
    for (const [n, friendId] of clickers.entries()) {
      const linkId = linkIds.get(friendId);
      if (!linkId || !links.has(friendId)) continue;
      const at = new Date(seededAt.getTime() - ((n * 7 + index * 3) % 30) * DAY - (n % 9) * 3_600_000);
      clicks.push(
        sql`(${tracker.id}, ${linkId}, ${friendId}, NULL, ${at.toISOString()}::timestamptz, ${DEVICES[n % DEVICES.length]}, false)`,
      );
      if (index === 0) tagged.add(friendId);
    }
    // People who found the common link (a post, a poster's QR code): counted, nobody known.
    for (let n = 0; n < 12 - index * 4 && common; n += 1) {
      const at = new Date(seededAt.getTime() - ((n * 5) % 30) * DAY - n * 1_800_000);
      clicks.push(
        sql`(${tracker.id}, ${Number(common.id)}, NULL, NULL, ${at.toISOString()}::timestamptz, ${DEVICES[(n + 1) % DEVICES.length]}, false)`,
      );
    }
  }
  if (clicks.length > 0)
    await db.execute(sql`
      INSERT INTO tracker_clicks (tracker_id, link_id, friend_id, delivery_id, at, device, is_bot)
      VALUES ${sql.join(clicks, sql`, `)}`);
  if (tag && tagged.size > 0)
    await db.execute(sql`
      INSERT INTO friend_tag_links (tag_id, friend_id)
      SELECT ${Number(tag.id)}, unnest(${intArray([...tagged])})
      ON CONFLICT DO NOTHING`);
}
