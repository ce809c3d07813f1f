import { routePattern } from '@console/contract';
import {
  DELIVERIES_OPS,
  DELIVERY_AUDIENCE_LABELS,
  DELIVERY_SCHEDULE_LABELS,
  DELIVERY_STATUS_LABELS,
  type Delivery,
  type DeliveryAudienceCountInput,
  type DeliveryInput,
  type DeliveryTestInput,
  DELIVERY_MESSAGES as M,
} from '@console/contract/deliveries';
import { FRIENDS_OPS } from '@console/contract/friends';
import { TEMPLATES_OPS } from '@console/contract/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  choose,
  closeToasts,
  mock,
  ownerWith,
  PAGE_WAIT,
  PHONE_STORY,
  pageAt,
  ready,
  staffMe,
} from '../test/pageStory';
import { DELIVERIES_TEXT as T } from './messages';
import {
  audienceCount,
  deliveries,
  delivery,
  friends,
  quota,
  sandboxQuota,
  scheduled,
  segments,
  tags,
  templates,
} from './storyData';

/**
 * 一斉配信の画面（一覧・配信の作成・配信のページ）を、アプリの本物のルートと MSW のモック API で描く。
 */

const writerMe = ownerWith('NOTIFICATION_WRITE');

/** The delivery a story's create and schedule made (id 21), answered by its page afterwards. */
let made: Delivery | null = null;

const byId = new Map(deliveries.map((item) => [item.id, item]));

const shared = [
  mock.json(routePattern(DELIVERIES_OPS.deliveryQuota.path), quota),
  http.post(routePattern(DELIVERIES_OPS.deliveryAudienceCount.path), async ({ request }) => {
    const { audience } = (await request.json()) as DeliveryAudienceCountInput;
    return HttpResponse.json({ count: audienceCount(audience) });
  }),
  mock.json(routePattern(DELIVERIES_OPS.deliveries.path), deliveries, 26),
  http.get(routePattern(DELIVERIES_OPS.delivery.path), ({ params }) => {
    const found = Number(params.id) === 21 && made ? made : byId.get(Number(params.id));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ message: '配信が見つかりません。' }, { status: 404 });
  }),
  // LINE's count of a delivery sent for real: four in five saw it; its clicks are LINE's too.
  http.get(routePattern(DELIVERIES_OPS.deliveryLineStatistics.path), ({ params }) => {
    const found = byId.get(Number(params.id));
    if (!found?.started_at || found.sandbox !== false) {
      return HttpResponse.json({
        available: false,
        reason: M.statisticsSandbox,
        from: null,
        to: null,
        unique_impression: null,
        unique_click: null,
        unique_media_played: null,
      });
    }
    const from = found.started_at.slice(0, 10);
    return HttpResponse.json({
      available: true,
      reason: null,
      from,
      to: from === '2026-10-15' ? '2026-11-13' : '2026-11-27',
      unique_impression: Math.round(found.stats.sent * 0.8),
      unique_click: found.stats.clicked,
      unique_media_played: null,
    });
  }),
  mock.json(routePattern(TEMPLATES_OPS.templates.path), templates),
  mock.json(routePattern(FRIENDS_OPS.memberQueries.path), segments),
  mock.json(routePattern(FRIENDS_OPS.tags.path), tags),
  http.get(routePattern(FRIENDS_OPS.friends.path), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return HttpResponse.json(friends.filter((friend) => friend.display_name.includes(q)));
  }),
];

const meta = {
  title: 'コンソール/一斉配信',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt(writerMe);
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

// The list --------------------------------------------------------------------------------------------

export const 一覧: Story = {
  name: '一斉配信（一覧）',
  render: page('/line/notifications'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryListPage);
    const table = await screen(canvasElement).findByRole('table', { name: T.titles.DeliveryListPage });
    await expect(
      await within(table).findByRole('link', { name: T.openOf('11月のクーポン') }, PAGE_WAIT),
    ).toHaveAttribute('href', '/vue3-dev/line/notifications/4');
    // Each status in the contract's words; times in Japan (03:00Z is 12:00 there).
    await expect(within(table).getByText('配信中')).toBeVisible();
    await expect(within(table).getByText('2026/11/27 12:00')).toBeVisible();
    // A draft's chosen time, as it was typed (Japan's).
    await expect(within(table).getByText('2026/12/01 09:00')).toBeVisible();
    await expect(within(table).getByText(T.resultsOf(612, 8, 41))).toBeVisible();
    await expect(within(table).getAllByText(T.people(1280))).toHaveLength(2);
    // 26 deliveries: two pages.
    await expect(screen(canvasElement).getByText('1 / 2 ページ')).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: T.newDelivery })).toBeVisible();
  },
};

export const 一覧_空: Story = {
  name: '一斉配信（まだ配信がない）',
  render: page('/line/notifications'),
  parameters: {
    msw: { handlers: [mock.json(routePattern(DELIVERIES_OPS.deliveries.path), [], 0), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryListPage);
    await expect(await screen(canvasElement).findByText(T.empty, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('navigation', { name: /ページ/ })).toBeNull();
  },
};

export const 一覧_スタッフ: Story = {
  name: '一斉配信（スタッフ: 配信の権限なし）',
  render: page('/line/notifications', staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryListPage);
    const table = await screen(canvasElement).findByRole('table', { name: T.titles.DeliveryListPage });
    await expect(await within(table).findByText('11月のクーポン', {}, PAGE_WAIT)).toBeVisible();
    await expect(within(table).queryByRole('link')).toBeNull();
    await expect(screen(canvasElement).queryByRole('button', { name: T.newDelivery })).toBeNull();
  },
};

export const 一覧_スマートフォン: Story = {
  name: '一斉配信（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page('/line/notifications'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryListPage);
    await screen(canvasElement).findByText('11月のクーポン', {}, PAGE_WAIT);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// The compose form --------------------------------------------------------------------------------------

export const 作成: Story = {
  name: '配信の作成',
  render: page('/vue3-dev/line/notifications/new'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryNewPage);
    // Every friend by default, counted at once; the month's quota beside it.
    await expect(await screen(canvasElement).findByText(T.audienceCount(1280), {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByText(T.quotaRemaining(3800))).toBeVisible();
    await expect(
      screen(canvasElement).getByRole('radio', { name: DELIVERY_AUDIENCE_LABELS.all }),
    ).toBeChecked();
    await expect(
      screen(canvasElement).getByRole('radio', { name: DELIVERY_SCHEDULE_LABELS.now }),
    ).toBeChecked();
  },
};

export const 作成_サンドボックス: Story = {
  name: '配信の作成（サンドボックス: 上限なし）',
  render: page('/vue3-dev/line/notifications/new'),
  parameters: {
    msw: { handlers: [mock.json(routePattern(DELIVERIES_OPS.deliveryQuota.path), sandboxQuota), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryNewPage);
    await expect(await screen(canvasElement).findByText(T.quotaUnlimited, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByText(T.sandbox)).toBeVisible();
  },
};

const created = fn();
const scheduledId = fn();
export const 作成と配信予約: Story = {
  name: '配信の作成（タグで絞り、日時を指定して配信予約）',
  // A long play (the form filled, saved, scheduled): its end is a scheduled delivery's page,
  // which 配信予約のキャンセル shows; the visual run's 15 s would not see it through.
  tags: ['skip-visual'],
  render: page('/vue3-dev/line/notifications/new'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(DELIVERIES_OPS.createDelivery.path), async ({ request }) => {
          const input = (await request.json()) as DeliveryInput;
          created(input);
          made = delivery(21, input.name, { ...input, pacing: input.pacing ?? null });
          return HttpResponse.json(made, { status: 201 });
        }),
        http.post(routePattern(DELIVERIES_OPS.scheduleDelivery.path), ({ params }) => {
          scheduledId(Number(params.id));
          made = {
            ...(made as Delivery),
            status: 'scheduled',
            scheduled_at: '2026-12-24T00:30:00.000Z',
            recipient_count: 327,
          };
          return HttpResponse.json(made);
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    created.mockClear();
    scheduledId.mockClear();
    made = null;
    await ready(canvasElement, T.titles.DeliveryNewPage);
    // Scheduling an empty form stops at its problems, and sends nothing.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.scheduleButton }));
    await expect(await screen(canvasElement).findByText(M.name)).toBeVisible();
    await expect(screen(canvasElement).getByText(M.template)).toBeVisible();
    await expect(created).not.toHaveBeenCalled();
    await userEvent.type(
      screen(canvasElement).getByRole('textbox', { name: new RegExp(T.name) }),
      'クリスマスのご案内',
    );
    await choose(canvasElement, new RegExp(T.template), 'クーポンのお知らせ');
    // Tags: the regulars, less those who asked for no messages; counted again.
    await userEvent.click(screen(canvasElement).getByRole('radio', { name: DELIVERY_AUDIENCE_LABELS.tags }));
    await expect(await screen(canvasElement).findByText(M.tagsEmpty)).toBeVisible();
    await choose(canvasElement, T.tagAdd(T.includeTags), '常連');
    await choose(canvasElement, T.tagAdd(T.excludeTags), '配信停止希望');
    await expect(await screen(canvasElement).findByText(T.audienceCount(327), {}, PAGE_WAIT)).toBeVisible();
    // A tag chosen on one side is not offered on the other.
    await userEvent.click(screen(canvasElement).getByRole('combobox', { name: T.tagAdd(T.excludeTags) }));
    await expect(await body().findByRole('option', { name: '新規' })).toBeVisible();
    await expect(body().queryByRole('option', { name: '常連' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // A time in Japan.
    await userEvent.click(screen(canvasElement).getByRole('radio', { name: DELIVERY_SCHEDULE_LABELS.at }));
    await userEvent.type(
      screen(canvasElement).getByRole('textbox', { name: new RegExp(T.date) }),
      '2026/12/24{Enter}',
    );
    await userEvent.type(
      screen(canvasElement).getByRole('textbox', { name: new RegExp(T.time) }),
      '09:30{Enter}',
    );
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.scheduleButton }));
    // The confirmation names the count and the time.
    const dialog = await body().findByRole(
      'alertdialog',
      { name: T.scheduleConfirm('クリスマスのご案内') },
      PAGE_WAIT,
    );
    await expect(dialog).toHaveTextContent(T.scheduleWhat(327, T.atWhen('2026/12/24 09:30')));
    await userEvent.click(within(dialog).getByRole('button', { name: T.scheduleApply }));
    await waitFor(() => expect(scheduledId).toHaveBeenCalledWith(21), PAGE_WAIT);
    // The toast closes itself after 3 s: on a busy machine the page below takes longer than that.
    await closeToasts(T.scheduled);
    await expect(created).toHaveBeenCalledWith({
      name: 'クリスマスのご案内',
      template_id: 1,
      audience: { type: 'tags', tag_ids: [1], exclude_tag_ids: [3] },
      schedule: { type: 'at', at: '2026-12-24T09:30' },
      pacing: null,
    });
    // Saved and scheduled, the delivery's own page opens: no form now, its status and time.
    await ready(canvasElement, T.titles.DeliveryPage);
    await expect(await screen(canvasElement).findByText('2026/12/24 09:30', {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: T.cancelButton })).toBeVisible();
  },
};

export const 下書き_エラー: Story = {
  name: '配信の作成（下書き: サーバーの 422 を項目の横に）',
  render: page('/vue3-dev/line/notifications/2'),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(DELIVERIES_OPS.updateDelivery.path), () =>
          HttpResponse.json(
            {
              message: '入力内容に誤りがあります。',
              errors: { 'audience.tag_ids': [M.unknownTags], 'schedule.at': [M.scheduleInPast] },
            },
            { status: 422 },
          ),
        ),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryPage);
    // The draft as saved: its tags, its time, its pacing.
    await expect(await screen(canvasElement).findByText(T.audienceCount(327), {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByRole('textbox', { name: new RegExp(T.date) })).toHaveValue(
      '2026/12/01',
    );
    await expect(screen(canvasElement).getByRole('textbox', { name: new RegExp(T.perMinute) })).toHaveValue(
      '500',
    );
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.scheduleButton }));
    const dialog = await body().findByRole(
      'alertdialog',
      { name: T.scheduleConfirm('冬のセールのお知らせ') },
      PAGE_WAIT,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: T.scheduleApply }));
    // The server's refusals land beside their fields.
    await expect(await screen(canvasElement).findByText(M.unknownTags, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByText(M.scheduleInPast)).toBeVisible();
    await closeToasts();
  },
};

const tested = fn();
export const テスト配信: Story = {
  name: '配信の作成（テスト配信: 名前で選んだ友だちに送り、結果を友だちごとに）',
  render: page('/vue3-dev/line/notifications/2'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(DELIVERIES_OPS.testDelivery.path), async ({ request, params }) => {
          const input = (await request.json()) as DeliveryTestInput;
          tested(Number(params.id), input.friend_ids);
          return HttpResponse.json({
            results: input.friend_ids.map((id) => {
              const name = friends.find((friend) => friend.id === id)?.display_name ?? '';
              return id === 12
                ? { friend_id: id, name, status: 'failed', error: M.testBlocked }
                : { friend_id: id, name, status: 'sent', error: null };
            }),
            sandbox: false,
          });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    tested.mockClear();
    await ready(canvasElement, T.titles.DeliveryPage);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.testButton }));
    const dialog = await body().findByRole('dialog', { name: T.testTitle }, PAGE_WAIT);
    await userEvent.type(within(dialog).getByRole('textbox', { name: T.friendSearch }), '佐藤');
    await userEvent.click(within(dialog).getByRole('button', { name: T.friendSearchButton }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '佐藤 花子' }, PAGE_WAIT));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '佐藤 健' }));
    await expect(within(dialog).getByText(T.friendChosen(2))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: T.testSend }));
    const results = await within(dialog).findByRole('list', { name: T.testResults }, PAGE_WAIT);
    await expect(results).toHaveTextContent(`佐藤 花子：${T.testSent}`);
    await expect(results).toHaveTextContent(`佐藤 健：${T.testFailed}（${M.testBlocked}）`);
    await expect(tested).toHaveBeenCalledWith(2, [11, 12]);
  },
};

// A delivery's page -----------------------------------------------------------------------------------

export const 配信中: Story = {
  name: '配信（配信中: 進み具合と結果）',
  render: page('/vue3-dev/line/notifications/4'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryPage);
    const bar = await screen(canvasElement).findByRole('progressbar', { name: T.progress }, PAGE_WAIT);
    // 612 sent and 8 failed of 1,280: 48%.
    await expect(bar).toHaveAttribute('value', '48');
    await expect(screen(canvasElement).getByText(/620 \/ 1,280人/)).toBeVisible();
    await expect(await screen(canvasElement).findByText('クーポンのお知らせ', {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByText(T.pacingOf(1000))).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: T.cancelButton })).toBeVisible();
    // No going back to a draft: the API has no such operation.
    await expect(screen(canvasElement).queryByRole('button', { name: /下書き/ })).toBeNull();
  },
};

export const 停止: Story = {
  name: '配信（今月の上限で停止: 理由の表示）',
  render: page('/vue3-dev/line/notifications/5'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryPage);
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(M.quotaExhausted);
    await expect(screen(canvasElement).queryByRole('progressbar')).toBeNull();
    await expect(screen(canvasElement).queryByRole('button', { name: T.cancelButton })).toBeNull();
  },
};

const cancelledId = fn();
export const 配信予約のキャンセル: Story = {
  name: '配信（配信予約: キャンセルの確認）',
  render: page('/vue3-dev/line/notifications/3'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(DELIVERIES_OPS.cancelDelivery.path), ({ params }) => {
          cancelledId(Number(params.id));
          return HttpResponse.json({ ...scheduled, status: 'cancelled' });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    cancelledId.mockClear();
    await ready(canvasElement, T.titles.DeliveryPage);
    // The segment by its name; the time in Japan (01:00Z is 10:00 there).
    await expect(
      await screen(canvasElement).findByText(
        `${DELIVERY_AUDIENCE_LABELS.segment}：ゴールド会員`,
        {},
        PAGE_WAIT,
      ),
    ).toBeVisible();
    await expect(screen(canvasElement).getByText('2026/12/28 10:00')).toBeVisible();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.cancelButton }));
    const dialog = await body().findByRole(
      'alertdialog',
      { name: T.cancelConfirm('年末年始の営業時間') },
      PAGE_WAIT,
    );
    await expect(dialog).toHaveTextContent(T.cancelScheduled);
    await userEvent.click(within(dialog).getByRole('button', { name: T.cancelApply }));
    await waitFor(() => expect(cancelledId).toHaveBeenCalledWith(3), PAGE_WAIT);
    const summary = screen(canvasElement).getByRole('region', { name: T.summary });
    await expect(await within(summary).findByText(DELIVERY_STATUS_LABELS.cancelled)).toBeVisible();
    await waitFor(() =>
      expect(screen(canvasElement).queryByRole('button', { name: T.cancelButton })).toBeNull(),
    );
    // Cancelled: it may be deleted now.
    await expect(screen(canvasElement).getByRole('button', { name: T.deleteButton })).toBeVisible();
    await closeToasts(T.cancelled);
  },
};

export const 配信済み: Story = {
  name: '配信（配信済み: 結果と LINE の集計）',
  render: page('/vue3-dev/line/notifications/6'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryPage);
    const line = await screen(canvasElement).findByRole('region', { name: T.lineStats }, PAGE_WAIT);
    // 340 sent, 272 saw it, 57 tapped a link; LINE gives no count under 20 (the video's).
    await expect(await within(line).findByText(T.people(272), {}, PAGE_WAIT)).toBeVisible();
    await expect(within(line).getByText(T.people(57))).toBeVisible();
    await expect(within(line).getByText(T.underTwenty)).toBeVisible();
    await expect(within(line).getByText(T.lineStatsPeriod('2026-10-15', '2026-11-13'))).toBeVisible();
    // Done: nothing to cancel, nothing to delete (the API keeps a sent delivery).
    await expect(screen(canvasElement).queryByRole('button', { name: T.cancelButton })).toBeNull();
    await expect(screen(canvasElement).queryByRole('button', { name: T.deleteButton })).toBeNull();
  },
};

const deletedId = fn();
export const 下書きの削除: Story = {
  name: '配信（下書き: 削除の確認から一覧へ）',
  render: page('/vue3-dev/line/notifications/2'),
  parameters: {
    msw: {
      handlers: [
        http.delete(routePattern(DELIVERIES_OPS.deleteDelivery.path), ({ params }) => {
          deletedId(Number(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    deletedId.mockClear();
    await ready(canvasElement, T.titles.DeliveryPage);
    // A draft never sent has no LINE count to show.
    await expect(screen(canvasElement).queryByRole('region', { name: T.lineStats })).toBeNull();
    await userEvent.click(
      await screen(canvasElement).findByRole('button', { name: T.deleteButton }, PAGE_WAIT),
    );
    const dialog = await body().findByRole(
      'alertdialog',
      { name: T.deleteConfirm('冬のセールのお知らせ') },
      PAGE_WAIT,
    );
    await expect(dialog).toHaveTextContent(T.deleteMessage);
    await userEvent.click(within(dialog).getByRole('button', { name: T.deleteApply }));
    await waitFor(() => expect(deletedId).toHaveBeenCalledWith(2), PAGE_WAIT);
    await closeToasts(T.deleted);
    await expect(
      await screen(canvasElement).findByRole('table', { name: T.titles.DeliveryListPage }, PAGE_WAIT),
    ).toBeVisible();
    // The console does not yet scroll to the top on a new page (no ScrollRestoration): the list
    // would be photographed where the form's button had scrolled it.
    window.scrollTo(0, 0);
  },
};

export const 見つからない: Story = {
  name: '配信（番号でないアドレス: 見つかりません）',
  render: page('/vue3-dev/line/notifications/abc'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.DeliveryPage);
    await expect(screen(canvasElement).getByRole('alert')).toHaveTextContent(T.notFound);
  },
};
