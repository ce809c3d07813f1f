import { routePattern } from '@console/contract';
import { FRIENDS_OPS, type Tag, type Varia } from '@console/contract/friends';
import { FOLLOW_OPS, type FollowSettings, JOURNEYS_OPS, type Journey } from '@console/contract/journeys';
import { TEMPLATES_PATHS } from '@console/contract/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AppPage,
  closeToasts,
  mock,
  ownerMe,
  PAGE_WAIT,
  PHONE_STORY,
  settled,
  staffMe,
} from '../test/pageStory';
import { FOLLOW_TEXT as F, JOURNEYS_TEXT as T } from './messages';

/**
 * あいさつメッセージ・友だち追加時設定（issue 30）を、アプリの本物のルートと MSW のモック API で描く。
 */

const PATH = '/vue3-dev/line/setting/follow';
const tags: Tag[] = [
  { id: 1, name: '友だち追加', group_id: null, order: 1, friend_count: 1200 },
  { id: 2, name: '新規', group_id: null, order: 2, friend_count: 340 },
  { id: 3, name: '購入', group_id: null, order: 3, friend_count: 120 },
];
const varia: Varia = {
  groups: [{ id: 1, name: '基本情報' }],
  items: [
    { id: 2, name: 'ニックネーム', type: 'text', group_id: 1, favorite: false, translatable: true },
    { id: 4, name: '流入経路', type: 'text', group_id: 1, favorite: false, translatable: true },
  ],
  ids: [2, 4],
};
const journey = (id: number, name: string): Journey => ({
  id,
  name,
  group_id: null,
  order: id,
  favorite: false,
  favorite_order: null,
  member_query_id: null,
  status: 'active',
  entry: { type: 'trigger' },
  steps: [],
  version: 1,
  updated_at: '2024-07-10T01:00:00.000Z',
});
const settings: FollowSettings = {
  greeting_enabled: true,
  greeting_type: 'messages',
  template_id: null,
  messages: [
    { type: 'text', text: '{{var:2|お客}}さま、友だち追加ありがとうございます！' },
    { type: 'text', text: 'ご予約・お問い合わせは、下のメニューからどうぞ。' },
  ],
  tag_ids: [1, 2],
  values: [{ var_id: 4, value: 'LINE 友だち追加' }],
  journey_id: 11,
  refollow: 'greeting_only',
  updated_at: '2024-07-14T23:00:00.000Z',
};

const handlers = (current: FollowSettings = settings) => [
  mock.json(routePattern(FOLLOW_OPS.followSettings.path), current),
  mock.json(routePattern(JOURNEYS_OPS.journeys.path), [
    journey(11, 'ようこそステップ'),
    journey(12, '誕生月のクーポン'),
  ]),
  mock.json(routePattern(FRIENDS_OPS.tags.path), tags),
  mock.json(routePattern(FRIENDS_OPS.varia.path), varia),
  mock.json(routePattern(FRIENDS_OPS.commonVars.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(FRIENDS_OPS.forms.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(TEMPLATES_PATHS.template), {
    id: 7,
    name: '冬のご案内',
    messages: [{ type: 'text', text: '{{var:2|お客}}さま、冬のキャンペーンのご案内です。' }],
  }),
  mock.json(routePattern(TEMPLATES_PATHS.templates), [{ id: 7, name: '冬のご案内', status: 'ready' }]),
];

const meta = {
  title: 'コンソール/あいさつメッセージ・友だち追加時設定',
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const owner: typeof ownerMe = { ...ownerMe, permissions: [...ownerMe.permissions, 'FOLLOW_WRITE'] };
const page =
  (path: string, me = owner): Story['render'] =>
  (_args, { globals }) => <AppPage path={path} me={me} theme={globals.theme} />;
const screen = (canvasElement: HTMLElement) => within(canvasElement);

async function ready(canvasElement: HTMLElement) {
  await screen(canvasElement).findByRole(
    'heading',
    { level: 1, name: T.titles.FollowSettingPage },
    PAGE_WAIT,
  );
  await settled(canvasElement);
}

export const あいさつメッセージ: Story = {
  render: page(PATH),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const c = screen(canvasElement);
    // basic first, with no ?tab=.
    await expect(c.getByRole('tab', { name: F.tabBasic })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('checkbox', { name: F.enabled })).toBeChecked();
    await expect(c.getByRole('textbox', { name: F.messageN(1) })).toHaveValue(settings.messages[0]?.text);
    // The preview names the insertion; the friend's value goes in when it is sent.
    const preview = c.getByRole('complementary', { name: F.preview });
    await expect(
      await within(preview).findByText(
        '〈ニックネーム〉さま、友だち追加ありがとうございます！',
        {},
        PAGE_WAIT,
      ),
    ).toBeVisible();
  },
};

export const タグ_友だち情報_ジャーニー: Story = {
  name: 'タグ・友だち情報・ジャーニー（?tab=actions）',
  render: page(`${PATH}?tab=actions`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const c = screen(canvasElement);
    await expect(c.getByRole('tab', { name: F.tabActions })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('button', { name: F.tagRemove('友だち追加') })).toBeVisible();
    await expect(c.getByRole('button', { name: F.tagRemove('新規') })).toBeVisible();
    await expect(c.getByRole('textbox', { name: F.valueValue(1) })).toHaveValue('LINE 友だち追加');
    await expect(c.getByRole('combobox', { name: F.journey })).toHaveTextContent('ようこそステップ');
  },
};

export const 再フォロー: Story = {
  name: '再フォロー（?tab=refollow）',
  render: page(`${PATH}?tab=refollow`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const c = screen(canvasElement);
    await expect(c.getByRole('combobox', { name: F.refollow })).toHaveTextContent(
      'あいさつメッセージだけ送る',
    );
  },
};

export const 知らないタブ: Story = {
  name: '知らないタブ（?tab=xyz は basic を開く）',
  render: page(`${PATH}?tab=xyz`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByRole('tab', { name: F.tabBasic })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const saved = fn();
export const 保存: Story = {
  name: '保存（書いたメッセージとタグを送る）',
  render: page(PATH),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(FOLLOW_OPS.updateFollowSettings.path), async ({ request }) => {
          const body = (await request.json()) as Omit<FollowSettings, 'updated_at'>;
          saved(body);
          return HttpResponse.json({ ...body, updated_at: '2024-07-15T00:00:00.000Z' });
        }),
        ...handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    await ready(canvasElement);
    const c = screen(canvasElement);
    const second = c.getByRole('textbox', { name: F.messageN(2) });
    await userEvent.clear(second);
    await userEvent.type(second, 'またのご来店をお待ちしております。');
    await userEvent.click(c.getByRole('tab', { name: F.tabActions }));
    await userEvent.click(c.getByRole('button', { name: F.tagRemove('新規') }));
    await userEvent.click(c.getByRole('button', { name: F.save }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), PAGE_WAIT);
    await expect(saved.mock.calls[0]?.[0]).toMatchObject({
      messages: [settings.messages[0], { type: 'text', text: 'またのご来店をお待ちしております。' }],
      tag_ids: [1],
      values: [{ var_id: 4, value: 'LINE 友だち追加' }],
      journey_id: 11,
      refollow: 'greeting_only',
    });
    await closeToasts(F.saved);
  },
};

const refused = fn();
export const 入力エラー: Story = {
  name: '入力エラー（空のメッセージは送らずに、その欄で知らせる）',
  render: page(PATH),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(FOLLOW_OPS.updateFollowSettings.path), () => {
          refused();
          return HttpResponse.json({});
        }),
        ...handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    refused.mockClear();
    await ready(canvasElement);
    const c = screen(canvasElement);
    // On another tab when saving: the page opens the tab with the error.
    await userEvent.click(c.getByRole('tab', { name: F.tabBasic }));
    await userEvent.clear(c.getByRole('textbox', { name: F.messageN(1) }));
    await userEvent.click(c.getByRole('tab', { name: F.tabRefollow }));
    await userEvent.click(c.getByRole('button', { name: F.save }));
    await waitFor(() =>
      expect(c.getByRole('tab', { name: new RegExp(F.tabBasic) })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(await c.findByText('入力してください。', {}, PAGE_WAIT)).toBeVisible();
    await expect(refused).not.toHaveBeenCalled();
    await closeToasts();
  },
};

export const テンプレート: Story = {
  name: 'テンプレートを送る',
  render: page(PATH),
  parameters: { msw: { handlers: handlers({ ...settings, greeting_type: 'template', template_id: 7 }) } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const c = screen(canvasElement);
    await expect(c.getByRole('combobox', { name: F.template })).toHaveTextContent('冬のご案内');
    const preview = c.getByRole('complementary', { name: F.preview });
    await expect(
      await within(preview).findByText('〈ニックネーム〉さま、冬のキャンペーンのご案内です。', {}, PAGE_WAIT),
    ).toBeVisible();
  },
};

export const 閲覧のみ: Story = {
  name: '閲覧のみ（FOLLOW_WRITE なし）',
  render: page(PATH, staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const c = screen(canvasElement);
    await expect(c.getByText(F.readOnly)).toBeVisible();
    await expect(c.queryByRole('button', { name: F.save })).toBeNull();
    await expect(c.getByRole('checkbox', { name: F.enabled })).toBeDisabled();
    // The greeting's text can be read and selected, not changed; no insertion menu.
    await expect(c.getByRole('textbox', { name: new RegExp(F.messageN(1)) })).toHaveAttribute('readonly');
    await expect(c.queryByRole('button', { name: new RegExp(F.insert) })).toBeNull();
  },
};

export const スマートフォン: Story = {
  name: 'スマートフォン（360 px）',
  ...PHONE_STORY,
  render: page(PATH),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // Nothing wider than the phone: no sideways scrolling.
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth),
    );
  },
};
