import { routePattern } from '@console/contract';
import type { PublicBooking, PublicCourse, PublicSalon } from '@console/contract/salon';
import { PUBLIC_SALON_OPS as OPS, PUBLIC_BOOKING_MESSAGES } from '@console/contract/salon';
import { VALIDATION_MESSAGES } from '@console/contract/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BookingApp } from './BookingApp';
import { BOOKING_TEXT as T } from './messages';

/**
 * お客様のオンライン予約ページ（/r/{slug}、/r/b/{token}）。コース → 日時 → 情報入力 → 確認 → 完了 の
 * 流れと、予約の確認ページからの変更・キャンセルのリクエストを、MSW のモック API で描く。
 */

const slug = 'aozora-honten';
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const salon: PublicSalon = {
  name: '本店',
  oem: 'console',
  shop_info: {
    name: 'ヘアサロン 青空 本店',
    address: '東京都渋谷区神宮前1-2-3',
    tel: '03-1234-5678',
    access: '表参道駅 A2 出口から徒歩 3 分',
    description: '',
  },
  accepting: true,
  rules: { slot_step: 30, horizon_days: 60, cancel_deadline_hours: 24 },
  customer_info: [
    { id: 'name', label: 'お名前', type: 'text', required: true, choices: [] },
    { id: 'tel', label: '電話番号', type: 'tel', required: true, choices: [] },
    { id: 'visit', label: 'ご来店は', type: 'select', required: false, choices: ['はじめて', '2 回目以降'] },
    { id: 'note', label: 'ご要望', type: 'textarea', required: false, choices: [] },
  ],
  allow_change: true,
  allow_cancel: true,
};

const courses: PublicCourse[] = [
  { id: 1, name: 'カット', duration: 60, price: 5500 },
  { id: 2, name: 'カット＋カラー', duration: 120, price: 12100 },
];

/** Free times on the 26th and 28th of whatever month is asked for. */
const slots = http.get(routePattern(OPS.publicSlots.path), ({ request }) => {
  const month = new URL(request.url).searchParams.get('month') ?? '2024-07';
  return HttpResponse.json({
    month,
    slots: [
      { date: `${month}-26`, from: '10:00', to: '11:00' },
      { date: `${month}-26`, from: '14:30', to: '15:30' },
      { date: `${month}-28`, from: '11:00', to: '12:00' },
    ],
  });
});

const booking = (change: Partial<PublicBooking> = {}): PublicBooking => ({
  salon: 'ヘアサロン 青空 本店',
  oem: 'console',
  tel: '03-1234-5678',
  slug,
  course: { id: 1, name: 'カット', duration: 60, price: 5500 },
  staff: { id: 1, name: '佐藤 美咲' },
  date: '2024-07-26',
  from: '10:00',
  to: '11:00',
  status: 'booked',
  change_request: null,
  cancel_request: null,
  can_change: true,
  can_cancel: true,
  deadline: '2024-07-25T01:00:00.000Z',
  thanks_message: 'ご予約ありがとうございます。',
  ...change,
});

const base = [
  http.get(routePattern(OPS.publicSalon.path), ({ params }) =>
    params.slug === slug
      ? HttpResponse.json(salon)
      : HttpResponse.json({ message: '見つかりません。' }, { status: 404 }),
  ),
  http.get(routePattern(OPS.publicCourses.path), () => HttpResponse.json(courses)),
  http.get(routePattern(OPS.publicStaff.path), () =>
    HttpResponse.json([
      { id: 1, name: '佐藤 美咲' },
      { id: 2, name: '鈴木 健太' },
    ]),
  ),
  slots,
  http.get(routePattern(OPS.publicBooking.path), () => HttpResponse.json(booking())),
];

const meta = {
  title: 'コンソール/オンライン予約ページ',
  parameters: { layout: 'fullscreen', msw: { handlers: base } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10_000 };
const screen = (canvasElement: HTMLElement) => within(canvasElement);

const posted: unknown[] = [];

export const 予約の流れ: Story = {
  render: () => <BookingApp path={`/r/${slug}`} />,
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(OPS.createPublicBooking.path), async ({ request }) => {
          posted.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
          return HttpResponse.json({ token, booking: booking() }, { status: 201 });
        }),
        ...base,
      ],
    },
  },
  beforeEach: () => {
    posted.length = 0;
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /^カット\s*60/ }, WAIT));
    // 日時: the staff choice (指名なし first), then a day with room, then a time.
    await expect(await page.findByRole('button', { name: T.anyStaff })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(await page.findByRole('button', { name: /26日/ }, WAIT));
    await userEvent.click(await page.findByRole('button', { name: '14:30' }));
    // 情報入力: required fields are said, in Japanese, before anything is sent.
    await userEvent.click(await page.findByRole('button', { name: T.next }));
    await expect((await page.findAllByText(VALIDATION_MESSAGES.required)).length).toBe(2);
    await userEvent.type(page.getByLabelText('お名前', { exact: false }), '山田 花子');
    // A phone number of the wrong shape: the words of the server's 422, before anything is sent.
    const tel = page.getByLabelText('電話番号', { exact: false });
    await userEvent.type(tel, '12345');
    await userEvent.click(page.getByRole('button', { name: T.next }));
    await expect(await page.findByText(PUBLIC_BOOKING_MESSAGES.tel)).toBeVisible();
    await userEvent.clear(tel);
    await userEvent.type(tel, '090-1234-5678');
    await userEvent.click(page.getByRole('button', { name: 'はじめて' }));
    await userEvent.click(page.getByRole('button', { name: T.next }));
    // 確認, then 完了 with the link to the booking's page.
    await expect(await page.findByRole('heading', { name: T.confirm })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: T.book }));
    await expect(await page.findByRole('heading', { name: T.done }, WAIT)).toBeVisible();
    await expect(page.getByRole('link', { name: T.openBooking })).toHaveAttribute('href', `/r/b/${token}`);
    await waitFor(() => expect(posted).toHaveLength(1));
    const [sent] = posted as {
      key: string;
      body: { course: number; staff: string; from: string; customer: object };
    }[];
    await expect(sent?.key).toMatch(/^[0-9a-f]{32}$/);
    await expect(sent?.body).toMatchObject({
      course: 1,
      staff: 'any',
      from: '14:30',
      customer: { name: '山田 花子', tel: '090-1234-5678', visit: 'はじめて' },
    });
  },
};

export const 予約の流れ_直前に埋まった: Story = {
  render: () => <BookingApp path={`/r/${slug}`} />,
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(OPS.createPublicBooking.path), () =>
          HttpResponse.json(
            { message: 'この時間はほかの予約で埋まりました。別の時間をお選びください。' },
            { status: 409 },
          ),
        ),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /^カット\s*60/ }, WAIT));
    await userEvent.click(await page.findByRole('button', { name: /28日/ }, WAIT));
    await userEvent.click(await page.findByRole('button', { name: '11:00' }));
    await userEvent.type(page.getByLabelText('お名前', { exact: false }), '山田 花子');
    await userEvent.type(page.getByLabelText('電話番号', { exact: false }), '09012345678');
    await userEvent.click(page.getByRole('button', { name: T.next }));
    await userEvent.click(await page.findByRole('button', { name: T.book }));
    // Back at the times with the reason.
    await expect(await page.findByRole('alert')).toHaveTextContent('この時間はほかの予約で埋まりました。');
    await expect(await page.findByRole('heading', { name: T.chooseTime })).toBeVisible();
  },
};

export const 受付停止中: Story = {
  render: () => <BookingApp path={`/r/${slug}`} />,
  parameters: {
    msw: {
      handlers: [
        http.get(routePattern(OPS.publicSalon.path), () => HttpResponse.json({ ...salon, accepting: false })),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByText(T.closed, {}, WAIT)).toBeVisible();
  },
};

export const 見つからないURL: Story = {
  render: () => <BookingApp path="/r/no-such-salon" />,
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByText(T.notFound, {}, WAIT)).toBeVisible();
  },
};

export const 予約の確認_変更をリクエスト: Story = {
  render: () => <BookingApp path={`/r/b/${token}`} />,
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(OPS.publicBookingChange.path), async ({ request }) => {
          const body = (await request.json()) as { date: string; from: string };
          return HttpResponse.json(
            booking({
              change_request: { date: body.date, from: body.from, to: '15:30', status: 'pending' },
              can_change: false,
              can_cancel: false,
            }),
          );
        }),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByText(T.status.booked, {}, WAIT)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: T.askChange }));
    await userEvent.click(await page.findByRole('button', { name: /26日/ }, WAIT));
    await userEvent.click(await page.findByRole('button', { name: '14:30' }));
    await expect(await page.findByRole('status')).toHaveTextContent(T.requested);
    await expect(page.getByText(/変更のリクエスト: .*26日.* 14:30–15:30: お店の確認待ち/)).toBeVisible();
    await expect(page.getByRole('button', { name: T.withdraw })).toBeVisible();
  },
};

export const 予約の確認_期限後: Story = {
  render: () => <BookingApp path={`/r/b/${token}`} />,
  parameters: {
    msw: {
      handlers: [
        http.get(routePattern(OPS.publicBooking.path), () =>
          HttpResponse.json(booking({ can_change: false, can_cancel: false })),
        ),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByText(T.pastDeadline, {}, WAIT)).toBeVisible();
    await expect(page.queryByRole('button', { name: T.askCancel })).toBeNull();
  },
};
