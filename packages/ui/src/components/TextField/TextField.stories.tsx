import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themes } from '../../themes/all';
import { hexToRgb } from '../../themes/contrast';
import type { OemCode } from '../../themes/types';
import { TextField } from './TextField';

const meta = {
  title: 'フォーム/TextField',
  component: TextField,
  args: { label: '氏名', onChange: fn(), onEnter: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel', 'url'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 表示中のテーマの変換済みトークン（ツールバーで選んだ OEM）。 */
const tokensOf = (globals: Record<string, unknown>) => themes[(globals.theme as OemCode) ?? 'console'].tokens;

/** Safari 対策で compositionend 直後の Enter は変換の確定とみなす（useCompositionGuard）ので、その時間だけ待つ。 */
const afterCompositionWindow = () => new Promise((resolve) => setTimeout(resolve, 100));

export const Playground: Story = {
  args: { placeholder: '山田 太郎', helpText: '姓と名の間に空白を入れてください。', maxLength: 20 },
};

export const Label: Story = {
  args: { label: 'メールアドレス', type: 'email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'メールアドレス' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input.closest('.console-ui-TextField')).not.toBeNull();
  },
};

export const WithoutLabel: Story = {
  name: 'WithoutLabel（aria-label で名前を付ける）',
  args: { label: undefined, 'aria-label': 'キーワード', placeholder: 'キーワードで検索' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'キーワード' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('label')).toBeNull();
  },
};

export const HelpText: Story = {
  args: { helpText: '姓と名の間に空白を入れてください。' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '氏名' });
    await expect(input).toHaveAccessibleDescription('姓と名の間に空白を入れてください。');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorText: Story = {
  args: { errorText: '氏名を入力してください。', defaultValue: '' },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '氏名' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('氏名を入力してください。');
    await expect(getComputedStyle(input).borderTopColor).toBe(hexToRgb(tokensOf(globals).color.danger));
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '氏名' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toBeRequired();
    await expect(canvas.getByText('必須')).toBeVisible();
    // No native `required`: the app shows its own messages instead of the browser's bubble.
    await expect(input).not.toHaveAttribute('required');
  },
};

export const MaxLength: Story = {
  name: 'MaxLength（コードポイントで数え、超えても入力できる）',
  args: { label: 'ニックネーム', maxLength: 5 },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'ニックネーム' });
    const counter = canvasElement.querySelector('.console-ui-CharacterCounter') as HTMLElement;
    await expect(counter).toHaveTextContent('0/5');
    await expect(input).toHaveAccessibleDescription('文字数 0/5');
    // No HTML maxlength: typing is never blocked.
    await expect(input).not.toHaveAttribute('maxlength');

    await userEvent.type(input, 'ab');
    await expect(counter).toHaveTextContent('2/5');
    // 😀 and 𠮷 are two UTF-16 units each but one character each.
    await userEvent.type(input, '😀𠮷');
    await expect(input.value).toBe('ab😀𠮷');
    await expect(input.value.length).toBe(6);
    await expect(counter).toHaveTextContent('4/5');

    await userEvent.type(input, 'c');
    await expect(counter).toHaveTextContent('5/5');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(counter).not.toHaveAttribute('data-over-limit');
    await expect(getComputedStyle(counter).color).toBe(hexToRgb(tokensOf(globals).color.textSubtle));

    // Over the limit: the text is kept and the field turns to the error tone.
    await userEvent.type(input, '🍣');
    await expect(input.value).toBe('ab😀𠮷c🍣');
    await expect(counter).toHaveTextContent('6/5');
    await expect(counter).toHaveAttribute('data-over-limit');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(counter).color).toBe(hexToRgb(tokensOf(globals).color.danger));
    // The border colour eases in (vars.transition), so wait for the end of the transition.
    await waitFor(() =>
      expect(getComputedStyle(input).borderTopColor).toBe(hexToRgb(tokensOf(globals).color.danger)),
    );

    // Back within the limit, the error tone goes away: five 𠮷 are ten UTF-16 units but five characters.
    await userEvent.clear(input);
    await userEvent.type(input, '𠮷𠮷𠮷𠮷𠮷');
    await expect(input.value.length).toBe(10);
    await expect(counter).toHaveTextContent('5/5');
    await expect(counter).not.toHaveAttribute('data-over-limit');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const OnEnter: Story = {
  name: 'OnEnter（IME で変換中の Enter では呼ばない）',
  args: { label: 'キーワード', onEnter: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'キーワード' });
    await userEvent.click(input);

    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    // The Enter that confirms a conversion: flagged as composing by the browser.
    input.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'Enter',
        code: 'Enter',
        isComposing: true,
        bubbles: true,
        cancelable: true,
      }),
    );
    // keyCode 229 (a key handled by the IME) and a key without the flag while composing do not count either.
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true, cancelable: true }),
    );
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '検索' }));
    await expect(args.onEnter).not.toHaveBeenCalled();

    await afterCompositionWindow();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
  },
};

export const EnterInForm: Story = {
  name: 'EnterInForm（変換確定の Enter ではフォームを送信しない）',
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        args.onEnter?.(event as never);
      }}
    >
      <TextField {...args} onEnter={undefined} />
    </form>
  ),
  args: { label: 'お名前', onEnter: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'お名前' });
    await userEvent.click(input);
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    const confirming = new KeyboardEvent('keydown', {
      key: 'Enter',
      isComposing: true,
      bubbles: true,
      cancelable: true,
    });
    input.dispatchEvent(confirming);
    // A cancelled keydown is what keeps the browser from submitting the form implicitly.
    await expect(confirming.defaultPrevented).toBe(true);
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '山田' }));
    const plain = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await afterCompositionWindow();
    input.dispatchEvent(plain);
    await expect(plain.defaultPrevented).toBe(false);
    await expect(args.onEnter).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  name: 'Controlled（値を親が持つ）',
  render: function Render(args) {
    const [value, setValue] = useState('𠮷野家');
    return (
      <div style={{ maxWidth: 360, display: 'grid', gap: 8 }}>
        <TextField {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <output aria-label="入力値">{value}</output>
        <button type="button" onClick={() => setValue('')}>
          クリア
        </button>
      </div>
    );
  },
  args: { label: '店名', maxLength: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: '店名' });
    const counter = canvasElement.querySelector('.console-ui-CharacterCounter') as HTMLElement;
    await expect(input.value).toBe('𠮷野家');
    await expect(counter).toHaveTextContent('3/10');
    await userEvent.type(input, '🍜');
    await expect(canvas.getByLabelText('入力値')).toHaveTextContent('𠮷野家🍜');
    await expect(counter).toHaveTextContent('4/10');
    await userEvent.click(canvas.getByRole('button', { name: 'クリア' }));
    await expect(input.value).toBe('');
    await expect(counter).toHaveTextContent('0/10');
  },
};

export const Uncontrolled: Story = {
  name: 'Uncontrolled（初期値だけ渡す）',
  args: { label: '店名', defaultValue: '😀😀', maxLength: 10 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: '店名' });
    const counter = canvasElement.querySelector('.console-ui-CharacterCounter') as HTMLElement;
    await expect(counter).toHaveTextContent('2/10');
    await userEvent.type(input, 'x');
    await expect(input.value).toBe('😀😀x');
    await expect(counter).toHaveTextContent('3/10');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '山田 太郎' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '氏名' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('山田 太郎');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  name: 'FocusVisible（キーボード操作時のフォーカス表示）',
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '氏名' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const style = getComputedStyle(input);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineColor).toBe(hexToRgb(tokensOf(globals).color.focusRing));
  },
};
