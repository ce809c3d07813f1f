import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorInput, colorInputMessages } from './ColorInput';

const meta = {
  title: 'フォーム/ColorInput',
  component: ColorInput,
  args: { label: '文字の色', defaultValue: '#06C755', onChange: fn() },
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <ColorInput {...args} />
    </div>
  ),
} satisfies Meta<typeof ColorInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Safari 対策で compositionend 直後の Enter は変換の確定とみなす（useCompositionGuard）ので、その時間だけ待つ。 */
const afterCompositionWindow = () => new Promise((resolve) => setTimeout(resolve, 100));

/** The colour the swatch shows (its inline background), or null for none. */
const swatchColour = (root: HTMLElement) => {
  const fill = root.querySelector<HTMLElement>('button [style]');
  return fill ? getComputedStyle(fill).backgroundColor : null;
};

/** The browser's colour input behind the swatch. */
const pickerOf = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="color"]') as HTMLInputElement;

/** What choosing a colour in the browser's picker does: the input's value changes and it fires `input`. */
const pick = (picker: HTMLInputElement, colour: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(picker, colour);
  picker.dispatchEvent(new Event('input', { bubbles: true }));
};

export const Playground: Story = {};

export const Normalise: Story = {
  name: 'Normalise（「fff」や IME の全角 「＃００００ｆｆ」 を確定後に #RRGGBB へ）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '文字の色' });
    await expect(input.closest('.console-ui-ColorInput')).not.toBeNull();
    await expect(swatchColour(canvasElement)).toBe('rgb(6, 199, 85)');

    await userEvent.clear(input);
    await userEvent.type(input, 'fff');
    await userEvent.tab();
    await expect(input).toHaveValue('#FFFFFF');
    await expect(args.onChange).toHaveBeenLastCalledWith('#FFFFFF');
    await expect(swatchColour(canvasElement)).toBe('rgb(255, 255, 255)');

    // Typed with a Japanese IME: the Enter that confirms 「＃００００ｆｆ」 does not read the field.
    await userEvent.clear(input);
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    await userEvent.type(input, '＃００００ｆｆ');
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }),
    );
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '＃００００ｆｆ' }));
    await expect(input).toHaveValue('＃００００ｆｆ');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await afterCompositionWindow();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('#0000FF');
    await expect(args.onChange).toHaveBeenLastCalledWith('#0000FF');
  },
};

export const WithError: Story = {
  name: 'WithError（読めない入力はエラー、打った文字と前の色はそのまま）',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '文字の色' });
    await userEvent.clear(input);
    await userEvent.type(input, 'みどり');
    await userEvent.tab();
    await expect(input).toHaveValue('みどり');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('#RRGGBB の形で入力してください。');
    await expect(colorInputMessages.invalid).toBe('#RRGGBB の形で入力してください。');
    await expect(swatchColour(canvasElement)).toBe('rgb(6, 199, 85)');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'Empty（必須でなければ空は「指定なし」、必須ならエラー）',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, inlineSize: 240 }}>
      <ColorInput {...args} label="背景の色" defaultValue="" />
      <ColorInput label="文字の色（必須）" required defaultValue="#111111" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const optional = canvas.getByRole('textbox', { name: '背景の色' });
    // No colour: the swatch shows a slash instead.
    const [swatch] = canvas.getAllByRole('button', { name: colorInputMessages.openPicker });
    await expect(swatch?.querySelector('[data-empty]')).not.toBeNull();
    await expect(optional).toHaveAttribute('placeholder', '#RRGGBB');

    await userEvent.type(optional, '#abc');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('#AABBCC');
    await expect(swatch?.querySelector('[data-empty]')).toBeNull();
    await userEvent.clear(optional);
    await userEvent.tab();
    await expect(optional).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(swatch?.querySelector('[data-empty]')).not.toBeNull();

    const required = canvas.getByRole('textbox', { name: /文字の色/ });
    await userEvent.clear(required);
    await userEvent.tab();
    await expect(required).toHaveAccessibleDescription(colorInputMessages.required);
    await expect(required).toHaveValue('');
  },
};

export const Picker: Story = {
  name: 'Picker（色見本のボタンでブラウザーの色の選択を開き、透明度は残す）',
  args: { label: '背景の色', defaultValue: '#06C75580' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = pickerOf(canvasElement);
    await expect(picker).toHaveValue('#06c755');
    // The browser's picker cannot be driven in a test: check that the button asks for it.
    const showPicker = fn();
    picker.showPicker = showPicker;
    await userEvent.click(canvas.getByRole('button', { name: '色を選ぶ' }));
    await expect(showPicker).toHaveBeenCalledTimes(1);

    pick(picker, '#ff0000');
    const input = canvas.getByRole('textbox', { name: '背景の色' });
    await expect(input).toHaveValue('#FF000080');
    await expect(args.onChange).toHaveBeenLastCalledWith('#FF000080');
    await expect(swatchColour(canvasElement)).toBe('rgba(255, 0, 0, 0.5)');
  },
};

export const WithoutAlpha: Story = {
  name: 'WithoutAlpha（透明度なし: #RRGGBBAA はエラー）',
  args: { alpha: false },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '文字の色' });
    await userEvent.clear(input);
    await userEvent.type(input, '#06C75580');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '#abc');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('#AABBCC');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '文字の色' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '色を選ぶ' })).toBeDisabled();
    await userEvent.type(input, 'fff', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('#06C755');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongJapaneseText: Story = {
  name: 'LongJapaneseText（長い項目名・説明・文言の差し替え）',
  args: {
    label: 'カルーセルの 1 枚目のバブルのフッターに置くボタンの背景の色',
    helpText: 'LINE の画面では、ボタンの文字の色との差が小さいと読みにくくなります。濃い色をおすすめします。',
    errorText: '文字の色と見分けがつきにくい色です。',
    messages: { openPicker: 'ボタンの背景の色を選ぶ' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'ボタンの背景の色を選ぶ' })).toBeEnabled();
    const field = canvasElement.querySelector('.console-ui-ColorInput') as HTMLElement;
    await expect(field.scrollWidth).toBe(field.clientWidth);
  },
};

export const Controlled: Story = {
  name: 'Controlled（値を親が持つ）',
  render: function Render(args) {
    const [value, setValue] = useState('#FFFFFF');
    return (
      <div style={{ display: 'grid', gap: 8, inlineSize: 240 }}>
        <ColorInput {...args} label="枠の色" value={value} onChange={setValue} />
        <output aria-label="値">{value}</output>
        <button type="button" onClick={() => setValue('#000000')}>
          黒にする
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '枠の色' });
    await userEvent.clear(input);
    await userEvent.type(input, 'ＦＦ０');
    await userEvent.tab();
    await expect(canvas.getByLabelText('値')).toHaveTextContent('#FFFF00');
    await userEvent.click(canvas.getByRole('button', { name: '黒にする' }));
    await expect(input).toHaveValue('#000000');
  },
};
