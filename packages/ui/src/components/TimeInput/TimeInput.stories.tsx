import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { themes } from '../../themes/all';
import type { OemCode } from '../../themes/types';
import { TimeInput, timeInputMessages } from './TimeInput';

const meta = {
  title: 'フォーム/TimeInput',
  component: TimeInput,
  args: { label: '開始時刻', onChange: fn() },
  argTypes: {
    minuteStep: { control: 'inline-radio', options: [1, 5, 10, 15, 30] },
  },
  render: (args) => (
    <div style={{ width: 200 }}>
      <TimeInput {...args} />
    </div>
  ),
} satisfies Meta<typeof TimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name = '開始時刻') =>
  within(canvasElement).getByRole<HTMLInputElement>('textbox', { name });

const openList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: timeInputMessages.openList }));
  return canvas.findByRole('dialog', { name: timeInputMessages.listDialog });
};

const optionTexts = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = textbox(canvasElement);
    await expect(input).toHaveAttribute('placeholder', timeInputMessages.placeholder);
    await expect(input.closest('.console-ui-TimeInput')).not.toBeNull();
  },
};

export const TwoDigitMinutes: Story = {
  name: '分は 2 桁（9:5 はエラー、9:05 → 09:05）',
  args: { name: 'start' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = textbox(canvasElement);
    await userEvent.type(input, '9:5');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByText(timeInputMessages.format(false))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '9:05');
    await userEvent.tab();
    await expect(input).toHaveValue('09:05');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenCalledWith('09:05');

    // Out of range keeps the last good value.
    await userEvent.clear(input);
    await userEvent.type(input, '24:00{Enter}');
    await expect(canvas.getByText(timeInputMessages.invalid)).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector<HTMLInputElement>('input[name="start"]')?.value).toBe('09:05');
  },
};

export const FullWidth: Story = {
  name: '全角の数字とコロン',
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '１０：３０{Enter}');
    await expect(input).toHaveValue('10:30');
    await expect(args.onChange).toHaveBeenCalledWith('10:30');
  },
};

export const Seconds: Story = {
  name: 'Seconds（10:00 → 10:00:00）',
  args: { seconds: true },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '10:00');
    await userEvent.tab();
    await expect(input).toHaveValue('10:00:00');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:00:00');
    await userEvent.clear(input);
    await userEvent.type(input, '10:00:30{Enter}');
    await expect(input).toHaveValue('10:00:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:00:30');
  },
};

export const Clearable: Story = {
  name: 'Clearable（消すと空になる）',
  args: { defaultValue: '10:30' },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};

export const NotClearable: Story = {
  name: 'Clearable=false（消すと 00:00 / 00:00:00）',
  args: { defaultValue: '10:30', clearable: false },
  render: (args) => (
    <div style={{ width: 200, display: 'grid', gap: 16 }}>
      <TimeInput {...args} />
      <TimeInput {...args} label="終了時刻（秒まで）" defaultValue="18:00:15" seconds />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('00:00');
    await expect(args.onChange).toHaveBeenLastCalledWith('00:00');

    const withSeconds = textbox(canvasElement, '終了時刻（秒まで）');
    await expect(withSeconds).toHaveValue('18:00:15');
    await userEvent.clear(withSeconds);
    await userEvent.keyboard('{Enter}');
    await expect(withSeconds).toHaveValue('00:00:00');
    await expect(args.onChange).toHaveBeenLastCalledWith('00:00:00');
  },
};

export const TimeList: Story = {
  name: '一覧から選ぶ（高さ 280 px、時 24・分 60）',
  args: { defaultValue: '10:30' },
  play: async ({ canvasElement, args, globals }) => {
    const input = textbox(canvasElement);
    const dialog = await openList(canvasElement);
    await expect(dialog.closest('.console-ui-PortalHost')).not.toBeNull();
    const hours = within(dialog).getByRole('listbox', { name: '時' });
    const minutes = within(dialog).getByRole('listbox', { name: '分' });
    const tokens = themes[(globals.theme as OemCode) ?? 'console'].tokens;
    await expect(tokens.timeListHeight).toBe('280px');
    await expect(getComputedStyle(hours).height).toBe('280px');
    await expect(getComputedStyle(minutes).height).toBe('280px');
    await expect(hours.scrollHeight).toBeGreaterThan(hours.clientHeight);
    const hourTexts = optionTexts(hours);
    await expect(hourTexts).toHaveLength(24);
    await expect(hourTexts[0]).toBe('00');
    await expect(hourTexts[23]).toBe('23');
    const minuteTexts = optionTexts(minutes);
    await expect(minuteTexts).toHaveLength(60);
    await expect(minuteTexts[59]).toBe('59');
    // The current value is selected, and focus starts on its hour.
    await expect(within(hours).getByRole('option', { name: '10' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(hours).getByRole('option', { name: '10' })).toHaveFocus());
    // The minute list opens scrolled to the current minute (30 of 00–59), not at the top.
    const thirty = within(minutes).getByRole('option', { name: '30' });
    const listRect = minutes.getBoundingClientRect();
    const optionRect = thirty.getBoundingClientRect();
    await expect(minutes.scrollTop).toBeGreaterThan(0);
    await expect(optionRect.top).toBeGreaterThanOrEqual(listRect.top);
    await expect(optionRect.bottom).toBeLessThanOrEqual(listRect.bottom);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('11:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('11:30');
    await userEvent.click(within(minutes).getByRole('option', { name: '05' }));
    await expect(input).toHaveValue('11:05');
    await expect(args.onChange).toHaveBeenLastCalledWith('11:05');
    // Picking the minute closes the list and returns focus to the input.
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(input).toHaveFocus();

    await openList(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(input).toHaveFocus();
  },
};

export const MinuteStep: Story = {
  name: 'MinuteStep（15 分刻み）',
  args: { minuteStep: 15 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = textbox(canvasElement);
    const dialog = await openList(canvasElement);
    await expect(optionTexts(within(dialog).getByRole('listbox', { name: '分' }))).toEqual([
      '00',
      '15',
      '30',
      '45',
    ]);
    await expect(optionTexts(within(dialog).getByRole('listbox', { name: '時' }))).toHaveLength(24);
    // With no value yet, picking the hour gives that hour at the first minute of the list.
    await userEvent.click(within(dialog).getByRole('option', { name: '09' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('09:00');
    await userEvent.click(within(dialog).getByRole('option', { name: '45' }));
    await expect(input).toHaveValue('09:45');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:45');
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    await userEvent.clear(input);
    await userEvent.type(input, '10:07{Enter}');
    await expect(canvas.getByText(timeInputMessages.step(15))).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.clear(input);
    await userEvent.type(input, '10:30{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:30');
  },
};

export const Composition: Story = {
  name: 'IME 変換中の Enter では確定しない',
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.click(input);
    fireEvent.compositionStart(input);
    await userEvent.type(input, '９：０５');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', isComposing: true });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('９：０５');
    fireEvent.compositionEnd(input);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('09:05');
    await expect(args.onChange).toHaveBeenCalledWith('09:05');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '10:30', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await expect(input).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('button', { name: timeInputMessages.openList }),
    ).toBeDisabled();
    await userEvent.type(input, '11:00{Enter}', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('10:30');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true, helpText: '24 時間制（例: 13:30）' },
  play: async ({ canvasElement }) => {
    const input = textbox(canvasElement);
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('24 時間制（例: 13:30）');
  },
};

function ControlledTimeInput(props: React.ComponentProps<typeof TimeInput>) {
  const [value, setValue] = useState('09:00');
  return (
    <div style={{ width: 200 }}>
      <TimeInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <p>値: {value || '（なし）'}</p>
      <button type="button" onClick={() => setValue('13:30')}>
        午後の部にする
      </button>
    </div>
  );
}

export const Controlled: Story = {
  name: 'Value（制御モード）',
  render: (args) => <ControlledTimeInput {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = textbox(canvasElement);
    await expect(input).toHaveValue('09:00');
    await userEvent.clear(input);
    await userEvent.type(input, '7:45{Enter}');
    await expect(canvas.getByText('値: 07:45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '午後の部にする' }));
    await expect(input).toHaveValue('13:30');
  },
};
