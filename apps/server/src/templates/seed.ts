import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rows } from '../db/raw';
import type { AccountFixture } from '../db/seed';
import { createGroup, createTemplate } from './service';

const IMAGE = 'https://example.jp/demo';
const uri = (label: string, path: string) => ({ type: 'uri', label, uri: `https://example.jp/${path}` });
const message = (label: string, text = label) => ({ type: 'message', label, text });

/** One Flex bubble of the winter menu: a hero image, the name and price, a booking button. */
const menuBubble = (name: string, price: string, note: string) => ({
  type: 'bubble',
  hero: {
    type: 'image',
    url: `${IMAGE}/${encodeURIComponent(name)}.jpg`,
    size: 'full',
    aspectRatio: '20:13',
    aspectMode: 'cover',
  },
  body: {
    type: 'box',
    layout: 'vertical',
    spacing: 'sm',
    contents: [
      { type: 'text', text: name, weight: 'bold', size: 'xl', wrap: true },
      { type: 'text', text: price, size: 'lg', color: '#06c755' },
      { type: 'text', text: note, size: 'sm', color: '#666666', wrap: true },
    ],
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [{ type: 'button', style: 'primary', action: uri('予約する', 'reserve') }],
  },
});

/**
 * Demo templates for the demo account (issue 29): two groups and a template of every kind — text
 * with insertions, image, sticker, image map, buttons, confirm, carousel, a Flex carousel — and a
 * draft LINE would refuse, so the list shows its problem. Uses the friends feature's common
 * variables by code (a missing one is filled with nothing at send time). Does nothing when the
 * account has templates.
 */
export async function seedTemplatesDemo(db: Db, demo: AccountFixture): Promise<void> {
  const accountId = demo.accountId;
  const [existing] = await rows(
    db,
    sql`SELECT id FROM message_templates WHERE account_id = ${accountId} LIMIT 1`,
  );
  if (existing) return;
  const accept = async () => ({ ok: true }) as const;
  const booking = await createGroup(db, accountId, '予約・来店');
  const campaign = await createGroup(db, accountId, 'キャンペーン');
  const add = (
    name: string,
    groupId: number | null,
    messages: Record<string, unknown>[],
    status: 'ready' | 'draft' = 'ready',
  ) => createTemplate(db, accept, accountId, { name, group_id: groupId, status, messages });

  await add('ご予約ありがとうございます', booking.id, [
    {
      type: 'text',
      text: 'ご予約ありがとうございます。{{common:shop_name}}です。\nご来店を心よりお待ちしております。\nお問い合わせ：{{common:shop_tel}}',
    },
    { type: 'sticker', packageId: '446', stickerId: '1988' },
  ]);
  await add('ご来店の確認', booking.id, [
    {
      type: 'template',
      altText: '明日のご予約の確認です',
      template: {
        type: 'confirm',
        text: '明日のご予約はお変わりありませんか？',
        actions: [message('はい'), message('変更したい')],
      },
    },
  ]);
  await add('店内のご案内', booking.id, [
    {
      type: 'image',
      originalContentUrl: `${IMAGE}/salon.jpg`,
      previewImageUrl: `${IMAGE}/salon-preview.jpg`,
    },
    {
      type: 'imagemap',
      baseUrl: `${IMAGE}/map`,
      altText: '店舗までの地図',
      baseSize: { width: 1040, height: 1040 },
      actions: [
        { type: 'uri', linkUri: 'https://example.jp/access', area: { x: 0, y: 0, width: 1040, height: 520 } },
        { type: 'message', text: '電話で問い合わせる', area: { x: 0, y: 520, width: 1040, height: 520 } },
      ],
    },
  ]);
  await add('メニューのご案内', campaign.id, [
    {
      type: 'template',
      altText: 'メニューのご案内',
      template: {
        type: 'buttons',
        thumbnailImageUrl: `${IMAGE}/menu.jpg`,
        title: 'メニューのご案内',
        text: 'カット・カラー・トリートメント。ご希望をお選びください。',
        actions: [
          uri('メニューを見る', 'menu'),
          uri('予約する', 'reserve'),
          message('問い合わせる', '問い合わせたい'),
        ],
      },
    },
  ]);
  await add('人気のメニュー', campaign.id, [
    {
      type: 'template',
      altText: '人気のメニュー',
      template: {
        type: 'carousel',
        columns: [
          { title: 'カット', text: '4,400円〜', actions: [uri('予約する', 'reserve?menu=cut')] },
          { title: 'カラー', text: '6,600円〜', actions: [uri('予約する', 'reserve?menu=color')] },
          { title: 'ヘッドスパ', text: '3,300円〜', actions: [uri('予約する', 'reserve?menu=spa')] },
        ],
      },
    },
  ]);
  await add('冬のおすすめ', campaign.id, [
    { type: 'text', text: '{{common:campaign_until}}まで、冬のおすすめメニューをご用意しました。' },
    {
      type: 'flex',
      altText: '冬のおすすめメニュー',
      contents: {
        type: 'carousel',
        contents: [
          menuBubble('うるおいトリートメント', '5,500円', '乾燥する季節の髪に。'),
          menuBubble('ヘッドスパ 30分', '3,300円', '頭皮をほぐして、ぐっすり。'),
          menuBubble('カット＋カラー', '9,900円', '年末年始の前に。'),
        ],
      },
    },
  ]);
  await add('年末年始の営業（作成中）', null, [{ type: 'text', text: '' }], 'draft');
}
