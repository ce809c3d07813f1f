import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'フォーム/Checkbox',
  component: Checkbox,
  args: { label: 'お知らせメールを受け取る', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  name: 'Default（既定は true / false）',
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'お知らせメールを受け取る' });
    await expect(checkbox.closest('.console-ui-Checkbox')).not.toBeNull();
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    // Clicking the label text toggles it too.
    await userEvent.click(within(canvasElement).getByText('お知らせメールを受け取る'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
  },
};

export const TrueFalseValues: Story = {
  name: 'TrueFalseValues（値を "1" / "0" にする）',
  args: { trueValue: '1', falseValue: '0', defaultValue: '0', label: '公開する', name: 'published' },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '公開する' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('1', expect.anything());
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith('0', expect.anything());
    // In a form, a checked box posts its true value.
    await expect(checkbox).toHaveAttribute('value', '1');
  },
};

export const Controlled: Story = {
  name: 'Controlled（値を親が持つ、数値の値）',
  render: function Render(args) {
    const [value, setValue] = useState<number>(0);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox<number>
          label={args.label}
          trueValue={1}
          falseValue={0}
          value={value}
          onChange={(next) => setValue(next)}
        />
        <output aria-label="値">{String(value)}</output>
        <button type="button" onClick={() => setValue(1)}>
          外から 1 にする
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'お知らせメールを受け取る' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(canvas.getByLabelText('値')).toHaveTextContent('1');
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(canvas.getByLabelText('値')).toHaveTextContent('0');
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '外から 1 にする' }));
    await expect(checkbox).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { indeterminate: true, label: 'すべて選択' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole<HTMLInputElement>('checkbox', { name: 'すべて選択' });
    await expect(checkbox.indeterminate).toBe(true);
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    await expect(checkbox).toBePartiallyChecked();
  },
};

const staff = ['佐藤', '鈴木', '高橋'] as const;

export const SelectAll: Story = {
  name: 'SelectAll（一部選択の全選択チェックボックス）',
  render: function Render() {
    const [selected, setSelected] = useState<string[]>(['佐藤']);
    const all = selected.length === staff.length;
    return (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>担当者</legend>
        <Checkbox
          label="すべて選択"
          value={all}
          indeterminate={selected.length > 0 && !all}
          onChange={(checked) => setSelected(checked ? [...staff] : [])}
        />
        {staff.map((name) => (
          <Checkbox
            key={name}
            label={name}
            value={selected.includes(name)}
            onChange={(checked) =>
              setSelected((current) => (checked ? [...current, name] : current.filter((n) => n !== name)))
            }
          />
        ))}
      </fieldset>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'すべて選択' });
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await expect(selectAll.indeterminate).toBe(true);

    await userEvent.click(selectAll);
    await expect(selectAll.indeterminate).toBe(false);
    await expect(selectAll).not.toHaveAttribute('aria-checked');
    await expect(selectAll).toBeChecked();
    for (const name of staff) await expect(canvas.getByRole('checkbox', { name })).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: '鈴木' }));
    await expect(selectAll.indeterminate).toBe(true);
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');

    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    await expect(selectAll).not.toBeChecked();
    await expect(selectAll.indeterminate).toBe(false);
    for (const name of staff) await expect(canvas.getByRole('checkbox', { name })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'お知らせメールを受け取る' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HelpAndError: Story = {
  name: 'HelpAndError（補足説明とエラー）',
  args: {
    label: '利用規約に同意する',
    helpText: '同意すると予約を受け付けます。',
    errorText: '同意が必要です。',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '利用規約に同意する' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
    await expect(checkbox).toHaveAccessibleDescription('同意が必要です。 同意すると予約を受け付けます。');
  },
};

export const FocusVisible: Story = {
  name: 'FocusVisible（Space キーで切り替え）',
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'お知らせメールを受け取る' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(getComputedStyle(checkbox).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
  },
};
