import { routePattern } from '@console/contract';
import { TEL_OPS, type TelOrder, type TelOrderLine, type TelTemplateSummary } from '@console/contract/tel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppPage, LONG_TEXT, mock, PAGE_WAIT, SERVER_ERROR_MESSAGE, settled } from '../test/pageStory';
import { telWriterMe } from './fixtures';
import { TEL_TEXT } from './messages';

/**
 * 通知メッセージの画面（発注リスト、発注内容、個別登録、ファイルアップロード、テンプレート）を、アプリの本物のルートと
 * MSW のモック API で描く。状態: 通常、読み込み中、空、エラー、長い日本語、1,000 行。
 */

const orders = (count: number, description = (i: number) => `${(i % 12) + 1}月の新規会員へのお知らせ`) =>
  Array.from(
    { length: count },
    (_, i): TelOrder => ({
      id: count - i,
      created_at: new Date(Date.UTC(2024, 6, 31, 1, 0) - i * 3_600_000).toISOString(),
      status: ([0, 1, 2, 3, -1] as const)[i % 5] ?? 0,
      description: description(i),
      count_all: 1000 + i,
      count_success: 250 + (i % 100),
      count_failed: i % 7,
    }),
  );

const lines = (count: number, name = (i: number) => `山田 太郎${i + 1}`) =>
  Array.from(
    { length: count },
    (_, i): TelOrderLine => ({
      id: i + 1,
      datetime: new Date(Date.UTC(2024, 7, 1, 1, 0) + i * 60_000).toISOString(),
      status: ([1, 2, 3, -2, -3] as const)[i % 5] ?? 1,
      sent_at: i % 5 === 2 ? new Date(Date.UTC(2024, 7, 1, 1, 0) + i * 60_000 + 4_000).toISOString() : null,
      tel: `090-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}`,
      template_id: (i % 3) + 1,
      params: { param_1: name(i), param_2: '8月1日 10:00' },
      error_message: i % 5 === 3 ? 'LINE の利用者が見つかりませんでした。' : null,
      outcome_unknown: i % 10 === 3,
    }),
  );

const templates: TelTemplateSummary[] = [
  { id: 1, name: '予約完了のお知らせ', created_at: '2024-07-01T01:00:00.000Z' },
  { id: 2, name: '前日のリマインド', created_at: '2024-07-02T01:00:00.000Z' },
  { id: 3, name: '来店のお礼', created_at: '2024-07-03T01:00:00.000Z' },
];

const sender = mock.json(routePattern(TEL_OPS.telSender.path), { mode: 'sandbox' });

const meta = {
  title: 'コンソール/通知メッセージ',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page =
  (path: string): Story['render'] =>
  (_args, { globals }) => <AppPage path={path} me={telWriterMe} theme={globals.theme} />;

const screen = (canvasElement: HTMLElement) => within(canvasElement);

/** Loaded: the sandbox banner is there (the sender answered) and nothing is loading any more. */
async function ready(canvasElement: HTMLElement) {
  await screen(canvasElement).findByText(TEL_TEXT.sandbox, {}, PAGE_WAIT);
  await settled(canvasElement);
}

// 発注リスト -----------------------------------------------------------------------------------------

export const 発注リスト: Story = {
  render: page('/line/tel'),
  parameters: { msw: { handlers: [mock.json(routePattern(TEL_OPS.telOrders.path), orders(5), 5), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const table = screen(canvasElement).getByRole('table', { name: '発注リスト' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

export const 発注リスト_読み込み中: Story = {
  render: page('/line/tel'),
  parameters: { msw: { handlers: [mock.loading(routePattern(TEL_OPS.telOrders.path)), sender] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(TEL_TEXT.sandbox, {}, PAGE_WAIT);
    await expect(screen(canvasElement).getByRole('table', { name: '発注リスト' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const 発注リスト_空: Story = {
  render: page('/line/tel'),
  parameters: { msw: { handlers: [mock.json(routePattern(TEL_OPS.telOrders.path), [], 0), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByText(TEL_TEXT.ordersEmpty)).toBeVisible();
  },
};

export const 発注リスト_エラー: Story = {
  render: page('/line/tel'),
  parameters: { msw: { handlers: [mock.error(routePattern(TEL_OPS.telOrders.path)), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByText(SERVER_ERROR_MESSAGE)).toBeVisible();
  },
};

export const 発注リスト_長い内容メモ: Story = {
  render: page('/line/tel'),
  parameters: {
    msw: {
      handlers: [
        mock.json(
          routePattern(TEL_OPS.telOrders.path),
          orders(3, () => LONG_TEXT),
          3,
        ),
        sender,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getAllByText(LONG_TEXT)).toHaveLength(3);
    // The long memo wraps inside the table: the page does not scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const 発注リスト_1000件: Story = {
  render: page('/line/tel'),
  parameters: {
    msw: { handlers: [mock.json(routePattern(TEL_OPS.telOrders.path), orders(1000), 1000), sender] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const table = screen(canvasElement).getByRole('table', { name: '発注リスト' });
    // A long list is windowed: the first rows are in the DOM, not all 1,000.
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
  },
};

// 発注内容 -----------------------------------------------------------------------------------------

const detail = (lineList: TelOrderLine[], status = 2) => [
  mock.json(routePattern(TEL_OPS.telOrder.path), lineList, lineList.length),
  mock.json(routePattern(TEL_OPS.telOrderSchedule.path), { count: lineList.length, past: 0, night: 0 }),
  mock.json(routePattern(TEL_OPS.telOrderStatus.path), { status }),
  mock.json(routePattern(TEL_OPS.telTemplates.path), templates),
  sender,
];

export const 発注内容: Story = {
  render: page('/line/tel/list/12'),
  parameters: { msw: { handlers: detail(lines(10)) } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByText('090-1000-0000')).toBeVisible();
  },
};

let orderedWith: unknown = null;
export const 発注の確認_過去と夜間: Story = {
  render: page('/line/tel/list/12'),
  parameters: {
    msw: {
      handlers: [
        // Ordering is asked with the server's count: 120 lines, 3 past (at once), 20 at night.
        mock.json(routePattern(TEL_OPS.telOrderSchedule.path), { count: 120, past: 3, night: 20 }),
        http.post(routePattern(TEL_OPS.changeTelOrderStatus.path), async ({ request }) => {
          orderedWith = await request.json();
          return HttpResponse.json({ status: 1 });
        }),
        ...detail(lines(5), 0),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    orderedWith = null;
    await ready(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: TEL_TEXT.orderButton }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: TEL_TEXT.orderConfirmTitle,
    });
    await expect(
      within(dialog).getByText(
        '120件の送信を発注します。うち3件は過去の日時のため、すぐに送信されます。うち20件は夜間（21時〜8時）に送信されます。よろしいですか？',
      ),
    ).toBeVisible();
    // Closed without ordering: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: TEL_TEXT.closeLabel }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(orderedWith).toBeNull();
  },
};

export const 発注内容_読み込み中: Story = {
  render: page('/line/tel/list/12'),
  parameters: {
    msw: {
      handlers: [
        mock.loading(routePattern(TEL_OPS.telOrder.path)),
        mock.loading(routePattern(TEL_OPS.telOrderStatus.path)),
        mock.json(routePattern(TEL_OPS.telTemplates.path), templates),
        sender,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(TEL_TEXT.sandbox, {}, PAGE_WAIT);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const 発注内容_見つからない: Story = {
  render: page('/line/tel/list/12'),
  parameters: {
    msw: {
      handlers: [
        mock.error(routePattern(TEL_OPS.telOrder.path), 404, '発注が見つかりません。'),
        mock.error(routePattern(TEL_OPS.telOrderStatus.path), 404, '発注が見つかりません。'),
        mock.json(routePattern(TEL_OPS.telTemplates.path), templates),
        sender,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getAllByText('発注が見つかりません。')[0]).toBeVisible();
  },
};

export const 発注内容_長い差し込み: Story = {
  render: page('/line/tel/list/12'),
  parameters: { msw: { handlers: detail(lines(5, () => LONG_TEXT)) } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getAllByText(new RegExp(LONG_TEXT.slice(0, 10)))[0]).toBeVisible();
  },
};

export const 発注内容_1000行: Story = {
  render: page('/line/tel/list/12'),
  parameters: { msw: { handlers: detail(lines(1000)) } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByText('090-1000-0000')).toBeVisible();
  },
};

// 個別登録・アップロード・テンプレート ------------------------------------------------------------------

export const 個別登録: Story = {
  render: page('/line/tel/register'),
  parameters: { msw: { handlers: [mock.json(routePattern(TEL_OPS.telTemplates.path), templates), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getAllByRole('combobox').length).toBeGreaterThan(0);
  },
};

export const 個別登録_過去の日時: Story = {
  render: page('/line/tel/register'),
  parameters: { msw: { handlers: [mock.json(routePattern(TEL_OPS.telTemplates.path), templates), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // The spec's sample values are examples, not values.
    const date = screen(canvasElement).getByRole('textbox', { name: new RegExp(TEL_TEXT.dateLabel) });
    await expect(date).toHaveValue('');
    await expect(date).toHaveAttribute('placeholder', TEL_TEXT.datePlaceholder);
    await userEvent.type(date, '2023/10/01');
    const time = screen(canvasElement).getByRole('textbox', { name: new RegExp(TEL_TEXT.timeLabel) });
    await userEvent.type(time, '10:00:00');
    await userEvent.tab();
    await expect(
      await screen(canvasElement).findByText(new RegExp(`^${TEL_TEXT.timeNote.past.slice(0, 10)}`)),
    ).toBeVisible();
  },
};

export const 個別登録_テンプレート読み込み中: Story = {
  render: page('/line/tel/register'),
  parameters: { msw: { handlers: [mock.loading(routePattern(TEL_OPS.telTemplates.path)), sender] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(TEL_TEXT.sandbox, {}, PAGE_WAIT);
    await expect(screen(canvasElement).getAllByText('読み込み中...')[0]).toBeVisible();
  },
};

export const 個別登録_テンプレートなし: Story = {
  render: page('/line/tel/register'),
  parameters: { msw: { handlers: [mock.json(routePattern(TEL_OPS.telTemplates.path), []), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getAllByText(TEL_TEXT.templatePlaceholder)[0]).toBeVisible();
  },
};

export const ファイルアップロード: Story = {
  render: page('/line/tel/upload'),
  parameters: { msw: { handlers: [mock.json(routePattern(TEL_OPS.telTemplates.path), templates), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByText('ファイルを選択')).toBeVisible();
  },
};

export const テンプレート一覧: Story = {
  render: page('/line/tel/template'),
  parameters: { msw: { handlers: [mock.json(routePattern(TEL_OPS.telTemplates.path), templates), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByText('前日のリマインド')).toBeVisible();
  },
};

export const テンプレート一覧_空: Story = {
  render: page('/line/tel/template'),
  parameters: { msw: { handlers: [mock.json(routePattern(TEL_OPS.telTemplates.path), []), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByText(TEL_TEXT.templatesEmpty)).toBeVisible();
  },
};

export const テンプレート一覧_エラー: Story = {
  render: page('/line/tel/template'),
  parameters: { msw: { handlers: [mock.error(routePattern(TEL_OPS.telTemplates.path)), sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByText(SERVER_ERROR_MESSAGE)).toBeVisible();
  },
};

export const テンプレート一覧_長い名前_1000件: Story = {
  render: page('/line/tel/template'),
  parameters: {
    msw: {
      handlers: [
        mock.json(
          routePattern(TEL_OPS.telTemplates.path),
          Array.from({ length: 1000 }, (_, i) => ({
            id: i + 1,
            name: i === 0 ? LONG_TEXT : `テンプレート ${i + 1}`,
            created_at: '2024-07-01T01:00:00.000Z',
          })),
        ),
        sender,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByText(LONG_TEXT)).toBeVisible();
  },
};

export const テンプレート登録: Story = {
  render: page('/line/tel/template/register'),
  parameters: { msw: { handlers: [sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(screen(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    // The sample body as a friend's LINE shows it, beside the JSON.
    const preview = await screen(canvasElement).findByRole('region', { name: TEL_TEXT.templatePreviewTitle });
    await expect(within(preview).getAllByText('予約完了のお知らせ').length).toBeGreaterThan(0);
    await expect(within(preview).getByText('[param_1] 様')).toBeVisible();
  },
};

/** JSON being typed: the preview waits for a readable body and says so. */
export const テンプレート登録_JSONの入力中: Story = {
  render: page('/line/tel/template/register'),
  parameters: { msw: { handlers: [sender] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await screen(canvasElement).findByRole('region', { name: TEL_TEXT.templatePreviewTitle });
    const body = screen(canvasElement).getByRole('textbox', { name: /本文/ });
    await userEvent.type(body, '{Backspace}');
    await expect(await screen(canvasElement).findByText(TEL_TEXT.templatePreviewInvalid)).toBeVisible();
    await expect(
      screen(canvasElement).queryByRole('region', { name: TEL_TEXT.templatePreviewTitle }),
    ).toBeNull();
  },
};
