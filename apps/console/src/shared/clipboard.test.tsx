import { ToastProvider } from '@console/ui';
import { ConsoleUITestProvider } from '@console/ui/test';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopyText } from './clipboard';

const said = { copied: 'コピーしました。', failed: 'コピーできませんでした。選んでコピーしてください。' };
const wrapper = ({ children }: { children: ReactNode }) => (
  <ConsoleUITestProvider>
    <ToastProvider>{children}</ToastProvider>
  </ConsoleUITestProvider>
);

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useCopyText', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    // The toasts live in a portal on <body>, outside what the cleanup unmounts.
    cleanup();
    document.body.innerHTML = '';
  });

  it.each([
    ['copies and says so', () => Promise.resolve(), said.copied, said.failed],
    [
      'says what to do when the browser refuses',
      () => Promise.reject(new Error('denied')),
      said.failed,
      said.copied,
    ],
  ])('%s', async (_, write, shown, notShown) => {
    const writeText = vi.fn(write);
    withClipboard(writeText);
    const { result } = renderHook(() => useCopyText(), { wrapper });
    await act(() => result.current('https://example.jp/webhook', said));
    expect(writeText).toHaveBeenCalledWith('https://example.jp/webhook');
    // The toast and its announcement for screen readers.
    expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
    expect(screen.queryByText(notShown)).toBeNull();
  });
});
