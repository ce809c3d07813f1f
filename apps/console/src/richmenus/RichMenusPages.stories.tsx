import { routePattern } from '@console/contract';
import { FRIENDS_OPS, type MemberQuery } from '@console/contract/friends';
import { MEDIA_OPS } from '@console/contract/media';
import {
  RICHMENU_MESSAGES as M,
  RICHMENU_STEP_LABELS,
  RICHMENUS_OPS,
  type RichMenuInput,
} from '@console/contract/richmenus';
import { TEMPLATES_OPS } from '@console/contract/templates';
import { areaEditorMessages, menuMessages } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MEDIA_PICKER_TEXT as P } from '../shared/mediaPickerMessages';
import {
  closeToasts,
  mock,
  ownerWith,
  PAGE_WAIT,
  PHONE_STORY,
  pageAt,
  ready,
  staffMe,
} from '../test/pageStory';
import { RICHMENUS_TEXT as T } from './messages';
import { broken, imageDetail, images, insight, menus, published, publishLog } from './storyData';

/**
 * リッチメニューの画面（mode_select の一覧とレイアウトの選択・エディター）を、アプリの本物のルートと MSW のモック API で描く。
 */

const writerMe = ownerWith('RICHMENU_WRITE');

const segments: MemberQuery[] = [
  {
    id: 1,
    name: 'ゴールド会員',
    filter: { tags_all: [3], vars: [], status: 'following' },
    updated_at: '2026-11-01T00:00:00.000Z',
  },
];

const shared = [
  // Before the menu's own path: `/api/richmenus/:id` would take `publish_log` as an id.
  mock.json(routePattern(RICHMENUS_OPS.richMenuPublishLog.path), publishLog),
  mock.json(routePattern(RICHMENUS_OPS.richMenuInsight.path), insight),
  mock.json(routePattern(RICHMENUS_OPS.richMenus.path), menus),
  mock.json(routePattern(RICHMENUS_OPS.richMenu.path).replace(':id', '1'), published),
  mock.json(routePattern(RICHMENUS_OPS.richMenu.path).replace(':id', '3'), broken),
  // The made menu's editor, once a new one is saved.
  mock.json(routePattern(RICHMENUS_OPS.richMenu.path).replace(':id', '7'), {
    ...broken,
    id: 7,
    status: 'draft',
  }),
  http.get(routePattern(MEDIA_OPS.media.path), ({ params }) =>
    HttpResponse.json(imageDetail(Number(params.id))),
  ),
  mock.json(routePattern(MEDIA_OPS.mediaList.path), images),
  mock.json(routePattern(FRIENDS_OPS.memberQueries.path), segments),
  mock.json(routePattern(TEMPLATES_OPS.templates.path), [{ id: 1, name: 'ご予約ありがとうございます' }]),
];

const meta = {
  title: 'コンソール/リッチメニュー',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt(writerMe);
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

/** Puts a whole value into a field at once (a paste: typing six URLs key by key takes a minute). */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** The AreaEditor's areas on the image (its buttons named エリアA …). */
const areaButtons = (canvasElement: HTMLElement) =>
  within(screen(canvasElement).getByRole('group', { name: areaEditorMessages.surface })).queryAllByRole(
    'button',
    { name: /^エリア[A-T]/ },
  );

// mode_select ---------------------------------------------------------------------------------------

export const リッチメニュー一覧: Story = {
  name: 'リッチメニュー（一覧とレイアウトの選択）',
  // spec §2: /line/richmenu forwards to mode_select.
  render: page('/line/richmenu'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.RichMenuModeSelectPage);
    const table = await screen(canvasElement).findByRole('table', { name: T.menus }, PAGE_WAIT);
    await expect(
      await within(table).findByRole('link', { name: T.editOf('通常メニュー') }, PAGE_WAIT),
    ).toHaveAttribute('href', '/line/richmenu/1');
    // Who sees each: the default, a tab reached through its alias, a segment by its name.
    await expect(within(table).getByText(T.tab('tab-b'))).toBeVisible();
    await expect(await within(table).findByText(/ゴールド会員/, {}, PAGE_WAIT)).toBeVisible();
    await expect(within(table).getByText(T.changed)).toBeVisible();
    // LINE's seven large and four small layouts, and the free one.
    const large = screen(canvasElement).getByRole('list', { name: T.sizeGroup('大（2500×1686）') });
    await expect(within(large).getAllByRole('link')).toHaveLength(7);
    const small = screen(canvasElement).getByRole('list', { name: T.sizeGroup('小（2500×843）') });
    await expect(within(small).getAllByRole('link')).toHaveLength(4);
    await expect(screen(canvasElement).getByRole('link', { name: new RegExp(`^${T.free}`) })).toHaveAttribute(
      'href',
      '/line/richmenu/new?mode=free',
    );
    // A row's actions are one quiet menu; a published menu with changes offers to publish again.
    await userEvent.click(
      screen(canvasElement).getByRole('button', { name: menuMessages.rowActions('タブB') }),
    );
    await expect(await body().findByRole('menuitem', { name: T.republish })).toBeVisible();
    await expect(body().getByRole('menuitem', { name: T.setDefault })).toBeVisible();
    await userEvent.click(body().getByRole('menuitem', { name: T.delete }));
    const dialog = await body().findByRole('alertdialog', { name: T.deleteConfirm('タブB') }, PAGE_WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const リッチメニュー一覧_スタッフ: Story = {
  name: 'リッチメニュー（スタッフ: 変更の権限なし）',
  render: page('/line/richmenu/mode_select', staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.RichMenuModeSelectPage);
    const table = await screen(canvasElement).findByRole('table', { name: T.menus }, PAGE_WAIT);
    await expect(await within(table).findByText('通常メニュー', {}, PAGE_WAIT)).toBeVisible();
    await expect(within(table).queryByRole('link', { name: T.editOf('通常メニュー') })).toBeNull();
    await expect(screen(canvasElement).getByText(T.noWrite)).toBeVisible();
  },
};

export const リッチメニュー一覧_スマートフォン: Story = {
  name: 'リッチメニュー（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page('/line/richmenu/mode_select'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.RichMenuModeSelectPage);
    await screen(canvasElement).findByText('通常メニュー', {}, PAGE_WAIT);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// The editor ----------------------------------------------------------------------------------------

export const 新規_大_6分割: Story = {
  name: 'リッチメニューの作成（大・6分割）',
  render: page('/line/richmenu/new?mode=full&layout=full-6'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.RichMenuNewPage);
    // The layout's six areas, tiling the image; area A's action beside it.
    await waitFor(() => expect(areaButtons(canvasElement)).toHaveLength(6));
    await expect(screen(canvasElement).getByRole('group', { name: T.areaAction('エリアA') })).toBeVisible();
  },
};

const created = fn();
const publishedId = fn();
export const 新規_大_6分割の公開: Story = {
  name: 'リッチメニューの作成（大・6分割: 画像を選び、アクションを設定して公開）',
  // A long play (six URLs, a save, a publish): its end is the saved menu's editor, which
  // 公開中の編集と公開し直し already shows; the visual run's 15 s would not see it through.
  tags: ['skip-visual'],
  render: page('/line/richmenu/new?mode=full&layout=full-6'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(RICHMENUS_OPS.createRichMenu.path), async ({ request }) => {
          const input = (await request.json()) as RichMenuInput;
          created(input);
          return HttpResponse.json({ ...broken, ...input, id: 7, status: 'draft' }, { status: 201 });
        }),
        http.post(routePattern(RICHMENUS_OPS.publishRichMenu.path), ({ params }) => {
          publishedId(Number(params.id));
          return HttpResponse.json({ ...published, id: 7 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    created.mockClear();
    publishedId.mockClear();
    await ready(canvasElement, T.titles.RichMenuNewPage);
    // The layout's six areas, tiling the image.
    await waitFor(() => expect(areaButtons(canvasElement)).toHaveLength(6));
    // Publishing an unfinished menu stops at its problems, and sends nothing.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.publishButton }));
    await expect(await screen(canvasElement).findByText(M.name)).toBeVisible();
    await expect(screen(canvasElement).getByText(M.imageMissing)).toBeVisible();
    await expect(created).not.toHaveBeenCalled();
    await userEvent.type(
      screen(canvasElement).getByRole('textbox', { name: new RegExp(T.name) }),
      '春のメニュー',
    );
    // The image, from the media library.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.chooseImage }));
    const picker = await body().findByRole('dialog', { name: P.picker }, PAGE_WAIT);
    await userEvent.click(
      await within(picker).findByRole('button', { name: P.pickerUse('春のメニュー（大）') }, PAGE_WAIT),
    );
    await waitFor(() => expect(body().queryByRole('dialog', { name: P.picker })).toBeNull());
    await expect(
      await screen(canvasElement).findByText(T.imageOf('春のメニュー（大）', 2500, 1686), {}, PAGE_WAIT),
    ).toBeVisible();
    // Area A is selected: its URL; then each other area's.
    const actionOf = (letter: string) =>
      screen(canvasElement).getByRole('group', { name: T.areaAction(`エリア${letter}`) });
    await fill(
      within(actionOf('A')).getByRole('textbox', { name: new RegExp(T.uri) }),
      'https://example.jp/reserve',
    );
    await expect(screen(canvasElement).queryByText(M.uri)).toBeNull();
    for (const letter of ['B', 'C', 'D', 'E', 'F']) {
      await userEvent.click(screen(canvasElement).getByRole('button', { name: `エリア${letter}を選択` }));
      await fill(
        within(actionOf(letter)).getByRole('textbox', { name: new RegExp(T.uri) }),
        `https://example.jp/${letter}`,
      );
    }
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.publishButton }));
    // The confirmation says what changes for friends: none directly (a new menu's audience is none).
    const dialog = await body().findByRole(
      'alertdialog',
      { name: T.publishConfirm('春のメニュー') },
      PAGE_WAIT,
    );
    await expect(dialog).toHaveTextContent(T.publishWhat.none);
    await userEvent.click(within(dialog).getByRole('button', { name: T.publishApply }));
    await waitFor(() => expect(publishedId).toHaveBeenCalledWith(7), PAGE_WAIT);
    const input = created.mock.calls[0]?.[0] as RichMenuInput;
    await expect(input.image_id).toBe(11);
    await expect(input.layout).toBe('full-6');
    await expect(input.areas).toHaveLength(6);
    await expect(input.areas[0]).toEqual({
      bounds: { x: 0, y: 0, width: 833, height: 843 },
      action: { type: 'uri', uri: 'https://example.jp/reserve' },
    });
    // Saved and published, the editor of the new menu opens.
    await ready(canvasElement, T.titles.RichMenuEditPage);
    await closeToasts();
  },
};

export const 新規_小_3分割: Story = {
  name: 'リッチメニューの作成（小・3分割）',
  render: page('/line/richmenu/new?mode=half&layout=half-3'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.RichMenuNewPage);
    await waitFor(() => expect(areaButtons(canvasElement)).toHaveLength(3));
    await expect(screen(canvasElement).getByText(new RegExp(T.imageUsed(2500, 843)))).toBeVisible();
    // Chat bar text: LINE's 14 characters, counted and judged under the field.
    const chatBar = screen(canvasElement).getByRole('textbox', { name: new RegExp(T.chatBarText) });
    await userEvent.clear(chatBar);
    await userEvent.type(chatBar, 'あ'.repeat(15));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.saveDraft }));
    await expect(await screen(canvasElement).findByText(M.chatBarText)).toBeVisible();
    await waitFor(() =>
      expect(screen(canvasElement).getByRole('textbox', { name: new RegExp(T.name) })).toHaveFocus(),
    );
  },
};

export const 新規_自由レイアウト: Story = {
  name: 'リッチメニューの作成（自由レイアウト: 画像の大きさで、エリアなしから）',
  render: page('/line/richmenu/new?mode=free'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.RichMenuNewPage);
    await expect(screen(canvasElement).getByText(areaEditorMessages.empty)).toBeVisible();
    await expect(areaButtons(canvasElement)).toHaveLength(0);
    // A square photo is no rich menu: LINE's rule, in words.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.chooseImage }));
    const picker = await body().findByRole('dialog', { name: P.picker }, PAGE_WAIT);
    await userEvent.click(
      await within(picker).findByRole('button', { name: P.pickerUse('縦長の写真') }, PAGE_WAIT),
    );
    await expect(await screen(canvasElement).findByText(M.imageAspect, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByText(new RegExp(T.imageUsed(1000, 1000)))).toBeVisible();
    // An area added with the keyboard gets an action form of its own.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: areaEditorMessages.add }));
    await waitFor(() => expect(areaButtons(canvasElement)).toHaveLength(1));
    await expect(screen(canvasElement).getByRole('group', { name: T.areaAction('エリアA') })).toBeVisible();
  },
};

export const 編集_エラー: Story = {
  name: 'リッチメニューの編集（画像からはみ出すエリアとサーバーの 422）',
  render: page('/line/richmenu/3'),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(RICHMENUS_OPS.updateRichMenu.path), () =>
          HttpResponse.json(
            { message: '入力内容に誤りがあります。', errors: { alias_id: [M.aliasTaken('vip')] } },
            { status: 422 },
          ),
        ),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.RichMenuEditPage);
    // A saved menu is judged at once: area B is marked under the editor, and in its action panel.
    await expect(
      await screen(canvasElement).findByText(`エリアB（クーポン）: ${M.areaOutside}`, {}, PAGE_WAIT),
    ).toBeVisible();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: 'エリアB（クーポン）を選択' }));
    const b = screen(canvasElement).getByRole('group', { name: T.areaAction('エリアB（クーポン）') });
    await expect(within(b).getByText(M.areaOutside)).toBeVisible();
    // Its width typed in the area list brings it back inside the image.
    const width = within(screen(canvasElement).getByRole('group', { name: 'エリアB（クーポン）' })).getByRole(
      'spinbutton',
      { name: areaEditorMessages.width },
    );
    await userEvent.clear(width);
    await userEvent.type(width, '834{Enter}');
    await waitFor(() => expect(within(b).queryByText(M.areaOutside)).toBeNull());
    // The server's refusal lands under its field.
    await userEvent.type(screen(canvasElement).getByRole('textbox', { name: new RegExp(T.aliasId) }), 'vip');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.saveDraft }));
    await expect(await screen(canvasElement).findByText(M.aliasTaken('vip'), {}, PAGE_WAIT)).toBeVisible();
    await closeToasts();
  },
};

const republished = fn();
export const 公開中の編集と公開し直し: Story = {
  name: 'リッチメニューの編集（公開中: 公開し直しの確認と公開の記録）',
  render: page('/line/richmenu/1'),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(RICHMENUS_OPS.updateRichMenu.path), async ({ request }) =>
          HttpResponse.json({
            ...published,
            ...((await request.json()) as object),
            changed_since_publish: true,
          }),
        ),
        http.post(routePattern(RICHMENUS_OPS.publishRichMenu.path), () => {
          republished();
          return HttpResponse.json(published);
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    republished.mockClear();
    await ready(canvasElement, T.titles.RichMenuEditPage);
    await waitFor(() => expect(areaButtons(canvasElement)).toHaveLength(6));
    // LINE's numbers: the period, the menu's impressions, each area's taps in a table.
    const taps = await screen(canvasElement).findByRole('table', { name: T.insight }, PAGE_WAIT);
    await waitFor(() => expect(within(taps).getAllByRole('row')).toHaveLength(7));
    await expect(within(taps).getAllByRole('row')[1]).toHaveTextContent('1,520');
    await expect(screen(canvasElement).getByText(T.insightImpressions('12,480'))).toBeVisible();
    await expect(screen(canvasElement).getByText(T.insightPeriod('2026-10-28', '2026-11-26'))).toBeVisible();
    // Area E switches tabs: the other menus' aliases are offered (typed too: a tab may not exist yet).
    await userEvent.click(screen(canvasElement).getByRole('button', { name: /エリアE.*を選択/ }));
    const alias = await screen(canvasElement).findByRole('combobox', { name: new RegExp(T.switchAlias) });
    await expect(alias).toHaveValue('tab-b');
    await expect(screen(canvasElement).getByText(T.knownAliases('tab-b（タブB）'))).toBeVisible();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: /エリアA.*を選択/ }));
    // The log: what was sent to LINE, in LINE's order.
    const log = screen(canvasElement).getByRole('list', { name: T.log });
    await waitFor(
      () =>
        expect(log).toHaveTextContent(
          new RegExp(
            (['validate', 'create', 'uploadImage', 'createAlias', 'setDefault'] as const)
              .map((kind) => RICHMENU_STEP_LABELS[kind])
              .join('.*'),
          ),
        ),
      PAGE_WAIT,
    );
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.republish }));
    const dialog = await body().findByRole(
      'alertdialog',
      { name: T.publishConfirm('通常メニュー') },
      PAGE_WAIT,
    );
    await expect(dialog).toHaveTextContent(T.publishWhat.default);
    await expect(dialog).toHaveTextContent(T.publishWhat.replace);
    await userEvent.click(within(dialog).getByRole('button', { name: T.publishApply }));
    await waitFor(() => expect(republished).toHaveBeenCalledTimes(1), PAGE_WAIT);
    await closeToasts(T.published);
  },
};

export const 編集_スマートフォン: Story = {
  name: 'リッチメニューの編集（スマートフォン 360px: エリアの一覧とアクションは画像の下）',
  ...PHONE_STORY,
  render: page('/line/richmenu/1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.RichMenuEditPage);
    await waitFor(() => expect(areaButtons(canvasElement)).toHaveLength(6));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const surface = screen(canvasElement).getByRole('group', { name: areaEditorMessages.surface });
    const actions = screen(canvasElement).getByRole('group', { name: T.areaAction('エリアA（予約）') });
    await expect(actions.getBoundingClientRect().top).toBeGreaterThan(surface.getBoundingClientRect().bottom);
  },
};
