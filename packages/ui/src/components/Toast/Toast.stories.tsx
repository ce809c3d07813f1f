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
  name: 'Success（role="status" で読み上げ、3000 ms で閉じる）',
  play: async ({ canvasElement }) => {
    // The toast mounts between these two instants: its 3000 ms cannot run out before `clickedAt` + 3000,
    // and it has at most 3000 ms left at `shownAt` (the click itself takes a while on a loaded machine).
    const clickedAt = performance.now();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功を通知' }));
    const shownAt = performance.now();
    const status = screen().getByRole('status');
    await expect(status).toHaveTextContent('保存しました');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status.closest('.console-ui-Toast')).toHaveAttribute('data-tone', 'success');
    await expect(TOAST_DURATION_MS).toBe(3000);

    // Still there just before 3000 ms, gone soon after.
    await wait(2700 - (performance.now() - shownAt));
    await expect(screen().getByRole('status')).toHaveTextContent('保存しました');
    await waitFor(() => expect(screen().queryByRole('status')).toBeNull(), { timeout: 1500 });
    const closedAt = performance.now();
    // 5 ms for timer rounding (performance.now and setTimeout are coarsened in browsers).
    await expect(closedAt - clickedAt).toBeGreaterThanOrEqual(2995);
    await expect(closedAt - shownAt).toBeLessThan(3800);
  },
};

export const ErrorTone: Story = {
  name: 'Error（role="alert" ですぐに読み上げ、閉じるまで残る）',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'エラーを通知' }));
    const alert = screen().getByRole('alert');
    await expect(alert).toHaveTextContent('エラー：ステータス変更に失敗しました');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(alert.closest('.console-ui-Toast')).toHaveAttribute('data-tone', 'error');
    await expect(screen().queryByRole('status')).toBeNull();
    // It stays well past the 3000 ms of a success (WCAG 2.2.1), until its close button is pressed.
    await wait(3500);
    await expect(screen().getByRole('alert')).toHaveTextContent('エラー：ステータス変更に失敗しました');
    const toast = screen().getByRole('alert').closest<HTMLElement>('.console-ui-Toast');
    if (!toast) throw new Error('toast not found');
    await userEvent.click(within(toast).getByRole('button', { name: '閉じる' }));
    await expect(screen().queryByRole('alert')).toBeNull();
  },
};

export const PauseOnHover: Story = {
  name: 'PauseOnHover（マウスを載せている間は閉じず、離すと残り時間で閉じる）',
  // A shorter duration keeps the story short; the 3000 ms default is checked in Success.
  args: { duration: 1500 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功を通知' }));
    const shownAt = performance.now();
    const toast = screen().getByRole('status').closest<HTMLElement>('.console-ui-Toast');
    if (!toast) throw new Error('toast not found');
    await wait(300);
    await userEvent.hover(toast);
    const pausedAt = performance.now();

    // Well past the 1500 ms duration, still shown while hovered.
    await wait(2000);
    await expect(screen().getByRole('status')).toHaveTextContent('保存しました');

    // Leaving resumes with the ~1200 ms that were left, not a fresh 1500 ms and not zero.
    await userEvent.unhover(toast);
    const resumedAt = performance.now();
    const left = 1500 - (pausedAt - shownAt);
    await wait(left - 300);
    await expect(screen().getByRole('status')).toHaveTextContent('保存しました');
    await waitFor(() => expect(screen().queryByRole('status')).toBeNull(), { timeout: 1000 });
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
    await expect(screen().getByRole('status')).toBeVisible();
    close.blur();
    await waitFor(() => expect(screen().queryByRole('status')).toBeNull(), { timeout: 1600 });
  },
};

export const Stacked: Story = {
  name: 'Stacked（複数は縦に積む）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '成功を通知' }));
    await userEvent.click(canvas.getByRole('button', { name: 'エラーを通知' }));
    await userEvent.click(canvas.getByRole('button', { name: '成功を通知' }));
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('.console-ui-Toast'));
    await expect(toasts).toHaveLength(3);
    const [a, b, c] = toasts.map((toast) => toast.getBoundingClientRect());
    await expect(b?.top ?? 0).toBeGreaterThanOrEqual(a?.bottom ?? Number.POSITIVE_INFINITY);
    await expect(c?.top ?? 0).toBeGreaterThanOrEqual(b?.bottom ?? Number.POSITIVE_INFINITY);
    await expect(screen().getAllByRole('status')).toHaveLength(2);
    await expect(screen().getAllByRole('alert')).toHaveLength(1);
    // Above every modal layer.
    const viewport = document.querySelector<HTMLElement>('.console-ui-ToastViewport');
    await expect(Number(viewport ? getComputedStyle(viewport).zIndex : 0)).toBeGreaterThan(1100);
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
    await expect(screen().queryByRole('alert')).toBeNull();
    // The next toast still closes by itself (the pause ended with the closed toast).
    await userEvent.click(canvas.getByRole('button', { name: '成功を通知' }));
    await expect(screen().getByRole('status')).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('status')).toBeNull(), { timeout: 2000 });
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
    const toast = screen().getByRole('alert').closest<HTMLElement>('.console-ui-Toast');
    if (!toast) throw new Error('toast not found');
    const box = toast.getBoundingClientRect();
    await expect(
      toast.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
    ).toBe(true);
    await userEvent.click(within(toast).getByRole('button', { name: '閉じる' }));
    await expect(screen().queryByRole('alert')).toBeNull();
    await expect(screen().getByRole('dialog', { name: 'ステータスの変更' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};
