import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { telWriterMe } from './fixtures';
import { json, stubTelApi } from './testing';

const templates = [
  { id: 8, name: '予約完了', created_at: '2023-10-01T01:00:00.000Z' },
  { id: 3, name: '古いテンプレート', created_at: '2023-09-01T01:00:00.000Z' },
];

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TelTemplateRegisterPage', () => {
  it('starts from the reservation-complete sample with the placeholder note, 20 rows', async () => {
    stubTelApi();
    renderApp({ path: '/line/tel/template/register', me: telWriterMe });
    const body = (await screen.findByLabelText(/本文/)) as HTMLTextAreaElement;
    expect(body.getAttribute('rows')).toBe('20');
    expect(JSON.parse(body.value).altText).toBe('予約完了のお知らせ');
    expect(body.value).toContain('[param_1]');
    expect(screen.getByText(/\[param_1\] 〜 \[param_10\]/).textContent).toContain('最大10個');
  });

  it('shows every message of the errors map, and each under its field', async () => {
    stubTelApi((path, init) =>
      path === '/api/tel/template/register' && init?.method === 'POST'
        ? json(422, {
            message: '入力内容に誤りがあります。',
            errors: { name: ['入力してください。'], body: ['JSON の形式が正しくありません。'] },
          })
        : undefined,
    );
    renderApp({ path: '/line/tel/template/register', me: telWriterMe });
    const user = userEvent.setup();
    // A form the contract's schema accepts, so the server's answer is what shows.
    await user.type(await screen.findByLabelText(/登録名/), '予約');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '入力してください。',
      'JSON の形式が正しくありません。',
    ]);
    expect(screen.getAllByText('JSON の形式が正しくありません。')).toHaveLength(2);
  });

  it('checks the form with the contract’s schema before sending, in the server’s words', async () => {
    const fetch = stubTelApi();
    renderApp({ path: '/line/tel/template/register', me: telWriterMe });
    const user = userEvent.setup();
    const body = (await screen.findByLabelText(/本文/)) as HTMLTextAreaElement;
    await user.clear(body);
    await user.click(body);
    await user.paste('{"type": "flex",');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    const alert = await screen.findByRole('alert');
    // The same messages as the server's 422 for the same input (tel.test.ts).
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '入力してください。',
      'JSON の形式が正しくありません。',
    ]);
    expect(screen.getAllByText('JSON の形式が正しくありません。')).toHaveLength(2);
    expect(fetch.mock.calls.some(([path]) => path === '/api/tel/template/register')).toBe(false);
  });

  it('says エラーが発生しました when the request never got an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/tel/template/register') throw new TypeError('offline');
        return json(200, path === '/api/tel/sender' ? { mode: 'sandbox' } : []);
      }),
    );
    renderApp({ path: '/line/tel/template/register', me: telWriterMe });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/登録名/), '予約');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('エラーが発生しました');
  });

  it('goes to the list with 登録しました and highlights the newest template', async () => {
    stubTelApi((path, init) => {
      if (path === '/api/tel/template/register' && init?.method === 'POST') return json(200, { id: 8 });
      if (path === '/api/tel/template/list') return json(200, templates);
      return undefined;
    });
    const { router } = renderApp({ path: '/line/tel/template/register', me: telWriterMe });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/登録名/), '予約完了');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/line/tel/template'));
    expect((await screen.findByTestId('tel-flash')).textContent).toBe('登録しました');
    await waitFor(() =>
      expect(document.querySelector('tr[data-highlighted="true"]')?.getAttribute('data-row-id')).toBe('8'),
    );
  });
});
