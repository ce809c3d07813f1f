import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themes } from '../../themes/all';
import { hexToRgb } from '../../themes/contrast';
import type { OemCode } from '../../themes/types';
import { Textarea } from './Textarea';

const meta = {
  title: 'フォーム/Textarea',
  component: Textarea,
  args: { label: 'メモ', onChange: fn(), onEnter: fn() },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Textarea {...args} />
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 表示中のテーマの変換済みトークン（ツールバーで選んだ OEM）。 */
const tokensOf = (globals: Record<string, unknown>) => themes[(globals.theme as OemCode) ?? 'console'].tokens;

/** Safari 対策で compositionend 直後の Enter は変換の確定とみなす（useCompositionGuard）ので、その時間だけ待つ。 */
const afterCompositionWindow = () => new Promise((resolve) => setTimeout(resolve, 100));

export const Playground: Story = {
  args: { helpText: 'お客様には表示されません。', maxLength: 200, placeholder: '来店時の要望など' },
};

export const HelpText: Story = {
  args: { helpText: 'お客様には表示されません。' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'メモ' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea.closest('.console-ui-Textarea')).not.toBeNull();
    await expect(textarea).toHaveAccessibleDescription('お客様には表示されません。');
  },
};

export const ErrorText: Story = {
  args: { errorText: 'メモを入力してください。' },
  play: async ({ canvasElement, globals }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'メモ' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('メモを入力してください。');
    await expect(getComputedStyle(textarea).borderTopColor).toBe(hexToRgb(tokensOf(globals).color.danger));
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'メモ' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('必須')).toBeVisible();
  },
};

export const MaxLength: Story = {
  name: 'MaxLength（コードポイントで数え、超えても入力できる）',
  args: { maxLength: 6 },
  play: async ({ canvasElement, globals }) => {
    const textarea = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name: 'メモ' });
    const counter = canvasElement.querySelector('.console-ui-CharacterCounter') as HTMLElement;
    await expect(counter).toHaveTextContent('0/6');
    await expect(textarea).not.toHaveAttribute('maxlength');
    await expect(textarea).toHaveAccessibleDescription('文字数 0/6');

    // A new line counts as one character; 😀 and 𠮷 count once each.
    await userEvent.type(textarea, '𠮷{Enter}😀');
    await expect(textarea.value).toBe('𠮷\n😀');
    await expect(counter).toHaveTextContent('3/6');

    await userEvent.type(textarea, '🍣🍣🍣🍣');
    await expect(counter).toHaveTextContent('7/6');
    await expect(textarea.value).toBe('𠮷\n😀🍣🍣🍣🍣');
    await expect(counter).toHaveAttribute('data-over-limit');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(counter).color).toBe(hexToRgb(tokensOf(globals).color.danger));
    await waitFor(() =>
      expect(getComputedStyle(textarea).borderTopColor).toBe(hexToRgb(tokensOf(globals).color.danger)),
    );
  },
};

export const OnEnter: Story = {
  name: 'OnEnter（Ctrl+Enter で呼ぶ。Enter は改行、IME で変換中は呼ばない）',
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name: 'メモ' });
    await userEvent.click(textarea);

    // A plain Enter types a new line.
    await userEvent.keyboard('a{Enter}b');
    await expect(textarea.value).toBe('a\nb');
    await expect(args.onEnter).not.toHaveBeenCalled();

    textarea.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    textarea.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'Enter',
        ctrlKey: true,
        isComposing: true,
        bubbles: true,
        cancelable: true,
      }),
    );
    textarea.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '送信' }));
    await expect(args.onEnter).not.toHaveBeenCalled();

    await afterCompositionWindow();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
  },
};

export const Controlled: Story = {
  name: 'Controlled（値を親が持つ）',
  args: { maxLength: 100 },
  render: function Render(args) {
    const [value, setValue] = useState('予約は 𠮷田 様');
    return (
      <div style={{ maxWidth: 480, display: 'grid', gap: 8 }}>
        <Textarea {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <button type="button" onClick={() => setValue('')}>
          クリア
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counter = canvasElement.querySelector('.console-ui-CharacterCounter') as HTMLElement;
    // '予約は 𠮷田 様' is nine UTF-16 units but eight characters.
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'メモ' }).value.length).toBe(9);
    await expect(counter).toHaveTextContent('8/100');
    await userEvent.click(canvas.getByRole('button', { name: 'クリア' }));
    await expect(canvas.getByRole('textbox', { name: 'メモ' })).toHaveValue('');
    await expect(counter).toHaveTextContent('0/100');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '変更できません' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'メモ' });
    await expect(textarea).toBeDisabled();
    await expect(textarea).toHaveValue('変更できません');
  },
};
