import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themes } from '../../themes/all';
import { hexToRgb } from '../../themes/contrast';
import type { OemCode } from '../../themes/types';
import { TextField } from '../TextField';
import { SegmentedControl, type SegmentedControlOption } from './SegmentedControl';

const layouts: SegmentedControlOption[] = [
  { value: 'vertical', label: '縦' },
  { value: 'horizontal', label: '横' },
  { value: 'baseline', label: 'ベースライン' },
];

const meta = {
  title: 'フォーム/SegmentedControl',
  component: SegmentedControl,
  args: { label: 'レイアウト', options: layouts, defaultValue: 'vertical', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    disabled: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
  },
  render: (args) => (
    <div style={{ inlineSize: 360 }}>
      <SegmentedControl {...args} />
    </div>
  ),
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const tokensOf = (globals: Record<string, unknown>) => themes[(globals.theme as OemCode) ?? 'console'].tokens;

export const Playground: Story = {};

export const Default: Story = {
  name: 'Default（矢印キーで移ると同時に選ぶ）',
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'レイアウト' });
    await expect(group.closest('.console-ui-SegmentedControl')).not.toBeNull();
    const vertical = canvas.getByRole('radio', { name: '縦' });
    const horizontal = canvas.getByRole('radio', { name: '横' });
    const baseline = canvas.getByRole('radio', { name: 'ベースライン' });
    await expect(vertical).toBeChecked();

    await userEvent.tab();
    await expect(vertical).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(horizontal).toHaveFocus();
    await expect(horizontal).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('horizontal');
    // The selected button is drawn in the primary colour (after its transition, vars.transition).
    const face = horizontal.nextElementSibling as HTMLElement;
    await waitFor(() =>
      expect(getComputedStyle(face).backgroundColor).toBe(hexToRgb(tokensOf(globals).color.primary)),
    );

    await userEvent.keyboard('{ArrowRight}');
    await expect(baseline).toBeChecked();
    // At the end, the next arrow wraps to the first option.
    await userEvent.keyboard('{ArrowRight}');
    await expect(vertical).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(baseline).toBeChecked();

    // A press on the button selects it.
    await userEvent.click(canvas.getByText('横'));
    await expect(horizontal).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('horizontal');
  },
};

export const SameHeightAsFields: Story = {
  name: 'SameHeightAsFields（TextField と同じ高さ）',
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '160px max-content', gap: 8, alignItems: 'end' }}>
      <TextField label="余白" defaultValue="md" />
      <SegmentedControl {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: '余白' });
    const group = canvas.getByRole('radiogroup', { name: 'レイアウト' });
    await expect(group.getBoundingClientRect().height).toBe(field.getBoundingClientRect().height);
  },
};

export const WithError: Story = {
  name: 'WithError（エラーと補足説明）',
  args: {
    label: '配置',
    defaultValue: undefined,
    required: true,
    options: [
      { value: 'start', label: '左' },
      { value: 'center', label: '中央' },
      { value: 'end', label: '右' },
    ],
    helpText: '文字の横の位置です。',
    errorText: '配置を選んでください。',
  },
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '配置' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('配置を選んでください。 文字の横の位置です。');
    await waitFor(() =>
      expect(getComputedStyle(group).borderTopColor).toBe(hexToRgb(tokensOf(globals).color.danger)),
    );
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    // Without fullWidth the frame is as wide as its buttons, not stretched across the field.
    const last = within(group).getByRole('radio', { name: '右' }).closest('label') as HTMLElement;
    await expect(Math.round(group.getBoundingClientRect().right - last.getBoundingClientRect().right)).toBe(
      1,
    );
  },
};

export const DisabledOption: Story = {
  name: 'DisabledOption（選べない選択肢は飛ばす）',
  args: {
    options: layouts.map((option) =>
      option.value === 'horizontal' ? { ...option, disabled: true } : option,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const horizontal = canvas.getByRole('radio', { name: '横' });
    await expect(horizontal).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'ベースライン' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByText('横'), { pointerEventsCheck: 0 });
    await expect(horizontal).not.toBeChecked();
  },
};

export const Disabled: Story = {
  name: 'Disabled（全体を選べない）',
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'レイアウト' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('横'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: '縦' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithoutLabel: Story = {
  name: 'WithoutLabel（aria-label で名前を付ける、小さいサイズ）',
  args: {
    label: undefined,
    'aria-label': '文字の太さ',
    size: 'small',
    options: [
      { value: 'regular', label: '標準' },
      { value: 'bold', label: '太字' },
    ],
    defaultValue: 'regular',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '文字の太さ' });
    await expect(canvasElement.querySelector('label[for]')).toBeNull();
    await expect(group.getBoundingClientRect().height).toBeLessThan(36);
  },
};

export const LongJapaneseText: Story = {
  name: 'LongJapaneseText（長い名前は等分した幅で折り返す）',
  args: {
    label: '画像の表示のしかた（アスペクト比を保ったまま枠に合わせる方法）',
    fullWidth: true,
    defaultValue: 'cover',
    options: [
      { value: 'cover', label: '枠いっぱいに表示（はみ出した部分は切り取る）' },
      { value: 'fit', label: '画像全体を枠の中に収めて表示' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: /画像の表示のしかた/ });
    await expect(group.getBoundingClientRect().width).toBe(360);
    await expect(group.scrollWidth).toBe(group.clientWidth);
    const [first, second] = canvas
      .getAllByRole('radio')
      .map((radio) => radio.closest('label') as HTMLElement);
    await expect(Math.round(first?.getBoundingClientRect().width ?? 0)).toBe(
      Math.round(second?.getBoundingClientRect().width ?? 0),
    );
  },
};

export const Controlled: Story = {
  name: 'Controlled（値を親が持ち、フォームで送る）',
  render: function Render(args) {
    const [value, setValue] = useState('baseline');
    const [sent, setSent] = useState('');
    return (
      <form
        style={{ display: 'grid', gap: 8, inlineSize: 360 }}
        onSubmit={(event) => {
          event.preventDefault();
          setSent(String(new FormData(event.currentTarget).get('layout')));
        }}
      >
        <SegmentedControl {...args} name="layout" value={value} onValueChange={setValue} />
        <button type="submit">送信</button>
        <output aria-label="送った値">{sent}</output>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'ベースライン' })).toBeChecked();
    await userEvent.click(canvas.getByText('横'));
    await userEvent.click(canvas.getByRole('button', { name: '送信' }));
    await expect(canvas.getByLabelText('送った値')).toHaveTextContent('horizontal');
  },
};
