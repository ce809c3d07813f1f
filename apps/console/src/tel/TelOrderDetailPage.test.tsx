import type { TelOrderLines, TelOrderStatus } from '@console/contract/tel';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast, ownerMe, renderApp } from '../test/render';
import { json, stubTelApi } from './testing';

const LINES: TelOrderLines = [
  {
    id: 101,
    datetime: '2023-10-01T01:00:00.000Z',
    status: 3,
    sent_at: '2023-10-01T01:00:05.000Z',
    tel: '090-1234-5678',
    template_id: 1,
    params: { param_1: '山田 太郎', param_2: 'カット' },
    error_message: null,
    outcome_unknown: false,
  },
  {
    id: 102,
    datetime: '2023-10-01T01:30:00.000Z',
    status: 1,
    sent_at: null,
    tel: '080-2345-6789',
    template_id: 0,
    params: {},
    error_message: null,
    outcome_unknown: false,
  },
];

/** One page of lines as the server answers it: the array, the total in X-Total-Count. */
const linesPage = () =>
  new Response(JSON.stringify(LINES), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(LINES.length) },
  });

/** The server's count of the lines to come: one of the two goes at once (its time is past). */
const SCHEDULE = { count: 2, past: 1, night: 0 };

/** The order's status lives in `state`, so a POST changes what the next GET answers. */
function stubOrder(initial: TelOrderStatus, post: (status: number) => Response | TelOrderStatus) {
  const state = { status: initial };
  return stubTelApi((path, init) => {
    if (path === '/api/tel/template/list')
      return json(200, [{ id: 1, name: '予約完了', created_at: '2023-10-01T00:00:00.000Z' }]);
    if (path === '/api/tel/list/5/status' && init?.method === 'POST') {
      const result = post(JSON.parse(String(init.body)).status);
      if (result instanceof Response) return result;
      state.status = result;
      return json(200, { status: result });
    }
    if (path === '/api/tel/list/5/status') return json(200, { status: state.status });
    if (path === '/api/tel/list/5/schedule') return json(200, SCHEDULE);
    if (path.startsWith('/api/tel/list/5?')) return linesPage();
    return undefined;
  });
}

const orderButton = () => screen.getByRole('button', { name: '下記内容で発注する' }) as HTMLButtonElement;
const cancelButton = () => screen.getByRole('button', { name: '取り消し' }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TelOrderDetailPage buttons', () => {
  it.each([
    [0, '下書き', true, true],
    [1, '発注済み', false, true],
    [2, '処理中', false, true],
    [3, '完了', false, false],
    [-1, 'キャンセル済み', false, false],
  ] as const)('status %i (%s): order enabled %s, cancel enabled %s', async (status, label, order, cancel) => {
    stubOrder(status, () => status);
    renderApp({ path: '/line/tel/list/5', me: ownerMe });
    expect((await screen.findByTestId('tel-order-status')).textContent).toContain(label);
    expect(orderButton().disabled).toBe(!order);
    expect(cancelButton().disabled).toBe(!cancel);
  });
});

describe('TelOrderDetailPage', () => {
  it('shows the seven columns: sent time only for sent lines, template 0 as invalid, params per line', async () => {
    stubOrder(0, () => 1);
    renderApp({ path: '/line/tel/list/5', me: ownerMe });
    const table = await screen.findByRole('table', { name: '送信内容' });
    await within(table).findByText('090-1234-5678');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '注文番号',
      '送信予定時刻',
      '送信状況',
      '送信完了時刻',
      '宛先電話番号',
      'テンプレート番号',
      '差し込みデータ',
    ]);
    const [sent, pending] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(sent as HTMLElement)).toEqual([
      '101',
      '2023/10/01 10:00:00',
      '送信完了',
      '2023/10/01 10:00:05',
      '090-1234-5678',
      '1',
      '差し込み1: 山田 太郎差し込み2: カット',
    ]);
    expect(within(sent as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    // A past time of a draft goes right after the order, and says so beside its time (issue 28).
    expect(cells(pending as HTMLElement)[1]).toMatch(/^2023\/10\/01 10:30:00発注後すぐ/);
    expect(cells(pending as HTMLElement).slice(2, 6)).toEqual([
      '送信前',
      '-',
      '080-2345-6789',
      '[不正なテンプレート番号]',
    ]);
    expect(screen.getByRole('link', { name: '一覧に戻る' }).getAttribute('href')).toBe('/line/tel');
  });

  it('orders after confirmation, says 発注しました and reloads the status', async () => {
    const fetch = stubOrder(0, () => 1);
    renderApp({ path: '/line/tel/list/5', me: ownerMe });
    await screen.findByTestId('tel-order-status');
    const user = userEvent.setup();
    await user.click(orderButton());
    const dialog = await screen.findByRole('alertdialog');
    // The count of lines and the one that goes at once, before anything is ordered (issue 28).
    expect(within(dialog).getByText(/2件の送信を発注します。/).textContent).toBe(
      '2件の送信を発注します。うち1件は過去の日時のため、すぐに送信されます。よろしいですか？',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '2件を発注する' }));
    expect((await findToast('発注しました')).textContent).toBe('発注しました');
    await waitFor(() => expect(screen.getByTestId('tel-order-status').textContent).toContain('発注済み'));
    expect(orderButton().disabled).toBe(true);
    expect(cancelButton().disabled).toBe(false);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ status: 1 });
    expect(
      fetch.mock.calls.some(
        ([path, init]) =>
          path === '/api/tel/list/5/status' && !init?.method?.includes('POST') && init?.method === 'GET',
      ),
    ).toBe(true);
  });

  it('cancels after confirmation and says キャンセルしました', async () => {
    stubOrder(1, () => -1);
    renderApp({ path: '/line/tel/list/5', me: ownerMe });
    await screen.findByTestId('tel-order-status');
    const user = userEvent.setup();
    await user.click(cancelButton());
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));
    await findToast('キャンセルしました');
    await waitFor(() =>
      expect(screen.getByTestId('tel-order-status').textContent).toContain('キャンセル済み'),
    );
    expect(cancelButton().disabled).toBe(true);
  });

  it("shows the failure message with the server's reason when the change is refused", async () => {
    stubOrder(0, () => json(403, { message: 'この操作を行う権限がありません。' }));
    renderApp({ path: '/line/tel/list/5', me: ownerMe });
    await screen.findByTestId('tel-order-status');
    const user = userEvent.setup();
    await user.click(orderButton());
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '2件を発注する' }),
    );
    const toast = await findToast(/エラー：ステータス変更に失敗しました/);
    expect(toast.textContent).toContain('この操作を行う権限がありません。');
    expect(screen.getByTestId('tel-order-status').textContent).toContain('下書き');
  });
});

describe('TelOrderDetailPage: a line whose outcome is unknown', () => {
  it('shows the reason and, after confirmation, sends it again; lines without an unknown outcome get no buttons', async () => {
    const unknown = {
      ...LINES[0],
      id: 103,
      status: -2 as const,
      sent_at: null,
      error_message:
        '送信処理が中断されました（送信済みかどうか不明です）。再送する前に、LINEの配信結果を確認してください',
      outcome_unknown: true,
    };
    let resolved: unknown = null;
    stubTelApi((path, init) => {
      if (path === '/api/tel/list/5/status') return json(200, { status: 3 });
      if (path === '/api/tel/list/5/lines/103/resolve' && init?.method === 'POST') {
        resolved = JSON.parse(String(init.body));
        return json(200, { ...unknown, status: 1, error_message: null, outcome_unknown: false });
      }
      if (path.startsWith('/api/tel/list/5?'))
        return new Response(JSON.stringify([...LINES, unknown]), {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-total-count': '3' },
        });
      return undefined;
    });
    renderApp({ path: '/line/tel/list/5', me: ownerMe });
    const table = await screen.findByRole('table', { name: '送信内容' });
    await within(table).findByText(/送信処理が中断されました/);
    expect(within(table).getAllByRole('button', { name: '再送する' })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: '送信済みにする' })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '再送する' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('二重に送られます');
    await user.click(within(dialog).getByRole('button', { name: '再送する' }));
    expect((await findToast('再送の予約をしました')).textContent).toBe('再送の予約をしました');
    expect(resolved).toEqual({ action: 'resend' });
  });
});
