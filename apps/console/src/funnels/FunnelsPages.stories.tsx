import type { Me } from '@console/contract';
import { routePattern } from '@console/contract';
import { FRIENDS_OPS } from '@console/contract/friends';
import {
  type EntrySourceInput,
  FUNNELS_OPS,
  type FunnelInput,
  FUNNEL_MESSAGES as M,
} from '@console/contract/funnels';
import { TRACKERS_OPS } from '@console/contract/trackers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, mock, ownerMe, PAGE_WAIT, PHONE_STORY, pageAt, ready } from '../test/pageStory';
import { FUNNELS_TEXT as T } from './messages';
import { channel, counts, entrySources, funnel, funnels, noCounts, trackers } from './storyData';

/**
 * ファネル分析の画面（ファネルと流入経路のタブ）を、アプリの本物のルートと MSW のモック API で描く。
 */

/** An operator who may edit funnels and make segments (FUNNEL_WRITE, TAG_WRITE, SEGMENT_WRITE). */
const analystMe: Me = {
  ...ownerMe,
  permissions: [...ownerMe.permissions, 'FUNNEL_WRITE', 'SEGMENT_WRITE'],
};
/** May edit funnels, not segments: no segment button. */
const funnelOnlyMe: Me = { ...ownerMe, permissions: ['FUNNEL_WRITE'] };

/** A QR code's stand-in: the server draws the real one. */
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7"><rect width="7" height="7" fill="#fff"/><path d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 6h1v1H6z"/></svg>';

const countsHandler = (answer = counts) =>
  http.get(routePattern(FUNNELS_OPS.funnelCounts.path), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const source = query.get('source_id');
    return HttpResponse.json(
      answer(query.get('from') ?? '', query.get('to') ?? '', source === null ? null : Number(source)),
    );
  });

const shared = [
  mock.json(routePattern(FUNNELS_OPS.funnels.path), funnels),
  mock.json(routePattern(FUNNELS_OPS.entrySources.path), entrySources),
  countsHandler(),
  mock.json(routePattern(TRACKERS_OPS.trackers.path), trackers),
  mock.json(routePattern(FRIENDS_OPS.channel.path), channel('@omotesando')),
  http.get(
    routePattern(FUNNELS_OPS.entrySourceQr.path),
    () => new HttpResponse(QR_SVG, { headers: { 'content-type': 'image/svg+xml' } }),
  ),
];

const meta = {
  title: 'コンソール/ファネル分析',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt(analystMe);
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

/** The 4-step funnel over November, so the story does not move with the calendar. */
const FUNNEL_PATH = '/line/funnel?funnel=3&from=2026-11-01&to=2026-11-28';

// The funnels ---------------------------------------------------------------------------------------

export const ファネル: Story = {
  name: 'ファネル（4ステップの集計: グラフと表）',
  render: page(FUNNEL_PATH),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await expect(screen(canvasElement).getByRole('tab', { name: T.funnelTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const region = screen(canvasElement).getByRole('region', { name: T.counts });
    const table = await within(region).findByRole('table', { name: T.table }, PAGE_WAIT);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('1. 友だち追加');
    await expect(rows[1]).toHaveTextContent('1,370人');
    await expect(rows[2]).toHaveTextContent('59.3%');
    await expect(rows[4]).toHaveTextContent('4. 来店');
    await expect(rows[4]).toHaveTextContent('17.6%');
    // The chart is an image whose name says every bar; the table holds the same numbers.
    await expect(within(region).getByRole('img', { name: /1\. 友だち追加 1,370人/ })).toBeVisible();
    await expect(within(table).getByRole('button', { name: T.toSegmentOf(3) })).toBeVisible();
  },
};

const segmented = fn();
export const セグメントにする: Story = {
  name: 'ファネル（ステップの友だちをセグメントに: 作成と 422）',
  tags: ['skip-visual'],
  render: page(`${FUNNEL_PATH}&source=2`),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(FUNNELS_OPS.funnelSegment.path), ({ params, request }) => {
          const query = Object.fromEntries(new URL(request.url).searchParams);
          segmented(Number(params.n), query);
          if (params.n === '4') return HttpResponse.json({ message: M.noFriends }, { status: 422 });
          return HttpResponse.json(
            { tag_id: 31, member_query_id: 8, name: '友だち追加から来店まで 3.予約', friends: 101 },
            { status: 201 },
          );
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    segmented.mockClear();
    await ready(canvasElement, T.title);
    const table = await screen(canvasElement).findByRole('table', { name: T.table }, PAGE_WAIT);
    await userEvent.click(within(table).getByRole('button', { name: T.toSegmentOf(3) }));
    // The same range and source as the counts.
    await waitFor(
      () =>
        expect(segmented).toHaveBeenCalledWith(3, { from: '2026-11-01', to: '2026-11-28', source_id: '2' }),
      PAGE_WAIT,
    );
    const made = await within(table).findByRole('status', {}, PAGE_WAIT);
    await expect(made).toHaveTextContent(T.segmentMade('友だち追加から来店まで 3.予約', 101));
    await expect(within(made).getByRole('link', { name: T.openSegments })).toHaveAttribute(
      'href',
      '/line/member_query',
    );
    await userEvent.click(within(table).getByRole('button', { name: T.toSegmentOf(4) }));
    await expect(await within(table).findByRole('alert', {}, PAGE_WAIT)).toHaveTextContent(M.noFriends);
  },
};

export const セグメントの権限なし: Story = {
  name: 'ファネル（セグメントの権限なし: ボタンなし）',
  tags: ['skip-visual'],
  render: page(FUNNEL_PATH, funnelOnlyMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    const table = await screen(canvasElement).findByRole('table', { name: T.table }, PAGE_WAIT);
    await expect(within(table).queryByRole('button', { name: T.toSegmentOf(1) })).toBeNull();
    // The funnel itself is theirs to edit.
    await expect(screen(canvasElement).getByRole('button', { name: T.edit })).toBeVisible();
  },
};

export const 空: Story = {
  name: 'ファネル（まだない）',
  render: page('/line/funnel'),
  parameters: {
    msw: { handlers: [mock.json(routePattern(FUNNELS_OPS.funnels.path), []), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await expect(await screen(canvasElement).findByText(T.empty, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: T.newFunnel })).toBeVisible();
    await expect(screen(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const データなし: Story = {
  name: 'ファネル（期間内に誰もいない）',
  render: page(FUNNEL_PATH),
  parameters: { msw: { handlers: [countsHandler(noCounts), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await expect(await screen(canvasElement).findByText(T.noData, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const 期間の誤り: Story = {
  name: 'ファネル（終了日が開始日より前）',
  tags: ['skip-visual'],
  render: page('/line/funnel?funnel=3&from=2026-11-28&to=2026-11-01'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await expect(await screen(canvasElement).findByText(M.range, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('table')).toBeNull();
  },
};

// The editor --------------------------------------------------------------------------------------------

export const 編集: Story = {
  name: 'ファネルの編集（ステップと絞り込み）',
  render: page(FUNNEL_PATH),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.edit }));
    const form = await screen(canvasElement).findByRole('form', { name: T.editTitle }, PAGE_WAIT);
    await expect(within(form).getByRole('textbox', { name: new RegExp(T.name) })).toHaveValue(funnel.name);
    // The trackers' list loads after the form opens: the choice shows its name once it is there.
    const tracker = await within(form).findByRole('combobox', {
      name: `${T.stepHeading(2)} ${T.trackerFilter}`,
    });
    await waitFor(() => expect(tracker).toHaveTextContent('冬のキャンペーン（クーポン）'), PAGE_WAIT);
    await expect(
      within(form).getByRole('combobox', { name: `${T.stepHeading(4)} ${T.kind}` }),
    ).toHaveTextContent('来店');
    // The first step goes no higher, the last no lower.
    await expect(within(form).getByRole('button', { name: T.moveUp(1) })).toBeDisabled();
    await expect(within(form).getByRole('button', { name: T.moveDown(4) })).toBeDisabled();
  },
};

const saved = fn();
export const 編集_並べ替えと保存: Story = {
  name: 'ファネルの編集（並べ替え・追加・入力エラー・保存）',
  tags: ['skip-visual'],
  render: page(FUNNEL_PATH),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(FUNNELS_OPS.updateFunnel.path), async ({ request }) => {
          const input = (await request.json()) as FunnelInput;
          saved(input);
          return HttpResponse.json({ ...funnel, ...input });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    await ready(canvasElement, T.title);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.edit }));
    const form = await screen(canvasElement).findByRole('form', { name: T.editTitle }, PAGE_WAIT);
    const name = within(form).getByRole('textbox', { name: new RegExp(T.name) });
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: T.save }));
    await closeToasts(T.problems(1));
    await expect(await within(form).findByText(M.name)).toBeVisible();
    await userEvent.type(name, '来店までの流れ');
    // 予約 before the click, then a fifth step (a click of any tracker).
    await userEvent.click(within(form).getByRole('button', { name: T.moveUp(3) }));
    await userEvent.click(within(form).getByRole('button', { name: T.addStep }));
    await userEvent.click(within(form).getByRole('button', { name: T.save }));
    await closeToasts(T.saved);
    await expect(saved).toHaveBeenCalledWith({
      name: '来店までの流れ',
      window_days: 14,
      steps: [
        { kind: 'follow', ref_id: null, source_id: null },
        { kind: 'booking_made', ref_id: null, source_id: null },
        { kind: 'tracker_click', ref_id: 12, source_id: null },
        { kind: 'booking_visited', ref_id: null, source_id: null },
        { kind: 'tracker_click', ref_id: null, source_id: null },
      ],
    });
  },
};

const removed = fn();
export const 削除: Story = {
  name: 'ファネルの編集（削除の確認）',
  tags: ['skip-visual'],
  render: page(FUNNEL_PATH),
  parameters: {
    msw: {
      handlers: [
        http.delete(routePattern(FUNNELS_OPS.deleteFunnel.path), ({ params }) => {
          removed(Number(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    removed.mockClear();
    await ready(canvasElement, T.title);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.edit }));
    const form = await screen(canvasElement).findByRole('form', { name: T.editTitle }, PAGE_WAIT);
    await userEvent.click(within(form).getByRole('button', { name: T.delete }));
    const dialog = await body().findByRole('alertdialog', { name: T.deleteConfirm(funnel.name) }, PAGE_WAIT);
    await expect(dialog).toHaveTextContent(T.deleteMessage);
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith(3), PAGE_WAIT);
    await closeToasts(T.deleted);
  },
};

// The entry sources -------------------------------------------------------------------------------------

export const 流入経路: Story = {
  name: '流入経路（URL・QR コード・集計）',
  render: page('/line/funnel?tab=sources'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await expect(screen(canvasElement).getByRole('tab', { name: T.sourcesTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const item = await screen(canvasElement).findByRole(
      'listitem',
      { name: '店頭 POP（表参道店）' },
      PAGE_WAIT,
    );
    await expect(within(item).getByText('https://console.example.jp/e/Pop0mtsnd001')).toBeVisible();
    await expect(within(item).getByText('1,284')).toBeVisible();
    await expect(within(item).getByRole('img', { name: T.qrOf('店頭 POP（表参道店）') })).toHaveAttribute(
      'src',
      '/api/entry_sources/2/qr?format=svg',
    );
    await expect(
      within(item).getByRole('link', { name: T.downloadOf('店頭 POP（表参道店）', 'PNG') }),
    ).toHaveAttribute('href', '/api/entry_sources/2/qr?format=png');
    await expect(screen(canvasElement).queryByText(T.noBasicId)).toBeNull();
  },
};

const createdSource = fn();
export const 流入経路_作成と削除: Story = {
  name: '流入経路（作成・削除の確認）',
  tags: ['skip-visual'],
  render: page('/line/funnel?tab=sources'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(FUNNELS_OPS.createEntrySource.path), async ({ request }) => {
          const input = (await request.json()) as EntrySourceInput;
          createdSource(input);
          return HttpResponse.json({ ...entrySources[0], id: 9, name: input.name }, { status: 201 });
        }),
        http.delete(
          routePattern(FUNNELS_OPS.deleteEntrySource.path),
          () => new HttpResponse(null, { status: 204 }),
        ),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    createdSource.mockClear();
    await ready(canvasElement, T.title);
    const create = screen(canvasElement).getByRole('form', { name: T.newSource });
    await userEvent.click(within(create).getByRole('button', { name: T.newSource }));
    await expect(await within(create).findByText(M.sourceName)).toBeVisible();
    await userEvent.type(
      within(create).getByRole('textbox', { name: new RegExp(T.sourceName) }),
      'チラシ（12月）',
    );
    await userEvent.click(within(create).getByRole('button', { name: T.newSource }));
    await closeToasts(T.sourceCreated);
    await expect(createdSource).toHaveBeenCalledWith({ name: 'チラシ（12月）' });
    const item = screen(canvasElement).getByRole('listitem', { name: 'Instagram プロフィール' });
    await userEvent.click(within(item).getByRole('button', { name: T.delete }));
    const dialog = await body().findByRole(
      'alertdialog',
      { name: T.sourceDeleteOf('Instagram プロフィール') },
      PAGE_WAIT,
    );
    // The printed codes stop working: the dialog says so before anything goes.
    await expect(dialog).toHaveTextContent('印刷・配布した QR コード');
    await userEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
  },
};

export const 流入経路_ベーシックIDなし: Story = {
  name: '流入経路（ベーシック ID が未設定）',
  render: page('/line/funnel?tab=sources'),
  parameters: {
    msw: { handlers: [mock.json(routePattern(FRIENDS_OPS.channel.path), channel(null)), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    const alert = await screen(canvasElement).findByRole('alert', {}, PAGE_WAIT);
    await expect(alert).toHaveTextContent(T.noBasicId);
    await expect(within(alert).getByRole('link', { name: T.channelSettings })).toHaveAttribute(
      'href',
      '/line/setting/line',
    );
  },
};

// A phone -----------------------------------------------------------------------------------------------

export const スマートフォン: Story = {
  name: 'ファネル（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page(FUNNEL_PATH),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await screen(canvasElement).findByRole('table', { name: T.table }, PAGE_WAIT);
    // The chart follows the width, the table stacks: nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const スマートフォン_流入経路: Story = {
  name: '流入経路（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page('/line/funnel?tab=sources'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await screen(canvasElement).findByRole('listitem', { name: '店頭 POP（表参道店）' }, PAGE_WAIT);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
