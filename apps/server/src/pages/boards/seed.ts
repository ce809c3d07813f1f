import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db';
import type { AccountFixture } from '../../db/seed';
import { boardPostReads, boardPosts, boards } from '../schema';
import { newCode } from '../service';

/*
 * The demo account's board (issue 33): 「お知らせ」 with four posts — the pinned year-end notice,
 * a new menu (with the library's first image), the December campaign, and a draft — and reads by
 * demo friends spread over the last days, so the console shows read counts and who read.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Friends reading a post: every `step`-th following friend, `days` days after it went up at most. */
interface Reading {
  step: number;
  days: number;
}

export async function seedBoardsDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const accountId = demo.accountId;
  const [existing] = await rows(db, sql`SELECT id FROM boards WHERE account_id = ${accountId} LIMIT 1`);
  if (existing) return;
  const [image] = await rows(
    db,
    sql`SELECT id FROM media WHERE account_id = ${accountId} ORDER BY id LIMIT 1`,
  );
  const ago = (ms: number) => new Date(seededAt.getTime() - ms);

  const [board] = await db
    .insert(boards)
    .values({
      accountId,
      code: newCode(),
      title: 'お知らせ',
      description: 'サロンからのお知らせを掲載しています。営業日の変更やキャンペーンの情報をご確認ください。',
      createdAt: ago(14 * DAY),
      updatedAt: ago(14 * DAY),
    })
    .returning({ id: boards.id });
  if (!board) throw new Error('insert returned nothing');

  const posts: (typeof boardPosts.$inferInsert & { reading: Reading | null })[] = [
    {
      accountId,
      boardId: board.id,
      title: '年末年始の営業について',
      body: '12月31日（水）から1月3日（土）までお休みをいただきます。\n年内の最終受付は12月30日（火）18時です。ご予約はお早めにどうぞ。',
      pinned: true,
      status: 'published',
      publishedAt: ago(6 * DAY),
      createdAt: ago(6 * DAY + 2 * HOUR),
      updatedAt: ago(6 * DAY),
      reading: { step: 1, days: 6 },
    },
    {
      accountId,
      boardId: board.id,
      title: '新メニューのご案内',
      body: '頭皮をすっきり整える「炭酸ヘッドスパ」を始めました。\nカットやカラーと一緒にご予約いただけます。',
      mediaIds: image ? [Number(image.id)] : [],
      status: 'published',
      publishedAt: ago(10 * DAY),
      createdAt: ago(11 * DAY),
      updatedAt: ago(10 * DAY),
      reading: { step: 2, days: 9 },
    },
    {
      accountId,
      boardId: board.id,
      title: '12月のキャンペーン',
      body: '12月中にご来店の方に、ヘアケアのサンプルをお渡しします。\nお友だち紹介で次回10%オフのクーポンも差し上げます。',
      status: 'published',
      publishedAt: ago(3 * DAY),
      createdAt: ago(3 * DAY + HOUR),
      updatedAt: ago(3 * DAY),
      reading: { step: 3, days: 3 },
    },
    {
      accountId,
      boardId: board.id,
      title: '1月の定休日について',
      body: '1月の定休日は毎週火曜日と、第3月曜日です。',
      status: 'draft',
      publishedAt: null,
      createdAt: ago(DAY),
      updatedAt: ago(DAY),
      reading: null,
    },
  ];
  const inserted = await db
    .insert(boardPosts)
    .values(posts.map(({ reading: _reading, ...post }) => post))
    .returning({ id: boardPosts.id, publishedAt: boardPosts.publishedAt });

  const friends = await rows(
    db,
    sql`SELECT id FROM friends WHERE account_id = ${accountId} AND status = 'following' ORDER BY id LIMIT 30`,
  );
  const reads: (typeof boardPostReads.$inferInsert)[] = [];
  inserted.forEach((post, index) => {
    const reading = posts[index]?.reading;
    if (!reading || !post.publishedAt) return;
    const from = post.publishedAt.getTime();
    const span = Math.min(seededAt.getTime() - from, reading.days * DAY);
    friends.forEach((friend, n) => {
      if (n % reading.step !== 0) return;
      // The first readers within hours of the post, the later ones spread over the days after.
      const offset = Math.floor((span * (n + 1)) / (friends.length + 1));
      reads.push({ postId: post.id, friendId: Number(friend.id), readAt: new Date(from + offset) });
    });
  });
  if (reads.length > 0) await db.insert(boardPostReads).values(reads);
}
