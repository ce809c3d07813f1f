import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { AccountFixture } from '../db/seed';
import { saveFollowSettings } from './follow';
import { createGroup, createJourney, createTag } from './service';
import { createAction, createTrigger } from './triggers';

type Row = Record<string, unknown>;
/** The id the query finds, or null. */
async function idOf(db: Db, query: ReturnType<typeof sql>): Promise<number | null> {
  const [row] = ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  return row?.id ? Number(row.id) : null;
}

/**
 * Demo journeys and triggers for the demo account (issue 17): two groups and journey tags; a
 * welcome journey that starts on follow (active: friends who follow from now on enter it), a
 * segment journey left paused and a draft (neither sends anything on a fresh start), a journey an
 * API trigger starts, and that trigger with its actions; the greeting and follow settings. Uses the friends feature's demo tags,
 * variables and segments when they are there. Does nothing when the account has journeys.
 */
export async function seedJourneysDemo(db: Db, demo: AccountFixture): Promise<void> {
  const accountId = demo.accountId;
  if (await idOf(db, sql`SELECT id FROM journeys WHERE account_id = ${accountId} LIMIT 1`)) return;
  const tagId = (name: string) =>
    idOf(db, sql`SELECT id FROM friend_tags WHERE account_id = ${accountId} AND name = ${name}`);
  const rank = await idOf(
    db,
    sql`SELECT id FROM vars WHERE account_id = ${accountId} AND kind = 'var' AND name = '会員ランク'`,
  );
  const segment = await idOf(
    db,
    sql`SELECT id FROM member_queries WHERE account_id = ${accountId} ORDER BY id LIMIT 1`,
  );
  const [newcomer, repeater, campaign] = await Promise.all([
    tagId('新規'),
    tagId('リピーター'),
    tagId('秋のキャンペーン'),
  ]);

  const welcomeGroup = await createGroup(db, accountId, '新規のお客様');
  const dormantGroup = await createGroup(db, accountId, '休眠のお客様');
  const welcomed = await createTag(db, accountId, 'ようこそ完了');
  await createTag(db, accountId, 'クーポン送付済み');

  await createJourney(db, accountId, {
    name: 'ようこそメッセージ',
    group_id: welcomeGroup.id,
    status: 'active',
    entry: { type: 'follow' },
    // The greeting and the 新規 tag come from the follow settings below; the journey goes on a day later.
    steps: [
      { type: 'wait', minutes: 1440 },
      { type: 'message', text: 'ご来店のご予約は、メニューの「予約する」からどうぞ。' },
      { type: 'journey_tag', tag_id: welcomed.id },
    ],
  });
  await createJourney(db, accountId, {
    name: '2回目のご来店のご案内',
    group_id: welcomeGroup.id,
    status: 'draft',
    entry: { type: 'member_query', member_query_id: segment },
    steps: [
      { type: 'wait_until', weekday: 5, time: '18:00' },
      { type: 'message', text: '次回のご来店でご利用いただけるクーポンをお送りします。' },
    ],
  });
  await createJourney(db, accountId, {
    name: '3か月ぶりのお客様へ',
    group_id: dormantGroup.id,
    status: 'paused',
    entry: { type: 'member_query', member_query_id: segment },
    steps: [
      // Repeaters get the members' offer; the others a plain greeting.
      ...(repeater ? [{ type: 'branch' as const, tag_id: repeater, else_step: 3 }] : []),
      { type: 'message', text: `お久しぶりです。${rank ? `{{var:${rank}}}` : ''}会員さま限定のご案内です。` },
      { type: 'exit' },
      { type: 'message', text: 'またのご来店をお待ちしております。' },
    ],
  });
  const signup = await createJourney(db, accountId, {
    name: '会員登録のお礼',
    group_id: null,
    status: 'active',
    entry: { type: 'trigger' },
    steps: [
      { type: 'message', text: '会員登録ありがとうございます。' },
      ...(campaign ? [{ type: 'add_tag' as const, tag_id: campaign }] : []),
    ],
  });

  const trigger = await createTrigger(db, accountId, {
    name: '会員登録',
    description: 'EC サイトで会員登録が完了したときに呼び出します。',
  });
  await createAction(db, accountId, trigger.id, {
    name: '会員登録のお礼を開始',
    type: 'start_journey',
    action_id: signup.id,
  });
  // The greeting on follow (issue 30): two messages, the 新規 tag; re-followers get the greeting only.
  await saveFollowSettings(db, accountId, {
    greeting_enabled: true,
    greeting_type: 'messages',
    template_id: null,
    messages: [
      { type: 'text', text: '友だち追加ありがとうございます。{{common:shop_name}}です。' },
      { type: 'text', text: 'ご予約・お問い合わせは、下のメニューからどうぞ。' },
    ],
    tag_ids: newcomer ? [newcomer] : [],
    values: [],
    journey_id: null,
    refollow: 'greeting_only',
  });
  if (newcomer) {
    await createAction(db, accountId, trigger.id, {
      name: '新規タグを外す',
      type: 'remove_tag',
      action_id: newcomer,
      is_active: false,
    });
  }
}
