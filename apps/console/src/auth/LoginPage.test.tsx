import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerMe, renderApp } from '../test/render';

function stubFetch(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function submit(email = 'owner@example.jp', password = 'console-demo') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('メールアドレス'), email);
  await user.type(screen.getByLabelText('パスワード'), password);
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('posts the credentials with the CSRF header and goes to a local ?next= path', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    const { router } = renderApp({ path: '/account/login?next=%2Fline%2Fsetting%2Ftheme', me: ownerMe });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/line/setting/theme'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'owner@example.jp', password: 'console-demo' }),
        headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }),
      }),
    );
  });

  it('ignores a ?next= pointing at another origin', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    const { router } = renderApp({ path: '/account/login?next=%2F%2Fevil.example%2F', me: ownerMe });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    [422, 'メールアドレスまたはパスワードが正しくありません。'],
    [429, 'ログインの試行が多すぎます。しばらくしてから再度お試しください。'],
  ])('shows the server message of a %i and stays', async (status, message) => {
    stubFetch(() => new Response(JSON.stringify({ message }), { status }));
    const { router } = renderApp({ path: '/account/login', me: null });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('shows the Japanese network message when the server is unreachable', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp({ path: '/account/login', me: null });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      '通信エラーが発生しました。時間をおいて再度お試しください。',
    );
  });

  it('shows the demo logins only when the server says it is a demo database', async () => {
    renderApp({
      path: '/account/login',
      me: null,
      meta: { demoLogins: [{ email: 'owner@example.jp', password: 'console-demo' }] },
    });
    const demo = await screen.findByTestId('demo-logins');
    expect(demo.textContent).toContain('owner@example.jp');
    expect(demo.textContent).toContain('console-demo');
  });

  it('shows no demo logins otherwise', async () => {
    renderApp({ path: '/account/login', me: null });
    await screen.findByLabelText('メールアドレス');
    expect(screen.queryByTestId('demo-logins')).toBeNull();
  });
});
