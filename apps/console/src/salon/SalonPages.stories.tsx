import { routePattern } from '@console/contract';
import {
  SALON_EVENT_NAME,
  SALON_OPS,
  SALON_STATUSES,
  type SalonConfig,
  type SalonCourse,
  type SalonReservation,
  type SalonReservationEvent,
  type SalonResource,
  type TimeShift,
} from '@console/contract/salon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http, sse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tokyoToday } from '../shared/dates';
import {
  AppPage,
  closeToasts,
  mock,
  PAGE_WAIT,
  PHONE_STORY,
  SERVER_ERROR_MESSAGE,
  salonMe,
  settled,
  staffMe,
} from '../test/pageStory';
import { SALON_TEXT } from './messages';
import { makeReservation } from './testing';

/**
 * サロンの予約表（スケジュール・シフト（日）・シフト（週））を、アプリの本物のルートと MSW のモック API で描く。
 * 日付は見た目の比較で固定される「今日」（2024-07-15 月曜）。重なる予約はレーンが分かれ、ブロック時間は斜線。
 */

const DAY = '2024-07-15';

const resources: SalonResource[] = [
  { id: 1, name: '佐藤 美咲', kind: 'staff', color: '#1f6feb', order: 1, is_online: true, is_active: true },
  { id: 2, name: '鈴木 健太', kind: 'staff', color: '#1a7f37', order: 2, is_online: true, is_active: true },
  { id: 3, name: '高橋 さくら', kind: 'staff', color: '#9a6700', order: 3, is_online: true, is_active: true },
  { id: 4, name: '個室A', kind: 'facility', color: '#6e7781', order: 4, is_online: false, is_active: true },
];

const courses: SalonCourse[] = [
  {
    id: 1,
    name: 'カット',
    duration: 60,
    price: 5500,
    buffer_before: 0,
    buffer_after: 10,
    color: '#1f6feb',
    order: 1,
    is_online: true,
  },
  {
    id: 2,
    name: 'カラー',
    duration: 90,
    price: 8800,
    buffer_before: 0,
    buffer_after: 15,
    color: '#1a7f37',
    order: 2,
    is_online: true,
  },
  {
    id: 3,
    name: 'ヘッドスパ',
    duration: 45,
    price: 4400,
    buffer_before: 0,
    buffer_after: 0,
    color: '#9a6700',
    order: 3,
    is_online: true,
  },
];

const config: SalonConfig = {
  enable_online: true,
  sync_shift: false,
  push_notification: true,
  opening: {
    weekly: Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      open: weekday === 2 ? null : '10:00',
      close: weekday === 2 ? null : '20:00',
    })),
    closed_dates: [],
    open_on_holidays: true,
  },
  reservation: { slot_step: 30, lead_time_minutes: 60, horizon_days: 60, cancel_deadline_hours: 24 },
};

const reservation = (
  over: Partial<SalonReservation> & Pick<SalonReservation, 'id' | 'name'>,
): SalonReservation => makeReservation({ course: 1, date: DAY, ...over });

const reservations: SalonReservation[] = [
  reservation({ id: 11, name: '山田 花子', from: '10:00', to: '11:00' }),
  // Overlaps 山田 on the same row: a second lane.
  reservation({ id: 12, name: '田中 一郎', from: '10:30', to: '12:00', course: 2, status: 'confirmed' }),
  reservation({
    id: 13,
    name: '伊藤 由美',
    from: '13:00',
    to: '14:30',
    course: 2,
    salon_resource_id: 2,
    sub_resource_ids: [4],
    comment: '前回と同じ色でお願いします',
    change_child: {
      id: 91,
      status: 'pending',
      date: DAY,
      from: '15:00',
      to: '16:30',
      salon_resource_id: 2,
      course: 2,
      created_at: '2024-07-14T03:00:00.000Z',
    },
  }),
  reservation({
    id: 14,
    name: '小林 健',
    from: '16:00',
    to: '16:45',
    course: 3,
    salon_resource_id: 3,
    status: 'visited',
  }),
  reservation({
    id: 15,
    name: '中村 さおり',
    from: '17:00',
    to: '18:00',
    salon_resource_id: 3,
    status: 'cancelled',
  }),
];

const shift = (master: number, resource: number, date: string, from: string, to: string): TimeShift => ({
  master_id: master,
  self_id: null,
  salon_resource_id: resource,
  start_date: '2024-07-01',
  _date: date,
  dirty_date: null,
  repeat: 'weekly',
  from,
  to,
  description: '',
  expired_at: null,
});

const weekDays = [
  '2024-07-15',
  '2024-07-16',
  '2024-07-17',
  '2024-07-18',
  '2024-07-19',
  '2024-07-20',
  '2024-07-21',
];
const shifts: TimeShift[] = weekDays.flatMap((date, i) => [
  shift(1, 1, date, '10:00', '19:00'),
  ...(i % 2 === 0 ? [shift(2, 2, date, '12:00', '20:00')] : []),
  ...(i !== 1 ? [shift(3, 3, date, '10:00', '16:00')] : []),
]);

const blockTimes = [
  { id: 1, date: DAY, from: '12:00', to: '13:00', salon_resource_id: 1, is_confirmed: true },
];

const base = (over: { reservations?: unknown } = {}) => [
  mock.json(routePattern(SALON_OPS.salons.path), [
    { id: 1, name: '本店', episode_id: null, follow_id: null },
  ]),
  mock.json(routePattern(SALON_OPS.sharedResources.path), resources),
  mock.json(routePattern(SALON_OPS.sharedCourses.path), courses),
  mock.json(routePattern(SALON_OPS.statuses.path), SALON_STATUSES),
  mock.json(routePattern(SALON_OPS.configs.path), config),
  over.reservations === undefined
    ? mock.json(routePattern(SALON_OPS.reservations.path), reservations)
    : (over.reservations as ReturnType<typeof mock.json>),
  mock.json(routePattern(SALON_OPS.timeShifts.path), shifts),
  mock.json(routePattern(SALON_OPS.blockTimes.path), blockTimes),
  // The live channel stays open and quiet unless a story sends on it.
  sse(routePattern(SALON_OPS.events.path), () => {}),
];

const meta = {
  title: 'コンソール/サロン',
  parameters: { layout: 'fullscreen', msw: { handlers: base() } },
  tags: ['page'],
  // Display options are remembered on the device: every story starts from the defaults.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('console.salon.')) localStorage.removeItem(key);
    }
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page =
  (path: string, me = salonMe): Story['render'] =>
  (_args, { globals }) => <AppPage path={path} me={me} theme={globals.theme} />;

const screen = (canvasElement: HTMLElement) => within(canvasElement);

async function ready(canvasElement: HTMLElement) {
  await screen(canvasElement).findByRole('heading', { name: SALON_TEXT.timelineTitle }, PAGE_WAIT);
  // The resource's row (its name is also a display option's checkbox).
  await screen(canvasElement).findByRole('group', { name: '佐藤 美咲' }, PAGE_WAIT);
  await settled(canvasElement);
}

const card = (canvasElement: HTMLElement, name: string) =>
  screen(canvasElement).findByRole('button', { name: new RegExp(`^${name}`) }, PAGE_WAIT);

export const スケジュール: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // Overlapping reservations of one row sit in two lanes: one above the other.
    const a = (await card(canvasElement, '山田 花子')).getBoundingClientRect();
    const b = (await card(canvasElement, '田中 一郎')).getBoundingClientRect();
    await expect(Math.abs(a.top - b.top)).toBeGreaterThan(10);
    // The sub-resource row shows the reservation too; a cancelled one is hidden by default.
    // It has a pending change request: its name starts with the card's mark.
    await expect(screen(canvasElement).getAllByRole('button', { name: /^変更依頼 伊藤 由美/ })).toHaveLength(
      2,
    );
    await expect(screen(canvasElement).queryByRole('button', { name: /^中村 さおり/ })).toBeNull();
    await userEvent.click(screen(canvasElement).getByText(SALON_TEXT.displayOptions));
    await userEvent.click(screen(canvasElement).getByRole('checkbox', { name: 'キャンセル' }));
    await expect(await card(canvasElement, '中村 さおり')).toBeVisible();
    await userEvent.click(screen(canvasElement).getByRole('checkbox', { name: 'キャンセル' }));
  },
};

export const 表示の設定: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // Folded until asked for.
    await expect(
      screen(canvasElement).getByRole('group', { name: SALON_TEXT.resourcesLabel }),
    ).not.toBeVisible();
    await userEvent.click(screen(canvasElement).getByText(SALON_TEXT.displayOptions));
    const options = screen(canvasElement).getByRole('group', { name: SALON_TEXT.resourcesLabel });
    // A resource hidden in the schedule loses its row there, and the choice is remembered.
    await userEvent.click(within(options).getByRole('checkbox', { name: '個室A' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-track="4"]')).toBeNull());
    await expect(canvasElement.querySelector('[data-track="1"]')).not.toBeNull();
    // Reservations off: the rows stay, the cards and the statuses go.
    await userEvent.click(screen(canvasElement).getByRole('checkbox', { name: SALON_TEXT.showReservations }));
    await waitFor(() =>
      expect(screen(canvasElement).queryByRole('button', { name: /^山田 花子/ })).toBeNull(),
    );
    await expect(screen(canvasElement).queryByRole('group', { name: SALON_TEXT.statusesLabel })).toBeNull();
    const saved = JSON.parse(localStorage.getItem(`console.salon.display.${salonMe.user_id}`) ?? 'null');
    await expect(saved).toMatchObject({ reservations: { show: false, hiddenResources: [4] } });
    // The shift views keep their own list: 個室A is there.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: 'シフト（日）' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-track="4"]')).not.toBeNull());
  },
};

export const シフト_日: Story = {
  render: page(`/line/reserve/salon?kind=daily-shift&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByRole('button', { name: 'シフト（日）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      screen(canvasElement).getAllByRole('button', { name: /^勤務 / }).length,
    ).toBeGreaterThanOrEqual(3);
  },
};

export const シフト_週: Story = {
  render: page(`/line/reserve/salon?kind=weekly-shift&date=2024-07-17`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // The week starts on Monday (spec §9), whatever day was asked.
    const headers = [...canvasElement.querySelectorAll<HTMLElement>('[data-day-header]')];
    await expect(headers[0]?.dataset.dayHeader).toBe('2024-07-15');
    await expect(headers).toHaveLength(7);
    await expect(screen(canvasElement).getByRole('button', { name: SALON_TEXT.next.week })).toBeVisible();
  },
};

export const 日付の移動: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // Looked up afresh each time: under load the toolbar may be drawn anew between clicks.
    const dateField = () => screen(canvasElement).getByRole('textbox', { name: SALON_TEXT.dateLabel });
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.next.day }));
    await waitFor(() => expect(dateField()).toHaveValue('2024/07/16'), PAGE_WAIT);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.previous.day }));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.previous.day }));
    await waitFor(() => expect(dateField()).toHaveValue('2024/07/14'), PAGE_WAIT);
    // 今日 is today in Japan: the visual run freezes the clock at 2024-07-15, the story run does not.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.today }));
    await waitFor(() => expect(dateField()).toHaveValue(tokyoToday().replaceAll('-', '/')), PAGE_WAIT);
    await settled(canvasElement);
  },
};

export const 予約の詳細と変更リクエスト: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const [main] = screen(canvasElement).getAllByRole('button', { name: /^変更依頼 伊藤 由美/ });
    await userEvent.click(main as HTMLElement);
    const panel = await screen(canvasElement).findByRole('complementary', {
      name: SALON_TEXT.reservationDetail,
    });
    await expect(panel).toHaveAttribute('data-panel-type', 'form-reservation-detail');
    const request = within(panel).getByRole('region', { name: SALON_TEXT.changeRequest });
    await expect(request).toHaveTextContent('希望: 2024-07-15 15:00–16:30');
    await expect(within(request).getByRole('button', { name: SALON_TEXT.approve })).toBeEnabled();
    await expect(within(panel).getByText('前回と同じ色でお願いします')).toBeVisible();
  },
};

export const 新規予約と重なりの警告: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // An empty slot of 佐藤's row at 10:00 (the first hour of the row) opens the form there.
    const row = canvasElement.querySelector<HTMLElement>('[data-track="1"]');
    if (!row) throw new Error('no track for resource 1');
    const rect = row.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: row,
      coords: { clientX: rect.left + rect.width * 0.9, clientY: rect.bottom - 4 },
    });
    const panel = await screen(canvasElement).findByRole('complementary', {
      name: SALON_TEXT.newReservation,
    });
    await expect(panel).toHaveAttribute('data-panel-type', 'form-reservation');
    const from = within(panel).getByLabelText(SALON_TEXT.from);
    await userEvent.clear(from);
    await userEvent.type(from, '10:15');
    await userEvent.tab();
    await expect(await within(panel).findByRole('status')).toHaveTextContent('山田 花子');
  },
};

export const ドラッグで移動_断られると戻る: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(SALON_OPS.updateReservation.path), async () => {
          await delay(400);
          return HttpResponse.json({ from: ['この時間は予約できません。'] }, { status: 422 });
        }),
        ...base(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const before = await card(canvasElement, '山田 花子 10:00–11:00');
    const track = canvasElement.querySelector<HTMLElement>('[data-track="1"]');
    if (!track) throw new Error('no track for resource 1');
    // The card is one hour wide: dragged by its width, it starts an hour later.
    const c = before.getBoundingClientRect();
    const x0 = c.left + c.width / 3;
    const y0 = c.top + c.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: before, coords: { clientX: x0, clientY: y0 } },
      { target: track, coords: { clientX: x0 + c.width / 2, clientY: y0 } },
      { target: track, coords: { clientX: x0 + c.width, clientY: y0 } },
      { keys: '[/MouseLeft]', target: track, coords: { clientX: x0 + c.width, clientY: y0 } },
    ]);
    const dialog = await within(document.body).findByRole('alertdialog', { name: SALON_TEXT.moveTitle });
    await expect(dialog).toHaveTextContent(
      '日時: 2024年7月15日(月) 10:00–11:00 → 2024年7月15日(月) 11:00–12:00',
    );
    // The same row: no staff change is named.
    await expect(dialog).not.toHaveTextContent('担当:');
    await userEvent.click(within(dialog).getByRole('button', { name: SALON_TEXT.move }));
    // Shown at its new time at once, put back when the server refuses.
    await expect(await card(canvasElement, '山田 花子 11:00–12:00')).toBeVisible();
    // The toast (its text is also in the live announcer's region, hence the first).
    const [toast] = await within(document.body).findAllByText(
      new RegExp(SALON_TEXT.moveFailed),
      {},
      PAGE_WAIT,
    );
    await expect(toast).toBeVisible();
    await expect(await card(canvasElement, '山田 花子 10:00–11:00')).toBeVisible();
    await expect(screen(canvasElement).queryByRole('button', { name: /^山田 花子 11:00–12:00/ })).toBeNull();
  },
};

export const 読み込みエラー: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  parameters: {
    msw: {
      handlers: [
        mock.error(routePattern(SALON_OPS.sharedResources.path)),
        mock.error(routePattern(SALON_OPS.sharedCourses.path)),
        ...base(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(SALON_TEXT.sharedLoadError, {}, PAGE_WAIT);
    await expect(screen(canvasElement).queryByText(SERVER_ERROR_MESSAGE)).toBeNull();
  },
};

export const 読み込み中: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  parameters: { msw: { handlers: [mock.loading(routePattern(SALON_OPS.reservations.path)), ...base()] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('group', { name: '佐藤 美咲' }, PAGE_WAIT);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

const liveEvent: SalonReservationEvent = {
  id: 501,
  reservation_id: 16,
  reservation_change_child_id: null,
  reservation_delete_child_id: null,
  event_type: 'create',
  member_display_name: '渡辺 真央',
  icon_url: null,
  created_at: '2024-07-15T01:00:00.000Z',
};

/** The live channel sends one customer booking; the list read after it holds the new reservation. */
const liveHandlers = () => {
  let sent = false;
  return [
    // After the event, the list read again holds the new reservation.
    http.get(routePattern(SALON_OPS.reservations.path), () =>
      HttpResponse.json(
        sent
          ? [
              ...reservations,
              reservation({
                id: 16,
                name: '渡辺 真央',
                from: '18:00',
                to: '19:00',
                salon_resource_id: 2,
              }),
            ]
          : reservations,
      ),
    ),
    sse(routePattern(SALON_OPS.events.path), async ({ client }) => {
      await delay(500);
      sent = true;
      client.send({ id: '501', event: SALON_EVENT_NAME, data: JSON.stringify(liveEvent) } as never);
    }),
    ...base(),
  ];
};

export const ライブの新規予約: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  parameters: { msw: { handlers: liveHandlers() } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(await card(canvasElement, '渡辺 真央')).toBeVisible();
    const list = screen(canvasElement).getByRole('region', { name: SALON_TEXT.notifications });
    await expect(await within(list).findByText('新規予約: 渡辺 真央 様', {}, PAGE_WAIT)).toBeVisible();
    await closeToasts('新規予約: 渡辺 真央 様');
  },
};

export const 権限のない利用者: Story = {
  render: page(`/line/reserve/salon`, staffMe),
  play: async ({ canvasElement }) => {
    // The guard sends a user without RESERVE_WRITE to /?forbidden=1 (spec §2).
    await screen(canvasElement).findByText(/権限/, {}, PAGE_WAIT);
    await expect(screen(canvasElement).queryByRole('heading', { name: SALON_TEXT.timelineTitle })).toBeNull();
  },
};

export const 勤務の変更パネル: Story = {
  render: page(`/line/reserve/salon?kind=daily-shift&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const [first] = await screen(canvasElement).findAllByRole(
      'button',
      { name: /^勤務 10:00–19:00/ },
      PAGE_WAIT,
    );
    await userEvent.click(first as HTMLElement);
    const panel = await screen(canvasElement).findByRole('complementary', { name: SALON_TEXT.editShift });
    await expect(panel).toHaveAttribute('data-panel-type', 'form-time-shift');
    // この日のみ by default: the repeat rule is the series' and not shown; 以降すべて / すべて show it.
    await expect(within(panel).queryByText(SALON_TEXT.repeat)).toBeNull();
    // Both scopes (変更する範囲 and 削除する範囲) start at この日のみ.
    await expect(within(panel).getAllByText('この日のみ', { selector: 'span' })).toHaveLength(2);
  },
};

export const 依頼の目印と件数: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = screen(canvasElement);
    // The card says it in words (and its frame is dashed), on the sub-resource's row too.
    const marked = canvas.getAllByRole('button', { name: /^変更依頼 伊藤 由美/ });
    await expect(marked).toHaveLength(2);
    for (const c of marked) await expect(c).toHaveTextContent(SALON_TEXT.requestBadge.change);
    // Counted in the toolbar; pressed, only the request's cards are left.
    const count = canvas.getByRole('button', { name: SALON_TEXT.requestsCount(1) });
    await expect(count).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(count);
    await expect(count).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: /^山田 花子/ })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^変更依頼 伊藤 由美/ })).toHaveLength(2);
    await userEvent.click(count);
    await expect(await card(canvasElement, '山田 花子')).toBeVisible();
    // The notice area does not say there is nothing while a request waits.
    const notices = canvas.getByRole('region', { name: SALON_TEXT.notifications });
    await expect(notices).toHaveTextContent(SALON_TEXT.requestsPending(1));
    await expect(notices).not.toHaveTextContent(SALON_TEXT.notificationsEmpty);
    // The legend names the colours of the statuses, the request's frame, shifts and 予定ブロック.
    const legend = canvas.getByRole('list', { name: SALON_TEXT.legendLabel });
    for (const label of ['予約', SALON_TEXT.legendRequest, SALON_TEXT.legendShift, SALON_TEXT.legendBlock]) {
      await expect(within(legend).getByText(label, { exact: true })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: /^予定ブロック 12:00–13:00/ })).toBeVisible();
  },
};

export const ドラッグで担当を変える: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const before = await card(canvasElement, '山田 花子 10:00–11:00');
    const target = canvasElement.querySelector<HTMLElement>('[data-track="3"]');
    if (!target) throw new Error('no track for resource 3');
    const c = before.getBoundingClientRect();
    const x0 = c.left + c.width / 3;
    const t = target.getBoundingClientRect();
    const y1 = t.top + t.height / 2;
    // Held over 高橋's row an hour later: the drop preview shows where it lands.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: before, coords: { clientX: x0, clientY: c.top + c.height / 2 } },
      { target, coords: { clientX: x0 + c.width / 2, clientY: y1 } },
      { target, coords: { clientX: x0 + c.width, clientY: y1 } },
    ]);
    const preview = target.querySelector('[data-drop-preview]');
    await expect(preview).toHaveTextContent('11:00–12:00');
    target.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, button: 0, clientX: x0 + c.width, clientY: y1 }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', { name: SALON_TEXT.moveTitle });
    await expect(dialog).toHaveTextContent(SALON_TEXT.moveQuestion('山田 花子'));
    await expect(dialog).toHaveTextContent(
      '日時: 2024年7月15日(月) 10:00–11:00 → 2024年7月15日(月) 11:00–12:00',
    );
    await expect(dialog).toHaveTextContent(`担当: ${resources[0]?.name} → ${resources[2]?.name}`);
    // Not 「キャンセル」: it would read as cancelling the reservation (issue 28).
    await expect(within(dialog).getByRole('button', { name: SALON_TEXT.moveBack })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'キャンセル' })).toBeNull();
  },
};

export const ブロック時間の登録パネル: Story = {
  render: page(`/line/reserve/salon?kind=weekly-shift&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.addBlock }));
    const panel = await screen(canvasElement).findByRole('complementary', { name: SALON_TEXT.newBlock });
    await expect(panel).toHaveAttribute('data-panel-type', 'form-block-shift');
    await expect(within(panel).getByLabelText(SALON_TEXT.from)).toHaveValue('12:00');
    await expect(within(panel).getByLabelText(SALON_TEXT.to)).toHaveValue('13:00');
  },
};

/*
 * The same day on a 360×740 phone (issue 27): the agenda instead of the timeline. The story runner
 * (Storybook's vitest plugin) and the visual run size the browser from the `viewport` global.
 */
const phone = PHONE_STORY;

const agendaOf = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('region', { name: SALON_TEXT.agenda }, PAGE_WAIT);

async function phoneReady(canvasElement: HTMLElement) {
  const agenda = await agendaOf(canvasElement);
  await within(agenda).findByRole('region', { name: '佐藤 美咲' }, PAGE_WAIT);
  await settled(canvasElement);
  return agenda;
}

const agendaCard = (region: HTMLElement, name: string) =>
  within(region).findByRole('button', { name: new RegExp(name) }, PAGE_WAIT);

export const スケジュールPhone: Story = {
  ...phone,
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    const agenda = await phoneReady(canvasElement);
    await expect(window.innerWidth).toBe(360);
    // One tree: no timeline grid under the agenda.
    await expect(canvasElement.querySelector('[data-track]')).toBeNull();
    await expect(within(agenda).getByRole('heading', { name: '7月15日(月)' })).toBeVisible();
    // 佐藤's day in time order: 山田 and 田中 overlap, the block at noon, free time after it.
    const sato = within(agenda).getByRole('region', { name: '佐藤 美咲' });
    await expect(within(sato).getByRole('button', { name: /勤務 10:00–19:00/ })).toBeVisible();
    // Reservation cards read time first: 山田 and 田中 (overlapping) in time order.
    const cards = within(sato).getAllByRole('button', { name: /^\d\d:\d\d–/ });
    await expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^10:00–11:00.*山田 花子/),
      expect.stringMatching(/^10:30–12:00.*田中 一郎/),
    ]);
    await expect(within(sato).getAllByText(SALON_TEXT.agendaOverlap)).toHaveLength(2);
    await expect(within(sato).getByRole('button', { name: /ブロック 12:00–13:00/ })).toBeVisible();
    await expect(within(sato).getByRole('button', { name: /空き 13:00–19:00/ })).toBeVisible();
    // A pending change request is marked on its card; cancelled reservations stay hidden.
    // 伊藤's reservation is listed under 鈴木 and, as a sub-resource, under 個室A: both marked.
    const ito = await within(agenda).findAllByRole('button', { name: /伊藤 由美/ });
    await expect(ito).toHaveLength(2);
    for (const c of ito) await expect(c).toHaveTextContent(SALON_TEXT.requestBadge.change);
    await expect(ito[1]).toHaveTextContent(SALON_TEXT.agendaSub);
    await expect(within(agenda).queryByRole('button', { name: /中村 さおり/ })).toBeNull();
    // Large tap targets.
    for (const card of within(agenda).getAllByRole('button', { name: /^\d\d:\d\d–/ })) {
      const box = card.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // No sideways scroll.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const 依頼の件数Phone: Story = {
  ...phone,
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    const agenda = await phoneReady(canvasElement);
    // The phone's toolbar counts the day's pending requests too, in a row of its own.
    const count = screen(canvasElement).getByRole('button', { name: SALON_TEXT.requestsCount(1) });
    await expect(count).toHaveAttribute('aria-pressed', 'false');
    await expect(count.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(count);
    // Pressed, the agenda lists only 伊藤's reservation (under 鈴木 and under 個室A).
    await expect(count).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(agenda).queryByRole('button', { name: /山田 花子/ })).toBeNull());
    await expect(within(agenda).getAllByRole('button', { name: /伊藤 由美/ })).toHaveLength(2);
    await userEvent.click(count);
    await expect(await agendaCard(agenda, '山田 花子')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const 予約の詳細Phone: Story = {
  ...phone,
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    const agenda = await phoneReady(canvasElement);
    // 伊藤's reservation is in 鈴木's list and, as a sub-resource, in 個室A's: the main one opens.
    const suzuki = within(agenda).getByRole('region', { name: '鈴木 健太' });
    await userEvent.click(await agendaCard(suzuki, '伊藤 由美'));
    const panel = await screen(canvasElement).findByRole('complementary', {
      name: SALON_TEXT.reservationDetail,
    });
    await expect(panel).toHaveAttribute('data-panel-type', 'form-reservation-detail');
    await expect(within(panel).getByRole('region', { name: SALON_TEXT.changeRequest })).toHaveTextContent(
      '希望: 2024-07-15 15:00–16:30',
    );
    // A sheet over the whole width of the phone.
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0));
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(360);
  },
};

export const スタッフの選択Phone: Story = {
  ...phone,
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    const agenda = await phoneReady(canvasElement);
    await userEvent.click(within(agenda).getByRole('combobox', { name: SALON_TEXT.agendaStaff }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '高橋 さくら' }));
    // One staff member's day, remembered on the device.
    await waitFor(() => expect(within(agenda).queryByRole('region', { name: '佐藤 美咲' })).toBeNull());
    const takahashi = within(agenda).getByRole('region', { name: '高橋 さくら' });
    await expect(await agendaCard(takahashi, '小林 健')).toHaveTextContent('16:00–16:45');
    await expect(localStorage.getItem(`console.salon.agendaStaff.${salonMe.user_id}`)).toBe('3');
  },
};

export const メニューPhone: Story = {
  ...phone,
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    await phoneReady(canvasElement);
    // 前日, the date, 翌日 and the menu share one row.
    const tops = [
      screen(canvasElement).getByRole('button', { name: SALON_TEXT.previous.day }),
      screen(canvasElement).getByRole('button', { name: /^表示する日/ }),
      screen(canvasElement).getByRole('button', { name: SALON_TEXT.next.day }),
      screen(canvasElement).getByRole('button', { name: SALON_TEXT.agendaMenuLabel }),
    ].map((b) => Math.round(b.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.agendaMenuLabel }));
    const menu = await within(document.body).findByRole('menu', { name: SALON_TEXT.agendaMenuLabel });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      SALON_TEXT.today,
      SALON_TEXT.addReservation,
      SALON_TEXT.addShift,
      SALON_TEXT.addBlock,
      SALON_TEXT.displayOptions,
    ]);
  },
};

export const ライブの新規予約Phone: Story = {
  ...phone,
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  parameters: { ...PHONE_STORY.parameters, msw: { handlers: liveHandlers() } },
  play: async ({ canvasElement }) => {
    const agenda = await phoneReady(canvasElement);
    const suzuki = within(agenda).getByRole('region', { name: '鈴木 健太' });
    await expect(await agendaCard(suzuki, '渡辺 真央')).toHaveTextContent('18:00–19:00');
    await closeToasts('新規予約: 渡辺 真央 様');
  },
};

// Issue 28, the salon day: the form's behaviour, the shift warning and 来店 -----------------------

const openNewReservation = async (canvasElement: HTMLElement) => {
  await ready(canvasElement);
  await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.addReservation }));
  return screen(canvasElement).findByRole('complementary', { name: SALON_TEXT.newReservation });
};

/** A refused save: focus on the first wrong field (お客様名), whose message goes once it is typed. */
export const 予約フォーム_保存できないとき: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    const panel = await openNewReservation(canvasElement);
    await expect(within(panel).queryByRole('button', { name: 'キャンセル' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: SALON_TEXT.save }));
    const name = within(panel).getByLabelText(SALON_TEXT.name, { exact: false });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(within(panel).getByText('入力してください。')).toBeVisible();
    await userEvent.type(name, '山本 里奈');
    await expect(within(panel).queryByText('入力してください。')).toBeNull();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** 開始 moves 終了 by the reservation's length (a 90-minute カラー stays 90 minutes). */
export const 予約フォーム_開始を変えると終了も動く: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  play: async ({ canvasElement }) => {
    const panel = await openNewReservation(canvasElement);
    const course = within(panel).getByRole('combobox', { name: SALON_TEXT.course });
    await userEvent.click(course);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'カラー（90分）' }));
    const from = within(panel).getByLabelText(SALON_TEXT.from);
    const to = within(panel).getByLabelText(SALON_TEXT.to);
    await userEvent.clear(from);
    await userEvent.type(from, '14:00');
    await userEvent.tab();
    await expect(to).toHaveValue('15:30');
  },
};

/** Whether the next save of 予約フォーム_失敗のあとの保存 fails (the first does, the second not). */
let failOnce = false;

/** An error toast is closed by a later 「保存しました。」: the two never stand side by side. */
export const 予約フォーム_失敗のあとの保存: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(SALON_OPS.createReservation.path), () => {
          failOnce = !failOnce;
          return failOnce
            ? HttpResponse.json({ message: 'Internal' }, { status: 500 })
            : HttpResponse.json({ reservation: reservation({ id: 31, name: '山本 里奈' }), overlaps: [] });
        }),
        ...base(),
      ],
    },
  },
  beforeEach: () => {
    failOnce = false;
  },
  play: async ({ canvasElement }) => {
    const panel = await openNewReservation(canvasElement);
    await userEvent.type(within(panel).getByLabelText(SALON_TEXT.name, { exact: false }), '山本 里奈');
    await userEvent.click(within(panel).getByRole('button', { name: SALON_TEXT.save }));
    const body = within(document.body);
    await waitFor(() =>
      expect(body.getAllByText(SALON_TEXT.unknownError, { selector: '.console-ui-Toast *' })).toHaveLength(1),
    );
    await userEvent.click(within(panel).getByRole('button', { name: SALON_TEXT.save }));
    await waitFor(() =>
      expect(body.getAllByText(SALON_TEXT.saved, { selector: '.console-ui-Toast *' })).toHaveLength(1),
    );
    await expect(
      body.queryAllByText(SALON_TEXT.unknownError, { selector: '.console-ui-Toast *' }),
    ).toHaveLength(0);
    // Photographed without the success toast, which closes by itself after 3 s.
    await closeToasts();
  },
};

/** A booking after 佐藤's shift ends (19:00): the server's shift warning, read before going on. */
export const 勤務の外の予約の確認: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(SALON_OPS.createReservation.path), async ({ request }) => {
          const body = (await request.json()) as { confirm?: boolean };
          if (body.confirm) {
            return HttpResponse.json({ reservation: reservation({ id: 32, name: '夜 の客' }), overlaps: [] });
          }
          return HttpResponse.json(
            {
              message:
                '佐藤 美咲 さんはこの時間に勤務がありません。それでも保存するときは確認のうえ保存してください。',
              errors: { confirm: ['7/15 19:00–20:00 夜 の客 様'] },
            },
            { status: 422 },
          );
        }),
        ...base(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await openNewReservation(canvasElement);
    await userEvent.type(within(panel).getByLabelText(SALON_TEXT.name, { exact: false }), '夜 の客');
    const from = within(panel).getByLabelText(SALON_TEXT.from);
    await userEvent.clear(from);
    await userEvent.type(from, '19:00');
    await userEvent.tab();
    await userEvent.click(within(panel).getByRole('button', { name: SALON_TEXT.save }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: SALON_TEXT.shiftWarningTitle,
    });
    await expect(dialog).toHaveTextContent('佐藤 美咲 さんはこの時間に勤務がありません');
    await expect(dialog).toHaveTextContent('7/15 19:00–20:00 夜 の客 様');
    await expect(within(dialog).getByRole('button', { name: SALON_TEXT.shiftWarningGoOn })).toBeVisible();
  },
};

/** 来店 10:02 on the detail panel, with the moves from there (会計済みにする, 来店を取り消す). */
export const 来店済みの予約の詳細: Story = {
  render: page(`/line/reserve/salon?kind=schedule&date=${DAY}`),
  parameters: {
    msw: {
      handlers: base({
        reservations: mock.json(
          routePattern(SALON_OPS.reservations.path),
          reservations.map((r) =>
            r.id === 11
              ? {
                  ...r,
                  status: 'visited',
                  checked_at: '2024-07-15T01:02:00.000Z',
                  visit_status: 'in_service',
                  is_attended: true,
                }
              : r,
          ),
        ),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(await card(canvasElement, '山田 花子'));
    const panel = await screen(canvasElement).findByRole('complementary', {
      name: SALON_TEXT.reservationDetail,
    });
    const stage = within(panel).getByRole('region', { name: SALON_TEXT.visitStage });
    await expect(within(stage).getByRole('status')).toHaveTextContent('来店 10:02');
    await expect(
      within(stage)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['会計済みにする', '来店を取り消す']);
  },
};
