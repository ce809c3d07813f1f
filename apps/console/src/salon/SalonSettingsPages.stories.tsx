import { routePattern } from '@console/contract';
import { SALON_OPS, type SalonConfig, type SalonCourse, type SalonResource } from '@console/contract/salon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppPage, mock, PAGE_WAIT, salonMe, settled } from '../test/pageStory';
import { SALON_TEXT } from './messages';

/**
 * サロンの設定（コース、スタッフ・設備）を、アプリの本物のルートと MSW のモック API で描く。
 * 並び順はドラッグ（キーボードでは Space と矢印）で変え、すぐに表示してから保存し、失敗したら元に戻す。
 */

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
    is_online: false,
  },
];

const resources: SalonResource[] = [
  { id: 1, name: '佐藤 美咲', kind: 'staff', color: '#1f6feb', order: 1, is_online: true, is_active: true },
  { id: 2, name: '鈴木 健太', kind: 'staff', color: '#1a7f37', order: 2, is_online: true, is_active: true },
  { id: 4, name: '個室A', kind: 'facility', color: '#6e7781', order: 3, is_online: false, is_active: true },
];

const salons = mock.json(routePattern(SALON_OPS.salons.path), [
  { id: 1, name: '本店', episode_id: null, follow_id: null },
]);

const meta = {
  title: 'コンソール/サロンの設定',
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        salons,
        mock.json(routePattern(SALON_OPS.coursesAll.path), courses),
        mock.json(routePattern(SALON_OPS.resourcesAll.path), resources),
      ],
    },
  },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page =
  (path: string): Story['render'] =>
  (_args, { globals }) => <AppPage path={path} me={salonMe} theme={globals.theme} />;

const screen = (canvasElement: HTMLElement) => within(canvasElement);

export const コース: Story = {
  render: page('/line/reserve/salon/settings/courses'),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText('ヘッドスパ', {}, PAGE_WAIT);
    await settled(canvasElement);
    const list = screen(canvasElement).getByRole('list', { name: SALON_TEXT.coursesOrder });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('60分・5,500円')).toBeVisible();
  },
};

export const コースの登録_全角数字: Story = {
  render: page('/line/reserve/salon/settings/courses'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(SALON_OPS.createCourse.path), async ({ request }) => {
          const body = (await request.json()) as { name: string; duration: number; price: number };
          return HttpResponse.json({ ...courses[0], id: 9, order: 4, ...body });
        }),
        salons,
        mock.json(routePattern(SALON_OPS.coursesAll.path), courses),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText('ヘッドスパ', {}, PAGE_WAIT);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.addCourse }));
    const dialog = await within(document.body).findByRole('dialog', { name: SALON_TEXT.newCourse });
    await userEvent.type(within(dialog).getByLabelText(SALON_TEXT.courseName, { exact: false }), 'パーマ');
    const duration = within(dialog).getByLabelText(SALON_TEXT.duration, { exact: false });
    await userEvent.clear(duration);
    await userEvent.type(duration, '一時間');
    await userEvent.click(within(dialog).getByRole('button', { name: SALON_TEXT.save }));
    await expect(await within(dialog).findByText(SALON_TEXT.numberInvalid)).toBeVisible();
    // The refused save puts focus on the wrong field (issue 28); the form closes with 「閉じる」, not
    // 「キャンセル」 (which would read as cancelling something).
    await waitFor(() => expect(duration).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: 'キャンセル' })).toBeNull();
    await expect(within(dialog).getAllByRole('button', { name: SALON_TEXT.close }).length).toBeGreaterThan(0);
    // Full-width digits from the IME are taken as they are.
    await userEvent.clear(duration);
    await userEvent.type(duration, '１２０');
    await userEvent.click(within(dialog).getByRole('button', { name: SALON_TEXT.save }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), PAGE_WAIT);
    // The toast (the live announcer repeats its text for screen readers).
    await expect(await within(document.body).findByRole('region', { name: '通知' })).toHaveTextContent(
      SALON_TEXT.saved,
    );
  },
};

export const 並び順の保存に失敗すると元に戻る: Story = {
  render: page('/line/reserve/salon/settings/resources'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(SALON_OPS.resourcesOrder.path), () =>
          HttpResponse.json({ message: 'サーバーで問題が発生しました。' }, { status: 500 }),
        ),
        salons,
        mock.json(routePattern(SALON_OPS.resourcesAll.path), resources),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText('個室A', {}, PAGE_WAIT);
    await settled(canvasElement);
    const list = screen(canvasElement).getByRole('list', { name: SALON_TEXT.resourcesOrder });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
    // Keyboard sort: pick 佐藤 up with Space, move down, drop.
    const handle = within(list).getByRole('button', { name: '佐藤 美咲を並べ替え' });
    // A frame between the keys for dnd-kit to measure (as the SortableList stories do).
    const frame = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    handle.focus();
    await userEvent.keyboard('[Space]');
    await frame(50);
    await userEvent.keyboard('[ArrowDown]');
    await frame(200);
    await userEvent.keyboard('[Space]');
    await expect(await within(document.body).findByText(SALON_TEXT.orderFailed, {}, PAGE_WAIT)).toBeVisible();
    await waitFor(() => expect(names()[0]).toContain('佐藤 美咲'), PAGE_WAIT);
  },
};

export const 予約のあるスタッフの削除: Story = {
  render: page('/line/reserve/salon/settings/resources'),
  parameters: {
    msw: {
      handlers: [
        http.delete(routePattern(SALON_OPS.updateResource.path), ({ request }) =>
          new URL(request.url).searchParams.get('force') === '1'
            ? new HttpResponse(null, { status: 204 })
            : HttpResponse.json(
                {
                  message: '今後の予約が 2 件あります。',
                  errors: {
                    reservations: ['2024-07-20 10:00 山田 花子（#11）', '2024-07-21 13:00 伊藤 由美（#13）'],
                  },
                },
                { status: 422 },
              ),
        ),
        salons,
        mock.json(routePattern(SALON_OPS.resourcesAll.path), resources),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText('鈴木 健太', {}, PAGE_WAIT);
    await userEvent.click(
      screen(canvasElement).getByRole('button', {
        name: SALON_TEXT.actionOn('鈴木 健太', SALON_TEXT.delete),
      }),
    );
    const first = await within(document.body).findByRole('alertdialog', {
      name: SALON_TEXT.deleteResourceConfirm,
    });
    await userEvent.click(within(first).getByRole('button', { name: SALON_TEXT.delete }));
    // Asked again, with the reservations the server named.
    const again = await within(document.body).findByRole('alertdialog', {
      name: SALON_TEXT.deleteResourceWithReservations,
    });
    await expect(within(again).getByText('2024-07-21 13:00 伊藤 由美（#13）')).toBeVisible();
  },
};

const config: SalonConfig = {
  enable_online: false,
  sync_shift: false,
  push_notification: false,
  opening: {
    weekly: Array.from({ length: 7 }, (_, weekday) => ({ weekday, open: '10:00', close: '20:00' })),
    closed_dates: [],
    open_on_holidays: true,
  },
  reservation: { slot_step: 30, lead_time_minutes: 60, horizon_days: 60, cancel_deadline_hours: 24 },
};

/**
 * The browser's Notification, replaced for a story: it answers `answer` when asked and counts the
 * asks. Headless Chromium would answer by itself; the story checks when the page asks.
 */
function fakeNotification(answer: NotificationPermission) {
  const original = globalThis.Notification;
  const fake = {
    permission: 'default' as NotificationPermission,
    asked: 0,
    async requestPermission() {
      fake.asked += 1;
      fake.permission = answer;
      return answer;
    },
  };
  Object.defineProperty(globalThis, 'Notification', { value: fake, configurable: true, writable: true });
  return {
    fake,
    restore: () =>
      Object.defineProperty(globalThis, 'Notification', {
        value: original,
        configurable: true,
        writable: true,
      }),
  };
}

const configHandlers = (saved: { value?: unknown; attr?: string | null }[]) => [
  salons,
  mock.json(routePattern(SALON_OPS.configs.path), config),
  http.patch(routePattern(SALON_OPS.configs.path), async ({ request }) => {
    const body = (await request.json()) as { value: boolean };
    saved.push({ value: body.value, attr: new URL(request.url).searchParams.get('attr') });
    return HttpResponse.json({ ...config, push_notification: body.value });
  }),
];

const grantedSaves: { value?: unknown; attr?: string | null }[] = [];
let granted: ReturnType<typeof fakeNotification> | undefined;

export const 予約の通知をオンにすると許可を求める: Story = {
  render: page('/line/reserve/salon/settings/config'),
  parameters: { msw: { handlers: configHandlers(grantedSaves) } },
  beforeEach: () => {
    grantedSaves.length = 0;
    granted = fakeNotification('granted');
    return () => granted?.restore();
  },
  play: async ({ canvasElement }) => {
    const box = await screen(canvasElement).findByRole(
      'checkbox',
      { name: SALON_TEXT.pushNotification },
      PAGE_WAIT,
    );
    await settled(canvasElement);
    // Opening the page asks nothing.
    await expect(granted?.fake.asked).toBe(0);
    await userEvent.click(box);
    await expect(await screen(canvasElement).findByRole('status')).toHaveTextContent(
      SALON_TEXT.permissionGranted,
    );
    await waitFor(() => expect(box).toBeChecked());
    await expect(granted?.fake.asked).toBe(1);
    await expect(grantedSaves).toEqual([{ value: true, attr: 'push_notification' }]);
    // Off asks nothing again.
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    await expect(granted?.fake.asked).toBe(1);
    await expect(grantedSaves).toHaveLength(2);
  },
};

const deniedSaves: { value?: unknown; attr?: string | null }[] = [];
let denied: ReturnType<typeof fakeNotification> | undefined;

export const 通知の許可を断られても保存する: Story = {
  render: page('/line/reserve/salon/settings/config'),
  parameters: { msw: { handlers: configHandlers(deniedSaves) } },
  beforeEach: () => {
    deniedSaves.length = 0;
    denied = fakeNotification('denied');
    return () => denied?.restore();
  },
  play: async ({ canvasElement }) => {
    const box = await screen(canvasElement).findByRole(
      'checkbox',
      { name: SALON_TEXT.pushNotification },
      PAGE_WAIT,
    );
    await userEvent.click(box);
    // The in-page notices work without the browser's permission: the switch is saved all the same.
    await expect(await screen(canvasElement).findByRole('status')).toHaveTextContent(
      SALON_TEXT.permissionDenied,
    );
    await waitFor(() => expect(box).toBeChecked());
    await expect(deniedSaves).toEqual([{ value: true, attr: 'push_notification' }]);
  },
};
