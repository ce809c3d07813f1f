import { ConsoleUITestProvider } from '@console/ui/test';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OEM_LABELS } from './messages';
import { ThemeSettingPage } from './ThemeSettingPage';

const account = { id: 1, name: 'デモ商店', oem_code: 'console', app_name: 'Console' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function setup(patch: () => Response) {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
    init?.method === 'PATCH' ? patch() : json(200, account),
  );
  vi.stubGlobal('fetch', fetch);
  const onSaved = vi.fn();
  render(
    <ConsoleUITestProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ThemeSettingPage onSaved={onSaved} />
      </SWRConfig>
    </ConsoleUITestProvider>,
  );
  return { fetch, onSaved, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThemeSettingPage', () => {
  it('sends the new theme and app name with PATCH /api/account, then reports the save', async () => {
    const { fetch, onSaved, user } = setup(() =>
      json(200, { ...account, oem_code: 'sakura', app_name: 'さくら' }),
    );
    const appName = await screen.findByLabelText('アプリ名');
    await user.clear(appName);
    await user.type(appName, 'さくら');
    await user.click(screen.getByRole('combobox', { name: '画面のテーマ' }));
    await user.click(await screen.findByRole('option', { name: OEM_LABELS.sakura }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      name: 'デモ商店',
      app_name: 'さくら',
      oem_code: 'sakura',
    });
    expect(screen.getByRole('status').textContent).toContain('保存しました。');
  });

  it("shows the server's 403 message to a non-owner", async () => {
    const { onSaved, user } = setup(() =>
      json(403, { message: 'アカウントの設定を変更できるのはオーナーだけです。' }),
    );
    await user.click(await screen.findByRole('button', { name: '保存する' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'アカウントの設定を変更できるのはオーナーだけです。',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('requires an app name before calling the server', async () => {
    const { fetch, user } = setup(() => json(200, account));
    await user.clear(await screen.findByLabelText('アプリ名'));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(screen.getByText('アプリ名を入力してください。')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('after the reload a save asked for, puts the page back where the user was, with the notice', async () => {
    sessionStorage.setItem('console.themeSetting.afterSave', '420');
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    setup(() => json(200, account));
    const button = await screen.findByRole('button', { name: '保存する' });
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
    expect(screen.getByRole('status').textContent).toBe('保存しました。新しいテーマを反映しました。');
    expect(document.activeElement).toBe(button);
    // Only once: a later visit starts as any visit does.
    expect(sessionStorage.getItem('console.themeSetting.afterSave')).toBeNull();
  });

  it('a plain visit neither scrolls nor shows the notice', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    setup(() => json(200, account));
    await screen.findByRole('button', { name: '保存する' });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
