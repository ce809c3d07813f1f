import { TEL_SESSION_KEYS, type TelOrder } from '@console/contract/tel';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerMe, renderApp } from '../test/render';
import { json, paged, stubTelApi } from './testing';

const orders: TelOrder[] = [
  {
    id: 12,
    created_at: '2023-10-01T01:00:00.000Z',
    status: 2,
    description: '10月の新規会員',
    count_all: 1000,
    count_success: 250,
    count_failed: 50,
  },
  {
    id: 11,
    created_at: '2023-09-30T01:00:00.000Z',
    status: 0,
    description: '',
    count_all: 3,
    count_success: 0,
    count_failed: 0,
  },
];

function stubOrders() {
  return stubTelApi((path) => (path.startsWith('/api/tel/list?') ? paged(orders) : undefined));
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TelListPage', () => {
  it('shows the three buttons and the 発注リスト with counts and percentages', async () => {
    stubOrders();
    renderApp({ path: '/line/tel', me: ownerMe });
    await screen.findByRole('cell', { name: '10月の新規会員' });
    for (const name of ['ファイルアップロード', '個別登録', 'テンプレート設定']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const table = screen.getByRole('table', { name: '発注リスト' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      '注文登録日',
      'ステータス',
      '内容メモ',
      '未送信',
      '送信成功',
      '送信失敗',
      '詳細',
    ]);
    const row = rowOf('10月の新規会員');
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 6)).toEqual([
      '2023/10/01 10:00:00',
      '進行中',
      '10月の新規会員',
      '700（70%）',
      '250（25%）',
      '50',
    ]);
    expect(within(row).getByRole('link', { name: '注文番号12の詳細' }).getAttribute('href')).toBe(
      '/line/tel/list/12',
    );
    expect(screen.getByRole('note').textContent).toBe(
      'サンドボックスモードです。メッセージは実際には送信されません。',
    );
  });

  it('shows the flash message and highlights the registered order once, then clears session storage', async () => {
    sessionStorage.setItem(TEL_SESSION_KEYS.flashMessage, '登録しました');
    sessionStorage.setItem(TEL_SESSION_KEYS.lastOrderId, '11');
    stubOrders();
    renderApp({ path: '/line/tel', me: ownerMe });
    expect((await screen.findByTestId('tel-flash')).textContent).toBe('登録しました');
    await screen.findByRole('cell', { name: '10月の新規会員' });
    const highlighted = document.querySelectorAll('tr[data-highlighted="true"]');
    expect(highlighted).toHaveLength(1);
    expect(
      within(highlighted[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/line/tel/list/11');
    expect(sessionStorage.getItem(TEL_SESSION_KEYS.flashMessage)).toBeNull();
    expect(sessionStorage.getItem(TEL_SESSION_KEYS.lastOrderId)).toBeNull();

    // Opening the list again shows neither.
    cleanup();
    renderApp({ path: '/line/tel', me: ownerMe });
    await screen.findByRole('cell', { name: '10月の新規会員' });
    expect(screen.queryByTestId('tel-flash')).toBeNull();
    expect(document.querySelectorAll('tr[data-highlighted="true"]')).toHaveLength(0);
  });

  it('hides the sandbox banner when the sender is LINE', async () => {
    stubTelApi(
      (path) => (path === '/api/tel/sender' ? json(200, { mode: 'line' }) : undefined),
      (path) => (path.startsWith('/api/tel/list?') ? paged(orders) : undefined),
    );
    renderApp({ path: '/line/tel', me: ownerMe });
    await screen.findByRole('cell', { name: '10月の新規会員' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
