import {
  TEL_LINE_STATUS,
  TEL_ORDER_STATUS,
  type TelLineStatus,
  type TelOrderStatus,
} from '@console/contract/tel';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { AccountFixture } from '../db/seed';
import { telOrderLines, telOrders, telTemplates } from './schema';

const DAY_MS = 24 * 60 * 60_000;
const tokyoTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A reservation reminder in LINE's Flex Message format, with merge placeholders. */
function reminderBody(title: string): string {
  return JSON.stringify({
    type: 'flex',
    altText: `${title}: [param_1]様`,
    contents: {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          { type: 'text', text: title, weight: 'bold', size: 'lg' },
          { type: 'text', text: '[param_1]様', wrap: true },
          { type: 'text', text: 'ご予約日時: [param_2]', wrap: true },
          { type: 'text', text: '担当: [param_3]', wrap: true },
        ],
      },
    },
  });
}

const CUSTOMERS = [
  ['+819011112222', '山田 花子', 'カット'],
  ['+818022223333', '佐藤 美咲', 'カラー'],
  ['+817033334444', '鈴木 一郎', 'パーマ'],
  ['+819044445555', '高橋 由美', 'トリートメント'],
  ['+818055556666', '田中 翔太', 'ヘッドスパ'],
  ['+819066667777', '伊藤 さくら', 'カット＋カラー'],
] as const;

interface DemoLine {
  status: TelLineStatus;
  /** Days from now of 送信予定時刻. */
  inDays: number;
  error?: string;
}

interface DemoOrder {
  status: TelOrderStatus;
  description: string;
  lines: DemoLine[];
}

const { PENDING, PROCESSING, SENT, FAILED, UNSENDABLE } = TEL_LINE_STATUS;

/** One order in each status, and between them a line in each line status. */
const ORDERS: DemoOrder[] = [
  {
    status: TEL_ORDER_STATUS.DONE,
    description: '10月のご来店御礼',
    lines: [
      { status: SENT, inDays: -20 },
      { status: SENT, inDays: -20 },
      { status: SENT, inDays: -20 },
      { status: FAILED, inDays: -20, error: 'LINE から送信できないと応答がありました（HTTP 400）' },
      { status: UNSENDABLE, inDays: -20, error: 'この電話番号の LINE ユーザーが見つかりませんでした' },
    ],
  },
  {
    status: TEL_ORDER_STATUS.CANCELLED,
    description: '臨時休業のお知らせ（取り消し）',
    lines: [
      { status: PENDING, inDays: -10 },
      { status: PENDING, inDays: -10 },
    ],
  },
  {
    status: TEL_ORDER_STATUS.IN_PROGRESS,
    description: '今週のご予約リマインド',
    lines: [
      { status: SENT, inDays: -1 },
      { status: SENT, inDays: -1 },
      // Claimed by a worker that stopped without an answer from LINE: left for an operator to judge.
      { status: PROCESSING, inDays: -1 },
      { status: FAILED, inDays: -1, error: 'LINE の応答がありませんでした（送信済みかどうか不明）' },
      { status: PENDING, inDays: 2 },
      { status: PENDING, inDays: 2 },
    ],
  },
  {
    status: TEL_ORDER_STATUS.ORDERED,
    description: '来月のキャンペーン案内',
    lines: [
      { status: PENDING, inDays: 14 },
      { status: PENDING, inDays: 14 },
      { status: PENDING, inDays: 14 },
    ],
  },
  {
    status: TEL_ORDER_STATUS.DRAFT,
    description: '新規会員さま向け（確認待ち）',
    lines: [
      { status: PENDING, inDays: 30 },
      { status: PENDING, inDays: 30 },
      { status: PENDING, inDays: 30 },
      { status: PENDING, inDays: 30 },
    ],
  },
];

/**
 * Demo templates and orders for the demo account: one order in every status with lines in every
 * line status, so a newcomer's first look shows a living list. Does nothing once the account has
 * any template or order.
 */
export async function seedTelDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(telTemplates)
    .where(eq(telTemplates.accountId, demo.accountId));
  if ((existing?.count ?? 0) > 0) return;
  const now = seededAt.getTime();
  await db.transaction(async (tx) => {
    const templates = await tx
      .insert(telTemplates)
      .values([
        { accountId: demo.accountId, name: 'ご予約リマインド', body: reminderBody('ご予約のお知らせ') },
        { accountId: demo.accountId, name: 'ご来店御礼', body: reminderBody('ご来店ありがとうございました') },
      ])
      .returning({ id: telTemplates.id });
    const templateId = templates[0]?.id ?? 0;
    for (const [index, order] of ORDERS.entries()) {
      const sent = order.lines.filter((line) => line.status === SENT).length;
      const failed = order.lines.filter(
        (line) => line.status === FAILED || line.status === UNSENDABLE,
      ).length;
      const createdAt = new Date(now - (ORDERS.length - index) * 7 * DAY_MS);
      const [row] = await tx
        .insert(telOrders)
        .values({
          accountId: demo.accountId,
          status: order.status,
          description: order.description,
          countAll: order.lines.length,
          countSuccess: sent,
          countFailed: failed,
          createdBy: demo.ownerUserId,
          createdAt,
          orderedAt: order.status === TEL_ORDER_STATUS.DRAFT ? null : createdAt,
          cancelledAt: order.status === TEL_ORDER_STATUS.CANCELLED ? createdAt : null,
          completedAt:
            order.status === TEL_ORDER_STATUS.DONE
              ? new Date(now + (order.lines[0]?.inDays ?? 0) * DAY_MS)
              : null,
        })
        .returning({ id: telOrders.id });
      if (!row) throw new Error('order insert returned nothing');
      await tx.insert(telOrderLines).values(
        order.lines.map((line, n) => {
          const [tel, name, menu] = CUSTOMERS[n % CUSTOMERS.length] ?? CUSTOMERS[0];
          // 10:00, 10:30, … Tokyo time on the line's day.
          const day = new Date(now + line.inDays * DAY_MS);
          const scheduledAt = new Date(
            Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 1, 30 * n),
          );
          return {
            orderId: row.id,
            accountId: demo.accountId,
            tel,
            scheduledAt,
            templateId,
            params: { param_1: name, param_2: tokyoTime.format(scheduledAt), param_3: menu },
            status: line.status,
            sentAt: line.status === SENT ? scheduledAt : null,
            errorMessage: line.error ?? null,
            claimedBy: line.status === PROCESSING ? 'demo-worker' : null,
            claimedAt: line.status === PROCESSING ? scheduledAt : null,
          };
        }),
      );
    }
  });
}
