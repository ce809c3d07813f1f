import type { Site, SitePage, SitePageSummary, SiteSummary } from '@console/contract/pages';

/* What the site screens' stories and tests answer (issue 33): sites in every access, one site's
 * egg settings and pages, and a page of it for the pure editor. */

export const ORIGIN = 'https://console.example.jp';
const LIFF = 'https://liff.line.me/1657000000-AbCdEfGh';

const summary = (changes: Partial<SiteSummary> & Pick<SiteSummary, 'id' | 'name' | 'slug'>): SiteSummary => ({
  public_url: `${ORIGIN}/s/${changes.slug}`,
  liff_url: `${LIFF}/s/${changes.slug}`,
  access: 'public',
  pages: 1,
  published_pages: 1,
  views: 0,
  open: true,
  updated_at: '2026-11-25T03:15:00.000Z',
  created_at: '2026-11-18T01:00:00.000Z',
  ...changes,
});

/** Newest change first, as the list answers. */
export const sites: SiteSummary[] = [
  summary({
    id: 1,
    name: '表参道ヘアサロン 公式サイト',
    slug: 'omotesando-salon',
    pages: 4,
    published_pages: 3,
    views: 2480,
    updated_at: '2026-11-28T05:40:00.000Z',
  }),
  summary({
    id: 2,
    name: '会員さま限定ページ',
    slug: 'members',
    access: 'password',
    pages: 2,
    published_pages: 2,
    views: 310,
    updated_at: '2026-11-27T09:00:00.000Z',
  }),
  summary({
    id: 3,
    name: '友だち限定 お得情報',
    slug: 'friends-only',
    access: 'friends',
    liff_url: null,
    pages: 1,
    published_pages: 0,
    open: false,
    updated_at: '2026-11-26T02:00:00.000Z',
  }),
];

const [salonSummary] = sites as [SiteSummary];

/** The first site's egg settings. */
export const salon: Site = {
  ...salonSummary,
  theme: 'sakura',
  ogp_media_id: null,
  ogp_title: '表参道ヘアサロン',
  ogp_description: '表参道駅から徒歩3分のヘアサロンです。',
  ga4_id: 'G-AB12CD34EF',
  meta_pixel_id: null,
  has_password: false,
  menu: [
    { label: 'ホーム', page_id: 101 },
    { label: 'メニュー・料金', page_id: 102 },
    { label: 'アクセス', page_id: 103 },
  ],
  home_page_id: 101,
};

const pageSummary = (
  changes: Partial<SitePageSummary> & Pick<SitePageSummary, 'id' | 'title' | 'path'>,
): SitePageSummary => ({
  kind: 'site',
  code: `SitePage${String(changes.id).padStart(4, '0')}`,
  public_url: `${ORIGIN}/s/omotesando-salon${changes.path ? `/${changes.path}` : ''}`,
  liff_url: null,
  status: 'published',
  has_unpublished_changes: false,
  publish_at: null,
  published_at: '2026-11-20T01:00:00.000Z',
  goal: null,
  views: 0,
  answers: 0,
  conversions: 0,
  updated_at: '2026-11-25T03:15:00.000Z',
  created_at: '2026-11-18T01:00:00.000Z',
  site_id: 1,
  home: false,
  ...changes,
});

/** The home page first, then by path, as the server answers. */
export const salonPages: SitePageSummary[] = [
  pageSummary({ id: 101, title: 'ホーム', path: '', home: true, views: 1800 }),
  pageSummary({ id: 103, title: 'アクセス', path: 'access', views: 220 }),
  pageSummary({ id: 102, title: 'メニュー・料金', path: 'menu', views: 460 }),
  pageSummary({
    id: 104,
    title: '採用情報',
    path: 'recruit',
    status: 'draft',
    published_at: null,
  }),
];

/** A page of the site (not the home page) on the pure editor. */
export const accessPage: SitePage = {
  ...pageSummary({ id: 103, title: 'アクセス', path: 'access', views: 220 }),
  description: '表参道駅 A2 出口から徒歩3分です。',
  ogp_media_id: null,
  theme: null,
  draft: {
    blocks: [
      { id: 'hd000001', type: 'heading', text: 'アクセス', level: 1 },
      { id: 'tx000001', type: 'text', text: '東京都港区北青山3-6-1 表参道ビル2階' },
    ],
  },
  published: {
    blocks: [{ id: 'hd000001', type: 'heading', text: 'アクセス', level: 1 }],
  },
  site: { id: 1, name: salon.name, slug: salon.slug },
};

/** The site's home page: its address is the site's. */
export const homePage: SitePage = {
  ...accessPage,
  id: 101,
  title: 'ホーム',
  path: '',
  home: true,
  public_url: `${ORIGIN}/s/omotesando-salon`,
};
