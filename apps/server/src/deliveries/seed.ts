import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import type { AccountFixture } from '../db/seed';
import { sandboxDeliveryApi } from './line';
import { refreshBlockedSince, runDueDeliveries } from './sending';
import { createDelivery } from './service';

const DAY = 86_400_000;

/** The Japan wall-clock time (YYYY-MM-DDTHH:mm) `days` after `from`, at `hour`:00. */
function japanAt(from: Date, days: number, hour: number): string {
  const japan = new Date(from.getTime() + 9 * 3_600_000 + days * DAY);
  return `${japan.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

/**
 * The demo account's deliveries (issue 31): two sent through the sandbox in the past weeks (so the
 * list and a delivery's stats say something), one scheduled for next week, one cancelled and one
 * draft. The past ones are really sent, by the sender on a clock set back, so their recipients
 * and counts are what sending makes. Does nothing when the account has a delivery, or when the
 * demo's templates are not there (their seed comes first).
 */
export async function seedDeliveriesDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const accountId = demo.accountId;
  const [existing] = await rows(
    db,
    sql`SELECT 1 AS ok FROM deliveries WHERE account_id = ${accountId} LIMIT 1`,
  );
  if (existing) return;
  const templates = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM message_templates WHERE account_id = ${accountId} AND status = 'ready' ORDER BY id`,
  );
  const pick = (name: string) => templates.find((template) => template.name === name) ?? templates[0];
  const menu = pick('人気のメニュー');
  const winter = pick('冬のおすすめ');
  if (!menu || !winter) return;
  const [tag] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM friend_tags WHERE account_id = ${accountId} ORDER BY id LIMIT 1`,
  );

  // Sends a delivery as the sender would from `at` on: round after round, each at the time the
  // previous one said the delivery next has work (a paced one's next second).
  const sendAt = async (id: number, at: Date) => {
    await db.execute(sql`
      UPDATE deliveries SET status = 'scheduled', scheduled_at = ${at.toISOString()} WHERE id = ${id}`);
    let now = at;
    for (let round = 0; round < 10_000; round += 1) {
      const moment = now;
      await runDueDeliveries(db, {
        now: moment,
        clock: () => moment,
        workerId: 'demo-seed',
        leaseMs: 30_000,
        apiFor: async (account, deliveryId) => sandboxDeliveryApi(db, account, deliveryId),
      });
      const [row] = await rows<{ status: string; next_at: Date | string | null }>(
        db,
        sql`SELECT status, next_at FROM deliveries WHERE id = ${id}`,
      );
      if (row?.status !== 'sending' || !row.next_at) return;
      now = new Date(row.next_at);
    }
  };
  const everyone = { type: 'all' as const };
  const past = await createDelivery(db, accountId, {
    name: '11月の人気メニューのご案内',
    template_id: Number(menu.id),
    audience: everyone,
    schedule: { type: 'at', at: japanAt(seededAt, -14, 10) },
  });
  await sendAt(past.id, new Date(`${japanAt(seededAt, -14, 10)}:00+09:00`));
  if (tag) {
    const tagged = await createDelivery(db, accountId, {
      name: '冬のおすすめ（タグの友だち）',
      template_id: Number(winter.id),
      audience: { type: 'tags', tag_ids: [Number(tag.id)], exclude_tag_ids: [] },
      schedule: { type: 'now' },
      pacing: { per_minute: 6_000 },
    });
    await sendAt(tagged.id, new Date(seededAt.getTime() - 3 * DAY));
  }
  await refreshBlockedSince(db, seededAt);
  const next = await createDelivery(db, accountId, {
    name: '年末年始の営業のお知らせ',
    template_id: Number(winter.id),
    audience: everyone,
    schedule: { type: 'at', at: japanAt(seededAt, 7, 10) },
  });
  const nextAt = new Date(`${japanAt(seededAt, 7, 10)}:00+09:00`);
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM friends WHERE account_id = ${accountId} AND status = 'following'`,
  );
  await db.execute(sql`
    UPDATE deliveries SET status = 'scheduled', scheduled_at = ${nextAt.toISOString()}, recipient_count = ${n}
    WHERE id = ${next.id}`);
  const cancelled = await createDelivery(db, accountId, {
    name: '秋のキャンペーン（中止）',
    template_id: Number(menu.id),
    audience: everyone,
    schedule: { type: 'now' },
  });
  await db.execute(sql`UPDATE deliveries SET status = 'cancelled' WHERE id = ${cancelled.id}`);
  await createDelivery(db, accountId, {
    name: '春の新メニュー（下書き）',
    template_id: Number(winter.id),
    audience: everyone,
    schedule: { type: 'now' },
  });
}
