import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinePreview, type LinePreviewFlexNode, type LinePreviewMessage } from './LinePreview';

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

/** A bubble whose body is one vertical box of `contents`. */
const bubbleOf = (contents: LinePreviewFlexNode[], extra: LinePreviewFlexNode = {}): LinePreviewFlexNode => ({
  type: 'bubble',
  body: { type: 'box', layout: 'vertical', contents },
  ...extra,
});

const flexMessage = (altText: string, contents: LinePreviewFlexNode): LinePreviewMessage => ({
  type: 'flex',
  altText,
  contents,
});

const sizes = ['nano', 'micro', 'deca', 'hecto', 'kilo'] as const;

/** バブルの大きさ（nano 120・micro 160・deca 220・hecto 241・kilo 260 px）。カルーセルのバブルはいちばん高いものにそろう。 */
export const FlexBubbleSizes: Story = {
  name: 'FlexBubbleSizes（バブルの大きさ）',
  args: {
    messages: [
      flexMessage('バブルの大きさ', {
        type: 'carousel',
        contents: sizes.map((size, index) =>
          bubbleOf(
            [
              { type: 'text', text: size, weight: 'bold', size: 'lg' },
              ...(index === 0
                ? [{ type: 'text', text: 'いちばん長い本文のバブルに高さがそろう', wrap: true }]
                : []),
            ],
            {
              size,
              footer: {
                type: 'box',
                layout: 'vertical',
                contents: [
                  {
                    type: 'button',
                    style: 'secondary',
                    height: 'sm',
                    action: { type: 'message', label: '選ぶ' },
                  },
                ],
              },
            },
          ),
        ),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'バブルの大きさ' });
    const bubbles = [...row.children] as HTMLElement[];
    await expect(bubbles.map((bubble) => Math.round(bubble.getBoundingClientRect().width))).toEqual([
      120, 160, 220, 241, 260,
    ]);
    // All of one height (LINE stretches a carousel's bubbles), the footers on one line.
    const heights = new Set(bubbles.map((bubble) => Math.round(bubble.getBoundingClientRect().height)));
    await expect(heights.size).toBe(1);
    // deca and hecto are drawn by LINE 13.6.0 or later: said under the message.
    const notes = within(canvasElement).getByRole('list', { name: 'LINE のバージョンによる違い' });
    await expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'deca サイズのバブルは LINE 13.6.0 以降（PC 版 7.17.0 以降）で表示されます。それより前の LINE では kilo サイズで表示されます。',
      'hecto サイズのバブルは LINE 13.6.0 以降（PC 版 7.17.0 以降）で表示されます。それより前の LINE では kilo サイズで表示されます。',
    ]);
  },
};

const swatch = (color: string, flex: number, text: string): LinePreviewFlexNode => ({
  type: 'box',
  layout: 'vertical',
  flex,
  backgroundColor: color,
  cornerRadius: 'md',
  paddingAll: 'sm',
  contents: [{ type: 'text', text, color: '#ffffff', size: 'sm', align: 'center' }],
});

/** box: spacing・padding・枠と角・グラデーション・absolute の位置（offsetTop / offsetEnd）。 */
export const FlexBoxGallery: Story = {
  name: 'FlexBoxGallery（box の配置）',
  args: {
    messages: [
      flexMessage(
        'box の配置',
        bubbleOf(
          [
            {
              type: 'box',
              layout: 'horizontal',
              spacing: 'md',
              contents: [swatch('#1f5fbf', 1, '1'), swatch('#1e7a3c', 2, '2'), swatch('#a35c00', 1, '1')],
            },
            {
              type: 'box',
              layout: 'vertical',
              margin: 'lg',
              paddingAll: 'xl',
              borderWidth: 'medium',
              borderColor: '#1f5fbf',
              cornerRadius: 'lg',
              contents: [{ type: 'text', text: 'paddingAll xl・枠 medium', size: 'sm' }],
            },
            {
              type: 'box',
              layout: 'vertical',
              margin: 'lg',
              height: '72px',
              cornerRadius: 'md',
              justifyContent: 'center',
              paddingStart: 'lg',
              background: {
                type: 'linearGradient',
                angle: '90deg',
                startColor: '#0b3d91',
                centerColor: '#6a1b9a',
                endColor: '#b71c1c',
              },
              contents: [
                { type: 'text', text: 'グラデーション', color: '#ffffff', weight: 'bold' },
                {
                  type: 'box',
                  layout: 'vertical',
                  position: 'absolute',
                  offsetTop: 'sm',
                  offsetEnd: 'sm',
                  backgroundColor: '#ffffff',
                  cornerRadius: 'xxl',
                  paddingStart: 'md',
                  paddingEnd: 'md',
                  contents: [{ type: 'text', text: 'NEW', size: 'xxs', color: '#b71c1c', weight: 'bold' }],
                },
              ],
            },
          ],
          { size: 'kilo' },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    const [one, two, three] = within(region)
      .getAllByText(/^[12]$/)
      .map((text) => (text.parentElement as HTMLElement).getBoundingClientRect());
    // flex 1:2:1 of the space left after two spacings of md (8px).
    await expect(Math.round((two?.width ?? 0) / (one?.width ?? 1))).toBe(2);
    await expect(Math.round((two?.left ?? 0) - (one?.right ?? 0))).toBe(8);
    await expect(Math.round((three?.left ?? 0) - (two?.right ?? 0))).toBe(8);
    const padded = within(region).getByText('paddingAll xl・枠 medium').parentElement as HTMLElement;
    await expect(getComputedStyle(padded).paddingTop).toBe('16px');
    await expect(getComputedStyle(padded).borderTopWidth).toBe('2px');
    const gradient = within(region).getByText('グラデーション').parentElement as HTMLElement;
    await expect(getComputedStyle(gradient).backgroundImage).toContain('linear-gradient(90deg');
    const badge = within(region).getByText('NEW').parentElement as HTMLElement;
    await expect(getComputedStyle(badge).position).toBe('absolute');
    await expect(
      Math.round(gradient.getBoundingClientRect().right - badge.getBoundingClientRect().right),
    ).toBe(4);
    await expect(Math.round(badge.getBoundingClientRect().top - gradient.getBoundingClientRect().top)).toBe(
      4,
    );
  },
};

const longText =
  '年末年始は12月29日から1月3日までお休みをいただきます。ご予約の変更・キャンセルは「マイページ」から承ります。';

/** text: 大きさ（xs・md・xl・3xl）、wrap: false の省略、maxLines、span（太字・色・取り消し線）、shrink-to-fit。 */
export const FlexText: Story = {
  name: 'FlexText（テキスト）',
  args: {
    messages: [
      flexMessage(
        'テキスト',
        bubbleOf(
          [
            {
              type: 'box',
              layout: 'baseline',
              spacing: 'sm',
              contents: (['xs', 'md', 'xl', '3xl'] as const).map((size) => ({
                type: 'text',
                text: size,
                size,
                flex: 0,
              })),
            },
            { type: 'text', text: longText, margin: 'md', size: 'sm' },
            { type: 'text', text: longText, margin: 'md', size: 'sm', wrap: true, maxLines: 2 },
            {
              type: 'text',
              margin: 'md',
              wrap: true,
              contents: [
                { type: 'span', text: 'カット ' },
                { type: 'span', text: '¥5,500', decoration: 'line-through', color: '#666666', size: 'sm' },
                { type: 'span', text: ' ¥4,400', weight: 'bold', color: '#b71c1c', size: 'xl' },
              ],
            },
            { type: 'text', text: '右寄せ・斜体', align: 'end', style: 'italic', margin: 'md', size: 'sm' },
            {
              type: 'text',
              text: 'adjustMode: shrink-to-fit で 1 行に収める長いテキスト',
              adjustMode: 'shrink-to-fit',
              margin: 'md',
            },
          ],
          { size: 'kilo' },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    const fontSize = (text: string) => getComputedStyle(within(region).getByText(text)).fontSize;
    await expect([fontSize('xs'), fontSize('md'), fontSize('xl'), fontSize('3xl')]).toEqual([
      '13px',
      '16px',
      '22px',
      '35px',
    ]);
    const [oneLine, twoLines] = within(region).getAllByText(longText);
    // wrap: false (LINE's default): one line ending in an ellipsis.
    await expect(getComputedStyle(oneLine as HTMLElement).textOverflow).toBe('ellipsis');
    await expect((oneLine as HTMLElement).scrollWidth).toBeGreaterThan((oneLine as HTMLElement).clientWidth);
    // maxLines: 2 of a longer text, clamped.
    const lineHeight = (oneLine as HTMLElement).getBoundingClientRect().height;
    await expect(Math.round((twoLines as HTMLElement).getBoundingClientRect().height / lineHeight)).toBe(2);
    await expect((twoLines as HTMLElement).scrollHeight).toBeGreaterThan(
      (twoLines as HTMLElement).clientHeight,
    );
    const price = within(region).getByText('¥5,500');
    await expect(getComputedStyle(price).textDecorationLine).toBe('line-through');
    await expect(getComputedStyle(within(region).getByText('¥4,400')).fontWeight).toBe('700');
    await expect(getComputedStyle(within(region).getByText('右寄せ・斜体')).textAlign).toBe('end');
    // shrink-to-fit: a smaller font instead of an ellipsis (approximate, as LINE's steps are not documented).
    const shrunk = within(region).getByText(/^adjustMode: shrink-to-fit/);
    await expect(Number.parseFloat(getComputedStyle(shrunk).fontSize)).toBeLessThan(16);
    await expect(shrunk.scrollWidth).toBeLessThanOrEqual(shrunk.clientWidth);
  },
};

/** 古い LINE で違って見える機能（動画・maxWidth・lineSpacing）は、メッセージの下にそのまま書く。 */
export const FlexVersionNotes: Story = {
  name: 'FlexVersionNotes（LINE のバージョンによる違い）',
  args: {
    messages: [
      flexMessage(
        '新メニューの動画',
        bubbleOf(
          [
            { type: 'text', text: '新メニューのご紹介', weight: 'bold', size: 'lg' },
            {
              type: 'box',
              layout: 'vertical',
              maxWidth: '160px',
              contents: [{ type: 'text', text: longText, wrap: true, lineSpacing: '6px', size: 'sm' }],
            },
          ],
          {
            size: 'kilo',
            hero: {
              type: 'video',
              url: 'https://example.com/movie.mp4',
              previewUrl: picture('#545c6b', 'MOVIE', 1600, 900),
              aspectRatio: '16:9',
              altContent: { type: 'image', url: picture('#545c6b', 'IMAGE', 1600, 900), size: 'full' },
            },
          },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getByRole('list', { name: 'LINE のバージョンによる違い' });
    const texts = within(notes)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(texts).toHaveLength(3);
    await expect(texts[0]).toContain('動画は LINE 11.22.0 以降');
    await expect(texts[1]).toContain('maxWidth');
    await expect(texts[2]).toContain('lineSpacing');
    // The video's preview picture, 16:9 across the bubble, and still nothing to press.
    const region = within(canvasElement).getByRole('region');
    const preview = region.querySelector('img') as HTMLImageElement;
    const { width, height } = preview.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
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
