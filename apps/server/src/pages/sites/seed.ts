import { randomBytes } from 'node:crypto';
import { PAGE_CODE_BYTES, type PageDocument } from '@console/contract/pages';
import { eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db';
import type { AccountFixture } from '../../db/seed';
import { japanDayOf as japanDay } from '../../members';
import { pages, pageViews, sites } from '../schema';

/*
 * The demo account's site (issue 33): the salon's own small site 「ヘアサロン デモ 表参道店」 (the
 * salon demo's shop) at /s/demo-{accountId} (a slug is the server's, and tests and the e2e seed
 * several accounts), three published pages — トップ, メニュー・料金, アクセス — with a menu of the
 * three, open to everyone, and a fortnight of views for the lists' counts.
 */

export const DEMO_SITE_NAME = 'ヘアサロン デモ 表参道店';
const DAY = 86_400_000;

const code = () => randomBytes(PAGE_CODE_BYTES).toString('base64url');
const book = {
  id: 'book',
  type: 'button',
  label: 'ご予約はこちら',
  action: { kind: 'booking' },
  style: 'primary',
} as const;

/** The three pages' documents; the image block only when the demo has an image. */
export function demoSiteDocuments(image: number | null): {
  top: PageDocument;
  menu: PageDocument;
  access: PageDocument;
} {
  const picture = (id: string, alt: string) =>
    image === null ? [] : [{ id, type: 'image' as const, media_id: image, alt, link_url: null }];
  return {
    top: {
      blocks: [
        { id: 'title', type: 'heading', text: DEMO_SITE_NAME, level: 1 },
        ...picture('visual', '店内の様子'),
        {
          id: 'lead',
          type: 'text',
          text: '表参道駅から徒歩3分、落ち着いた空間で過ごせるヘアサロンです。\nカット・カラーからヘッドスパまで、一人ひとりの髪に合わせてご提案します。',
        },
        { id: 'news-title', type: 'heading', text: 'お知らせ', level: 2 },
        {
          id: 'news',
          type: 'text',
          text: '秋のヘアケアキャンペーン開催中。期間中はヘッドスパが20%オフです。',
        },
        book,
      ],
    },
    menu: {
      blocks: [
        { id: 'title', type: 'heading', text: 'メニュー・料金', level: 1 },
        { id: 'cut-title', type: 'heading', text: 'カット', level: 2 },
        { id: 'cut', type: 'text', text: 'カット　5,500円\n前髪カット　1,100円' },
        { id: 'color-title', type: 'heading', text: 'カラー・パーマ', level: 2 },
        {
          id: 'color',
          type: 'text',
          text: 'カット＋カラー　12,100円\nカラー（リタッチ）　7,700円\nパーマ　13,200円\n縮毛矯正　19,800円',
        },
        { id: 'care-title', type: 'heading', text: 'ケア', level: 2 },
        { id: 'care', type: 'text', text: 'ヘッドスパ 30分　3,300円\nトリートメント　4,400円' },
        { id: 'note', type: 'text', text: '表示はすべて税込価格です。ロング料金はいただいていません。' },
        { id: 'line', type: 'divider' },
        book,
      ],
    },
    access: {
      blocks: [
        { id: 'title', type: 'heading', text: 'アクセス', level: 1 },
        ...picture('outside', 'お店の外観'),
        {
          id: 'address',
          type: 'text',
          text: '東京都渋谷区神宮前5-1-1 表参道デモビル2階\n東京メトロ 表参道駅 A1出口から徒歩3分',
        },
        { id: 'hours-title', type: 'heading', text: '営業時間', level: 2 },
        { id: 'hours', type: 'text', text: '10:00〜20:00（土日祝は19:00まで）\n定休日：毎週火曜日' },
        { id: 'line', type: 'divider' },
        book,
      ],
    },
  };
}

/** Seeds the demo site once per account (a second call finds it and does nothing). */
export async function seedSiteDemo(db: Db, demo: AccountFixture, seededAt = new Date()): Promise<void> {
  const accountId = demo.accountId;
  const [existing] = await db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId));
  if (existing) return;
  const [media] = await rows(
    db,
    sql`SELECT id FROM media WHERE account_id = ${accountId} ORDER BY id LIMIT 1`,
  );
  const image = media ? Number(media.id) : null;
  const documents = demoSiteDocuments(image);
  const published = new Date(seededAt.getTime() - 20 * DAY);
  await db.transaction(async (tx) => {
    const [site] = await tx
      .insert(sites)
      .values({
        accountId,
        name: DEMO_SITE_NAME,
        slug: `demo-${accountId}`,
        ogpMediaId: image,
        ogpDescription: '表参道駅から徒歩3分のヘアサロン。カット・カラー・ヘッドスパのご予約はLINEから。',
        access: 'public',
        createdAt: published,
        updatedAt: published,
      })
      .returning({ id: sites.id });
    if (!site) throw new Error('insert returned nothing');
    const page = (path: string, title: string, draft: PageDocument) => ({
      accountId,
      kind: 'site',
      siteId: site.id,
      path,
      code: code(),
      title,
      draft,
      published: draft,
      publishedAt: published,
      createdAt: published,
      updatedAt: published,
    });
    const [top, menu, access] = await tx
      .insert(pages)
      .values([
        page('', 'トップ', documents.top),
        page('menu', 'メニュー・料金', documents.menu),
        page('access', 'アクセス', documents.access),
      ])
      .returning({ id: pages.id });
    if (!top || !menu || !access) throw new Error('insert returned nothing');
    await tx
      .update(sites)
      .set({
        homePageId: top.id,
        menu: [
          { label: 'トップ', page_id: top.id },
          { label: 'メニュー・料金', page_id: menu.id },
          { label: 'アクセス', page_id: access.id },
        ],
      })
      .where(eq(sites.id, site.id));
    // A fortnight of opens: the top most, the others from it.
    const views: (typeof pageViews.$inferInsert)[] = [];
    for (let daysAgo = 13; daysAgo >= 0; daysAgo -= 1) {
      const day = japanDay(new Date(seededAt.getTime() - daysAgo * DAY));
      const count = 5 + ((daysAgo * 7) % 6);
      for (let v = 0; v < count; v += 1) {
        const visitor = `site-${daysAgo}-${v}`;
        views.push({ pageId: top.id, day, visitor, friendId: null });
        if (v % 2 === 0) views.push({ pageId: menu.id, day, visitor, friendId: null });
        if (v % 3 === 0) views.push({ pageId: access.id, day, visitor, friendId: null });
      }
    }
    await tx.insert(pageViews).values(views);
  });
}
