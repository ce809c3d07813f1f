import { routePattern } from '@console/contract';
import { FRIENDS_OPS } from '@console/contract/friends';
import { JOURNEYS_OPS } from '@console/contract/journeys';
import { TEMPLATES_OPS } from '@console/contract/templates';
import {
  TRACKER_MESSAGES as M,
  TRACKER_DEVICE_LABELS,
  TRACKERS_OPS,
  type Tracker,
  type TrackerInput,
} from '@console/contract/trackers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { choose, closeToasts, mock, PAGE_WAIT, PHONE_STORY, pageAt, ready, staffMe } from '../test/pageStory';
import { TRACKERS_TEXT as T } from './messages';
import { emptyStats, groups, journeys, stats, tags, templates, tracker, trackers, varia } from './storyData';

/**
 * クリックトラッカーの画面（テンプレート一覧のトラッカー・作成・編集と集計）を、アプリの本物のルートと MSW の
 * モック API で描く。
 */

/** The tracker a story's create made (id 21), answered by its page afterwards. */
let made: Tracker | null = null;

const byId = new Map(trackers.map((item) => [item.id, item]));

const shared = [
  mock.json(routePattern(TRACKERS_OPS.trackers.path), trackers, trackers.length),
  http.get(routePattern(TRACKERS_OPS.tracker.path), ({ params }) => {
    const found = Number(params.id) === 21 && made ? made : byId.get(Number(params.id));
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: M.notFound }, { status: 404 });
  }),
  http.get(routePattern(TRACKERS_OPS.trackerStats.path), ({ params }) =>
    HttpResponse.json(Number(params.id) === 12 ? stats : { ...emptyStats, tracker_id: Number(params.id) }),
  ),
  mock.json(routePattern(TEMPLATES_OPS.templates.path), templates, templates.length),
  mock.json(routePattern(TEMPLATES_OPS.contentGroups.path), groups),
  mock.json(routePattern(FRIENDS_OPS.tags.path), tags),
  mock.json(routePattern(FRIENDS_OPS.varia.path), varia),
  // The template tab's previews name their insertions.
  mock.json(routePattern(FRIENDS_OPS.commonVars.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(FRIENDS_OPS.forms.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(JOURNEYS_OPS.journeys.path), journeys),
];

const meta = {
  title: 'コンソール/トラッカー',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt();
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

const field = (canvasElement: HTMLElement, label: string) =>
  screen(canvasElement).getByRole('textbox', { name: new RegExp(label) });

// The template list's トラッカー tab ------------------------------------------------------------------

export const 一覧: Story = {
  name: 'トラッカー（テンプレート一覧の切り替え）',
  render: page('/line/template?group=2&view=trackers'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'テンプレート');
    await expect(screen(canvasElement).getByRole('radio', { name: 'トラッカー' })).toBeChecked();
    const table = await screen(canvasElement).findByRole(
      'table',
      { name: 'トラッカー（キャンペーン）' },
      PAGE_WAIT,
    );
    // Each tracker opens its editor, keeping the group to come back to.
    await expect(
      await within(table).findByRole('link', { name: '「冬のキャンペーン（クーポン）」を開く' }, PAGE_WAIT),
    ).toHaveAttribute('href', '/vue3-dev/line/tracker/edit/12?group=2');
    await expect(within(table).getByText('https://reserve.example.jp/shop/omotesando')).toBeVisible();
    await expect(within(table).getByText('1,284')).toBeVisible();
    await expect(within(table).getByText('903')).toBeVisible();
    // No template search on this tab; トラッカーを作成 is the page's one primary.
    await expect(screen(canvasElement).queryByRole('form', { name: 'キーワード' })).toBeNull();
    await expect(canvasElement.querySelectorAll('button[data-variant="primary"]')).toHaveLength(1);
    // トラッカーを作成 opens the form in the group of the list.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: 'トラッカーを作成' }));
    await ready(canvasElement, T.titles.TrackerNewPage);
    await expect(screen(canvasElement).getByRole('combobox', { name: T.group })).toHaveTextContent(
      'キャンペーン',
    );
  },
};

export const 一覧_テンプレートに戻す: Story = {
  name: 'トラッカー（テンプレート一覧: 切り替えでテンプレートへ）',
  tags: ['skip-visual'],
  render: page('/line/template?group=2&view=trackers'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'テンプレート');
    await userEvent.click(screen(canvasElement).getByRole('radio', { name: 'テンプレート' }));
    // The templates of the same group, searchable again.
    await expect(
      await screen(canvasElement).findByRole('table', { name: 'テンプレート（キャンペーン）' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(screen(canvasElement).getByRole('form', { name: 'キーワード' })).toBeVisible();
  },
};

// A new tracker -----------------------------------------------------------------------------------------

export const 作成_入力エラー: Story = {
  name: 'トラッカーの作成（入力エラー）',
  render: page('/vue3-dev/line/tracker/edit/new?group=2'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TrackerNewPage);
    // The group the operator came from is chosen already.
    await expect(screen(canvasElement).getByRole('combobox', { name: T.group })).toHaveTextContent(
      'キャンペーン',
    );
    // An empty form is no error until it is sent.
    await expect(screen(canvasElement).queryByText(M.name)).toBeNull();
    await userEvent.type(field(canvasElement, T.url), 'javascript:alert(1)');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.valueAdd }));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.create }));
    // The first wrong field has the focus (before the toast's close button takes it).
    await waitFor(() => expect(field(canvasElement, T.name)).toHaveFocus());
    // The toast closes itself after 3 s: closed now, so a busy machine's slow steps below never miss it.
    await closeToasts(T.problems(3));
    await expect(await screen(canvasElement).findByText(M.name)).toBeVisible();
    await expect(screen(canvasElement).getByText(M.url)).toBeVisible();
    await expect(screen(canvasElement).getByText(M.unknownVariable)).toBeVisible();
  },
};

const created = fn();
export const 作成と保存: Story = {
  name: 'トラッカーの作成（動作を選んで保存し、そのページへ）',
  // A long play (the form filled, saved, its page opened): the visual run's 15 s would not see it through.
  tags: ['skip-visual'],
  render: page('/vue3-dev/line/tracker/edit/new?group=none'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(TRACKERS_OPS.createTracker.path), async ({ request }) => {
          const input = (await request.json()) as TrackerInput;
          created(input);
          made = tracker(21, input.name, { ...input, link: '/t/NewLink000000000' });
          return HttpResponse.json(made, { status: 201 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    created.mockClear();
    made = null;
    await ready(canvasElement, T.titles.TrackerNewPage);
    await expect(screen(canvasElement).getByRole('combobox', { name: T.group })).toHaveTextContent(T.noGroup);
    await userEvent.type(field(canvasElement, T.name), '春の予約ページ');
    await userEvent.type(field(canvasElement, T.url), 'https://reserve.example.jp/spring');
    await choose(canvasElement, T.tagAdd, '新規');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.valueAdd }));
    // An image item takes no typed value: it is not offered.
    await userEvent.click(screen(canvasElement).getByRole('combobox', { name: new RegExp(T.variable) }));
    await expect(body().queryByRole('option', { name: '写真' })).toBeNull();
    await userEvent.click(await body().findByRole('option', { name: '興味のあるキャンペーン' }));
    await userEvent.type(field(canvasElement, T.value), '春');
    await choose(canvasElement, T.journey, '誕生月のご案内');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.create }));
    await closeToasts(T.created);
    await ready(canvasElement, T.titles.TrackerEditPage);
    await expect(created).toHaveBeenCalledWith({
      name: '春の予約ページ',
      url: 'https://reserve.example.jp/spring',
      group_id: null,
      actions: { tag_ids: [2], values: [{ var_id: 2, value: '春' }], journey_id: 2 },
    });
    // Its own page now, with its token to paste into a template.
    await expect(await screen(canvasElement).findByText('{{tracker:21}}', {}, PAGE_WAIT)).toBeVisible();
  },
};

// An existing tracker -----------------------------------------------------------------------------------

export const 編集と集計: Story = {
  name: 'トラッカーの編集（リンク・コード・集計）',
  render: page('/vue3-dev/line/tracker/edit/12?group=2'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TrackerEditPage);
    await expect(field(canvasElement, T.name)).toHaveValue('冬のキャンペーン（クーポン）');
    const tagList = screen(canvasElement).getByRole('list', { name: T.tags });
    await expect(await within(tagList).findByText('常連', {}, PAGE_WAIT)).toBeVisible();
    await expect(within(tagList).getByText('クーポン利用')).toBeVisible();
    await expect(screen(canvasElement).getByRole('combobox', { name: T.journey })).toHaveTextContent(
      'クーポン利用のお礼',
    );
    // The common link on the page's origin, and the token each friend's link takes the place of.
    await expect(
      screen(canvasElement).getByText(`${window.location.origin}/t/Wn7xQ2pL9kRt4sVb`),
    ).toBeVisible();
    await expect(screen(canvasElement).getByText('{{tracker:12}}')).toBeVisible();
    await expect(screen(canvasElement).getByText(T.tokenNote)).toBeVisible();
    // The counts, each day newest first, each delivery linked, each kind of device.
    const counts = screen(canvasElement).getByRole('region', { name: T.counts });
    await expect(await within(counts).findByText('1,284', {}, PAGE_WAIT)).toBeVisible();
    const days = within(counts).getByRole('table', { name: T.byDay });
    const dayRows = within(days).getAllByRole('row');
    await expect(dayRows[1]).toHaveTextContent('2026/11/26');
    await expect(dayRows[3]).toHaveTextContent('2026/11/24');
    const perDelivery = within(counts).getByRole('table', { name: T.byDelivery });
    await expect(within(perDelivery).getByRole('link', { name: T.deliveryOf(6) })).toHaveAttribute(
      'href',
      '/vue3-dev/line/notifications/6',
    );
    const devices = within(counts).getByRole('table', { name: T.byDevice });
    await expect(within(devices).getByText(TRACKER_DEVICE_LABELS.ios)).toBeVisible();
    await expect(within(devices).getByText('842')).toBeVisible();
  },
};

export const コードをコピー: Story = {
  name: 'トラッカーの編集（コードをコピー）',
  tags: ['skip-visual'],
  render: page('/vue3-dev/line/tracker/edit/12'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TrackerEditPage);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    try {
      await userEvent.click(screen(canvasElement).getByRole('button', { name: T.copyToken }));
      await expect(write).toHaveBeenCalledWith('{{tracker:12}}');
      await userEvent.click(screen(canvasElement).getByRole('button', { name: T.copyLink }));
      await expect(write).toHaveBeenLastCalledWith(`${window.location.origin}/t/Wn7xQ2pL9kRt4sVb`);
      await closeToasts(T.linkCopied);
    } finally {
      write.mockRestore();
    }
  },
};

export const 編集_サーバーのエラー: Story = {
  name: 'トラッカーの編集（サーバーの 422 を項目の横に）',
  render: page('/vue3-dev/line/tracker/edit/12?group=2'),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(TRACKERS_OPS.updateTracker.path), () =>
          HttpResponse.json(
            {
              message: '入力内容に誤りがあります。',
              errors: {
                'actions.tag_ids.1': [M.unknownTag],
                'actions.values.0.var_id': [M.unknownVariable],
                'actions.journey_id': [M.unknownJourney],
              },
            },
            { status: 422 },
          ),
        ),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TrackerEditPage);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.save }));
    await closeToasts('入力内容に誤りがあります。');
    // Each refusal beside its field: the tags, the value's item, the journey.
    await expect(await screen(canvasElement).findByText(M.unknownTag, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByText(M.unknownVariable)).toBeVisible();
    await expect(screen(canvasElement).getByText(M.unknownJourney)).toBeVisible();
  },
};

const removed = fn();
export const 削除: Story = {
  name: 'トラッカーの編集（削除の確認）',
  tags: ['skip-visual'],
  render: page('/vue3-dev/line/tracker/edit/12?group=2'),
  parameters: {
    msw: {
      handlers: [
        http.delete(routePattern(TRACKERS_OPS.deleteTracker.path), ({ params }) => {
          removed(Number(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    removed.mockClear();
    await ready(canvasElement, T.titles.TrackerEditPage);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.delete }));
    const dialog = await body().findByRole(
      'alertdialog',
      { name: T.deleteConfirm('冬のキャンペーン（クーポン）') },
      PAGE_WAIT,
    );
    await expect(dialog).toHaveTextContent(T.deleteMessage);
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith(12), PAGE_WAIT);
    await closeToasts(T.deleted);
    // Back to the trackers of the group it came from.
    await expect(
      await screen(canvasElement).findByRole('table', { name: 'トラッカー（キャンペーン）' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

export const スタッフ: Story = {
  name: 'トラッカーの編集（スタッフ: テンプレートの権限なし）',
  render: page('/vue3-dev/line/tracker/edit/12?group=2', staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TrackerEditPage);
    // Shown, not changed: the server would refuse every write (TEMPLATE_WRITE).
    await expect(screen(canvasElement).getByText(T.readOnly)).toBeVisible();
    await expect(field(canvasElement, T.name)).toHaveAttribute('readonly');
    await expect(screen(canvasElement).queryByRole('button', { name: T.save })).toBeNull();
    await expect(screen(canvasElement).queryByRole('button', { name: T.delete })).toBeNull();
    await expect(screen(canvasElement).queryByRole('button', { name: T.valueAdd })).toBeNull();
    await expect(screen(canvasElement).queryByRole('combobox', { name: T.tagAdd })).toBeNull();
    // The link, the token and the clicks are still theirs to read and copy.
    await expect(screen(canvasElement).getByRole('button', { name: T.copyToken })).toBeVisible();
    const counts = screen(canvasElement).getByRole('region', { name: T.counts });
    await expect(await within(counts).findByText('1,284', {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 一覧_スタッフ: Story = {
  name: 'トラッカー（テンプレート一覧: スタッフ）',
  render: page('/line/template?view=trackers', staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'テンプレート');
    const table = await screen(canvasElement).findByRole('table', { name: 'トラッカー' }, PAGE_WAIT);
    await expect(await within(table).findByText('ご予約ページ', {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('button', { name: 'トラッカーを作成' })).toBeNull();
  },
};

export const スマートフォン: Story = {
  name: 'トラッカーの編集（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page('/vue3-dev/line/tracker/edit/12?group=2'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TrackerEditPage);
    const counts = screen(canvasElement).getByRole('region', { name: T.counts });
    await expect(await within(counts).findByText('1,284', {}, PAGE_WAIT)).toBeVisible();
    // The long URL and the link wrap: nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const 見つからない: Story = {
  name: 'トラッカーの編集（番号でないアドレス: 見つかりません）',
  render: page('/vue3-dev/line/tracker/edit/abc'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TrackerEditPage);
    await expect(screen(canvasElement).getByRole('alert')).toHaveTextContent(T.notFound);
  },
};
