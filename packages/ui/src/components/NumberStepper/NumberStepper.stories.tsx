import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberStepper, numberStepperMessages } from './NumberStepper';

const meta = {
  title: 'フォーム/NumberStepper',
  component: NumberStepper,
  args: { label: 'flex（幅の比）', defaultValue: 1, min: 0, max: 10, onChange: fn() },
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <NumberStepper {...args} />
    </div>
  ),
} satisfies Meta<typeof NumberStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Safari 対策で compositionend 直後の Enter は変換の確定とみなす（useCompositionGuard）ので、その時間だけ待つ。 */
const afterCompositionWindow = () => new Promise((resolve) => setTimeout(resolve, 100));

export const Playground: Story = {};

export const FullWidthDigits: Story = {
  name: 'FullWidthDigits（IME の全角 「１２」 を確定後に 12 として読む）',
  args: { max: 20 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'flex（幅の比）' });
    await expect(input.closest('.console-ui-NumberStepper')).not.toBeNull();
    await expect(input).toHaveAttribute('aria-valuenow', '1');
    await userEvent.clear(input);

    // Typed with a Japanese IME: the Enter that confirms 「１２」 does not read the field.
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    await userEvent.type(input, '１２');
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }),
    );
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '１２' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('１２');

    // The next Enter reads it.
    await afterCompositionWindow();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('12');
    await expect(input).toHaveAttribute('aria-valuenow', '12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);

    // Blur reads too: 「－３」 is below the minimum, so it becomes 0.
    await userEvent.clear(input);
    await userEvent.type(input, '－３');
    await userEvent.tab();
    await expect(input).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const Buttons: Story = {
  name: 'Buttons（− / + で増減し、最大・最小で止まる）',
  args: { defaultValue: 8, step: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'flex（幅の比）' });
    const plus = canvas.getByRole('button', { name: numberStepperMessages.increment });
    const minus = canvas.getByRole('button', { name: numberStepperMessages.decrement });
    await expect(numberStepperMessages.increment).toBe('増やす');
    await expect(plus).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(plus).toBeDisabled();
    await userEvent.click(minus);
    await expect(input).toHaveValue('9');
    await expect(plus).toBeEnabled();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard（↑↓ で 1 ずつ、PageUp・PageDown で 10 ずつ、Home・End で最小・最大）',
  args: { label: '余白（px）', defaultValue: 20, min: 0, max: 100, step: 4 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: '余白（px）' });
    await expect(input).toHaveAttribute('aria-valuemin', '0');
    await expect(input).toHaveAttribute('aria-valuemax', '100');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('24');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('16');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('56');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('100');
    await expect(input).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    // The buttons stay out of the tab order: Tab leaves the field.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const WithError: Story = {
  name: 'WithError（読めない入力はエラー、入力と前の値はそのまま）',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'flex（幅の比）' });
    await userEvent.clear(input);
    await userEvent.type(input, '2ばい');
    await userEvent.tab();
    await expect(input).toHaveValue('2ばい');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(numberStepperMessages.invalid);
    await expect(numberStepperMessages.invalid).toBe('数値で入力してください。');
    await expect(input).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Fixed, the error goes away.
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.keyboard('{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const ErrorText: Story = {
  name: 'ErrorText（外から渡すエラーと補足説明）',
  args: {
    label: '文字の大きさ',
    defaultValue: 40,
    min: undefined,
    max: undefined,
    helpText: 'LINE の画面では 1 行に入りきらないと省略されます。',
    errorText: '32 以下にしてください。',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: '文字の大きさ' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      '32 以下にしてください。 LINE の画面では 1 行に入りきらないと省略されます。',
    );
  },
};

export const Required: Story = {
  name: 'Required（必須: 空にするとエラー、必須でなければ空は null）',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, inlineSize: 240 }}>
      <NumberStepper {...args} label="幅の比" required />
      <NumberStepper label="余白" defaultValue={4} onChange={args.onChange} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const required = canvas.getByRole('spinbutton', { name: '幅の比' });
    await userEvent.clear(required);
    await userEvent.tab();
    await expect(required).toHaveAccessibleDescription(numberStepperMessages.required);
    await expect(args.onChange).not.toHaveBeenCalled();

    const optional = canvas.getByRole('spinbutton', { name: '余白' });
    await userEvent.clear(optional);
    await userEvent.tab();
    await expect(optional).not.toHaveAttribute('aria-invalid');
    await expect(optional).not.toHaveAttribute('aria-valuenow');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'flex（幅の比）' });
    await expect(input).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '増やす' }), { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongJapaneseText: Story = {
  name: 'LongJapaneseText（長い項目名・説明・文言の差し替え）',
  args: {
    label: 'カルーセルの 1 枚目のバブルに表示する画像の横幅と縦幅の比（横）',
    helpText: '画像の縦横の比は LINE の画面の幅に合わせて計算されます。小さい数ほど画像が細長くなります。',
    messages: { increment: '横幅の比を 1 増やす', decrement: '横幅の比を 1 減らす' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '横幅の比を 1 増やす' })).toBeEnabled();
    const field = canvasElement.querySelector('.console-ui-NumberStepper') as HTMLElement;
    await expect(field.scrollWidth).toBe(field.clientWidth);
  },
};

export const Controlled: Story = {
  name: 'Controlled（値を親が持つ、小数の刻み）',
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(0.5);
    return (
      <div style={{ display: 'grid', gap: 8, inlineSize: 240 }}>
        <NumberStepper
          {...args}
          label="透明度"
          min={0}
          max={1}
          step={0.1}
          value={value}
          onChange={setValue}
        />
        <output aria-label="値">{String(value)}</output>
        <button type="button" onClick={() => setValue(1)}>
          不透明にする
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '透明度' });
    await userEvent.click(canvas.getByRole('button', { name: '増やす' }));
    await expect(canvas.getByLabelText('値')).toHaveTextContent('0.6');
    await userEvent.click(canvas.getByRole('button', { name: '不透明にする' }));
    await expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await userEvent.type(input, '０．２５');
    await userEvent.tab();
    await expect(canvas.getByLabelText('値')).toHaveTextContent('0.25');
  },
};
