import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { TOAST_DURATION_MS } from './countdown';
import { ToastProvider, useToast } from './Toast';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Toasts portal into the provider's host, outside the story's canvas. */
const screen = () => within(document.body);
/** The toasts on screen, of one tone or all. */
const shown = (tone?: 'success' | 'error') =>
  Array.from(
    document.querySelectorAll<HTMLElement>(`.console-ui-Toast${tone ? `[data-tone="${tone}"]` : ''}`),
  );
const only = (tone?: 'success' | 'error') => {
  const [toast, ...rest] = shown(tone);
  if (!toast || rest.length > 0)
    throw new Error(`expected one ${tone ?? ''} toast, found ${shown(tone).length}`);
  return toast;
};
/** What react-aria's LiveAnnouncer has queued for screen readers, politely or assertively. */
const announced = (assertiveness: 'polite' | 'assertive') =>
  Array.from(
    document.querySelectorAll(`[data-live-announcer] [role="log"][aria-live="${assertiveness}"] > *`),
    (node) => node.textContent,
  );

function Buttons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.success('保存しました')}>成功を通知</Button>
      <Button variant="danger" onClick={() => toast.error('エラー：ステータス変更に失敗しました')}>
        エラーを通知
      </Button>
    </div>
  );
}

const meta = {
  title: 'オーバーレイ/Toast',
  component: ToastProvider,
  render: (args) => (
    <ToastProvider {...args}>
      <Buttons />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  name: 'Success（控えめに読み上げ、3000 ms で閉じる）',
  play: async ({ canvasElement }) => {
    // The toast mounts between these two instants: its 3000 ms cannot run out before `clickedAt` + 3000,
    // and it has at most 3000 ms left at `shownAt` (the click itself takes a while on a loaded machine).
    const clickedAt = performance.now();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功を通知' }));
    const shownAt = performance.now();
    await expect(only('success')).toHaveTextContent('保存しました');
    // Read out once, politely, through the LiveAnnouncer (the toast itself has no live role).
    await waitFor(() => expect(announced('polite')).toContain('保存しました'));
    await expect(announced('assertive')).not.toContain('保存しました');
    await expect(only('success').querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    await expect(TOAST_DURATION_MS).toBe(3000);

    // Still there just before 3000 ms, gone soon after.
    await wait(2700 - (performance.now() - shownAt));
    await expect(only('success')).toHaveTextContent('保存しました');
    await waitFor(() => expect(shown()).toHaveLength(0), { timeout: 1500 });
    const closedAt = performance.now();
    // 5 ms for timer rounding (performance.now and setTimeout are coarsened in browsers).
    await expect(closedAt - clickedAt).toBeGreaterThanOrEqual(2995);
    await expect(closedAt - shownAt).toBeLessThan(3800);
  },
};

export const ErrorTone: Story = {
  name: 'Error（すぐに読み上げ、閉じるまで残る）',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'エラーを通知' }));
    await expect(only('error')).toHaveTextContent('エラー：ステータス変更に失敗しました');
    await expect(shown('success')).toHaveLength(0);
    await waitFor(() => expect(announced('assertive')).toContain('エラー：ステータス変更に失敗しました'));
    // It stays well past the 3000 ms of a success (WCAG 2.2.1), until its close button is pressed.
    await wait(3500);
    const toast = only('error');
    await expect(toast).toHaveTextContent('エラー：ステータス変更に失敗しました');
    await userEvent.click(within(toast).getByRole('button', { name: '閉じる' }));
    await expect(shown()).toHaveLength(0);
  },
};

export const PauseOnHover: Story = {
  name: 'PauseOnHover（マウスを載せている間は閉じず、離すと残り時間で閉じる）',
  // A shorter duration keeps the story short; the 3000 ms default is checked in Success.
  args: { duration: 1500 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功を通知' }));
    const shownAt = performance.now();
    const toast = only('success');
    await wait(300);
    await userEvent.hover(toast);
    const pausedAt = performance.now();

    // Well past the 1500 ms duration, still shown while hovered.
    await wait(2000);
    await expect(only('success')).toHaveTextContent('保存しました');

    // Leaving resumes with the ~1200 ms that were left, not a fresh 1500 ms and not zero.
    await userEvent.unhover(toast);
    const resumedAt = performance.now();
    const left = 1500 - (pausedAt - shownAt);
    await wait(left - 300);
    await expect(only('success')).toHaveTextContent('保存しました');
    await waitFor(() => expect(shown()).toHaveLength(0), { timeout: 1000 });
    await expect(performance.now() - resumedAt).toBeLessThan(left + 700);
  },
};

export const PauseOnFocus: Story = {
  name: 'PauseOnFocus（フォーカスがある間は閉じない）',
  args: { duration: 1000 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功を通知' }));
    const close = screen().getByRole('button', { name: '閉じる' });
    close.focus();
    await wait(1600);
    await expect(only('success')).toBeVisible();
    close.blur();
    await waitFor(() => expect(shown()).toHaveLength(0), { timeout: 1600 });
  },
};

export const Stacked: Story = {
  name: 'Stacked（複数は縦に積む）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A success closes the errors before it (SuccessClosesErrors): the error comes last here.
    await userEvent.click(canvas.getByRole('button', { name: '成功を通知' }));
    await userEvent.click(canvas.getByRole('button', { name: '成功を通知' }));
    await userEvent.click(canvas.getByRole('button', { name: 'エラーを通知' }));
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('.console-ui-Toast'));
    await expect(toasts).toHaveLength(3);
    const [a, b, c] = toasts.map((toast) => toast.getBoundingClientRect());
    await expect(b?.top ?? 0).toBeGreaterThanOrEqual(a?.bottom ?? Number.POSITIVE_INFINITY);
    await expect(c?.top ?? 0).toBeGreaterThanOrEqual(b?.bottom ?? Number.POSITIVE_INFINITY);
    await expect(shown('success')).toHaveLength(2);
    await expect(shown('error')).toHaveLength(1);
    // The region is named for screen-reader users who go looking for past messages.
    await expect(screen().getByRole('region', { name: '通知' })).toContainElement(toasts[0] ?? null);
    // Above every modal layer.
    const viewport = document.querySelector<HTMLElement>('.console-ui-ToastViewport');
    await expect(Number(viewport ? getComputedStyle(viewport).zIndex : 0)).toBeGreaterThan(1100);
  },
};

function RetryAfterError() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="danger" onClick={() => toast.error('エラー：保存に失敗しました')}>
        保存に失敗
      </Button>
      <Button onClick={() => toast.success('保存しました')}>保存に成功</Button>
      <Button variant="secondary" onClick={() => toast.success('コピーしました', { keepErrors: true })}>
        別の操作に成功
      </Button>
      <Button variant="secondary" onClick={() => toast.dismissErrors()}>
        知らせずに成功
      </Button>
    </div>
  );
}

/**
 * 失敗のあとで保存に成功すると、前のエラーは閉じる（「保存しました」の横に古いエラーを残さない）。
 * 別の操作の成功には `keepErrors` でエラーを残せる。成功を知らせない書き込みは `dismissErrors()` で閉じる。
 */
export const SuccessClosesErrors: Story = {
  name: 'SuccessClosesErrors（成功は前のエラーを閉じる）',
  render: (args) => (
    <ToastProvider {...args}>
      <RetryAfterError />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存に失敗' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存に失敗' }));
    await expect(shown('error')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '別の操作に成功' }));
    await expect(shown('error')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '保存に成功' }));
    await expect(shown('error')).toHaveLength(0);
    await expect(shown('success').at(-1)).toHaveTextContent('保存しました');
    await userEvent.click(canvas.getByRole('button', { name: '保存に失敗' }));
    await userEvent.click(canvas.getByRole('button', { name: '知らせずに成功' }));
    await expect(shown('error')).toHaveLength(0);
  },
};

export const CloseButton: Story = {
  name: 'CloseButton（「閉じる」ですぐ閉じ、次の通知は止まったままにならない）',
  args: { duration: 800 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'エラーを通知' }));
    // Closing by hand means hovering and focusing the toast; it goes at once.
    await userEvent.click(screen().getByRole('button', { name: '閉じる' }));
    await expect(shown()).toHaveLength(0);
    // The next toast still closes by itself (the pause ended with the closed toast).
    await userEvent.click(canvas.getByRole('button', { name: '成功を通知' }));
    await expect(only('success')).toBeVisible();
    await waitFor(() => expect(shown()).toHaveLength(0), { timeout: 2000 });
  },
};

function SaveInModal() {
  const toast = useToast();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title="ステータスの変更"
      footer={<Button onClick={() => toast.error('エラー：ステータス変更に失敗しました')}>変更する</Button>}
    >
      <p style={{ margin: 0 }}>ステータスを「発注済み」に変更します。</p>
    </Modal>
  );
}

export const OverModal: Story = {
  name: 'OverModal（Modal の上に出て、操作できる）',
  render: (args) => (
    <ToastProvider {...args}>
      <SaveInModal />
    </ToastProvider>
  ),
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'ステータスの変更' });
    await userEvent.click(within(dialog).getByRole('button', { name: '変更する' }));
    const toast = only('error');
    // Announced although the modal hides the rest of the page from assistive technology.
    await waitFor(() => expect(announced('assertive')).toContain('エラー：ステータス変更に失敗しました'));
    await expect(
      document.querySelector('[data-live-announcer]')?.closest('[aria-hidden="true"]') ?? null,
    ).toBeNull();
    const box = toast.getBoundingClientRect();
    await expect(
      toast.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
    ).toBe(true);
    await userEvent.click(within(toast).getByRole('button', { name: '閉じる' }));
    await expect(shown()).toHaveLength(0);
    await expect(screen().getByRole('dialog', { name: 'ステータスの変更' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};
