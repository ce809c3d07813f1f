import { routePattern } from '@console/contract';
import {
  MEDIA_MESSAGES,
  MEDIA_OPS,
  MEDIA_VARIANTS,
  type Media,
  type MediaListItem,
} from '@console/contract/media';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  AppPage,
  closeToasts,
  LONG_TEXT,
  mock,
  ownerMe,
  PAGE_WAIT,
  PHONE_STORY,
  settled,
  staffMe,
} from '../test/pageStory';
import { MEDIA_TEXT as T } from './messages';

/**
 * 画像ライブラリ（/vue3-dev/line/visual）を、アプリの本物のルートと MSW のモック API で描く。
 * サムネイルは data: の SVG（画像ファイルを置かず、どのテーマでも同じ絵になる）。
 */

const PATH = '/vue3-dev/line/visual';
/** The owner with the library's write key (the shared fixture's owner holds only the older keys). */
const mediaOwner = { ...ownerMe, permissions: [...ownerMe.permissions, 'MEDIA_WRITE' as const] };

const svg = (from: string, to: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  )}`;

const item = (
  id: number,
  name: string,
  colours: [string, string],
  width: number,
  height: number,
): MediaListItem => {
  const scale = 240 / Math.max(width, height);
  const previewWidth = Math.round(width * scale);
  const previewHeight = Math.round(height * scale);
  return {
    id,
    name,
    width,
    height,
    bytes: 812_000,
    content_type: 'image/jpeg',
    preview_url: svg(...colours, previewWidth, previewHeight),
    preview_width: previewWidth,
    preview_height: previewHeight,
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-20T01:00:00.000Z',
  };
};

const items: MediaListItem[] = [
  item(1, '冬のキャンペーン', ['#1d4ed8', '#93c5fd'], 2500, 1686),
  item(2, 'メニュー（小）', ['#047857', '#6ee7b7'], 2500, 843),
  item(3, '新商品のご案内', ['#b45309', '#fde68a'], 1040, 1040),
  item(4, LONG_TEXT, ['#6d28d9', '#f0abfc'], 1200, 1600),
];

const SIZES: Record<(typeof MEDIA_VARIANTS)[number], [number, number, number]> = {
  original: [2500, 1686, 812_000],
  preview: [240, 162, 9_800],
  'imagemap-240': [240, 162, 9_800],
  'imagemap-300': [300, 202, 14_200],
  'imagemap-460': [460, 310, 28_100],
  'imagemap-700': [700, 472, 61_300],
  'imagemap-1040': [1040, 701, 121_000],
  'richmenu-full': [2500, 1686, 540_000],
  'richmenu-half': [2500, 843, 262_000],
};
const detail = (base: MediaListItem): Media => ({
  ...base,
  imagemap_base_url: '/media/AbCdEfGhIjKlMnOpQrStUv/imagemap',
  variants: MEDIA_VARIANTS.map((variant) => {
    const [width, height, bytes] = SIZES[variant];
    return {
      variant,
      url: `/media/AbCdEfGhIjKlMnOpQrStUv/${variant}`,
      content_type: 'image/jpeg',
      width,
      height,
      bytes,
    };
  }),
});

const list = routePattern(MEDIA_OPS.mediaList.path);
const one = routePattern(MEDIA_OPS.media.path);
const shared = [
  mock.json(list, items, items.length),
  http.get(one, ({ params }) => {
    const found = items.find((candidate) => String(candidate.id) === params.id);
    return found
      ? HttpResponse.json(detail(found))
      : HttpResponse.json({ message: '見つかりません。' }, { status: 404 });
  }),
];

const meta = {
  title: 'コンソール/画像ライブラリ',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page =
  (me = mediaOwner): Story['render'] =>
  (_args, { globals }) => <AppPage path={PATH} me={me} theme={globals.theme} />;
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

async function ready(canvasElement: HTMLElement) {
  await screen(canvasElement).findByRole('heading', { level: 1, name: T.title }, PAGE_WAIT);
  await settled(canvasElement);
  await screen(canvasElement).findByRole('list', { name: T.listLabel }, PAGE_WAIT);
}

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

export const 画像ライブラリ: Story = {
  render: page(),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const grid = screen(canvasElement).getByRole('list', { name: T.listLabel });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(items.length);
    await expect(within(grid).getByText('冬のキャンペーン')).toBeVisible();
    await expect(within(grid).getByText('2,500 × 1,686')).toBeVisible();
    // Thumbnails load lazily, their place kept by their size.
    const image = grid.querySelector('img') as HTMLImageElement;
    await expect(image.loading).toBe('lazy');
    await expect(image.getAttribute('width')).toBe('240');
    await expect(screen(canvasElement).getByLabelText(T.dropLabel)).toBeEnabled();
  },
};

export const 画像ライブラリ_読み込み中: Story = {
  name: '画像ライブラリ（読み込み中: 一覧の場所を取っておく）',
  render: page(),
  parameters: { msw: { handlers: [mock.loading(list), ...shared] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { level: 1, name: T.title }, PAGE_WAIT);
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.console-ui-Skeleton').length).toBeGreaterThan(3),
      PAGE_WAIT,
    );
  },
};

export const 画像ライブラリ_空: Story = {
  name: '画像ライブラリ（まだない）',
  render: page(),
  parameters: { msw: { handlers: [mock.json(list, [], 0), ...shared] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { level: 1, name: T.title }, PAGE_WAIT);
    await expect(await screen(canvasElement).findByText(T.empty, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 複数の画像をアップロード: Story = {
  name: '複数の画像をアップロード（ファイルごとの進み具合とエラー）',
  render: page(),
  parameters: {
    msw: {
      handlers: [
        http.post(list, async ({ request }) => {
          const form = await request.formData();
          const file = form.get('file') as File;
          if (file.name.startsWith('memo'))
            return HttpResponse.json(
              { message: MEDIA_MESSAGES.notImage, errors: { file: [MEDIA_MESSAGES.notImage] } },
              { status: 422 },
            );
          return HttpResponse.json(detail(items[0] as MediaListItem), { status: 201 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const input = screen(canvasElement).getByLabelText(T.dropLabel);
    await userEvent.upload(input, [jpeg('春の写真.jpg'), jpeg('memo.png')]);
    const uploads = await screen(canvasElement).findByRole('region', { name: T.uploads }, PAGE_WAIT);
    await waitFor(() => expect(within(uploads).getByText(T.done)).toBeVisible(), PAGE_WAIT);
    const error = await within(uploads).findByRole('alert', {}, PAGE_WAIT);
    await expect(error).toHaveTextContent(MEDIA_MESSAGES.notImage);
    await expect(within(uploads).getByText('春の写真.jpg')).toBeVisible();
    await expect(within(uploads).getByText('memo.png')).toBeVisible();
  },
};

export const 画像の詳細: Story = {
  name: '画像の詳細（大きさごとの画素数と URL のコピー）',
  render: page(),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(
      screen(canvasElement).getByRole('button', { name: T.detailsOf('冬のキャンペーン') }),
    );
    const dialog = await body().findByRole('dialog', { name: T.detailsOf('冬のキャンペーン') }, PAGE_WAIT);
    const variants = await within(dialog).findByRole('list', { name: T.variants }, PAGE_WAIT);
    await expect(within(variants).getAllByRole('listitem')).toHaveLength(MEDIA_VARIANTS.length);
    await expect(within(variants).getByText(T.variantLabels['richmenu-half'])).toBeVisible();
    await expect(within(variants).getByText('2,500 × 843・256 KB')).toBeVisible();
    await expect(
      within(variants).getByRole('button', { name: T.copyUrlOf(T.variantLabels['imagemap-1040']) }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: T.rename })).toBeVisible();
  },
};

export const 使われている画像は削除できない: Story = {
  name: '使われている画像は削除できない（409 のメッセージを出す）',
  render: page(),
  parameters: {
    msw: {
      handlers: [
        http.delete(one, () =>
          HttpResponse.json(
            { message: MEDIA_MESSAGES.inUse('リッチメニュー「春のメニュー」') },
            { status: 409 },
          ),
        ),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.detailsOf('新商品のご案内') }));
    const dialog = await body().findByRole('dialog', { name: T.detailsOf('新商品のご案内') }, PAGE_WAIT);
    await userEvent.click(await within(dialog).findByRole('button', { name: T.delete }, PAGE_WAIT));
    const confirm = await body().findByRole(
      'alertdialog',
      { name: T.deleteConfirm('新商品のご案内') },
      PAGE_WAIT,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: T.delete }));
    await waitFor(
      () =>
        expect(document.body.textContent).toContain(
          '使われている画像は削除できません（リッチメニュー「春のメニュー」）。',
        ),
      PAGE_WAIT,
    );
    await closeToasts();
  },
};

export const 閲覧のみ: Story = {
  name: '画像ライブラリ（閲覧のみのスタッフ: アップロードできない）',
  render: page(staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByLabelText(T.dropLabel)).toBeDisabled();
    await expect(screen(canvasElement).getByText(T.noWrite)).toBeVisible();
  },
};

export const 画像ライブラリ_スマートフォン: Story = {
  name: '画像ライブラリ（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page(),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
