import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadHolidays } from '../Calendar/holidays';
import { Modal } from '../Modal';
import { DateInput, dateInputMessages } from './DateInput';

const meta = {
  // The calendar loads the holiday table on first use; the stories start with it loaded, so a
  // play function sees holidays on its first look, as a user does after the first moment.
  loaders: [async () => ({ holidays: await loadHolidays() })],
  title: 'フォーム/DateInput',
  component: DateInput,
  args: { label: '利用開始日', onChange: fn() },
  argTypes: {
    displayFormat: { control: 'text' },
    min: { control: 'text' },
    max: { control: 'text' },
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <DateInput {...args} />
    </div>
  ),
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name = '利用開始日') =>
  within(canvasElement).getByRole<HTMLInputElement>('textbox', { name });

/** The value the form would submit (the hidden input of `name`). */
const submitted = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

export const Playground: Story = {
  args: { helpText: '和暦（令和6年4月1日、R6.4.1）でも入力できます。' },
  play: async ({ canvasElement }) => {
    const input = textbox(canvasElement);
    await expect(input).toHaveAttribute('placeholder', '日付を入力');
    await expect(input.closest('.console-ui-DateInput')).not.toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'カレンダーを開く' })).toBeEnabled();
  },
};

export const Wareki: Story = {
  name: '和暦（令和6年4月1日 → 2024/04/01）',
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '令和6年4月1日');
    // Never parsed while typing.
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('令和6年4月1日');
    await userEvent.tab();
    await expect(input).toHaveValue('2024/04/01');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('2024-04-01');

    await userEvent.clear(input);
    await userEvent.type(input, 'R6.4.2{Enter}');
    await expect(input).toHaveValue('2024/04/02');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-04-02');
  },
};

export const FullWidth: Story = {
  name: '全角の数字と区切り',
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '２０２４／４／１');
    await userEvent.tab();
    await expect(input).toHaveValue('2024/04/01');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-04-01');

    await userEvent.clear(input);
    await userEvent.type(input, '２０２４－０５－０６{Enter}');
    await expect(input).toHaveValue('2024/05/06');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-05-06');
  },
};

export const InvalidDate: Story = {
  name: '存在しない日付・読めない入力（前の値を保つ）',
  args: { defaultValue: '2024-03-01', name: 'start' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = textbox(canvasElement);
    await expect(input).toHaveValue('2024/03/01');

    await userEvent.clear(input);
    await userEvent.type(input, '2023/2/29');
    await userEvent.tab();
    await expect(canvas.getByText(dateInputMessages.invalid)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(dateInputMessages.invalid);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(submitted(canvasElement, 'start')).toBe('2024-03-01');

    await userEvent.clear(input);
    await userEvent.type(input, 'あした{Enter}');
    await expect(canvas.getByText(dateInputMessages.format)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(submitted(canvasElement, 'start')).toBe('2024-03-01');

    await userEvent.clear(input);
    await userEvent.type(input, '平成31年5月1日{Enter}');
    await expect(canvas.getByText(dateInputMessages.invalid)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();

    // A good entry clears the error.
    await userEvent.clear(input);
    await userEvent.type(input, '2024/2/29{Enter}');
    await expect(input).toHaveValue('2024/02/29');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(dateInputMessages.invalid)).toBeNull();
    await expect(args.onChange).toHaveBeenCalledWith('2024-02-29');
    await expect(submitted(canvasElement, 'start')).toBe('2024-02-29');
  },
};

export const MinMax: Story = {
  name: 'Min / Max（範囲外は受け付けない）',
  args: { min: '2024-04-01', max: '2024-04-30', defaultValue: '2024-04-10', name: 'start' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = textbox(canvasElement);
    const message = dateInputMessages.range('2024/04/01', '2024/04/30');

    await userEvent.clear(input);
    await userEvent.type(input, '2024/5/1{Enter}');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(submitted(canvasElement, 'start')).toBe('2024-04-10');

    await userEvent.clear(input);
    await userEvent.type(input, '2024/3/31');
    await userEvent.tab();
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '2024/4/30{Enter}');
    await expect(canvas.queryByText(message)).toBeNull();
    await expect(args.onChange).toHaveBeenCalledWith('2024-04-30');

    // In the calendar, days outside the range cannot be chosen.
    await userEvent.click(canvas.getByRole('button', { name: 'カレンダーを開く' }));
    const dialog = await canvas.findByRole('dialog', { name: '日付を選択' });
    const may1 = within(dialog).getByRole('button', { name: '2024年5月1日(水)' });
    await expect(may1).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: '2024年3月31日(日)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: '2024年4月15日(月)' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.click(may1);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('2024/04/30');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(input).toHaveFocus();
  },
};

export const MaxOnly: Story = {
  name: 'Max だけ（今日より後は不可など）',
  args: { max: '2024-12-31' },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '令和7年1月1日{Enter}');
    await expect(within(canvasElement).getByText(dateInputMessages.max('2024/12/31'))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '2024/12/31{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2024-12-31');
  },
};

export const Composition: Story = {
  name: 'IME 変換中の Enter では確定しない',
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.click(input);
    fireEvent.compositionStart(input);
    await userEvent.type(input, '令和6年4月1日');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 229 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('令和6年4月1日');

    fireEvent.compositionEnd(input);
    // The Enter that ends a composition in Safari arrives right after compositionend; a later one commits.
    await new Promise((resolve) => setTimeout(resolve, 80));
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('2024/04/01');
    await expect(args.onChange).toHaveBeenCalledWith('2024-04-01');
    await expect(input).toHaveFocus();
  },
};

export const Clearable: Story = {
  name: 'Clearable（消すと空になる）',
  args: { defaultValue: '2024-04-01', name: 'start' },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(submitted(canvasElement, 'start')).toBe('');
  },
};

export const NotClearable: Story = {
  name: 'Clearable=false（消しても前の値に戻る）',
  args: { defaultValue: '2024-04-01', clearable: false, name: 'start' },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('2024/04/01');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(submitted(canvasElement, 'start')).toBe('2024-04-01');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2024-04-01', disabled: true, name: 'start' },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: 'カレンダーを開く' });
    await expect(input).toBeDisabled();
    await expect(button).toBeDisabled();
    await expect(input).toHaveValue('2024/04/01');
    await userEvent.type(input, '2024/5/1{Enter}', { pointerEventsCheck: 0 });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('2024/04/01');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(submitted(canvasElement, 'start')).toBe('2024-04-01');
  },
};

export const CalendarPopover: Story = {
  name: 'カレンダーから選ぶ（Escape で閉じる）',
  args: { defaultValue: '2024-07-10' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = textbox(canvasElement);
    const button = canvas.getByRole('button', { name: 'カレンダーを開く' });

    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog', { name: '日付を選択' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Portalled into the themed provider's host, not document.body.
    await expect(dialog.closest('.console-ui-PortalHost')).not.toBeNull();
    await expect(within(dialog).getByText('2024年7月')).toBeVisible();
    // Sunday first, six weeks.
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    await expect(dialog.querySelectorAll('tbody tr')).toHaveLength(6);
    // Only a date: no time picker inside the date input.
    await expect(within(dialog).queryByRole('listbox')).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '2024年7月10日(水)' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(input).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    const again = await canvas.findByRole('dialog', { name: '日付を選択' });
    await userEvent.click(within(again).getByRole('button', { name: '2024年7月15日(月)' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(input).toHaveValue('2024/07/15');
    await expect(args.onChange).toHaveBeenCalledWith('2024-07-15');
    await expect(input).toHaveFocus();
  },
};

export const DisplayFormat: Story = {
  args: { defaultValue: '2024-04-01', displayFormat: 'yyyy年M月d日(E)' },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await expect(input).toHaveValue('2024年4月1日(月)');
    await userEvent.clear(input);
    await userEvent.type(input, 'R6.4.2{Enter}');
    await expect(input).toHaveValue('2024年4月2日(火)');
    await expect(args.onChange).toHaveBeenCalledWith('2024-04-02');
  },
};

export const ParsedOnBlurAndEnterOnly: Story = {
  name: '入力中は読み取らない（フォーカスが外れたときと Enter で確定）',
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '2024/4/1');
    await expect(input).toHaveValue('2024/4/1');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('2024/04/01');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('2024-04-01');
  },
};

export const IsDateDisabled: Story = {
  name: 'IsDateDisabled（土日は選べない）',
  args: {
    isDateDisabled: (value: string) => [0, 6].includes(new Date(`${value}T00:00:00`).getDay()),
    helpText: '土日は選べません。',
  },
  play: async ({ canvasElement, args }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, '2024/4/6{Enter}');
    await expect(within(canvasElement).getByText(dateInputMessages.dateDisabled)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '2024/4/5{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2024-04-05');
  },
};

export const Required: Story = {
  args: { required: true, helpText: '契約書に記載の日付' },
  play: async ({ canvasElement }) => {
    const input = textbox(canvasElement);
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('契約書に記載の日付');
    await expect(within(canvasElement).getByText('必須')).toBeVisible();
  },
};

function ControlledDateInput(props: React.ComponentProps<typeof DateInput>) {
  const [value, setValue] = useState('2024-04-01');
  return (
    <div style={{ width: 280 }}>
      <DateInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <p>値: {value || '（なし）'}</p>
      <button type="button" onClick={() => setValue('2025-01-01')}>
        元日にする
      </button>
    </div>
  );
}

export const Controlled: Story = {
  name: 'Value（制御モード）',
  render: (args) => <ControlledDateInput {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = textbox(canvasElement);
    await expect(input).toHaveValue('2024/04/01');
    await userEvent.clear(input);
    await userEvent.type(input, '令和7年2月3日{Enter}');
    await expect(canvas.getByText('値: 2025-02-03')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '元日にする' }));
    await expect(input).toHaveValue('2025/01/01');
  },
};

function DateInputInModal(props: React.ComponentProps<typeof DateInput>) {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="契約の編集">
      <DateInput {...props} />
    </Modal>
  );
}

export const InModal: Story = {
  name: 'Modal の中（カレンダーはモーダルの上に出る）',
  args: { defaultValue: '2024-07-10' },
  render: (args) => <DateInputInModal {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const modal = await canvas.findByRole('dialog', { name: '契約の編集' });
    const input = within(modal).getByRole('textbox', { name: '利用開始日' });
    await userEvent.click(within(modal).getByRole('button', { name: 'カレンダーを開く' }));
    const popover = await canvas.findByRole('dialog', { name: '日付を選択' });
    // Portalled into the modal's own host: inside its focus trap and above it.
    await expect(modal.contains(popover)).toBe(true);
    const day = within(popover).getByRole('button', { name: '2024年7月10日(水)' });
    await waitFor(() => expect(day).toHaveFocus());
    // Nothing of the modal covers the calendar: the topmost element at the day's centre is the day.
    const rect = day.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    await expect(day.contains(top)).toBe(true);

    // Escape closes only the calendar; the modal stays open.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog', { name: '日付を選択' })).toBeNull();
    await expect(canvas.getByRole('dialog', { name: '契約の編集' })).toBeVisible();
    await expect(input).toHaveFocus();

    await userEvent.click(within(modal).getByRole('button', { name: 'カレンダーを開く' }));
    const again = await canvas.findByRole('dialog', { name: '日付を選択' });
    await userEvent.click(within(again).getByRole('button', { name: '2024年7月19日(金)' }));
    await expect(input).toHaveValue('2024/07/19');
    await expect(args.onChange).toHaveBeenCalledWith('2024-07-19');
    await expect(canvas.getByRole('dialog', { name: '契約の編集' })).toBeVisible();
  },
};

export const OpensAbove: Story = {
  name: 'OpensAbove（下に入らなければカレンダーを上に開く）',
  args: { defaultValue: '2024-07-10' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-end', height: 'calc(100vh - 40px)' }}>
      <div style={{ width: 280 }}>
        <DateInput {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = textbox(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'カレンダーを開く' }));
    const dialog = await canvas.findByRole('dialog', { name: '日付を選択' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-side', 'top'));
    const box = dialog.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '2024年7月10日(水)' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
