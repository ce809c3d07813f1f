import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import type { AccountFixture } from '../db/seed';

const MINUTE = 60_000;

/** Demo conversations: who writes (in: the friend, out: the owner), what, and minutes before the seed. */
const CONVERSATIONS: {
  status: 'open' | 'done';
  unread: number;
  assign: boolean;
  lines: [string, string, number][];
}[] = [
  {
    status: 'open',
    unread: 2,
    assign: false,
    lines: [
      ['in', 'こんにちは。今週の土曜日にカットの予約はできますか？', 95],
      ['out', 'お問い合わせありがとうございます。土曜日は14時と16時が空いております。', 80],
      ['in', '14時でお願いします！', 40],
      ['in', 'あと、カラーも一緒にお願いできますか？', 38],
    ],
  },
  {
    status: 'open',
    unread: 0,
    assign: true,
    lines: [
      ['in', 'クーポンの使い方がわかりません。', 300],
      ['out', 'お会計の際に、LINE のクーポン画面をスタッフにお見せください。', 290],
      ['in', 'わかりました、ありがとうございます。', 285],
    ],
  },
  {
    status: 'done',
    unread: 0,
    assign: true,
    lines: [
      ['in', '駐車場はありますか？', 2 * 24 * 60],
      [
        'out',
        '店舗の裏に3台分ございます。満車の際は近くのコインパーキングをご利用ください。',
        2 * 24 * 60 - 10,
      ],
      ['in', '了解です！', 2 * 24 * 60 - 12],
    ],
  },
  {
    status: 'open',
    unread: 1,
    assign: false,
    lines: [['in', '営業時間を教えてください。', 12]],
  },
];

/**
 * A few conversations of the demo account (issue 31): unread, answered, assigned to the owner and
 * done, with the first following demo friends. Does nothing when the account has any chat message.
 */
export async function seedChatDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const accountId = demo.accountId;
  const [existing] = await rows(
    db,
    sql`SELECT 1 AS ok FROM chat_messages WHERE account_id = ${accountId} LIMIT 1`,
  );
  if (existing) return;
  const friends = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM friends WHERE account_id = ${accountId} AND status = 'following'
        ORDER BY id LIMIT ${CONVERSATIONS.length}`,
  );
  await db.transaction(async (tx) => {
    for (const [index, friend] of friends.entries()) {
      const conversation = CONVERSATIONS[index];
      if (!conversation) break;
      const friendId = Number(friend.id);
      const added = await rows<{ id: number; created_at: string | Date }>(
        tx,
        sql`INSERT INTO chat_messages (account_id, friend_id, direction, kind, text, line_message_id, sent_by, status, created_at)
            SELECT ${accountId}, ${friendId}, r.d, 'text', r.t,
                   CASE WHEN r.d = 'in' THEN 'demo-' || ${friendId}::text || '-' || r.n END,
                   CASE WHEN r.d = 'out' THEN ${demo.ownerUserId}::int END,
                   CASE WHEN r.d = 'out' THEN 'sent' END, r.at
            FROM jsonb_to_recordset(${JSON.stringify(
              conversation.lines.map(([d, t, minutes], n) => ({
                d,
                t,
                n,
                at: new Date(seededAt.getTime() - minutes * MINUTE).toISOString(),
              })),
            )}::jsonb) AS r(d text, t text, n int, at timestamptz)
            ORDER BY r.at
            RETURNING id, created_at`,
      );
      const last = added.reduce((a, b) => (Number(b.id) > Number(a.id) ? b : a));
      const lastIn = conversation.lines.filter(([d]) => d === 'in').at(-1);
      await tx.execute(sql`
        INSERT INTO chat_threads (account_id, friend_id, last_message_id, last_message_at, last_incoming_at, unread,
                                  assigned_operator_id, status, updated_at)
        VALUES (${accountId}, ${friendId}, ${Number(last.id)}, ${new Date(last.created_at).toISOString()},
                ${lastIn ? new Date(seededAt.getTime() - lastIn[2] * MINUTE).toISOString() : null},
                ${conversation.unread}, ${conversation.assign ? demo.ownerUserId : null}, ${conversation.status},
                ${seededAt.toISOString()})
        ON CONFLICT (friend_id) DO NOTHING`);
    }
  });
}
