import type { Media, MediaListItem, MediaVariant } from '@console/contract/media';
import type {
  RichMenu,
  RichMenuInsight,
  RichMenuListItem,
  RichMenuPublishLog,
} from '@console/contract/richmenus';

/*
 * The rich-menu screens' story data (issue 30): menus of each state, the library's images drawn
 * as SVG (no network), and a publish log in LINE's order.
 */

/** A menu image drawn by the story: a gradient with a lighter panel per cell. */
export function menuImage(width: number, height: number, columns: number, rows: number, hue = '#0b7a4b') {
  const cells: string[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const x = Math.round((c * width) / columns);
      const y = Math.round((r * height) / rows);
      const w = Math.round(((c + 1) * width) / columns) - x;
      const h = Math.round(((r + 1) * height) / rows) - y;
      cells.push(
        `<rect x="${x + 40}" y="${y + 40}" width="${w - 80}" height="${h - 80}" rx="60" fill="#ffffff" fill-opacity="0.3"/>`,
      );
    }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${hue}"/>${cells.join('')}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const at = '2026-11-20T01:00:00.000Z';

/** The library's images as its list answers them. */
export const images: MediaListItem[] = [
  {
    id: 11,
    name: '春のメニュー（大）',
    width: 2500,
    height: 1686,
    bytes: 420_000,
    content_type: 'image/png',
    preview_url: menuImage(240, 162, 3, 2),
    preview_width: 240,
    preview_height: 162,
    created_at: at,
    updated_at: at,
  },
  {
    id: 12,
    name: 'タブB（小）',
    width: 2500,
    height: 843,
    bytes: 1_300_000,
    content_type: 'image/jpeg',
    preview_url: menuImage(240, 81, 3, 1, '#1f5fbf'),
    preview_width: 240,
    preview_height: 81,
    created_at: at,
    updated_at: at,
  },
  {
    id: 13,
    name: '縦長の写真',
    width: 1000,
    height: 1000,
    bytes: 200_000,
    content_type: 'image/jpeg',
    preview_url: menuImage(162, 162, 1, 1, '#9e1d26'),
    preview_width: 240,
    preview_height: 240,
    created_at: at,
    updated_at: at,
  },
];

/** One image's details, with the sizes the library made. */
export function imageDetail(id: number): Media {
  const image = images.find((candidate) => candidate.id === id) ?? (images[0] as MediaListItem);
  const variant = (name: MediaVariant, width: number, height: number, columns: number, rows: number) => ({
    variant: name,
    url: menuImage(width, height, columns, rows, id === 12 ? '#1f5fbf' : id === 13 ? '#9e1d26' : '#0b7a4b'),
    content_type: image.content_type,
    width,
    height,
    bytes: 300_000,
  });
  return {
    ...image,
    imagemap_base_url: `/media/story-${id}/imagemap`,
    variants: [
      variant('original', image.width, image.height, 3, 2),
      variant('richmenu-full', 2500, 1686, 3, 2),
      variant('richmenu-half', 2500, 843, 3, 1),
    ],
  };
}

const item = (id: number, name: string, extra: Partial<RichMenuListItem> = {}): RichMenuListItem => ({
  id,
  name,
  chat_bar_text: 'メニュー',
  mode: 'full',
  size: { width: 2500, height: 1686 },
  image_id: 11,
  area_count: 6,
  alias_id: null,
  tab_group: null,
  audience: { type: 'default' },
  status: 'draft',
  changed_since_publish: false,
  published_at: null,
  updated_at: at,
  ...extra,
});

export const menus: RichMenuListItem[] = [
  item(1, '通常メニュー', {
    status: 'published',
    published_at: '2026-11-18T03:00:00.000Z',
    alias_id: 'tab-a',
    tab_group: '通常',
  }),
  item(2, 'タブB', {
    mode: 'half',
    size: { width: 2500, height: 843 },
    image_id: 12,
    area_count: 3,
    audience: { type: 'none' },
    alias_id: 'tab-b',
    tab_group: '通常',
    status: 'published',
    changed_since_publish: true,
    published_at: '2026-11-18T03:00:00.000Z',
  }),
  item(3, 'VIP会員メニュー', { audience: { type: 'segment', member_query_id: 1 }, image_id: null }),
];

/** The published full menu of six areas (id 1). */
export const published: RichMenu = {
  id: 1,
  name: '通常メニュー',
  chat_bar_text: 'メニュー',
  mode: 'full',
  layout: 'full-6',
  size: { width: 2500, height: 1686 },
  image_id: 11,
  areas: [
    {
      bounds: { x: 0, y: 0, width: 833, height: 843 },
      action: { type: 'uri', label: '予約', uri: 'https://example.jp/reserve' },
    },
    {
      bounds: { x: 833, y: 0, width: 834, height: 843 },
      action: { type: 'message', label: 'クーポン', text: 'クーポン' },
    },
    { bounds: { x: 1667, y: 0, width: 833, height: 843 }, action: { type: 'template', template_id: 1 } },
    { bounds: { x: 0, y: 843, width: 833, height: 843 }, action: { type: 'postback', data: 'menu=price' } },
    {
      bounds: { x: 833, y: 843, width: 834, height: 843 },
      action: { type: 'richmenuswitch', alias_id: 'tab-b', data: 'tab=b' },
    },
    { bounds: { x: 1667, y: 843, width: 833, height: 843 }, action: { type: 'uri', uri: 'tel:0312345678' } },
  ],
  selected: true,
  alias_id: 'tab-a',
  tab_group: '通常',
  audience: { type: 'default' },
  status: 'published',
  line_rich_menu_id: 'richmenu-sandbox-1',
  changed_since_publish: false,
  published_at: '2026-11-18T03:00:00.000Z',
  created_at: at,
  updated_at: at,
};

/** A draft LINE would refuse (id 3): its second area is outside the image. */
export const broken: RichMenu = {
  ...published,
  id: 3,
  name: 'VIP会員メニュー',
  image_id: 11,
  alias_id: null,
  tab_group: null,
  audience: { type: 'segment', member_query_id: 1 },
  status: 'draft',
  line_rich_menu_id: null,
  published_at: null,
  // Saved before LINE's rules were checked here: area B runs past the image's right edge.
  areas: published.areas.map((area, index) =>
    index === 1 ? { ...area, bounds: { ...area.bounds, width: 2000 } } : area,
  ),
};

export const publishLog: RichMenuPublishLog[] = [
  {
    id: 1,
    menu_id: 1,
    action: 'publish',
    ok: true,
    message: null,
    line_rich_menu_id: 'richmenu-sandbox-1',
    previous_line_rich_menu_id: null,
    steps: [
      { kind: 'validate', detail: '' },
      { kind: 'create', detail: 'richmenu-sandbox-1' },
      { kind: 'uploadImage', detail: 'image/png' },
      { kind: 'createAlias', detail: 'tab-a' },
      { kind: 'setDefault', detail: '' },
    ],
    created_at: '2026-11-18T03:00:00.000Z',
  },
];

/** LINE's numbers for the published menu: the 30 days to yesterday, taps per area. */
export const insight: RichMenuInsight = {
  available: true,
  message: null,
  from: '2026-10-28',
  to: '2026-11-26',
  impressions: 12480,
  areas: [1520, 860, 412, 95, 0, 37].map((clicks, index) => ({
    index,
    clicks,
    unique_users: Math.round(clicks * 0.6),
  })),
};
