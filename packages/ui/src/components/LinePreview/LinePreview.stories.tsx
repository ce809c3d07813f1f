import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinePreview, type LinePreviewMessage } from './LinePreview';

/** A picture that needs no network: a coloured SVG with a word on it. */
const picture = (color: string, word: string, width = 1040, height = 690) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="55%" font-size="${Math.round(height / 6)}" text-anchor="middle" fill="#ffffff">${word}</text></svg>`,
  )}`;

const greeting: LinePreviewMessage = {
  type: 'text',
  text: '山田 花子さん、ご来店ありがとうございました！\n次回のご予約は「マイページ」からいつでもお取りいただけます。',
};

const buttons: LinePreviewMessage = {
  type: 'template',
  altText: '次回のご予約',
  template: {
    type: 'buttons',
    thumbnailImageUrl: picture('#c2185b', 'SALON'),
    title: '次回のご予約',
    text: '前回から1か月が経ちました。カットのご予約はいかがですか？',
    actions: [
      { type: 'uri', label: '予約する' },
      { type: 'message', label: 'メニューを見る' },
      { type: 'postback', label: '今回は見送る' },
    ],
  },
};

const column = (word: string, color: string, title: string) => ({
  thumbnailImageUrl: picture(color, word),
  title,
  text: 'カット＋カラー 平日限定の特別価格です。',
  actions: [
    { type: 'uri', label: '詳しく見る' },
    { type: 'uri', label: '予約する' },
  ],
});

const carousel: LinePreviewMessage = {
  type: 'template',
  altText: '今月のおすすめ',
  template: {
    type: 'carousel',
    columns: [
      column('CUT', '#1f5fbf', 'カット'),
      column('COLOR', '#1e7a3c', 'カラー'),
      column('SPA', '#a35c00', 'ヘッドスパ'),
    ],
  },
};

const flexCarousel: LinePreviewMessage = {
  type: 'flex',
  altText: 'ご予約の確認',
  contents: {
    type: 'carousel',
    contents: ['10:00', '14:30'].map((time) => ({
      type: 'bubble',
      hero: { type: 'image', url: picture('#545c6b', time), aspectRatio: '20:13' },
      body: {
        type: 'box',
        layout: 'vertical',
        contents: [
          { type: 'text', text: 'ご予約の確認', weight: 'bold' },
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              { type: 'text', text: '日時', flex: 1 },
              { type: 'text', text: `12月1日(火) ${time}`, flex: 2, wrap: true },
            ],
          },
          { type: 'separator' },
          {
            type: 'box',
            layout: 'horizontal',
            contents: [
              { type: 'text', text: '担当', flex: 1 },
              { type: 'text', text: '佐藤 美咲', flex: 2 },
            ],
          },
        ],
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [{ type: 'button', style: 'primary', action: { type: 'uri', label: '予約を変更する' } }],
      },
    })),
  },
};

const meta = {
  title: '表示/LinePreview',
  component: LinePreview,
  args: { accountName: 'ヘアサロン 青空', messages: [greeting, buttons] },
  render: (args) => (
    <div style={{ inlineSize: 360 }}>
      <LinePreview {...args} />
    </div>
  ),
} satisfies Meta<typeof LinePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 吹き出しとボタンのテンプレート。押せるものはない（プレビュー）。アクションはラベルの一覧として読める。 */
export const TextAndButtons: Story = {
  name: 'TextAndButtons（テキストとボタン）',
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'LINE でのメッセージの見え方' });
    const [first, second] = within(region)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    await expect(first).toHaveTextContent('山田 花子さん、ご来店ありがとうございました！');
    // A preview opens nothing: no button, no link, nothing to tab to.
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
    await expect(within(region).queryAllByRole('link')).toHaveLength(0);
    const labels = within(second as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(labels).toEqual(['予約する', 'メニューを見る', '今回は見送る']);
    // Japanese line breaking: kinsoku on, the newline kept.
    const bubble = first?.querySelector('p') as HTMLElement;
    await expect(getComputedStyle(bubble).lineBreak).toBe('strict');
    await expect(getComputedStyle(bubble).whiteSpace).toBe('pre-wrap');
    await expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(
      (first?.getBoundingClientRect().width ?? 0) * 0.85 + 1,
    );
  },
};

/** LINE の色はテーマによらない（テーマはプレビューの外側だけ）。 */
export const SameInEveryTheme: Story = {
  name: 'SameInEveryTheme（LINE の色はテーマによらない）',
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(167, 188, 217)');
    const bubble = region.querySelector('p + ol p') as HTMLElement;
    await expect(getComputedStyle(bubble).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** 長い日本語と URL: 行頭に「。」や「」」が来ない（禁則）、URL は途中で折り返して吹き出しからはみ出さない。 */
export const LongJapaneseText: Story = {
  name: 'LongJapaneseText（長い日本語と URL の折り返し）',
  args: {
    messages: [
      {
        type: 'text',
        text: '【重要】年末年始の営業についてのお知らせです。12月29日（火）から1月3日（日）まではお休みをいただきます。ご予約の変更・キャンセルは「マイページ」から、お電話（03-1234-5678）でも承ります。詳しくは https://salon.example.jp/news/2026/year-end-holidays-and-reservations をご覧ください。',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    const bubble = region.querySelector('ol p') as HTMLElement;
    // Nothing sticks out of the bubble: the URL is broken inside it.
    await expect(bubble.scrollWidth).toBeLessThanOrEqual(bubble.clientWidth);
    await expect(bubble.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
  },
};

/** カルーセルは横に並び、幅は LINE と同じ 260 px。はみ出した分は横にスクロールする。 */
export const Carousel: Story = {
  name: 'Carousel（カルーセル）',
  args: { messages: [carousel] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    const row = within(region).getByRole('group', { name: '今月のおすすめ' });
    const cards = [...row.children] as HTMLElement[];
    await expect(cards).toHaveLength(3);
    await expect(Math.round(cards[0]?.getBoundingClientRect().width ?? 0)).toBe(260);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(getComputedStyle(row).overflowX).toBe('auto');
    // Reachable by keyboard, so the cards past the edge can be scrolled to without a mouse.
    await expect(row).toHaveAttribute('tabindex', '0');
  },
};

export const ConfirmAndImageCarousel: Story = {
  name: 'ConfirmAndImageCarousel（確認と画像カルーセル）',
  args: {
    messages: [
      {
        type: 'template',
        altText: 'ご予約の確認',
        template: {
          type: 'confirm',
          text: '12月1日(火) 10:00 のご予約を確定しますか？',
          actions: [
            { type: 'message', label: 'はい' },
            { type: 'message', label: 'いいえ' },
          ],
        },
      },
      {
        type: 'template',
        altText: 'スタイル',
        template: {
          type: 'image_carousel',
          columns: [
            { imageUrl: picture('#1f5fbf', 'A', 600, 600), action: { type: 'uri', label: 'ショート' } },
            { imageUrl: picture('#1e7a3c', 'B', 600, 600), action: { type: 'uri', label: 'ボブ' } },
          ],
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    const confirm = region.querySelector('ol > li') as HTMLElement;
    const [yes, no] = within(confirm).getAllByRole('listitem');
    // The two answers side by side, as LINE shows them.
    await expect(Math.round(yes?.getBoundingClientRect().top ?? 0)).toBe(
      Math.round(no?.getBoundingClientRect().top ?? 1),
    );
    await expect(within(region).getByText('ボブ')).toBeVisible();
  },
};

/** Flex: 横並びの box は flex の比（1:2）で幅を分ける。 */
export const FlexCarousel: Story = {
  name: 'FlexCarousel（Flex のカルーセル）',
  args: { messages: [flexCarousel] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    const label = within(region).getAllByText('日時')[0] as HTMLElement;
    const value = label.nextElementSibling as HTMLElement;
    const ratio = value.getBoundingClientRect().width / label.getBoundingClientRect().width;
    await expect(ratio).toBeGreaterThan(1.9);
    await expect(ratio).toBeLessThan(2.1);
    await expect(within(region).getAllByText('予約を変更する')).toHaveLength(2);
  },
};

export const StickerAndImage: Story = {
  name: 'StickerAndImage（スタンプと画像）',
  args: {
    messages: [
      { type: 'sticker', packageId: '446', stickerId: '1988' },
      {
        type: 'image',
        originalContentUrl: picture('#a35c00', 'PHOTO'),
        previewImageUrl: picture('#a35c00', 'PHOTO'),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    // No sticker images offline: the preview names the sticker instead of drawing a wrong one.
    await expect(within(region).getByText('スタンプ（パッケージ 446・スタンプ 1988）')).toBeVisible();
    await expect(within(region).getByRole('img', { name: '画像' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty（メッセージなし）',
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('メッセージがありません。')).toBeVisible();
  },
};
