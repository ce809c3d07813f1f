import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themes } from '../../themes/all';
import { hexToRgb } from '../../themes/contrast';
import type { OemCode } from '../../themes/types';
import { ConfirmDialog } from '../ConfirmDialog';
import { MENU_SEPARATOR, Menu, menuMessages } from './Menu';

const screen = () => within(document.body);

const onEdit = fn();
const onCopy = fn();
const onDelete = fn();

const meta = {
  title: 'オーバーレイ/Menu',
  component: Menu,
  args: {
    label: menuMessages.rowActions('田中 花子'),
    items: [
      { label: '編集', onSelect: onEdit },
      { label: '複製', onSelect: onCopy },
      { label: 'CSV に書き出す', onSelect: fn(), disabled: true },
      MENU_SEPARATOR,
      { label: '削除', onSelect: onDelete, tone: 'danger' },
    ],
  },
  // Room below the button, so the open menu is inside the story's frame (and its screenshot).
  render: (args) => (
    <div style={{ minBlockSize: 240, display: 'flex', justifyContent: 'flex-end', maxInlineSize: 320 }}>
      <Menu {...args} />
    </div>
  ),
  beforeEach: () => {
    onEdit.mockClear();
    onCopy.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: '田中 花子の操作' });
const items = (menu: HTMLElement) => within(menu).getAllByRole('menuitem');

export const Playground: Story = {};

export const Open: Story = {
  name: 'Open（開いたところ・危険な操作は危険色）',
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const menu = await screen().findByRole('menu', { name: '田中 花子の操作' });
    const danger = within(menu).getByRole('menuitem', { name: '削除' });
    const tokens = themes[(globals.theme as OemCode) ?? 'console'].tokens;
    await expect(getComputedStyle(danger).color).toBe(hexToRgb(tokens.color.danger));
    await expect(getComputedStyle(within(menu).getByRole('menuitem', { name: '編集' })).color).toBe(
      hexToRgb(tokens.color.text),
    );
    await expect(within(menu).getByRole('menuitem', { name: 'CSV に書き出す' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getAllByRole('separator')).toHaveLength(1);
  },
};

export const KeyboardEnter: Story = {
  name: 'Keyboard（Enter で開き、↑↓ で移り、Enter で選ぶ）',
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen().findByRole('menu', { name: '田中 花子の操作' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Opening by keyboard puts focus on the first item.
    await waitFor(() => expect(items(menu)[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '複製' })).toHaveFocus();
    // The disabled item is skipped: the next stop is 削除.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '削除' })).toHaveFocus();
    // Wraps round from the last to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '編集' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: '削除' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    // The action runs once the menu has closed (see Menu's onSelect).
    await waitFor(() => expect(onCopy).toHaveBeenCalledTimes(1));
    await expect(onEdit).not.toHaveBeenCalled();
    await expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const KeyboardSpaceArrowEscape: Story = {
  name: 'Keyboard（Space・↓ で開き、Esc で閉じてボタンへ戻る）',
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard(' ');
    let menu = await screen().findByRole('menu');
    await waitFor(() => expect(items(menu)[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    menu = await screen().findByRole('menu');
    await waitFor(() => expect(items(menu)[0]).toHaveFocus());
    // End goes to the last item; Space chooses it.
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: '削除' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(onEdit).not.toHaveBeenCalled();
  },
};

export const Pointer: Story = {
  name: 'Pointer（押して開き、項目を押して選ぶ）',
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await screen().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '編集' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
    // A press on the disabled item neither chooses it nor closes the menu.
    await userEvent.click(trigger(canvasElement));
    const again = await screen().findByRole('menu');
    await userEvent.click(within(again).getByRole('menuitem', { name: 'CSV に書き出す' }), {
      pointerEventsCheck: 0,
    });
    await expect(screen().getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
  },
};

export const WithText: Story = {
  name: 'WithText（文言のあるボタン）',
  args: { trigger: 'その他の操作', size: 'medium', align: 'start', label: '予約表のその他の操作' },
  render: (args) => (
    <div style={{ minBlockSize: 240 }}>
      <Menu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The visible words name the button; the menu is named by `label`.
    const button = within(canvasElement).getByRole('button', { name: 'その他の操作' });
    await userEvent.click(button);
    await expect(await screen().findByRole('menu', { name: '予約表のその他の操作' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A row's 削除 asks before it deletes: the menu closes, the dialog takes focus, and focus comes back. */
function DeleteWithConfirm(props: ComponentProps<typeof Menu>) {
  const [asking, setAsking] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <div style={{ minBlockSize: 240 }}>
      <p>{deleted ? '削除しました' : '田中 花子'}</p>
      <Menu
        {...props}
        items={[
          { label: '編集', onSelect: onEdit },
          { label: '削除', tone: 'danger', onSelect: () => setAsking(true) },
        ]}
      />
      <ConfirmDialog
        open={asking}
        variant="danger"
        title="田中 花子を削除しますか？"
        message="削除した友だちは元に戻せません。"
        confirmLabel="削除"
        onConfirm={() => {
          setAsking(false);
          setDeleted(true);
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

export const DeleteAsksFirst: Story = {
  name: 'DeleteAsksFirst（削除は確認してから）',
  render: (args) => <DeleteWithConfirm {...args} />,
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen().findByRole('menu');
    await waitFor(() => expect(items(menu)[0]).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await screen().findByRole('alertdialog', { name: '田中 花子を削除しますか？' });
    // A danger confirmation starts on キャンセル.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(within(canvasElement).getByText('田中 花子')).toBeVisible();

    await userEvent.click(button);
    await userEvent.click(within(await screen().findByRole('menu')).getByRole('menuitem', { name: '削除' }));
    const again = await screen().findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: '削除' }));
    await expect(await within(canvasElement).findByText('削除しました')).toBeVisible();
  },
};
