import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'コンソール/ログイン',
  component: LoginForm,
  args: { onSubmit: fn(), errorMessage: null, pending: false },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EmptySubmit: Story = {
  name: '未入力で送信',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(canvas.getByText('メールアドレスを入力してください。')).toBeVisible();
    await expect(canvas.getByText('パスワードを入力してください。')).toBeVisible();
    await expect(canvas.getByLabelText('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('パスワード')).toHaveAccessibleDescription(
      'パスワードを入力してください。',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submit: Story = {
  name: '入力して送信',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('メールアドレス'), 'owner@example.jp');
    await userEvent.type(canvas.getByLabelText('パスワード'), 'console-demo');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'owner@example.jp', password: 'console-demo' });
    await expect(canvas.queryByText('メールアドレスを入力してください。')).toBeNull();
  },
};

export const ErrorMessage: Story = {
  name: 'サーバーのエラー',
  args: { errorMessage: 'メールアドレスまたはパスワードが正しくありません。' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('メールアドレスまたはパスワードが正しくありません。');
  },
};

export const Pending: Story = {
  name: '送信中',
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ログイン中…' })).toBeDisabled();
  },
};
