import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, staffMe } from '../test/render';
import { telWriterMe } from './fixtures';
import { json, stubTelApi } from './testing';

const templates = [{ id: 5, name: '予約完了', created_at: '2023-10-01T01:00:00.000Z' }];

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TelRegisterPage', () => {
  it('refuses a bad phone number before sending, with the message of the server’s 422', async () => {
    const fetch = stubTelApi((path) =>
      path === '/api/tel/template/list' ? json(200, templates) : undefined,
    );
    renderApp({ path: '/line/tel/register', me: telWriterMe });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/宛先電話番号/), '090-1234');
    await user.click(screen.getByRole('button', { name: '送信登録' }));
    // tel.test.ts asserts the server answers exactly this for tel '090-1234'.
    expect(await screen.findByText('宛先電話番号が正しくありません。')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('入力内容に誤りがあります。');
    expect(fetch.mock.calls.some(([path]) => path === '/api/tel/register')).toBe(false);
  });

  it('shows the spec’s sample values as placeholders, never as values (issue 28)', async () => {
    stubTelApi((path) => (path === '/api/tel/template/list' ? json(200, templates) : undefined));
    renderApp({ path: '/line/tel/register', me: telWriterMe });
    const date = (await screen.findByRole('textbox', { name: /送信日/ })) as HTMLInputElement;
    const time = screen.getByRole('textbox', { name: /送信時刻/ }) as HTMLInputElement;
    expect([date.value, date.placeholder]).toEqual(['', '例: 2023/10/01']);
    expect([time.value, time.placeholder]).toEqual(['', '例: 10:00:00']);
    const template = await screen.findByRole('combobox', { name: /テンプレート/ });
    expect(template.textContent).toContain('選択してください（例: 5）');
  });

  it('warns under the time that a past time goes at once when ordered', async () => {
    stubTelApi((path) => (path === '/api/tel/template/list' ? json(200, templates) : undefined));
    renderApp({ path: '/line/tel/register', me: telWriterMe });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /送信日/ }), '2023/10/01');
    await user.type(screen.getByRole('textbox', { name: /送信時刻/ }), '10:00:00');
    await user.tab();
    expect(await screen.findByText(/^過去の日時です。発注するとすぐに送信されます/)).toBeTruthy();
  }, 15_000);

  it('says what is missing in the server’s words when nothing is filled in', async () => {
    stubTelApi();
    renderApp({ path: '/line/tel/register', me: telWriterMe });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '送信登録' }));
    expect(await screen.findByText('宛先電話番号を入力してください。')).toBeTruthy();
    expect(screen.getByText('テンプレート番号を入力してください。')).toBeTruthy();
  });

  it('sends a form the schema accepts and shows the server’s own 422 under the field', async () => {
    const fetch = stubTelApi((path, init) => {
      if (path === '/api/tel/template/list') return json(200, templates);
      if (path === '/api/tel/register' && init?.method === 'POST')
        return json(422, {
          message: '入力内容に誤りがあります。',
          errors: { template_id: ['テンプレート番号のテンプレートが登録されていません。'] },
        });
      return undefined;
    });
    renderApp({ path: '/line/tel/register', me: telWriterMe });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/宛先電話番号/), '090-1234-5678');
    await user.type(screen.getByRole('textbox', { name: /送信日/ }), '2099/01/05');
    await user.type(screen.getByRole('textbox', { name: /送信時刻/ }), '10:00:00');
    await user.click(screen.getByRole('combobox', { name: /テンプレート/ }));
    await user.click(await screen.findByRole('option', { name: '5:予約完了' }));
    await user.click(screen.getByRole('button', { name: '送信登録' }));
    expect(await screen.findByText('テンプレート番号のテンプレートが登録されていません。')).toBeTruthy();
    const sent = fetch.mock.calls.find(([path]) => path === '/api/tel/register');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ tel: '090-1234-5678', template_id: 5 });
  });

  it.each(['/line/tel/register', '/line/tel/upload', '/line/tel/template/register'])(
    'sends an operator without NOTIFICATION_WRITE away from %s before anything is filled in',
    async (path) => {
      stubTelApi();
      const { router } = renderApp({ path, me: staffMe });
      expect((await screen.findByRole('alert')).textContent).toContain(
        'このページを表示する権限がありません。',
      );
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?forbidden=1');
    },
  );
});
