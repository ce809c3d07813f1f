import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from './Modal';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Modals portal into the provider's host, outside the story's canvas. */
const screen = () => within(document.body);
const overlayOf = (dialog: HTMLElement) =>
  dialog.parentElement?.querySelector<HTMLElement>(':scope > .console-ui-ModalOverlay') ?? null;

type DemoProps = Omit<ComponentProps<typeof Modal>, 'open'> & { initiallyOpen?: boolean };

/** A page with a button that opens the modal; the modal closes through `onClose`. */
function ModalDemo({ initiallyOpen = false, onClose, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>開く</Button>
      <Modal
        {...props}
        open={open}
        onClose={close}
        footer={
          props.footer ?? (
            <>
              <Button variant="secondary" onClick={close}>
                キャンセル
              </Button>
              <Button onClick={close}>保存</Button>
            </>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'オーバーレイ/Modal',
  component: Modal,
  args: {
    open: false,
    title: '担当者の変更',
    children: <p style={{ margin: 0 }}>変更した担当者にはメールで通知されます。</p>,
    onClose: fn(),
  },
  render: ({ open, ...args }) => <ModalDemo {...args} initiallyOpen={open} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Basic: Story = {
  name: 'Basic（見出し・本文・操作、480 px、フォーカスを戻す）',
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: '開く' });
    await userEvent.click(opener);
    const dialog = await screen().findByRole('dialog', { name: '担当者の変更' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveClass('console-ui-ModalDialog');
    await expect(dialog.getBoundingClientRect().width).toBe(480);
    await expect(within(dialog).getByText('変更した担当者にはメールで通知されます。')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '保存' })).toBeVisible();
    // Focus moves into the dialog; the page behind does not scroll.
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(document.body.style.overflow).toBe('hidden');

    // The overlay does not close by default (no lost input).
    const overlay = overlayOf(dialog);
    await expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(document.body.style.overflow).toBe('');
  },
};

export const FocusTrap: Story = {
  name: 'FocusTrap（Tab は中で循環し、Escape で閉じて戻る）',
  args: {
    children: <input aria-label="メモ" />,
  },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: '開く' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen().findByRole('dialog', { name: '担当者の変更' });
    const inside = within(dialog);
    // Opened on its first field, not on the close button.
    await waitFor(() => expect(inside.getByRole('textbox', { name: 'メモ' })).toHaveFocus());
    const order = [
      inside.getByRole('button', { name: 'キャンセル' }),
      inside.getByRole('button', { name: '保存' }),
      inside.getByRole('button', { name: '閉じる' }),
      inside.getByRole('textbox', { name: 'メモ' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    // Past the last control, Tab wraps to the first; Shift+Tab wraps back.
    await userEvent.tab();
    await expect(order[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(order[3]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const FocusFirstField: Story = {
  name: 'FocusFirstField（開くと最初の入力欄にフォーカス。無効な欄・ボタンは飛ばす）',
  args: {
    children: (
      <>
        <p style={{ margin: 0 }}>担当者と日付を選んでください。</p>
        <button type="button">説明を見る</button>
        <input aria-label="無効な欄" disabled />
        <input aria-label="担当者" />
        <input aria-label="日付" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '開く' }));
    const dialog = await screen().findByRole('dialog', { name: '担当者の変更' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '担当者' })).toHaveFocus());
    await userEvent.keyboard('山田');
    await expect(within(dialog).getByRole('textbox', { name: '担当者' })).toHaveValue('山田');
  },
};

function StackedDemo() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <Button onClick={() => setFirst(true)}>開く</Button>
      <Modal open={first} onClose={() => setFirst(false)} title="注文の編集" width={640}>
        <p>明細を確認してください。</p>
        <Button variant="secondary" onClick={() => setSecond(true)}>
          取引先を選ぶ
        </Button>
        <Modal open={second} onClose={() => setSecond(false)} title="取引先の選択" width={320}>
          <p style={{ margin: 0 }}>取引先を選んでください。</p>
        </Modal>
      </Modal>
    </>
  );
}

export const Stacked: Story = {
  name: 'Stacked（重ねて開く: z-index 1000 + 2 × 段、Escape は一番上だけ）',
  render: () => <StackedDemo />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '開く' });
    await userEvent.click(opener);
    const first = await screen().findByRole('dialog', { name: '注文の編集' });
    const nested = within(first).getByRole('button', { name: '取引先を選ぶ' });
    await userEvent.click(nested);
    const second = await screen().findByRole('dialog', { name: '取引先の選択' });

    const z = (element: HTMLElement | null) => (element ? getComputedStyle(element).zIndex : 'missing');
    await expect(z(overlayOf(first))).toBe('1000');
    await expect(z(first)).toBe('1001');
    await expect(z(overlayOf(second))).toBe('1002');
    await expect(z(second)).toBe('1003');

    // What the user sees: the second dialog at its centre; its overlay over the first dialog's edge.
    const box = second.getBoundingClientRect();
    await expect(second.contains(document.elementFromPoint(box.left + box.width / 2, box.top + 8))).toBe(
      true,
    );
    const firstBox = first.getBoundingClientRect();
    await expect(document.elementFromPoint(firstBox.left + 8, firstBox.top + 8)).toBe(overlayOf(second));
    await waitFor(() => expect(second).toHaveFocus());

    // Escape closes the top modal only, and focus returns to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog', { name: '取引先の選択' })).toBeNull());
    await expect(screen().getByRole('dialog', { name: '注文の編集' })).toBeVisible();
    await waitFor(() => expect(nested).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Composition: Story = {
  name: 'Composition（変換中の Escape では閉じない）',
  args: { open: true, children: <input aria-label="メモ" /> },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: '担当者の変更' });
    const input = within(dialog).getByRole('textbox', { name: 'メモ' });
    await userEvent.click(input);

    // Escape while composing cancels the conversion in the IME; the modal stays.
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', isComposing: true, bubbles: true }));
    await wait(50);
    await expect(screen().getByRole('dialog', { name: '担当者の変更' })).toBeVisible();
    // Even an event without the flag is ignored while composition events say "composing".
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await wait(50);
    await expect(screen().getByRole('dialog', { name: '担当者の変更' })).toBeVisible();
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'めも' }));
    await expect(args.onClose).not.toHaveBeenCalled();

    // After the composition, Escape closes.
    await wait(100);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Width: Story = {
  name: 'Width（幅を指定）',
  args: { width: 640, open: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '担当者の変更' });
    await expect(dialog.getBoundingClientRect().width).toBe(640);
    await userEvent.keyboard('{Escape}');
  },
};

export const CloseOnOverlayClick: Story = {
  name: 'CloseOnOverlayClick（背景のクリックで閉じる）',
  args: { closeOnOverlayClick: true, open: true },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: '担当者の変更' });
    const overlay = overlayOf(dialog);
    if (overlay) await userEvent.click(overlay);
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const DrawerStart: Story = {
  name: 'DrawerStart（placement="start": 左端に全高で出す引き出し、フォーカスは中に閉じ込める）',
  args: {
    placement: 'start',
    width: 280,
    closeOnOverlayClick: true,
    title: 'メニュー',
    children: (
      <nav aria-label="メインメニュー">
        <a href="#home">ホーム</a>
      </nav>
    ),
    footer: <span />,
  },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: '開く' });
    await userEvent.click(opener);
    const dialog = await screen().findByRole('dialog', { name: 'メニュー' });
    await expect(dialog).toHaveAttribute('data-placement', 'start');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.top).toBe(0);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(280);
    await waitFor(() => expect(dialog).toHaveFocus());
    // Tab stays inside: the close button, the link, then round again.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'ホーム' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

const lines = Array.from({ length: 60 }, (_, i) => `明細 ${i + 1}`);

export const LongContent: Story = {
  name: 'LongContent（長い本文は本文だけスクロール）',
  args: {
    open: true,
    children: (
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '担当者の変更' });
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: '保存' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};
