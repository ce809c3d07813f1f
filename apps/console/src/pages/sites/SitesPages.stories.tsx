import { type Me, routePattern } from '@console/contract';
import { FRIENDS_OPS } from '@console/contract/friends';
import { MEDIA_OPS } from '@console/contract/media';
import {
  SITES_MESSAGES as M,
  PAGES_OPS,
  PAGES_PATHS,
  SITE_ACCESS_LABELS,
  SITES_OPS,
} from '@console/contract/pages';
import { TRACKERS_PATHS } from '@console/contract/trackers';
import { menuMessages } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, mock, ownerMe, PAGE_WAIT, PHONE_STORY, pageAt, ready } from '../../test/pageStory';
import { libraryImage } from '../editor/storyData';
import { SITES_TEXT as T } from './messages';
import { accessPage, homePage, ORIGIN, salon, salonPages, sites } from './storyData';

/**
 * サイトの一覧・設定（egg）・ページの編集（pure）を、アプリの本物のルートと MSW のモック API で描く
 * （issue 33）。プレビューはサーバーの HTML の代わりに、送られたタイトルを出す小さな HTML を返す。
 */

/** An operator who may write sites. */
const writer: Me = { ...ownerMe, permissions: [...ownerMe.permissions, 'SITE_WRITE'] };
/** One of the account without SITE_WRITE: the settings are theirs to read only. */
const reader: Me = ownerMe;

const listed = (path: string, rows: unknown[]) =>
  http.get(routePattern(path), () =>
    HttpResponse.json(rows, { headers: { 'x-total-count': String(rows.length) } }),
  );

const previewed = fn();

const shared = [
  listed(SITES_OPS.sites.path, sites),
  mock.json(routePattern(SITES_OPS.site.path), salon),
  mock.json(routePattern(SITES_OPS.sitePages.path), salonPages),
  http.get(routePattern(SITES_OPS.sitePage.path), ({ params }) =>
    Number(params.id) === homePage.id
      ? HttpResponse.json(homePage)
      : Number(params.id) === accessPage.id
        ? HttpResponse.json(accessPage)
        : HttpResponse.json({ message: 'ページが見つかりません。' }, { status: 404 }),
  ),
  mock.json(routePattern(PAGES_OPS.pageSettings.path), { liff_id: '1657000000-AbCdEfGh' }),
  http.post(PAGES_PATHS.preview, async ({ request }) => {
    const body = (await request.json()) as { title?: string };
    previewed(body);
    return new HttpResponse(
      `<!doctype html><html lang="ja"><body><h1>${body.title ?? ''}</h1></body></html>`,
      {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      },
    );
  }),
  mock.json(routePattern(MEDIA_OPS.mediaList.path), [libraryImage], 1),
  mock.json(routePattern(FRIENDS_OPS.tags.path), []),
  mock.json(routePattern(FRIENDS_OPS.varia.path), []),
  mock.json(routePattern(FRIENDS_OPS.commonVars.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(FRIENDS_OPS.forms.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(TRACKERS_PATHS.trackers), []),
];

const meta = {
  title: 'コンソール/ページ/サイト',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt(writer);
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

const LIST = '/line/site';
const SETTINGS = `/vue3-dev/line/site/egg/setting/${salon.id}`;
const EDIT = `/vue3-dev/line/site/pure/edit/${accessPage.id}`;
const [, members, friendsOnly] = sites as [(typeof sites)[0], (typeof sites)[0], (typeof sites)[0]];

async function listLoaded(canvasElement: HTMLElement) {
  await ready(canvasElement, T.listTitle);
  const table = screen(canvasElement).getByRole('table', { name: T.listTitle });
  await within(table).findByRole('link', { name: T.settingsOf(salon.name) }, PAGE_WAIT);
  return table;
}

async function settingsLoaded(canvasElement: HTMLElement) {
  await ready(canvasElement, T.settingsTitle);
  await screen(canvasElement).findByRole('textbox', { name: T.name }, PAGE_WAIT);
  await screen(canvasElement).findByRole('list', { name: T.pages }, PAGE_WAIT);
}

// The list ------------------------------------------------------------------------------------------

export const サイト一覧: Story = {
  name: 'サイト一覧（公開範囲・ページ数・閲覧数）',
  render: page(LIST),
  play: async ({ canvasElement }) => {
    const table = await listLoaded(canvasElement);
    await expect(within(table).getByText(T.pagesCount(3, 4))).toBeVisible();
    await expect(within(table).getByText('2,480')).toBeVisible();
    await expect(within(table).getByText('パスワードを知っている人だけ')).toBeVisible();
    await expect(within(table).getByText('友だちだけ')).toBeVisible();
    await expect(within(table).getByRole('link', { name: `${ORIGIN}/s/members` })).toHaveAttribute(
      'href',
      members.public_url,
    );
    await expect(within(table).getByRole('link', { name: T.settingsOf(friendsOnly.name) })).toHaveAttribute(
      'href',
      `/vue3-dev/line/site/egg/setting/${friendsOnly.id}`,
    );
    await expect(screen(canvasElement).getByRole('button', { name: T.create })).toBeVisible();
  },
};

export const サイト一覧スマートフォン: Story = {
  name: 'サイト一覧（スマートフォン 360 px: カード）',
  ...PHONE_STORY,
  render: page(LIST),
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const 空: Story = {
  name: 'サイト一覧（まだない: サイトとは）',
  render: page(LIST),
  parameters: { msw: { handlers: [listed(SITES_OPS.sites.path, []), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.listTitle);
    await expect(await screen(canvasElement).findByText(T.empty, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 読み込み中: Story = {
  name: 'サイト一覧（読み込み中: 表の形で場所を取っておく）',
  render: page(LIST),
  parameters: { msw: { handlers: [mock.loading(routePattern(SITES_OPS.sites.path)), ...shared] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { level: 1, name: T.listTitle }, PAGE_WAIT);
    const table = await screen(canvasElement).findByRole('table', { name: T.listTitle }, PAGE_WAIT);
    await expect(table.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(6);
  },
};

const created = fn();

export const サイトの作成: Story = {
  name: 'サイトの作成（アドレスの形・サーバーの 409・作成して設定へ）',
  tags: ['skip-visual'],
  render: page(LIST),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(SITES_OPS.createSite.path), async ({ request }) => {
          const sent = (await request.json()) as { name: string; slug: string };
          created(sent);
          if (sent.slug === 'members') return HttpResponse.json({ message: M.slugTaken }, { status: 409 });
          return HttpResponse.json({ ...salon, id: 9, name: sent.name, slug: sent.slug }, { status: 201 });
        }),
        http.get(routePattern(SITES_OPS.site.path), ({ params }) =>
          HttpResponse.json({ ...salon, id: Number(params.id), name: '新しいサイト', slug: 'new-site' }),
        ),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    created.mockClear();
    await listLoaded(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.create }));
    const dialog = await body().findByRole('dialog', { name: T.createTitle }, PAGE_WAIT);
    await userEvent.type(within(dialog).getByRole('textbox', { name: T.name }), '新しいサイト');
    const slug = within(dialog).getByRole('textbox', { name: T.address });
    await userEvent.type(slug, '-bad');
    // The full address as it is typed.
    await expect(within(dialog).getByText(T.slugPreview(`${ORIGIN}/s/-bad`))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: T.createSubmit }));
    await expect(await within(dialog).findByText(M.slug)).toBeVisible();
    await expect(created).not.toHaveBeenCalled();
    // Another site's address: the server's 409 at the field.
    await userEvent.clear(slug);
    await userEvent.type(slug, 'members');
    await userEvent.click(within(dialog).getByRole('button', { name: T.createSubmit }));
    await expect(await within(dialog).findByText(M.slugTaken, {}, PAGE_WAIT)).toBeVisible();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'new-site');
    await userEvent.click(within(dialog).getByRole('button', { name: T.createSubmit }));
    await waitFor(() => expect(created).toHaveBeenLastCalledWith({ name: '新しいサイト', slug: 'new-site' }));
    await ready(canvasElement, T.settingsTitle);
    await closeToasts(T.created);
  },
};

const removed = fn();

export const サイトの削除: Story = {
  name: 'サイト一覧（行のメニュー: 削除の確認はサイト名とページも消えることを言う）',
  tags: ['skip-visual'],
  render: page(LIST),
  parameters: {
    msw: {
      handlers: [
        http.delete(routePattern(SITES_OPS.deleteSite.path), ({ params }) => {
          removed(Number(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    removed.mockClear();
    await listLoaded(canvasElement);
    await userEvent.click(
      screen(canvasElement).getByRole('button', { name: menuMessages.rowActions(members.name) }),
    );
    // The LINE address is offered only with a LIFF id.
    await expect(await body().findByRole('menuitem', { name: T.copyLiffUrl })).toBeVisible();
    await userEvent.click(body().getByRole('menuitem', { name: T.remove }));
    const confirm = await body().findByRole(
      'alertdialog',
      { name: T.removeConfirm(members.name) },
      PAGE_WAIT,
    );
    await expect(within(confirm).getByText(T.removeMessage)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: T.remove }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith(members.id), PAGE_WAIT);
    await closeToasts(T.removed);
  },
};

// The egg settings ------------------------------------------------------------------------------------

export const サイトの設定: Story = {
  name: 'サイトの設定（基本・ページ・メニュー・デザイン・OGP・アクセス解析・公開範囲）',
  render: page(SETTINGS),
  play: async ({ canvasElement }) => {
    await settingsLoaded(canvasElement);
    const canvas = screen(canvasElement);
    await expect(canvas.getByRole('textbox', { name: T.address })).toHaveValue(salon.slug);
    await expect(canvas.getByRole('link', { name: `${ORIGIN}/s/${salon.slug}` })).toBeVisible();
    const pages = canvas.getByRole('list', { name: T.pages });
    await expect(within(pages).getByText(T.home)).toBeVisible();
    await expect(within(pages).getByText(`${ORIGIN}/s/${salon.slug}/recruit`)).toBeVisible();
    await expect(within(pages).getByText('下書き')).toHaveAttribute('data-status', 'draft');
    const menu = canvas.getByRole('list', { name: T.menu });
    await expect(within(menu).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: T.ga4 })).toHaveValue('G-AB12CD34EF');
    await expect(canvas.getByRole('combobox', { name: T.access })).toHaveTextContent(
      SITE_ACCESS_LABELS.public,
    );
    await expect(canvas.getByRole('button', { name: T.save })).toBeEnabled();
  },
};

export const サイトの設定スマートフォン: Story = {
  name: 'サイトの設定（スマートフォン 360 px: 1列）',
  ...PHONE_STORY,
  render: page(SETTINGS),
  play: async ({ canvasElement }) => {
    await settingsLoaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const パスワード設定済み: Story = {
  name: 'サイトの設定（パスワードを知っている人だけ: 設定済み）',
  render: page(SETTINGS),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(SITES_OPS.site.path), { ...salon, access: 'password', has_password: true }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await settingsLoaded(canvasElement);
    await expect(screen(canvasElement).getByRole('combobox', { name: T.access })).toHaveTextContent(
      SITE_ACCESS_LABELS.password,
    );
    await expect(screen(canvasElement).getByText(T.passwordSet)).toBeVisible();
    await expect(canvasElement.querySelector('input[type="password"]')).toHaveValue('');
  },
};

export const 友だちだけLIFFなし: Story = {
  name: 'サイトの設定（友だちだけ: LIFF ID がない）',
  render: page(SETTINGS),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(SITES_OPS.site.path), { ...salon, access: 'friends' }),
        mock.json(routePattern(PAGES_OPS.pageSettings.path), { liff_id: null }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await settingsLoaded(canvasElement);
    await expect(await screen(canvasElement).findByText(T.friendsNoLiff, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByText(T.friendsNote)).toBeVisible();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.pageSettings }));
    await expect(await body().findByRole('dialog', {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 読み取りのみ: Story = {
  name: 'サイトの設定（SITE_WRITE なし: 読み取りのみ）',
  render: page(SETTINGS, reader),
  play: async ({ canvasElement }) => {
    await settingsLoaded(canvasElement);
    await expect(screen(canvasElement).getByText(T.readOnly)).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: T.save })).toBeDisabled();
    await expect(screen(canvasElement).getByRole('textbox', { name: T.name })).toHaveAttribute('readonly');
    await expect(screen(canvasElement).queryByRole('button', { name: T.addPage })).toBeNull();
  },
};

const savedSite = fn();

export const サーバーのエラー: Story = {
  name: 'サイトの設定（保存: サーバーの 422 をその項目に・アドレスの 409）',
  render: page(SETTINGS),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(SITES_OPS.updateSite.path), async ({ request }) => {
          const sent = (await request.json()) as { slug: string };
          savedSite(sent);
          if (sent.slug === 'members') return HttpResponse.json({ message: M.slugTaken }, { status: 409 });
          return HttpResponse.json(
            {
              message: '入力内容に誤りがあります。',
              errors: { 'menu.2.page_id': [M.menuPage], ga4_id: [M.ga4] },
            },
            { status: 422 },
          );
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    savedSite.mockClear();
    await settingsLoaded(canvasElement);
    const canvas = screen(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: T.ogpTitle }), '（冬）');
    await userEvent.click(canvas.getByRole('button', { name: T.save }));
    await waitFor(() => expect(savedSite).toHaveBeenCalledTimes(1), PAGE_WAIT);
    await expect(await canvas.findByText(M.menuPage, {}, PAGE_WAIT)).toBeVisible();
    await expect(canvas.getByText(M.ga4)).toBeVisible();
    const address = canvas.getByRole('textbox', { name: T.address });
    await userEvent.clear(address);
    await userEvent.type(address, 'members');
    await userEvent.click(canvas.getByRole('button', { name: T.save }));
    // At the field (and in the toast).
    await waitFor(
      () => expect(address).toHaveAccessibleDescription(expect.stringContaining(M.slugTaken)),
      PAGE_WAIT,
    );
    await closeToasts(M.slugTaken);
  },
};

export const 見つかりません: Story = {
  name: 'サイトの設定（数字でない id: 見つかりません）',
  render: page('/vue3-dev/line/site/egg/setting/abc'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.notFound);
    await expect(screen(canvasElement).getByRole('link', { name: T.backToList })).toHaveAttribute(
      'href',
      LIST,
    );
  },
};

// The pure editor ------------------------------------------------------------------------------------

export const ページの編集: Story = {
  name: 'サイトのページの編集（アドレス・フォームなし・サイトの枠でプレビュー）',
  render: page(EDIT),
  play: async ({ canvasElement }) => {
    previewed.mockClear();
    await ready(canvasElement, T.pageEditTitle);
    const canvas = screen(canvasElement);
    // The heading stands while the page loads: the editor is there once its path field is.
    await expect(await canvas.findByRole('textbox', { name: T.pagePathLabel }, PAGE_WAIT)).toHaveValue(
      'access',
    );
    await expect(canvas.queryByRole('combobox', { name: 'テーマ' })).toBeNull();
    await expect(canvas.getByRole('link', { name: salon.name })).toHaveAttribute('href', SETTINGS);
    await waitFor(() => expect(previewed).toHaveBeenCalled(), PAGE_WAIT);
    await expect(previewed.mock.lastCall?.[0]).toMatchObject({ kind: 'site', id: accessPage.id, site_id: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'ブロックを追加' }));
    const items = await body().findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).not.toContain('フォーム');
    await userEvent.keyboard('{Escape}');
  },
};

export const トップページの編集: Story = {
  name: 'サイトのページの編集（トップページ: アドレスはサイトのもの）',
  render: page(`/vue3-dev/line/site/pure/edit/${homePage.id}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.pageEditTitle);
    const path = await screen(canvasElement).findByRole('textbox', { name: T.pagePathLabel }, PAGE_WAIT);
    await expect(path).toHaveValue(`/s/${salon.slug}`);
    await expect(path).toHaveAttribute('readonly');
    await expect(screen(canvasElement).getByText(T.pagePathHome)).toBeVisible();
  },
};
