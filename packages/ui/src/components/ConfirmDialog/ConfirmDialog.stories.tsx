import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themes } from '../../themes/all';
import { hexToRgb } from '../../themes/contrast';
import type { OemCode } from '../../themes/types';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const screen = () => within(document.body);

/** A page button that asks for confirmation; both answers close the dialog. */
function ConfirmDemo({
  open: initiallyOpen,
  onConfirm,
  onCancel,
  ...props
}: ComponentProps<typeof ConfirmDialog>) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        注文を削除
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'オーバーレイ/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: '注文を削除しますか？',
    message: '削除した注文は元に戻せません。',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'danger'] },
    initialFocus: { control: 'inline-radio', options: ['confirm', 'cancel'] },
  },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Confirm: Story = {
  name: 'Confirm（OK で onConfirm）',
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: '注文を削除' });
    await userEvent.click(opener);
    const dialog = await screen().findByRole('alertdialog', { name: '注文を削除しますか？' });
    await expect(dialog).toHaveAccessibleDescription('削除した注文は元に戻せません。');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeVisible();
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Cancel: Story = {
  name: 'Cancel（キャンセル・Escape で onCancel）',
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: '注文を削除' });
    await userEvent.click(opener);
    let dialog = await screen().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.click(opener);
    dialog = await screen().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  name: 'Danger（取り消せない操作: 危険色、最初のフォーカスはキャンセル）',
  args: { variant: 'danger', confirmLabel: '削除する', cancelLabel: 'やめる', open: true },
  play: async ({ args, globals }) => {
    const dialog = await screen().findByRole('alertdialog', { name: '注文を削除しますか？' });
    const confirm = within(dialog).getByRole('button', { name: '削除する' });
    const cancel = within(dialog).getByRole('button', { name: 'やめる' });
    const tokens = themes[(globals.theme as OemCode) ?? 'console'].tokens;
    await expect(getComputedStyle(confirm).backgroundColor).toBe(hexToRgb(tokens.color.danger));
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const InitialFocusCancel: Story = {
  name: 'InitialFocusCancel（送信の確認: 確定は通常色のまま、最初のフォーカスはキャンセル）',
  args: {
    initialFocus: 'cancel',
    title: '配信を開始しますか？',
    message: '83人の友だちに配信を開始します。',
    confirmLabel: '83人に配信を開始',
    open: true,
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('alertdialog', { name: '配信を開始しますか？' });
    const cancel = within(dialog).getByRole('button', { name: 'キャンセル' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // An Enter meant for the page does not send: it answers キャンセル.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
