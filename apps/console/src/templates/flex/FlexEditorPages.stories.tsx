import { routePattern } from '@console/contract';
import { FRIENDS_OPS } from '@console/contract/friends';
import { LINE_MESSAGE_ERRORS } from '@console/contract/line';
import { FLEX_SHOWCASE } from '@console/contract/line/showcase';
import { TEMPLATE_EDIT_OPS, TEMPLATES_OPS, type Template } from '@console/contract/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AppPage,
  LONG_TEXT,
  mock,
  ownerMe,
  PAGE_WAIT,
  PHONE_STORY,
  settled,
  WIDE_STORY,
} from '../../test/pageStory';
import { TEMPLATES_TEXT } from '../messages';
import { bubble, winter as winterInGroup } from '../storyData';
import { FLEX_TEXT as T } from './messages';

/**
 * Flex Message エディタ（edit_v3）の画面を、アプリの本物のルートと MSW のモック API で描く。
 */

const titles = TEMPLATES_TEXT.titles;
const flexMe = { ...ownerMe, permissions: [...ownerMe.permissions, 'USER_CAN_USE_LFLEX' as const] };

/** 冬のおすすめ (a text, then a Flex carousel), in no group here. */
const winter: Template = { ...winterInGroup, group_id: null };
const long: Template = {
  ...winter,
  id: 3,
  name: LONG_TEXT,
  messages: [{ type: 'flex', altText: LONG_TEXT, contents: bubble(LONG_TEXT, LONG_TEXT) }],
};

const shared = [
  mock.json(routePattern(TEMPLATES_OPS.contentGroups.path), [
    { id: 1, name: '予約・来店', order: 1, template_count: 2 },
  ]),
  mock.json(routePattern(TEMPLATES_OPS.template.path).replace(':id', '2'), winter),
  mock.json(routePattern(TEMPLATES_OPS.template.path).replace(':id', '3'), long),
  mock.json(routePattern(TEMPLATES_OPS.template.path).replace(':id', '7'), { ...winter, id: 7 }),
  mock.json(routePattern(FRIENDS_OPS.varia.path), {
    groups: [],
    items: [
      {
        id: 1,
        name: 'ニックネーム',
        type: 'text',
        group_id: null,
        translatable: true,
        favorite: false,
        choices: [],
      },
    ],
    ids: [1],
  }),
  mock.json(routePattern(FRIENDS_OPS.commonVars.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(FRIENDS_OPS.forms.path), { groups: [], items: [], ids: [] }),
];

const meta = {
  title: 'コンソール/テンプレート/Flex エディタ',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page =
  (path: string): Story['render'] =>
  (_args, { globals }) => <AppPage path={path} me={flexMe} theme={globals.theme} />;
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

async function ready(canvasElement: HTMLElement, heading: string) {
  await screen(canvasElement).findByRole('heading', { level: 1, name: heading }, PAGE_WAIT);
  await settled(canvasElement);
}

export const カルーセルの編集: Story = {
  name: 'Flex エディタ（カルーセルの文字を変えて、元に戻す）',
  ...WIDE_STORY,
  render: page('/line/template/edit_v3/2?redirectTo=%2Fvue3-dev%2Fline%2Ftemplate%2Fedit%2F2'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, titles.FlexEditorPage);
    const tree = await screen(canvasElement).findByRole('navigation', { name: T.treeLabel }, PAGE_WAIT);
    const preview = screen(canvasElement).getByRole('complementary', { name: T.preview });
    await expect(preview).toHaveTextContent('ヘッドスパ 30分');
    // The other message of the template is kept and said so.
    await expect(screen(canvasElement).getByText(T.otherMessages(1))).toBeVisible();
    await userEvent.click(within(tree).getByRole('button', { name: 'テキスト「ヘッドスパ 30分」' }));
    const field = screen(canvasElement).getByRole('textbox', { name: '文字' });
    await userEvent.clear(field);
    await userEvent.type(field, 'ヘッドスパ 45分');
    await waitFor(() => expect(preview).toHaveTextContent('ヘッドスパ 45分'), PAGE_WAIT);
    await expect(within(tree).getByRole('button', { name: 'テキスト「ヘッドスパ 45分」' })).toBeVisible();
    // The typing is one step: one undo takes it all back.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.undo }));
    await waitFor(() => expect(preview).toHaveTextContent('ヘッドスパ 30分'), PAGE_WAIT);
    await expect(screen(canvasElement).getByRole('button', { name: T.undo })).toBeDisabled();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.redo }));
    await waitFor(() => expect(preview).toHaveTextContent('ヘッドスパ 45分'), PAGE_WAIT);
    // Leaving goes back where the editor was opened from.
    await expect(screen(canvasElement).getByRole('link', { name: T.cancel })).toHaveAttribute(
      'href',
      '/vue3-dev/line/template/edit/2',
    );
  },
};

export const 部品の追加と削除: Story = {
  name: 'Flex エディタ（ボタンを足して、LINE の上限をその欄に示す）',
  ...WIDE_STORY,
  render: page('/line/template/edit_v3/2'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, titles.FlexEditorPage);
    const tree = await screen(canvasElement).findByRole('navigation', { name: T.treeLabel }, PAGE_WAIT);
    await userEvent.click(
      within(tree).getAllByRole('button', { name: 'フッター: ボックス（縦）' })[0] as HTMLElement,
    );
    await userEvent.click(
      within(tree).getByRole('button', { name: T.nodeActions('フッター: ボックス（縦）') }),
    );
    await userEvent.click(
      await body().findByRole(
        'menuitem',
        { name: `${T.addIn('フッター: ボックス（縦）')}: ボタン` },
        PAGE_WAIT,
      ),
    );
    // The new button is selected; its label over LINE's 20 characters is refused on its field.
    const label = await screen(canvasElement).findByRole(
      'textbox',
      { name: 'ボタンの文字（label）' },
      PAGE_WAIT,
    );
    await userEvent.clear(label);
    await userEvent.type(label, 'あ'.repeat(21));
    await expect(
      await screen(canvasElement).findByText(LINE_MESSAGE_ERRORS.tooLong(20), {}, PAGE_WAIT),
    ).toBeVisible();
    await expect(within(tree).getAllByRole('img', { name: T.hasProblems }).length).toBeGreaterThan(0);
    await userEvent.clear(label);
    await userEvent.type(label, '空きを見る');
    await waitFor(
      () => expect(screen(canvasElement).queryByText(LINE_MESSAGE_ERRORS.tooLong(20))).toBeNull(),
      PAGE_WAIT,
    );
    await expect(screen(canvasElement).getByRole('complementary', { name: T.preview })).toHaveTextContent(
      '空きを見る',
    );
    await userEvent.click(within(tree).getByRole('button', { name: T.nodeActions('ボタン「空きを見る」') }));
    await userEvent.click(await body().findByRole('menuitem', { name: T.remove }, PAGE_WAIT));
    await waitFor(
      () => expect(within(tree).queryByRole('button', { name: 'ボタン「空きを見る」' })).toBeNull(),
      PAGE_WAIT,
    );
  },
};

const created = fn();
export const 新しい_Flex_Message: Story = {
  name: 'Flex Message の作成（代替テキストがないと止まり、保存すると編集画面へ）',
  render: page('/line/template/edit_v3/new'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(TEMPLATE_EDIT_OPS.createTemplate.path), async ({ request }) => {
          created(await request.json());
          return HttpResponse.json({ ...winter, id: 7 }, { status: 201 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    created.mockClear();
    await ready(canvasElement, titles.FlexEditorNewPage);
    await userEvent.type(screen(canvasElement).getByRole('textbox', { name: /登録名/ }), '予約のご案内');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.saveReady }));
    const alt = screen(canvasElement).getByRole('textbox', { name: /代替テキスト/ });
    await waitFor(() => expect(alt).toHaveFocus(), PAGE_WAIT);
    await expect(created).not.toHaveBeenCalled();
    await userEvent.type(alt, 'ご予約のご案内');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.saveReady }));
    await waitFor(
      () =>
        expect(created).toHaveBeenCalledWith({
          name: '予約のご案内',
          group_id: null,
          status: 'ready',
          messages: [
            {
              type: 'flex',
              altText: 'ご予約のご案内',
              contents: {
                type: 'bubble',
                body: {
                  type: 'box',
                  layout: 'vertical',
                  contents: [{ type: 'text', text: 'テキスト', wrap: true }],
                },
              },
            },
          ],
        }),
      PAGE_WAIT,
    );
    await ready(canvasElement, titles.FlexEditorPage);
  },
};

export const JSON_の読み込み: Story = {
  name: 'Flex エディタ（Simulator の JSON を読み込む）',
  render: page('/line/template/edit_v3/new'),
  // The sample's colours (LINE's transit showcase) are content drawn as LINE draws them, not the
  // console's: their contrast is the sender's choice.
  parameters: { a11y: { options: { rules: { 'color-contrast': { enabled: false } } } } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, titles.FlexEditorNewPage);
    await userEvent.click(screen(canvasElement).getByRole('tab', { name: T.json }));
    const json = screen(canvasElement).getByRole('textbox', { name: T.jsonLabel });
    await userEvent.clear(json);
    await userEvent.click(json);
    await userEvent.paste('{"type": "bubble",');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.importJson }));
    await expect(await screen(canvasElement).findByText(T.jsonInvalid, {}, PAGE_WAIT)).toBeVisible();
    const sample = FLEX_SHOWCASE.find((item) => item.name === 'transit') ?? FLEX_SHOWCASE[0];
    await userEvent.clear(json);
    await userEvent.paste(JSON.stringify(sample?.contents));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.importJson }));
    // Read in as the simulator wrote it: the editor gives the same JSON back.
    await waitFor(() => expect(json).toHaveValue(JSON.stringify(sample?.contents, null, 2)), PAGE_WAIT);
    await userEvent.click(screen(canvasElement).getByRole('tab', { name: T.tree }));
    await expect(screen(canvasElement).getByRole('navigation', { name: T.treeLabel })).toBeVisible();
  },
};

export const 読み込み中: Story = {
  name: 'Flex エディタ（読み込み中）',
  render: page('/line/template/edit_v3/2'),
  parameters: { msw: { handlers: [mock.loading(routePattern(TEMPLATES_OPS.template.path)), ...shared] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { level: 1, name: titles.FlexEditorPage }, PAGE_WAIT);
    await expect(await screen(canvasElement).findByText(T.loading, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 読み込めない: Story = {
  name: 'Flex エディタ（読み込めない）',
  render: page('/line/template/edit_v3/9'),
  parameters: {
    msw: {
      handlers: [mock.error(routePattern(TEMPLATES_OPS.template.path), 404, '見つかりません。'), ...shared],
    },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { level: 1, name: titles.FlexEditorPage }, PAGE_WAIT);
    await expect(await screen(canvasElement).findByRole('alert', {}, PAGE_WAIT)).toHaveTextContent(
      '見つかりません。',
    );
  },
};

export const 長い日本語: Story = {
  name: 'Flex エディタ（長い日本語）',
  ...WIDE_STORY,
  render: page('/line/template/edit_v3/3'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, titles.FlexEditorPage);
    const tree = await screen(canvasElement).findByRole('navigation', { name: T.treeLabel }, PAGE_WAIT);
    await expect(
      within(tree).getAllByRole('button', { name: 'テキスト「【重要】年末年始の営業時間変更と…」' }),
    ).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const スマートフォン: Story = {
  name: 'Flex エディタ（スマートフォン 360px: 構成とプロパティはタブ）',
  ...PHONE_STORY,
  render: page('/line/template/edit_v3/2'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, titles.FlexEditorPage);
    const tabs = screen(canvasElement).getByRole('tablist', { name: T.panels });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([T.tree, T.properties, T.preview, T.json]);
    const tree = screen(canvasElement).getByRole('navigation', { name: T.treeLabel });
    // Choosing a node opens its properties.
    await userEvent.click(within(tree).getByRole('button', { name: 'テキスト「ヘッドスパ 30分」' }));
    await expect(await screen(canvasElement).findByRole('textbox', { name: '文字' }, PAGE_WAIT)).toHaveValue(
      'ヘッドスパ 30分',
    );
    await expect(within(tabs).getByRole('tab', { name: T.properties })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
