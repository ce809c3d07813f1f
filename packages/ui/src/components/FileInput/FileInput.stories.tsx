import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileInput } from './FileInput';

const meta = {
  title: 'フォーム/FileInput',
  component: FileInput,
  args: { label: 'アップロードするファイル（CSV）', accept: '.csv,text/csv', name: 'file', onChange: fn() },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const csv = () =>
  new File(['宛先電話番号,送信日,送信時刻,テンプレート番号\n'], '10月の会員.csv', { type: 'text/csv' });

export const Playground: Story = {};

export const Default: Story = {
  name: 'Default（文言は日本語、選んだファイル名を表示）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('アップロードするファイル（CSV）') as HTMLInputElement;
    await expect(input.closest('.console-ui-FileInput')).not.toBeNull();
    await expect(input.type).toBe('file');
    // The browser's own (English) texts are not drawn; ours are.
    await expect(canvas.getByText('ファイルを選択')).toBeVisible();
    await expect(canvas.getByText('選択されていません')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('選択されていません');
    await userEvent.upload(input, csv());
    await expect(canvas.getByText('10月の会員.csv')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('10月の会員.csv');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(File), expect.anything());
    await expect((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0].name).toBe('10月の会員.csv');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard（Tab で入力欄にフォーカスし、ボタンに枠が出る）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByLabelText('アップロードするファイル（CSV）');
    await expect(input).toHaveFocus();
    const button = canvas.getByText('ファイルを選択');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const WithError: Story = {
  name: 'WithError（エラー表示）',
  args: { errorText: 'ファイルを選択してください。', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/アップロードするファイル/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/ファイルを選択してください。/);
  },
};

export const InForm: Story = {
  name: 'InForm（name でフォームに入る）',
  render: (args) => (
    <form data-testid="form">
      <FileInput {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('アップロードするファイル（CSV）') as HTMLInputElement;
    // As a drop or the browser's picker does it: real files on the input, then a change event.
    const transfer = new DataTransfer();
    transfer.items.add(csv());
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(canvas.getByText('10月の会員.csv')).toBeVisible();
    const data = new FormData(canvas.getByTestId('form') as HTMLFormElement);
    await expect((data.get('file') as File).name).toBe('10月の会員.csv');
  },
};
