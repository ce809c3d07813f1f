import { randomBytes } from 'node:crypto';
import { PAGE_CODE_BYTES, type PageDocument } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db';
import type { AccountFixture } from '../db/seed';
import { japanDayOf as japanDay } from '../members';
import { seedBoardsDemo } from './boards/seed';
import { pageAnswers, pageGoalClicks, pages, pageViews } from './schema';
import { seedSiteDemo } from './sites/seed';

/*
 * The demo account's pages (issue 33): a published landing page for the autumn campaign (its goal
 * a booking), a published visit survey 「来店アンケート」 with 40 answers over the last 30 days —
 * some from demo friends (their birthday from their friend information), some anonymous — and
 * views and taps for the lists' counts, and a form still in draft; and the salon's site (./sites/seed).
 */

const DAY = 86_400_000;

/** A small deterministic generator (mulberry32): the demo is the same on every fresh start. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const code = () => randomBytes(PAGE_CODE_BYTES).toString('base64url');
const idOf = async (db: Db, query: ReturnType<typeof sql>) => {
  const [row] = await rows(db, query);
  return row ? Number(row.id) : null;
};

const SATISFACTION = ['とても満足', '満足', 'ふつう', 'やや不満', '不満'] as const;
const MENUS = ['カット', 'カラー', 'パーマ', 'ヘッドスパ'] as const;
const COMMENTS = [
  '担当の方がとても丁寧でした。',
  '仕上がりが思った以上に良かったです。',
  '待ち時間が少し長かったです。',
  'また来ます！',
  '駐車場がもう少し広いと助かります。',
  '',
];

export async function seedPagesDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const accountId = demo.accountId;
  await seedBoardsDemo(db, demo, seededAt);
  // The site first: it has its own once-only check, and the landing pages and forms theirs.
  await seedSiteDemo(db, demo, seededAt);
  if (await idOf(db, sql`SELECT id FROM pages WHERE account_id = ${accountId} AND kind <> 'site' LIMIT 1`))
    return;
  const rand = random(33);
  const image = await idOf(db, sql`SELECT id FROM media WHERE account_id = ${accountId} ORDER BY id LIMIT 1`);
  const birthdayVar = await idOf(
    db,
    sql`SELECT id FROM vars WHERE account_id = ${accountId} AND kind = 'var' AND name = '誕生日'`,
  );
  const tagIds = new Map<string, number>();
  for (const row of await rows(
    db,
    sql`SELECT id, name FROM friend_tags WHERE account_id = ${accountId} ORDER BY id`,
  ))
    tagIds.set(String(row.name), Number(row.id));

  const landing: PageDocument = {
    blocks: [
      { id: 'title', type: 'heading', text: '秋のヘアケアキャンペーン', level: 1 },
      {
        id: 'lead',
        type: 'text',
        text: '期間中にご予約の方は、ヘッドスパを20%オフでご案内します。\n乾燥が気になる季節に、髪と頭皮のケアをどうぞ。',
      },
      ...(image === null
        ? []
        : [
            {
              id: 'visual',
              type: 'image' as const,
              media_id: image,
              alt: 'キャンペーンの写真',
              link_url: null,
            },
          ]),
      {
        id: 'until',
        type: 'countdown',
        until: new Date(seededAt.getTime() + 14 * DAY).toISOString(),
        label: 'キャンペーン終了まで',
      },
      { id: 'book', type: 'button', label: '予約する', action: { kind: 'booking' }, style: 'primary' },
      { id: 'line', type: 'divider' },
    ],
  };
  const survey: PageDocument = {
    blocks: [
      { id: 'title', type: 'heading', text: '来店アンケート', level: 1 },
      {
        id: 'lead',
        type: 'text',
        text: 'ご来店ありがとうございました。1分ほどのアンケートにご協力ください。',
      },
      {
        id: 'form',
        type: 'form',
        fields: [
          {
            id: 'satisfaction',
            type: 'radio',
            label: '本日の満足度を教えてください',
            help: '',
            required: true,
            options: SATISFACTION.map((label) => ({ label, tag_id: null })),
            max_length: null,
            var_id: null,
          },
          {
            id: 'menus',
            type: 'checkbox',
            label: '本日のメニュー',
            help: '当てはまるものをすべて選んでください',
            required: false,
            options: MENUS.map((label) => ({ label, tag_id: tagIds.get(label) ?? null })),
            max_length: null,
            var_id: null,
          },
          {
            id: 'comment',
            type: 'textarea',
            label: 'ご意見・ご要望',
            help: '',
            required: false,
            options: [],
            max_length: 1000,
            var_id: null,
          },
          {
            id: 'birthday',
            type: 'date',
            label: '誕生日（誕生月の特典をお送りします）',
            help: '',
            required: false,
            options: [],
            max_length: null,
            var_id: birthdayVar,
          },
        ],
        submit_label: '送信する',
        thanks_text: 'ご回答ありがとうございました。またのご来店をお待ちしております。',
        tag_ids: [],
        once_per_friend: true,
      },
    ],
  };
  const contact: PageDocument = {
    blocks: [
      { id: 'title', type: 'heading', text: 'お問い合わせ', level: 1 },
      {
        id: 'form',
        type: 'form',
        fields: [
          {
            id: 'name',
            type: 'text',
            label: 'お名前',
            help: '',
            required: true,
            options: [],
            max_length: 50,
            var_id: null,
          },
          {
            id: 'email',
            type: 'email',
            label: 'メールアドレス',
            help: '',
            required: true,
            options: [],
            max_length: null,
            var_id: null,
          },
          {
            id: 'body',
            type: 'textarea',
            label: 'お問い合わせ内容',
            help: '',
            required: true,
            options: [],
            max_length: 2000,
            var_id: null,
          },
        ],
        submit_label: '送信する',
        thanks_text: 'お問い合わせを受け付けました。担当者よりご連絡します。',
        tag_ids: [],
        once_per_friend: false,
      },
    ],
  };

  const published = new Date(seededAt.getTime() - 31 * DAY);
  const [landingRow, surveyRow] = await db
    .insert(pages)
    .values([
      {
        accountId,
        kind: 'landing',
        code: code(),
        title: '秋のヘアケアキャンペーン',
        description: 'ヘッドスパ20%オフ。ご予約はこちらから。',
        ogpMediaId: image,
        goal: 'booking',
        draft: landing,
        published: landing,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      },
      {
        accountId,
        kind: 'form',
        code: code(),
        title: '来店アンケート',
        description: 'ご来店いただいた方へのアンケートです。',
        draft: survey,
        published: survey,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      },
      {
        accountId,
        kind: 'form',
        code: code(),
        title: 'お問い合わせフォーム',
        draft: contact,
        createdAt: new Date(seededAt.getTime() - 2 * DAY),
        updatedAt: new Date(seededAt.getTime() - 2 * DAY),
      },
    ])
    .returning({ id: pages.id });
  if (!landingRow || !surveyRow) throw new Error('insert returned nothing');

  // 40 answers over 30 days: every other one a demo friend's (with their birthday when known).
  const friends = await rows(
    db,
    sql`SELECT f.id, v.value AS birthday FROM friends f
        LEFT JOIN friend_var_values v ON v.friend_id = f.id AND v.var_id = ${birthdayVar ?? 0}
        WHERE f.account_id = ${accountId} AND f.status = 'following' ORDER BY f.id LIMIT 20`,
  );
  const answers = Array.from({ length: 40 }, (_, n) => {
    const friend = n % 2 === 0 ? friends[n / 2] : undefined;
    const weights = rand();
    const satisfaction =
      SATISFACTION[weights < 0.45 ? 0 : weights < 0.8 ? 1 : weights < 0.93 ? 2 : weights < 0.98 ? 3 : 4];
    const menus = MENUS.filter((_menu, index) => rand() < (index === 0 ? 0.8 : 0.3));
    const comment = COMMENTS[Math.floor(rand() * COMMENTS.length)] ?? '';
    const values: Record<string, string | string[]> = { satisfaction };
    if (menus.length > 0) values.menus = menus;
    if (comment) values.comment = comment;
    const birthday = friend?.birthday;
    if (typeof birthday === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(birthday)) values.birthday = birthday;
    return {
      accountId,
      pageId: surveyRow.id,
      friendId: friend ? Number(friend.id) : null,
      values,
      createdAt: new Date(
        seededAt.getTime() - (30 - (n * 30) / 40) * DAY - Math.floor(rand() * 8) * 3_600_000,
      ),
    };
  });
  const stored = await db
    .insert(pageAnswers)
    .values(answers)
    .returning({ id: pageAnswers.id, friendId: pageAnswers.friendId, createdAt: pageAnswers.createdAt });
  // A friend's answer is a `form_answer` of the friends' events, as answering.ts records it (keyed
  // by the answer), so the funnels and the ad connection see the demo's answers too. The seed has no
  // capabilities: the row is written as the events' own writer writes it.
  for (const answer of stored)
    if (answer.friendId !== null)
      await db.execute(
        sql`INSERT INTO friend_events (account_id, friend_id, kind, at, ref_id, key)
            VALUES (${accountId}, ${answer.friendId}, 'form_answer', ${answer.createdAt.toISOString()},
                    ${surveyRow.id}, ${`answer:${answer.id}`})
            ON CONFLICT DO NOTHING`,
      );

  // Opens of both pages and taps of the landing page's booking button, one per visitor a day.
  const views: (typeof pageViews.$inferInsert)[] = [];
  const clicks: (typeof pageGoalClicks.$inferInsert)[] = [];
  for (let daysAgo = 29; daysAgo >= 0; daysAgo -= 1) {
    const day = japanDay(new Date(seededAt.getTime() - daysAgo * DAY));
    const landingViews = 8 + Math.floor(rand() * 12);
    for (let v = 0; v < landingViews; v += 1) {
      const visitor = `seed-${daysAgo}-${v}`;
      views.push({ pageId: landingRow.id, day, visitor, friendId: null });
      if (rand() < 0.12) clicks.push({ pageId: landingRow.id, blockId: 'book', day, visitor });
    }
    for (let v = 0; v < 2 + Math.floor(rand() * 3); v += 1)
      views.push({ pageId: surveyRow.id, day, visitor: `seed-${daysAgo}-${v}`, friendId: null });
  }
  await db.insert(pageViews).values(views);
  if (clicks.length > 0) await db.insert(pageGoalClicks).values(clicks);
}
