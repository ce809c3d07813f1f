import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDateLabel } from '../Calendar/dates';
import { loadHolidays } from '../Calendar/holidays';
import { DatePicker, type DatePickerProps } from './DatePicker';

/** 値を持つ親（onChange で受け取った値を value に戻す）。 */
function Stateful(props: DatePickerProps) {
  const [value, setValue] = useState<unknown>(props.value);
  const onChange = (next: unknown) => {
    setValue(next);
    (props.onChange as (v: unknown) => void)(next);
  };
  return <DatePicker {...({ ...props, value, onChange } as DatePickerProps)} />;
}

const meta = {
  // The calendar loads the holiday table on first use; the stories start with it loaded, so a
  // play function sees holidays on its first look, as a user does after the first moment.
  loaders: [async () => ({ holidays: await loadHolidays() })],
  title: 'フォーム/DatePicker',
  component: DatePicker,
  args: { label: '予約日', mode: 'single', value: '2024-07-10', onChange: fn() },
  argTypes: {
    mode: {
      control: 'select',
      options: ['single', 'range', 'multiple', 'week', 'month', 'year', 'quarter', 'time'],
    },
  },
  render: (args) => <Stateful {...(args as DatePickerProps)} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

// ポップオーバーはプロバイダーのポータル（canvas の外）に出るので document から探す。
const page = () => within(document.body);
const day = (date: string) => page().getByRole('button', { name: formatDateLabel(date) });

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '予約日 2024/07/10' });
    await expect(canvasElement.querySelector('.console-ui-DatePicker')).not.toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog', { name: '予約日' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('2024年7月');
    // 開くと選んでいる日にフォーカス。
    await waitFor(() => expect(day('2024-07-10')).toHaveFocus());
    await userEvent.click(day('2024-07-18'));
    // 選ぶとすぐ決まって閉じ、フォーカスはボタンに戻る（OK ボタンはない）。
    await expect(args.onChange).toHaveBeenCalledWith('2024-07-18');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('予約日 2024/07/18');
  },
};

export const Placeholder: Story = {
  args: { value: null, defaultMonth: '2024-07' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '予約日 選択してください' }),
    ).toBeInTheDocument();
  },
};

export const Escape: Story = {
  name: 'Escape（閉じる。変換中は閉じない）',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /予約日/ });
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape', isComposing: true });
    await expect(page().getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Range: Story = {
  name: 'Range（2 回目で決まって閉じる）',
  args: { label: '期間', mode: 'range', value: null, defaultMonth: '2024-07' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '期間 選択してください' }));
    await page().findByRole('dialog');
    await userEvent.click(day('2024-07-20'));
    await expect(page().getByRole('dialog')).toBeInTheDocument(); // 開始日だけではまだ閉じない
    await userEvent.click(day('2024-07-10'));
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2024-07-10', end: '2024-07-20' });
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: '期間 2024/07/10 〜 2024/07/20' }),
    ).toBeInTheDocument();
  },
};

export const Multiple: Story = {
  name: 'Multiple（選んでも開いたまま）',
  args: { label: '休業日', mode: 'multiple', value: [], defaultMonth: '2024-07' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /休業日/ }));
    await page().findByRole('dialog');
    await userEvent.click(day('2024-07-03'));
    await userEvent.click(day('2024-07-05'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2024-07-03', '2024-07-05']);
    await expect(page().getByRole('dialog')).toBeInTheDocument();
    // 外を押すと閉じる。
    await userEvent.click(document.body);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: '休業日 2024/07/03、2024/07/05' }),
    ).toBeInTheDocument();
  },
};

export const Month: Story = {
  name: 'Month（月を選ぶ）',
  args: { label: '対象月', mode: 'month', value: '2024-07' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '対象月 2024年7月' }));
    await page().findByRole('dialog');
    await userEvent.click(page().getByRole('button', { name: '2024年9月' }));
    await expect(args.onChange).toHaveBeenCalledWith('2024-09');
    await expect(within(canvasElement).getByRole('button', { name: '対象月 2024年9月' })).toBeInTheDocument();
  },
};

export const Inline: Story = {
  name: 'Inline（常に開いたまま）',
  args: { inline: true, label: '予約日' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '予約日' });
    await expect(group).toHaveClass('console-ui-DatePicker');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: formatDateLabel('2024-07-18') }));
    await expect(args.onChange).toHaveBeenCalledWith('2024-07-18');
    // 選んでも閉じない。
    await expect(canvas.getByRole('grid', { name: '2024年7月' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: formatDateLabel('2024-07-19') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-07-19');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /予約日/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
