import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'フォーム/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'アップロードする画像',
    accept: 'image/jpeg,image/png',
    multiple: true,
    helpText: 'JPEG・PNG、1ファイル10MBまで',
    onFiles: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const image = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

export const Playground: Story = {};

export const ChooseFiles: Story = {
  name: 'ChooseFiles（ボタンから複数選ぶ）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('アップロードする画像') as HTMLInputElement;
    await expect(input.closest('.console-ui-FileDropZone')).not.toBeNull();
    await expect(input).toHaveAccessibleDescription('JPEG・PNG、1ファイル10MBまで');
    await expect(canvas.getByText('ファイルを選択')).toBeVisible();
    await userEvent.upload(input, [image('a.jpg'), image('b.jpg')]);
    const files = (args.onFiles as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
    await expect(files.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
  },
};

export const DropFiles: Story = {
  name: 'DropFiles（ドロップで受け取り、重ねている間は枠の色が変わる）',
  play: async ({ canvasElement, args }) => {
    const zone = canvasElement.querySelector('.console-ui-FileDropZone') as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(image('dropped.jpg'));
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    const files = (args.onFiles as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
    await expect(files.map((file) => file.name)).toEqual(['dropped.jpg']);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard（Tab で入力欄にフォーカスし、枠に線が出る）',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByLabelText('アップロードする画像');
    await expect(input).toHaveFocus();
    const zone = canvasElement.querySelector('.console-ui-FileDropZone') as HTMLElement;
    await expect(getComputedStyle(zone).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  name: 'Disabled（権限がないとき）',
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('アップロードする画像')).toBeDisabled();
  },
};
