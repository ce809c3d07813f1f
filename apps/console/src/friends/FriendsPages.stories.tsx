import { HOME_OPS, routePattern } from '@console/contract';
import {
  type CommonVars,
  type Forms,
  FRIENDS_OPS,
  type Friend,
  type FriendDetail,
  type MemberQuery,
  type Tag,
  type Varia,
} from '@console/contract/friends';
import { type FriendRichMenu, RICHMENUS_OPS } from '@console/contract/richmenus';
import { ToastProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { ME_KEY } from '../shared/me';
import { DEFAULT_PAGE_META, PageMetaProvider } from '../shared/meta';
import {
  AppPage,
  closeToasts,
  mock,
  ownerMe,
  PAGE_WAIT,
  PHONE_STORY,
  SERVER_ERROR_MESSAGE,
  settled,
  staffMe,
} from '../test/pageStory';
import { FRIENDS_TEXT as T } from './messages';
import { friendsFeature } from './routes';

/**
 * 友だちとそのデータの画面（友だち一覧・詳細、セグメント、タグ、友だち情報、共通変数）を、アプリの本物のルートと
 * MSW のモック API で描く。
 */

/** The owner with the keys of friends' writes (issue 26: friend-information, a friend's data, segments). */
const writerMe = {
  ...ownerMe,
  permissions: [
    ...ownerMe.permissions,
    'FRIEND_VAR_WRITE' as const,
    'FRIEND_WRITE' as const,
    'SEGMENT_WRITE' as const,
    'RICHMENU_WRITE' as const,
  ],
};
const commonMe = { ...writerMe, permissions: [...writerMe.permissions, 'COMMON_VAR_WRITE' as const] };

const tags: Tag[] = [
  { id: 1, name: 'カット', group_id: 1, order: 1, friend_count: 540 },
  { id: 2, name: 'カラー', group_id: 1, order: 2, friend_count: 512 },
  { id: 3, name: 'リピーター', group_id: 2, order: 3, friend_count: 1203 },
  { id: 4, name: '秋のキャンペーン', group_id: null, order: 4, friend_count: 0 },
];
const tagGroups = [
  { id: 1, name: '興味のあるメニュー', order: 1 },
  { id: 2, name: '来店状況', order: 2 },
];

const NAMES = ['佐藤 花子', '鈴木 太郎', 'サクラ', '高橋 ゆい', '田中 蓮'];
const friends: Friend[] = NAMES.map((name, i) => ({
  id: i + 1,
  line_user_id: `U${String(i + 1).padStart(32, '0')}`,
  display_name: name,
  picture_url: null,
  status: i === 3 ? 'blocked' : 'following',
  followed_at: new Date(Date.UTC(2024, 6, 10 - i, 3, 0)).toISOString(),
  blocked_at: i === 3 ? '2024-07-12T03:00:00.000Z' : null,
  last_active_at: new Date(Date.UTC(2024, 6, 14 - i, 5, 30)).toISOString(),
  tag_ids: i % 2 === 0 ? [1, 3] : [2],
}));

const varia: Varia = {
  groups: [
    { id: 'fav', name: 'お気に入り' },
    { id: 1, name: '基本情報' },
    { id: 2, name: '来店の記録' },
  ],
  items: [
    { id: 1, name: '誕生日', type: 'date', group_id: 1, favorite: true, translatable: true },
    { id: 2, name: '会員ランク', type: 'choice', group_id: 1, favorite: true, translatable: true },
    { id: 3, name: '来店回数', type: 'number', group_id: 2, favorite: false, translatable: true },
    { id: 4, name: '好きなメニュー', type: 'text', group_id: 2, favorite: false, translatable: true },
    { id: 5, name: '仕上がりの写真', type: 'image', group_id: 2, favorite: false, translatable: false },
  ],
  ids: [1, 2, 3, 4, 5],
};
const choices = [
  { id: 1, name: '一般' },
  { id: 2, name: 'シルバー' },
  { id: 3, name: 'ゴールド' },
];
const common: CommonVars = {
  groups: [{ id: 1, name: '店舗情報' }],
  items: [
    {
      id: 11,
      name: '店舗名',
      type: 'text',
      group_id: 1,
      favorite: true,
      translatable: true,
      code: 'shop_name',
      value: 'ヘアサロン デモ 表参道店',
    },
    {
      id: 12,
      name: '電話番号',
      type: 'text',
      group_id: 1,
      favorite: false,
      translatable: true,
      code: 'shop_tel',
      value: '03-1234-5678',
    },
  ],
  ids: [11, 12],
};
const forms: Forms = { groups: [], items: [], ids: [] };
const segments: MemberQuery[] = [
  {
    id: 1,
    name: 'ゴールド会員のリピーター',
    filter: { tags_all: [3], vars: [{ var_id: 2, op: 'eq', value: 'ゴールド' }], status: 'following' },
    updated_at: '2024-07-01T00:00:00.000Z',
  },
];
const detail: FriendDetail = {
  ...(friends[0] as Friend),
  memo: '前髪は短めが好み',
  vars: { '1': '1990-04-01', '2': 'ゴールド', '3': '12' },
};

/** What the friend sees as their rich menu (issue 30): a segment's menu linked to them. */
const friendRichMenu: FriendRichMenu = {
  friend_id: 1,
  source: 'user',
  menu: {
    id: 3,
    name: 'VIP会員メニュー',
    chat_bar_text: '会員メニュー',
    image_id: null,
    line_rich_menu_id: 'richmenu-sandbox-3',
  },
};

const shared = [
  mock.json(routePattern(RICHMENUS_OPS.friendRichMenu.path), friendRichMenu),
  mock.json(routePattern(FRIENDS_OPS.tags.path), tags),
  mock.json(routePattern(FRIENDS_OPS.tagGroups.path), tagGroups),
  mock.json(routePattern(FRIENDS_OPS.memberQueries.path), segments),
  mock.json(routePattern(FRIENDS_OPS.varia.path), varia),
  mock.json(routePattern(FRIENDS_OPS.varChoices.path), choices),
  mock.json(routePattern(FRIENDS_OPS.commonVars.path), common),
  mock.json(routePattern(FRIENDS_OPS.forms.path), forms),
];

const meta = {
  title: 'コンソール/友だち',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page =
  (path: string, me = writerMe): Story['render'] =>
  (_args, { globals }) => <AppPage path={path} me={me} theme={globals.theme} />;
const screen = (canvasElement: HTMLElement) => within(canvasElement);

/** A phone's page width: 360 px (the shell keeps no padding of its own there). */
const PHONE_WIDTH = 360;

/**
 * One screen at a phone's width, without the shell: the story runner's window is 1024 px wide, so
 * the shell would draw its side menu; the lists' card layout follows the list's own width (a
 * container query), which this frame sets.
 */
function PhoneScreen({
  path,
  routeName,
  me = writerMe,
}: {
  path: string;
  routeName: string;
  me?: typeof writerMe;
}) {
  const route = friendsFeature.routes.find((candidate) => candidate.name === routeName);
  const [router] = useState(() =>
    createMemoryRouter(
      route ? [{ path: route.path, lazy: async () => ({ Component: await route.screen() }) }] : [],
      { initialEntries: [path] },
    ),
  );
  return (
    <PageMetaProvider meta={DEFAULT_PAGE_META}>
      <SWRConfig
        value={{
          provider: () => new Map(),
          fallback: { [ME_KEY]: me },
          dedupingInterval: 0,
          shouldRetryOnError: false,
        }}
      >
        <div style={{ inlineSize: PHONE_WIDTH }} data-testid="phone">
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </div>
      </SWRConfig>
    </PageMetaProvider>
  );
}
const body = () => within(document.body);

async function ready(canvasElement: HTMLElement, heading: string) {
  await screen(canvasElement).findByRole('heading', { level: 1, name: heading }, PAGE_WAIT);
  await settled(canvasElement);
}

// 友だち一覧 ------------------------------------------------------------------------------------------

export const 友だち一覧: Story = {
  render: page('/line/friends'),
  parameters: {
    msw: { handlers: [mock.json(routePattern(FRIENDS_OPS.friends.path), friends, 3000), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.friends);
    const table = screen(canvasElement).getByRole('table', { name: T.titles.friends });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(screen(canvasElement).getByText(T.total(3000))).toBeVisible();
    await expect(within(table).getAllByText('カット')).toHaveLength(3);
    await expect(screen(canvasElement).getByRole('navigation', { name: T.pageOf(1, 30) })).toBeVisible();
  },
};

export const 友だち一覧_タグをまとめて付ける: Story = {
  render: page('/line/friends'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(FRIENDS_OPS.friends.path), friends, 5),
        http.post(routePattern(FRIENDS_OPS.tagFriends.path), async () =>
          HttpResponse.json({ changed: 2, friend_count: 542 }),
        ),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.friends);
    const table = screen(canvasElement).getByRole('table', { name: T.titles.friends });
    await userEvent.click(within(table).getByRole('checkbox', { name: '鈴木 太郎を選択' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'サクラを選択' }));
    await expect(screen(canvasElement).getByText(T.selected(2))).toBeVisible();
    const bulk = screen(canvasElement).getByRole('group', { name: T.bulkLabel });
    await userEvent.click(within(bulk).getByRole('combobox', { name: T.bulkTag }));
    await userEvent.click(await body().findByRole('option', { name: 'カット' }));
    await userEvent.click(within(bulk).getByRole('button', { name: T.tagSelected }));
    await expect((await body().findAllByText(T.tagged('カット', 2)))[0]).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).getByText(T.selected(0))).toBeVisible());
    await closeToasts();
  },
};

export const 友だち一覧_スタッフ: Story = {
  name: '友だち一覧（スタッフ: タグの操作なし）',
  render: page('/line/friends', staffMe),
  parameters: {
    msw: { handlers: [mock.json(routePattern(FRIENDS_OPS.friends.path), friends, 5), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.friends);
    await expect(screen(canvasElement).queryByRole('group', { name: T.bulkLabel })).toBeNull();
    await expect(screen(canvasElement).queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const 友だち一覧_読み込み中: Story = {
  name: '友だち一覧（読み込み中: 表の形で場所を取っておく）',
  render: page('/line/friends'),
  parameters: { msw: { handlers: [mock.loading(routePattern(FRIENDS_OPS.friends.path)), ...shared] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { level: 1, name: T.titles.friends }, PAGE_WAIT);
    const table = await screen(canvasElement).findByRole('table', { name: T.titles.friends }, PAGE_WAIT);
    await expect(table.closest('[aria-busy="true"]') ?? table).toHaveAttribute('aria-busy', 'true');
    // A screenful of placeholder rows, so the pager below does not move when the friends arrive.
    await expect(table.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(8);
  },
};

export const 友だち一覧_スマホ: Story = {
  ...PHONE_STORY,
  name: '友だち一覧（スマホ幅 360 px: 各行をカードに）',
  render: () => <PhoneScreen path="/line/friends" routeName="FriendListPage" />,
  parameters: {
    ...PHONE_STORY.parameters,
    msw: { handlers: [mock.json(routePattern(FRIENDS_OPS.friends.path), friends, 5), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.friends);
    const table = screen(canvasElement).getByRole('table', { name: T.titles.friends });
    const blocked = within(table).getByRole('row', { name: /高橋 ゆい/ });
    const status = within(blocked).getByText('ブロック中');
    // 「ブロック中」 on one line, not ブ／ロ／ッ／ク／中: one character is about 16 px wide.
    await expect(status.getBoundingClientRect().width).toBeGreaterThan(48);
    await expect(status.getBoundingClientRect().height).toBeLessThan(40);
    // Nothing wider than the phone.
    const phone = screen(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

export const 友だち一覧_エラー: Story = {
  render: page('/line/friends'),
  parameters: { msw: { handlers: [mock.error(routePattern(FRIENDS_OPS.friends.path)), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.friends);
    await expect(screen(canvasElement).getByText(SERVER_ERROR_MESSAGE)).toBeVisible();
  },
};

export const 友だち一覧_空: Story = {
  render: page('/line/friends?q=%E5%B1%B1%E7%94%B0'),
  parameters: { msw: { handlers: [mock.json(routePattern(FRIENDS_OPS.friends.path), [], 0), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.friends);
    await expect(screen(canvasElement).getByText(T.noFriends)).toBeVisible();
    await expect(screen(canvasElement).getByRole('searchbox', { name: T.searchLabel })).toHaveValue('山田');
  },
};

// 友だちの詳細 ----------------------------------------------------------------------------------------

export const 友だちの詳細: Story = {
  render: page('/line/friends/1'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(FRIENDS_OPS.friend.path), detail),
        http.patch(routePattern(FRIENDS_OPS.friend.path), async ({ request }) => {
          const patch = (await request.json()) as { memo: string };
          return HttpResponse.json({ ...detail, memo: patch.memo });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, '佐藤 花子');
    await expect(
      await screen(canvasElement).findByRole('checkbox', { name: 'カット' }, PAGE_WAIT),
    ).toBeChecked();
    await expect(screen(canvasElement).getByRole('checkbox', { name: 'カラー' })).not.toBeChecked();
    await expect(
      await screen(canvasElement).findByRole('textbox', { name: '来店回数' }, PAGE_WAIT),
    ).toHaveValue('12');
    await expect(screen(canvasElement).getByRole('textbox', { name: '誕生日' })).toHaveValue('1990/04/01');
    // The rich menu LINE shows this friend: their segment's, over the default, with its editor.
    const richMenu = screen(canvasElement).getByRole('region', { name: T.richMenu });
    await expect(
      await within(richMenu).findByRole('link', { name: T.richMenuEdit('VIP会員メニュー') }, PAGE_WAIT),
    ).toHaveAttribute('href', '/line/richmenu/3');
    await expect(richMenu).toHaveTextContent('この友だち専用（セグメント）');
    // An image has no input here; the four others do.
    await expect(screen(canvasElement).queryByText('仕上がりの写真')).toBeNull();
    const memo = screen(canvasElement).getByRole('textbox', { name: T.memo });
    await userEvent.type(memo, '。次回はカラーも');
    const save = screen(canvasElement).getByRole('button', { name: T.save });
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    // The toast, and the live announcer's copy of it.
    await expect((await body().findAllByText(T.saved))[0]).toBeVisible();
    // Nothing left to save, and focus stays on the button (no jump to the page top).
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await expect(save).toHaveFocus();
    // The LINE user id waits in 「詳細情報」, closed.
    const details = screen(canvasElement).getByText('詳細情報').closest('details') as HTMLDetailsElement;
    await expect(details.open).toBe(false);
    await closeToasts();
  },
};

export const 友だちの詳細_友だち情報の読み込みエラー: Story = {
  render: page('/line/friends/1'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(FRIENDS_OPS.friend.path), detail),
        mock.error(routePattern(FRIENDS_OPS.varia.path)),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, '佐藤 花子');
    // spec §8: the notice of the data set, the page still usable (memo and tags).
    await expect(await screen(canvasElement).findByText(T.loadVariaError)).toBeVisible();
    await expect(screen(canvasElement).getByRole('textbox', { name: T.memo })).toBeEnabled();
  },
};

// タグ -----------------------------------------------------------------------------------------------

export const タグ管理: Story = {
  render: page('/vue3-dev/line/tag'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(FRIENDS_OPS.tags.path), async () => {
          await delay(50);
          return HttpResponse.json(
            { message: '入力内容に誤りがあります。', errors: { name: ['同じ名前のタグがすでにあります。'] } },
            { status: 422 },
          );
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.tags);
    const table = screen(canvasElement).getByRole('table', { name: T.titles.tags });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('link', { name: T.tagSettingsLabel('カット') })).toHaveAttribute(
      'href',
      '/vue3-dev/line/tag/setting/1?group=1',
    );
    const form = screen(canvasElement).getByRole('form', { name: T.addTag });
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(T.tagName) }), 'カット');
    await userEvent.click(within(form).getByRole('button', { name: T.addTag }));
    await expect(await within(form).findByText('同じ名前のタグがすでにあります。')).toBeVisible();
    await closeToasts();
  },
};

export const タグの設定: Story = {
  render: page('/vue3-dev/line/tag/setting/3?group=2'),
  parameters: { msw: { handlers: [mock.json(routePattern(FRIENDS_OPS.tag.path), tags[2]), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.tag);
    await expect(
      await screen(canvasElement).findByRole('textbox', { name: new RegExp(T.tagName) }, PAGE_WAIT),
    ).toHaveValue('リピーター');
    await expect(screen(canvasElement).getByText(T.count(1203))).toBeVisible();
    await expect(screen(canvasElement).getByRole('link', { name: T.showFriends })).toHaveAttribute(
      'href',
      '/line/friends?tags=3',
    );
  },
};

// 友だち情報・共通変数 --------------------------------------------------------------------------------

export const 友だち情報: Story = {
  render: page('/vue3-dev/line/var'),
  parameters: { msw: { handlers: shared } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.vars);
    const table = screen(canvasElement).getByRole('table', { name: T.varListHeading });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.addVar }));
    const dialog = await body().findByRole('dialog', { name: T.newVar });
    await userEvent.click(within(dialog).getByRole('combobox', { name: T.varType }));
    await userEvent.click(await body().findByRole('option', { name: '選択肢' }));
    await expect(
      within(dialog).getByRole('textbox', { name: new RegExp(T.choices.replace(/[()（）]/g, '.')) }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const 友だち情報_読み込みエラー: Story = {
  render: page('/vue3-dev/line/var'),
  parameters: { msw: { handlers: [mock.error(routePattern(FRIENDS_OPS.varia.path)), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.vars);
    await expect(screen(canvasElement).getByRole('alert')).toHaveTextContent(T.loadVariaError);
    await expect(screen(canvasElement).getByRole('button', { name: T.retry })).toBeVisible();
  },
};

export const 共通変数: Story = {
  render: page('/line/common_var', commonMe),
  parameters: { msw: { handlers: shared } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.commonVars);
    const table = screen(canvasElement).getByRole('table', { name: T.titles.commonVars });
    await expect(within(table).getByText('shop_name')).toBeVisible();
    await expect(within(table).getByRole('link', { name: T.copyLabel('店舗名') })).toHaveAttribute(
      'href',
      '/line/common_var/new?copy=11',
    );
  },
};

export const 共通変数_コピーして登録: Story = {
  render: page('/line/common_var/new?copy=11', commonMe),
  parameters: {
    msw: { handlers: [mock.json(routePattern(FRIENDS_OPS.commonVarItem.path), common.items[0]), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.commonVarNew);
    await expect(
      await screen(canvasElement).findByRole('textbox', { name: new RegExp(T.varName) }),
    ).toHaveValue('店舗名（コピー）');
    await expect(screen(canvasElement).getByRole('textbox', { name: new RegExp(T.code) })).toHaveValue(
      'shop_name_copy',
    );
    await expect(screen(canvasElement).getByRole('textbox', { name: new RegExp(T.value) })).toHaveValue(
      'ヘアサロン デモ 表参道店',
    );
  },
};

export const 共通変数の編集_権限なし: Story = {
  name: '共通変数の編集（権限がない: ルートガードがホームへ戻す）',
  render: page('/line/common_var/edit/11', staffMe),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(HOME_OPS.homeSummary.path), { today: '2024-07-15', items: [] }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // The edit screen exists for COMMON_VAR_WRITE's writes: without it the guard sends the user to /?forbidden=1.
    await expect(await screen(canvasElement).findByTestId('forbidden-notice', {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('heading', { name: T.titles.commonVarEdit })).toBeNull();
  },
};

// セグメント ------------------------------------------------------------------------------------------

export const セグメント: Story = {
  render: page('/line/member_query'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(FRIENDS_OPS.memberQueryCount.path), { count: 214 }),
        http.post(routePattern(FRIENDS_OPS.memberQueryPreview.path), async ({ request }) => {
          const filter = (await request.json()) as { tags_any?: number[] };
          return HttpResponse.json({ count: filter.tags_any?.length ? 540 : 2760 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.segments);
    await expect(await screen(canvasElement).findByText(T.count(214))).toBeVisible();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.addSegment }));
    const dialog = await body().findByRole('dialog', { name: T.addSegment });
    await expect(await within(dialog).findByText(T.liveCount(2760))).toBeVisible();
    const any = within(dialog).getByRole('group', { name: T.tagsAny });
    // The tags come in their own request, which may answer after the count.
    await userEvent.click(await within(any).findByRole('checkbox', { name: 'カット' }));
    await expect(await within(dialog).findByText(T.liveCount(540))).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

// LINE 公式アカウント -------------------------------------------------------------------------------

const channel = {
  id: 1,
  name: 'デモ公式アカウント',
  line_channel_id: '1650000000',
  mode: 'sandbox' as const,
  webhook_path: '/api/line/webhook/1',
  webhook_url: 'https://console.example.jp/api/line/webhook/1',
  basic_id: null,
  login_channel_id: null,
  login_channel_secret_set: false,
  received_events: 1204,
  pending_events: 3,
};

export const LINE公式アカウント: Story = {
  render: page('/line/setting/line'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(FRIENDS_OPS.channel.path), channel),
        http.put(routePattern(FRIENDS_OPS.channel.path), async ({ request }) => {
          const input = (await request.json()) as { access_token?: string };
          return HttpResponse.json({ ...channel, mode: input.access_token ? 'line' : 'sandbox' });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.channel);
    await expect(await screen(canvasElement).findByTestId('webhook-url', {}, PAGE_WAIT)).toHaveTextContent(
      /\/api\/line\/webhook\/1$/,
    );
    await expect(screen(canvasElement).getByText(T.events(1204, 3))).toBeVisible();
    await expect(screen(canvasElement).getByText(T.modes.sandbox)).toBeVisible();
    await userEvent.type(screen(canvasElement).getByLabelText(T.accessToken), 'token-123');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.save }));
    await expect(await screen(canvasElement).findByText(T.modes.line)).toBeVisible();
    // Saved values are never shown again.
    await expect(screen(canvasElement).getByLabelText(T.accessToken)).toHaveValue('');
    await expect(screen(canvasElement).getByRole('button', { name: T.toSandbox })).toBeVisible();
    await closeToasts();
  },
};
