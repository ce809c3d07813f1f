import { routePattern } from '@console/contract';
import { FRIENDS_OPS } from '@console/contract/friends';
import { LINE_MESSAGE_ERRORS } from '@console/contract/line';
import { MEDIA_OPS, type Media, type MediaListItem } from '@console/contract/media';
import {
  type ContentGroup,
  TEMPLATE_EDIT_OPS,
  TEMPLATES_OPS,
  type Template,
  type TemplateListItem,
} from '@console/contract/templates';
import { TRACKER_LABELS, TRACKERS_OPS, type Tracker } from '@console/contract/trackers';
import { menuMessages } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MEDIA_PICKER_TEXT as P } from '../shared/mediaPickerMessages';
import { LONG_TEXT, mock, PAGE_WAIT, PHONE_STORY, pageAt, ready, staffMe } from '../test/pageStory';
import { MESSAGE_KIND_LABELS, TEMPLATES_TEXT as T } from './messages';
import { winter } from './storyData';

/**
 * メッセージテンプレートの画面（一覧・編集・グループの作成）を、アプリの本物のルートと MSW のモック API で描く。
 */

const groups: ContentGroup[] = [
  { id: 1, name: '予約・来店', order: 1, template_count: 2 },
  { id: 2, name: 'キャンペーン', order: 2, template_count: 1 },
];
const item = (id: number, name: string, extra: Partial<TemplateListItem> = {}): TemplateListItem => ({
  id,
  name,
  group_id: 1,
  status: 'ready',
  types: ['text'],
  preview: 'ご予約ありがとうございます。',
  problem_count: 0,
  updated_at: '2026-11-20T01:00:00.000Z',
  ...extra,
});
const items: TemplateListItem[] = [
  item(1, 'ご予約ありがとうございます', {
    types: ['text', 'sticker'],
    preview: 'ご予約ありがとうございます。{{var:1}}様のご来店をお待ちしております。',
  }),
  item(2, '冬のおすすめ', {
    group_id: 2,
    types: ['text', 'flex'],
    preview: '{{var:1|お客}}様、冬のおすすめです。',
  }),
  item(3, LONG_TEXT, { group_id: null, status: 'draft', problem_count: 2, preview: LONG_TEXT }),
];
const menu: Template = {
  ...winter,
  id: 4,
  name: '人気のメニュー',
  messages: [
    {
      type: 'template',
      altText: '人気のメニュー',
      template: {
        type: 'buttons',
        title: '人気のメニュー',
        text: 'カット・カラー・トリートメント。ご希望をお選びください。',
        actions: [
          { type: 'uri', label: 'メニューを見る', uri: 'https://example.jp/menu' },
          { type: 'message', label: '問い合わせる', text: '問い合わせたい' },
        ],
      },
    },
  ],
};

const varia = {
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
};
const commonVars = {
  groups: [],
  items: [{ id: 10, name: '店舗名', code: 'shop_name', value: 'デモ表参道店', group_id: null }],
  ids: [10],
};

/** The account's trackers, offered by the insertion menu (every group's). */
const trackerOf = (id: number, name: string, url: string): Tracker => ({
  id,
  name,
  url,
  group_id: null,
  actions: { tag_ids: [], values: [], journey_id: null },
  link: `/t/common${id}`,
  counts: { clicks: 0, friends: 0 },
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
});
const trackers = [
  trackerOf(3, '冬のクーポン', 'https://example.jp/coupon'),
  trackerOf(5, '予約ページ', 'https://example.jp/reserve'),
];

const shared = [
  mock.json(routePattern(TRACKERS_OPS.trackers.path), trackers),
  mock.json(routePattern(TEMPLATES_OPS.templates.path), items, items.length),
  mock.json(routePattern(TEMPLATES_OPS.contentGroups.path), groups),
  mock.json(routePattern(TEMPLATES_OPS.template.path).replace(':id', '2'), winter),
  mock.json(routePattern(TEMPLATES_OPS.template.path).replace(':id', '4'), menu),
  // The editor a new template opens once saved.
  mock.json(routePattern(TEMPLATES_OPS.template.path).replace(':id', '7'), { ...winter, id: 7 }),
  mock.json(routePattern(FRIENDS_OPS.varia.path), varia),
  mock.json(routePattern(FRIENDS_OPS.commonVars.path), commonVars),
  mock.json(routePattern(FRIENDS_OPS.forms.path), { groups: [], items: [], ids: [] }),
];

const meta = {
  title: 'コンソール/テンプレート',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt();
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

// 一覧 -----------------------------------------------------------------------------------------------

export const テンプレート一覧: Story = {
  render: page('/line/template'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateListPage);
    const table = await screen(canvasElement).findByRole(
      'table',
      { name: T.titles.TemplateListPage },
      PAGE_WAIT,
    );
    await expect(
      await within(table).findByRole('link', { name: T.editOf('冬のおすすめ') }, PAGE_WAIT),
    ).toBeVisible();
    // A draft says how much is left to fix before LINE would take it.
    await expect(within(table).getByText(T.problems(2))).toBeVisible();
    // The kinds and the first words, insertions named (with their fallback).
    await expect(within(table).getByText('テキスト・Flex Message')).toBeVisible();
    await expect(
      await within(table).findByText('ニックネーム（なければ「お客」）', {}, PAGE_WAIT),
    ).toBeVisible();
    // Groups with their counts, in their order.
    const nav = screen(canvasElement).getByRole('navigation', { name: T.groups });
    await expect(within(nav).getByRole('link', { name: /予約・来店/ })).toHaveTextContent('2件');
    // One solid primary on the page; the rows' actions are quiet menus.
    await expect(canvasElement.querySelectorAll('button[data-variant="primary"]')).toHaveLength(1);
  },
};

export const テンプレート一覧_読み込み中: Story = {
  name: 'テンプレート一覧（読み込み中: 一覧の場所を取っておく）',
  render: page('/line/template'),
  parameters: { msw: { handlers: [mock.loading(routePattern(TEMPLATES_OPS.templates.path)), ...shared] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole(
      'heading',
      { level: 1, name: T.titles.TemplateListPage },
      PAGE_WAIT,
    );
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.console-ui-Skeleton').length).toBeGreaterThan(3),
      PAGE_WAIT,
    );
  },
};

export const テンプレート一覧_空: Story = {
  name: 'テンプレート一覧（まだない）',
  render: page('/line/template'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(TEMPLATES_OPS.templates.path), [], 0),
        mock.json(routePattern(TEMPLATES_OPS.contentGroups.path), []),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateListPage);
    await expect(await screen(canvasElement).findByText(T.empty, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const テンプレート一覧_エラー: Story = {
  name: 'テンプレート一覧（読み込めない）',
  render: page('/line/template'),
  parameters: { msw: { handlers: [mock.error(routePattern(TEMPLATES_OPS.templates.path)), ...shared] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole(
      'heading',
      { level: 1, name: T.titles.TemplateListPage },
      PAGE_WAIT,
    );
    await expect(await screen(canvasElement).findByRole('alert', {}, PAGE_WAIT)).toHaveTextContent(
      '読み込み中にエラーが発生しました。',
    );
  },
};

export const テンプレート一覧_スマートフォン: Story = {
  name: 'テンプレート一覧（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page('/line/template'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateListPage);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const 使われているテンプレートは削除できない: Story = {
  render: page('/line/template'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(TEMPLATES_OPS.templateUses.path), [
          { kind: 'journey', id: 3, name: 'ようこそメッセージ' },
          { kind: 'trigger', id: 1, name: '会員登録' },
        ]),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateListPage);
    await userEvent.click(
      await screen(canvasElement).findByRole(
        'button',
        { name: menuMessages.rowActions('冬のおすすめ') },
        PAGE_WAIT,
      ),
    );
    await userEvent.click(await body().findByRole('menuitem', { name: T.delete }));
    const dialog = await body().findByRole('dialog', { name: T.inUseTitle('冬のおすすめ') }, PAGE_WAIT);
    await expect(within(dialog).getByText('ジャーニー「ようこそメッセージ」')).toBeVisible();
    await expect(within(dialog).getByText('API トリガー「会員登録」')).toBeVisible();
    // No delete offered: only closing.
    await expect(within(dialog).queryByRole('button', { name: T.delete })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const テンプレート一覧_スタッフ: Story = {
  name: 'テンプレート一覧（スタッフ: 変更の権限なし）',
  render: page('/line/template', staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateListPage);
    const table = await screen(canvasElement).findByRole(
      'table',
      { name: T.titles.TemplateListPage },
      PAGE_WAIT,
    );
    await expect(await within(table).findByText('冬のおすすめ', {}, PAGE_WAIT)).toBeVisible();
    await expect(within(table).queryByRole('link', { name: T.editOf('冬のおすすめ') })).toBeNull();
    await expect(screen(canvasElement).queryByRole('button', { name: T.newTemplate })).toBeNull();
    await expect(
      screen(canvasElement).queryByRole('button', { name: menuMessages.rowActions('冬のおすすめ') }),
    ).toBeNull();
  },
};

// 編集 -----------------------------------------------------------------------------------------------

export const テンプレートの編集: Story = {
  name: 'テンプレートの編集（テキストと Flex のカルーセル）',
  render: page('/vue3-dev/line/template/edit/2'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateEditPage);
    const preview = await screen(canvasElement).findByRole(
      'complementary',
      { name: T.livePreview },
      PAGE_WAIT,
    );
    // The preview names the insertions; the friend's values come at send time.
    await waitFor(() => expect(preview).toHaveTextContent('〈ニックネーム〉様、'), PAGE_WAIT);
    await expect(preview).toHaveTextContent('ヘッドスパ 30分');
    const first = screen(canvasElement).getByRole('listitem', { name: T.messageN(1) });
    await expect(within(first).getByRole('textbox', { name: T.fallbackOf('ニックネーム') })).toHaveValue(
      'お客',
    );
  },
};

export const トラッカーの差し込み: Story = {
  name: 'テンプレートの編集（差し込みからトラッカーのリンクを入れる）',
  render: page('/vue3-dev/line/template/new?group=1'),
  // Its end looks like the new template's editor with one more word: not photographed again.
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateNewPage);
    const first = screen(canvasElement).getByRole('listitem', { name: T.messageN(1) });
    const text = within(first).getByRole('textbox', { name: T.text });
    await userEvent.type(text, 'クーポンはこちら: ');
    await userEvent.click(within(first).getByRole('button', { name: new RegExp(T.insert) }));
    const menu = await body().findByRole('dialog', {}, PAGE_WAIT);
    // Trackers of every group, beside the friend information; each becomes the friend's own link.
    await expect(within(menu).getByText(TRACKER_LABELS.insertGroup)).toBeVisible();
    await userEvent.click(await within(menu).findByRole('button', { name: /冬のクーポン/ }, PAGE_WAIT));
    await expect(text).toHaveValue('クーポンはこちら: {{tracker:3}}');
  },
};

export const テンプレートの編集_ボタン: Story = {
  name: 'テンプレートの編集（ボタンのテンプレート）',
  render: page('/vue3-dev/line/template/edit/4'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateEditPage);
    const preview = await screen(canvasElement).findByRole(
      'complementary',
      { name: T.livePreview },
      PAGE_WAIT,
    );
    await expect(preview).toHaveTextContent('メニューを見る');
    await expect(screen(canvasElement).getAllByRole('group', { name: /アクション/ })).toHaveLength(2);
  },
};

export const テンプレートの編集_読み込めない: Story = {
  name: 'テンプレートの編集（読み込めない）',
  render: page('/vue3-dev/line/template/edit/9'),
  parameters: {
    msw: {
      handlers: [mock.error(routePattern(TEMPLATES_OPS.template.path), 404, '見つかりません。'), ...shared],
    },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole(
      'heading',
      { level: 1, name: T.titles.TemplateEditPage },
      PAGE_WAIT,
    );
    await expect(await screen(canvasElement).findByRole('alert', {}, PAGE_WAIT)).toHaveTextContent(
      '見つかりません。',
    );
  },
};

const created = fn();
export const テンプレートの作成と上限の確認: Story = {
  name: 'テンプレートの作成（LINE の上限に合わないと、その欄で止まる）',
  render: page('/vue3-dev/line/template/new?group=1'),
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
    await ready(canvasElement, T.titles.TemplateNewPage);
    await userEvent.type(screen(canvasElement).getByRole('textbox', { name: /登録名/ }), '春のご案内');
    // An empty text is not ready: the field says so, and nothing is sent.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.saveReady }));
    const first = screen(canvasElement).getByRole('listitem', { name: T.messageN(1) });
    await expect(await within(first).findByText(LINE_MESSAGE_ERRORS.required)).toBeVisible();
    await waitFor(() => expect(within(first).getByRole('textbox', { name: T.text })).toHaveFocus());
    await expect(created).not.toHaveBeenCalled();
    await userEvent.type(
      within(first).getByRole('textbox', { name: T.text }),
      'ご来店をお待ちしております。',
    );
    await expect(within(first).queryByText(LINE_MESSAGE_ERRORS.required)).toBeNull();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.saveReady }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith({
        name: '春のご案内',
        group_id: 1,
        status: 'ready',
        messages: [{ type: 'text', text: 'ご来店をお待ちしております。' }],
      }),
    );
    // Saved, the editor of the new template opens (the story ends there, at rest).
    await ready(canvasElement, T.titles.TemplateEditPage);
  },
};

const libraryImage: MediaListItem = {
  id: 21,
  name: '冬のキャンペーン',
  width: 2080,
  height: 1400,
  bytes: 820_000,
  content_type: 'image/jpeg',
  preview_url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="162"><rect width="240" height="162" fill="#1f5fbf"/></svg>')}`,
  preview_width: 240,
  preview_height: 162,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};
const libraryDetail: Media = {
  ...libraryImage,
  imagemap_base_url: '/media/StoryToken/imagemap',
  variants: [
    {
      variant: 'original',
      url: '/media/StoryToken/original',
      content_type: 'image/jpeg',
      width: 2080,
      height: 1400,
      bytes: 820_000,
    },
    {
      variant: 'preview',
      url: '/media/StoryToken/preview',
      content_type: 'image/jpeg',
      width: 240,
      height: 162,
      bytes: 9_000,
    },
    {
      variant: 'imagemap-1040',
      url: '/media/StoryToken/imagemap-1040',
      content_type: 'image/jpeg',
      width: 1040,
      height: 700,
      bytes: 120_000,
    },
  ],
};

export const テンプレートの作成_画像ライブラリ: Story = {
  name: 'テンプレートの作成（画像メッセージ: 画像ライブラリから選ぶ）',
  // Its end shows the Storybook server's address (a port that changes per run) in the URLs.
  tags: ['skip-visual'],
  render: page('/vue3-dev/line/template/new'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(MEDIA_OPS.mediaList.path), [libraryImage], 1),
        mock.json(routePattern(MEDIA_OPS.media.path).replace(':id', '21'), libraryDetail),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateNewPage);
    const first = screen(canvasElement).getByRole('listitem', { name: T.messageN(1) });
    await userEvent.click(within(first).getByRole('combobox', { name: T.kind }));
    await userEvent.click(await body().findByRole('option', { name: MESSAGE_KIND_LABELS.image }));
    await userEvent.click(await within(first).findByRole('button', { name: T.fromLibrary }));
    const picker = await body().findByRole('dialog', { name: P.picker }, PAGE_WAIT);
    await userEvent.click(
      await within(picker).findByRole('button', { name: P.pickerUse('冬のキャンペーン') }, PAGE_WAIT),
    );
    // The library's sizes, as addresses LINE can fetch: absolute, on the console's origin.
    await waitFor(() =>
      expect(within(first).getByRole('textbox', { name: T.originalUrl })).toHaveValue(
        `${window.location.origin}/media/StoryToken/original`,
      ),
    );
    await expect(within(first).getByRole('textbox', { name: T.previewUrl })).toHaveValue(
      `${window.location.origin}/media/StoryToken/preview`,
    );
    // Storybook runs on http://localhost: the note says LINE could not fetch from here.
    await expect(within(first).getByRole('status')).toHaveTextContent(T.fromLibraryLocal);
  },
};

export const テンプレートの作成_スマートフォン: Story = {
  name: 'テンプレートの作成（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page('/vue3-dev/line/template/new'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TemplateNewPage);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const グループの作成: Story = {
  render: page('/line/content/group/new'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.ContentGroupNewPage);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.createGroup }));
    await expect(await screen(canvasElement).findByText('入力してください。')).toBeVisible();
  },
};
