import { ConsoleUITestProvider } from '@console/ui/test';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm, type LoginFormProps } from './LoginForm';

function setup(props: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <ConsoleUITestProvider>
      <LoginForm onSubmit={onSubmit} {...props} />
    </ConsoleUITestProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('shows Japanese messages for empty fields and does not submit', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByText('メールアドレスを入力してください。')).toBeTruthy();
    expect(screen.getByText('パスワードを入力してください。')).toBeTruthy();
    expect(screen.getByLabelText('メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats an email of spaces as empty', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('メールアドレス'), '   ');
    await user.type(screen.getByLabelText('パスワード'), 'secret');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByText('メールアドレスを入力してください。')).toBeTruthy();
    expect(screen.queryByText('パスワードを入力してください。')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed email and the password with Enter', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('メールアドレス'), ' owner@example.jp ');
    await user.type(screen.getByLabelText('パスワード'), 'console-demo{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@example.jp', password: 'console-demo' });
  });

  it('keeps the Enter that confirms an IME conversion from submitting', () => {
    setup();
    const email = screen.getByLabelText('メールアドレス');
    const composing = fireEvent.keyDown(email, { key: 'Enter', isComposing: true });
    const safari = fireEvent.keyDown(email, { key: 'Enter', keyCode: 229 });
    const plain = fireEvent.keyDown(email, { key: 'Enter' });
    // fireEvent returns false when the handler called preventDefault.
    expect([composing, safari, plain]).toEqual([false, false, true]);
  });

  it('shows the server message in an alert', () => {
    setup({ errorMessage: 'メールアドレスまたはパスワードが正しくありません。' });
    expect(screen.getByRole('alert').textContent).toBe('メールアドレスまたはパスワードが正しくありません。');
  });

  it('disables the button while the call is in flight', () => {
    setup({ pending: true });
    expect((screen.getByRole('button', { name: 'ログイン中…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
