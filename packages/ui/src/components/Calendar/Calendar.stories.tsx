import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { themes } from '../../themes/all';
import { hexToRgb } from '../../themes/contrast';
import type { OemCode } from '../../themes/types';
import { Calendar } from './Calendar';
import { dayOfWeek, formatDateLabel, todayString } from './dates';
import { loadHolidays } from './holidays';
import type { CalendarProps } from './types';

/** 値を持つ親（実際の画面と同じく、onChange で受け取った値を value に戻す）。 */
function Stateful(props: CalendarProps) {
  const [value, setValue] = useState<unknown>(props.value);
  const onChange = (next: unknown) => {
    setValue(next);
    (props.onChange as (v: unknown) => void)(next);
  };
  const calendarProps = { ...props, value, onChange } as CalendarProps;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <Calendar {...calendarProps} />
      <output aria-label="選んだ値">{JSON.stringify(value)}</output>
    </div>
  );
}

const meta = {
  // The calendar loads the holiday table on first use; the stories start with it loaded, so a
  // play function sees holidays on its first look, as a user does after the first moment.
  loaders: [async () => ({ holidays: await loadHolidays() })],
  title: 'フォーム/Calendar',
  component: Calendar,
  args: { mode: 'single', value: '2024-07-10', defaultMonth: '2024-07', onChange: fn(), onInvalid: fn() },
  argTypes: {
    mode: {
      control: 'select',
      options: ['single', 'range', 'multiple', 'week', 'month', 'year', 'quarter', 'time'],
    },
  },
  render: (args) => <Stateful {...(args as CalendarProps)} />,
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 表示中のテーマの変換済みトークン（ツールバーで選んだ OEM）。 */
const tokensOf = (globals: Record<string, unknown>) => themes[(globals.theme as OemCode) ?? 'console'].tokens;

/** 日付のセル（ボタン）。名前は「2024年7月15日(月)」。 */
const day = (canvasElement: HTMLElement, date: string) =>
  within(canvasElement).getByRole('button', { name: formatDateLabel(date) });
/** セルのボタンを包む gridcell（aria-selected を持つ）。 */
const cellOf = (button: HTMLElement) => button.closest('[role="gridcell"]') as HTMLElement;
/** ちょうど 1 回、この引数で呼ばれた。 */
const expectCalledOnceWith = async (mock: unknown, ...expected: unknown[]) => {
  await expect(mock).toHaveBeenCalledTimes(1);
  await expect(mock).toHaveBeenCalledWith(...expected);
};
const heading = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 2 });
const output = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: '選んだ値' });

export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.console-ui-Calendar')).not.toBeNull();
    await expect(heading(canvasElement)).toHaveTextContent('2024年7月');
    const grid = canvas.getByRole('grid', { name: '2024年7月' });
    // 常に 6 週 × 7 日。先頭は日曜（6/30）、末尾は土曜（8/10）。
    await expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    await expect(within(grid).getAllByRole('row')).toHaveLength(7); // 曜日の行 + 6 週
    const columns = within(grid).getAllByRole('columnheader');
    await expect(columns.map((c) => c.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    await expect(within(grid).getAllByRole('gridcell')[0]).toContainElement(day(canvasElement, '2024-06-30'));
    await expect(within(grid).getAllByRole('gridcell')[41]).toContainElement(
      day(canvasElement, '2024-08-10'),
    );

    const { color } = tokensOf(globals);
    // 日曜は赤、土曜は青、平日は本文の色。
    for (const sunday of ['2024-07-07', '2024-07-14', '2024-07-21', '2024-07-28']) {
      await expect(getComputedStyle(day(canvasElement, sunday)).color).toBe(hexToRgb(color.holiday));
    }
    for (const saturday of ['2024-07-06', '2024-07-13', '2024-07-20', '2024-07-27']) {
      await expect(getComputedStyle(day(canvasElement, saturday)).color).toBe(hexToRgb(color.saturday));
    }
    await expect(getComputedStyle(day(canvasElement, '2024-07-16')).color).toBe(hexToRgb(color.text));
    await expect(getComputedStyle(columns[0] as HTMLElement).color).toBe(hexToRgb(color.holiday));
    await expect(getComputedStyle(columns[6] as HTMLElement).color).toBe(hexToRgb(color.saturday));

    // 祝日（月曜の海の日）は赤で、名前が説明になる。
    const umi = day(canvasElement, '2024-07-15');
    await expect(getComputedStyle(umi).color).toBe(hexToRgb(color.holiday));
    await expect(umi).toHaveAccessibleDescription('海の日');
    await expect(day(canvasElement, '2024-07-16')).not.toHaveAccessibleDescription();

    // 選んでいる日は aria-selected、主要色の背景。
    const selected = day(canvasElement, '2024-07-10');
    await expect(cellOf(selected)).toHaveAttribute('aria-selected', 'true');
    await expect(cellOf(day(canvasElement, '2024-07-11'))).toHaveAttribute('aria-selected', 'false');
    await expect(getComputedStyle(selected).backgroundColor).toBe(hexToRgb(color.primary));
    await expect(getComputedStyle(selected).color).toBe(hexToRgb(color.onPrimary));
  },
};

export const Holidays: Story = {
  name: 'Holidays（祝日・振替休日・土曜の祝日）',
  args: { value: '2024-11-10' },
  play: async ({ canvasElement, globals }) => {
    const { color } = tokensOf(globals);
    await expect(heading(canvasElement)).toHaveTextContent('2024年11月');
    // 文化の日（日曜）の振替休日（月曜）。
    await expect(day(canvasElement, '2024-11-04')).toHaveAccessibleDescription('振替休日');
    await expect(getComputedStyle(day(canvasElement, '2024-11-04')).color).toBe(hexToRgb(color.holiday));
    // 土曜の祝日（勤労感謝の日）は青ではなく赤。
    const kinro = day(canvasElement, '2024-11-23');
    await expect(kinro).toHaveAccessibleDescription('勤労感謝の日');
    await expect(getComputedStyle(kinro).color).toBe(hexToRgb(color.holiday));
    // 前後の月の日は控えめな色（日曜でも）。
    await expect(getComputedStyle(day(canvasElement, '2024-12-01')).color).toBe(hexToRgb(color.textSubtle));
  },
};

export const Single: Story = {
  name: 'Single（1 日を選ぶ）',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, '2024-07-18'));
    await expectCalledOnceWith(args.onChange, '2024-07-18');
    await expect(cellOf(day(canvasElement, '2024-07-18'))).toHaveAttribute('aria-selected', 'true');
    await expect(cellOf(day(canvasElement, '2024-07-10'))).toHaveAttribute('aria-selected', 'false');
    // 前後の月の日も選べる（表示はその月へ移る）。
    await userEvent.click(day(canvasElement, '2024-08-02'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-08-02');
    await expect(heading(canvasElement)).toHaveTextContent('2024年8月');
  },
};

export const Range: Story = {
  name: 'Range（期間: 後から前を押すと入れ替え）',
  args: { mode: 'range', value: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, '2024-07-20'));
    // 1 回目は開始日を決めるだけ。
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(cellOf(day(canvasElement, '2024-07-20'))).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(day(canvasElement, '2024-07-10'));
    await expectCalledOnceWith(args.onChange, { start: '2024-07-10', end: '2024-07-20' });
    await expect(output(canvasElement)).toHaveTextContent('{"start":"2024-07-10","end":"2024-07-20"}');
    await expect(day(canvasElement, '2024-07-15')).toHaveAttribute('data-in-range');
    await expect(day(canvasElement, '2024-07-21')).not.toHaveAttribute('data-in-range');
    // 次の 2 回で新しい期間（前から後の順）。
    await userEvent.click(day(canvasElement, '2024-07-01'));
    await userEvent.click(day(canvasElement, '2024-07-03'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-07-01', end: '2024-07-03' });
  },
};

export const Multiple: Story = {
  name: 'Multiple（複数の日）',
  args: { mode: 'multiple', value: [] },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(day(canvasElement, '2024-07-05'));
    await userEvent.click(day(canvasElement, '2024-07-03'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2024-07-03', '2024-07-05']);
    await userEvent.click(day(canvasElement, '2024-07-05'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2024-07-03']);
    await expect(cellOf(day(canvasElement, '2024-07-05'))).toHaveAttribute('aria-selected', 'false');
    await expect(cellOf(day(canvasElement, '2024-07-03'))).toHaveAttribute('aria-selected', 'true');
  },
};

export const Week: Story = {
  name: 'Week（週: 日曜〜土曜）',
  args: { mode: 'week', value: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, '2024-07-17'));
    await expectCalledOnceWith(args.onChange, { start: '2024-07-14', end: '2024-07-20' });
    for (const d of [
      '2024-07-14',
      '2024-07-15',
      '2024-07-16',
      '2024-07-17',
      '2024-07-18',
      '2024-07-19',
      '2024-07-20',
    ]) {
      await expect(cellOf(day(canvasElement, d))).toHaveAttribute('aria-selected', 'true');
    }
    await expect(cellOf(day(canvasElement, '2024-07-13'))).toHaveAttribute('aria-selected', 'false');
  },
};

export const Month: Story = {
  name: 'Month（月: yyyy-MM）',
  args: { mode: 'month', value: '2024-07' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent('2024年');
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(12);
    await expect(cellOf(canvas.getByRole('button', { name: '2024年7月' }))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '2024年9月' }));
    await expectCalledOnceWith(args.onChange, '2024-09');
    await userEvent.click(canvas.getByRole('button', { name: '次の年' }));
    await expect(heading(canvasElement)).toHaveTextContent('2025年');
  },
};

export const Year: Story = {
  name: 'Year（年: yyyy）',
  args: { mode: 'year', value: '2024' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent('2016年〜2027年');
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: '2025年' }));
    await expectCalledOnceWith(args.onChange, '2025');
    await userEvent.click(canvas.getByRole('button', { name: '次の12年' }));
    await expect(heading(canvasElement)).toHaveTextContent('2028年〜2039年');
  },
};

export const Quarter: Story = {
  name: 'Quarter（四半期: yyyy-Qn）',
  args: { mode: 'quarter', value: null, defaultMonth: '2024-07' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent('2024年');
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: '2024年 第3四半期（7〜9月）' }));
    await expectCalledOnceWith(args.onChange, '2024-Q3');
    await expect(cellOf(canvas.getByRole('button', { name: /第3四半期/ }))).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Time: Story = {
  name: 'Time（時刻だけ: HH:mm）',
  args: { mode: 'time', value: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('group', { name: '時' });
    const minutes = canvas.getByRole('group', { name: '分' });
    await expect(within(hours).getAllByRole('button')).toHaveLength(24);
    await expect(within(minutes).getAllByRole('button')).toHaveLength(60);
    await userEvent.click(within(hours).getByRole('button', { name: '09' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('09:00');
    await userEvent.click(within(minutes).getByRole('button', { name: '30' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('09:30');
    await expect(within(hours).getByRole('button', { name: '09' })).toHaveAttribute('aria-pressed', 'true');
    // キーボード: 矢印で動かして Enter で選ぶ。
    within(hours).getByRole('button', { name: '09' }).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:30');
    await expect(hours.scrollHeight).toBeGreaterThan(hours.clientHeight); // 高さを超える分はスクロール
  },
};

export const MinuteStep: Story = {
  name: 'MinuteStep（分の刻み）',
  args: { mode: 'time', value: '10:15', minuteStep: 15 },
  play: async ({ canvasElement }) => {
    const minutes = within(canvasElement).getByRole('group', { name: '分' });
    await expect(
      within(minutes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['00', '15', '30', '45']);
    await expect(within(minutes).getByRole('button', { name: '15' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MinMax: Story = {
  name: 'MinMax（範囲外は選べない）',
  args: { min: '2024-07-05', max: '2024-07-25' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(day(canvasElement, '2024-07-04')).toHaveAttribute('aria-disabled', 'true');
    await expect(day(canvasElement, '2024-07-05')).not.toHaveAttribute('aria-disabled');
    await expect(day(canvasElement, '2024-07-26')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.click(day(canvasElement, '2024-07-26'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('選択できない日付です');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expectCalledOnceWith(args.onInvalid, '2024-07-26', 'max');
    await expect(cellOf(day(canvasElement, '2024-07-10'))).toHaveAttribute('aria-selected', 'true');
    await expect(output(canvasElement)).toHaveTextContent('"2024-07-10"');

    await userEvent.click(day(canvasElement, '2024-07-04'));
    await expect(args.onInvalid).toHaveBeenLastCalledWith('2024-07-04', 'min');

    // 範囲内を選ぶと文言は消える。
    await userEvent.click(day(canvasElement, '2024-07-25'));
    await expectCalledOnceWith(args.onChange, '2024-07-25');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const MinMaxRange: Story = {
  name: 'MinMax（期間の終わりが範囲外）',
  args: { mode: 'range', value: null, max: '2024-07-25' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, '2024-07-20'));
    await userEvent.click(day(canvasElement, '2024-07-28'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('選択できない日付です');
    await expect(args.onChange).not.toHaveBeenCalled();
    // 開始日はそのまま。範囲内の終了日で決まる。
    await userEvent.click(day(canvasElement, '2024-07-22'));
    await expectCalledOnceWith(args.onChange, { start: '2024-07-20', end: '2024-07-22' });
  },
};

export const DisabledDates: Story = {
  name: 'DisabledDates（土日は選べない）',
  args: { isDateDisabled: (d: string) => dayOfWeek(d) === 0 || dayOfWeek(d) === 6 },
  play: async ({ canvasElement, args }) => {
    await expect(day(canvasElement, '2024-07-13')).toHaveAttribute('aria-disabled', 'true');
    await expect(day(canvasElement, '2024-07-12')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(day(canvasElement, '2024-07-13'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('選択できない日付です');
    await expectCalledOnceWith(args.onInvalid, '2024-07-13', 'disabled');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(cellOf(day(canvasElement, '2024-07-10'))).toHaveAttribute('aria-selected', 'true');
  },
};

export const Markers: Story = {
  name: 'Markers（日付の目印）',
  args: {
    markers: {
      '2024-07-10': [
        { type: 'dot', color: 'danger', tooltip: [{ text: '予約 3 件', color: 'danger' }] },
        { type: 'dot', color: 'success', tooltip: [{ text: 'シフト提出済み', color: 'success' }] },
      ],
      '2024-07-22': [{ type: 'line', color: 'primary', tooltip: [{ text: '休業日' }] }],
      '2024-07-15': [{ type: 'dot', tooltip: [{ text: '臨時営業' }] }],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const { color } = tokensOf(globals);
    const tenth = day(canvasElement, '2024-07-10');
    const dots = tenth.querySelectorAll('[data-marker="dot"]');
    await expect(dots).toHaveLength(2);
    await expect(getComputedStyle(dots[0] as Element).backgroundColor).toBe(hexToRgb(color.danger));
    await expect(getComputedStyle(dots[1] as Element).backgroundColor).toBe(hexToRgb(color.success));
    await expect(tenth).toHaveAccessibleDescription('予約 3 件、シフト提出済み');

    const line = day(canvasElement, '2024-07-22').querySelector('[data-marker="line"]') as HTMLElement;
    await expect(getComputedStyle(line).backgroundColor).toBe(hexToRgb(color.primary));
    // 祝日名と目印の吹き出しは両方出る。
    await expect(day(canvasElement, '2024-07-15')).toHaveAccessibleDescription('海の日、臨時営業');

    // 吹き出しはキーボードのフォーカス（とホバー）で見える。
    const tooltip = cellOf(tenth).querySelector('[data-tooltip]') as HTMLElement;
    await expect(getComputedStyle(tooltip).display).toBe('none');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(tenth).toHaveFocus();
    await expect(getComputedStyle(tooltip).display).toBe('flex');
    await expect(tooltip).toHaveTextContent('予約 3 件シフト提出済み');
    const rows = tooltip.querySelectorAll('[data-tooltip] > span > span');
    await expect(getComputedStyle(rows[0] as Element).backgroundColor).toBe(hexToRgb(color.danger));
  },
};

export const Presets: Story = {
  name: 'Presets（よく使う日付）',
  args: {
    value: null,
    defaultMonth: '2024-07',
    max: '2024-08-31',
    presets: [
      { label: '月初', value: '2024-07-01', slot: 'side' },
      { label: '月末（UTC の日付）', value: '2024-07-31T20:00:00Z', noTimezone: true, slot: 'side' },
      { label: '9月1日', value: '2024-09-01', style: { fontStyle: 'italic' } },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('group', { name: 'プリセット' });
    await expect(groups).toHaveLength(2);
    await expect(groups[0]).toHaveAttribute('data-slot', 'side');
    await expect(groups[1]).toHaveAttribute('data-slot', 'bottom');
    await userEvent.click(canvas.getByRole('button', { name: '月初' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-07-01');
    await expect(cellOf(day(canvasElement, '2024-07-01'))).toHaveAttribute('aria-selected', 'true');
    // 時差を適用しない: UTC の 7/31 20:00 は日本時間では 8/1 だが、書かれた 7/31 を選ぶ。
    await userEvent.click(canvas.getByRole('button', { name: '月末（UTC の日付）' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-07-31');
    // プリセットも max に従う。
    const september = canvas.getByRole('button', { name: '9月1日' });
    await expect(september.style.fontStyle).toBe('italic');
    await userEvent.click(september);
    await expect(canvas.getByRole('alert')).toHaveTextContent('選択できない日付です');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const MonthNavigation: Story = {
  name: 'MonthNavigation（前の月・次の月）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '次の月' }));
    await expect(heading(canvasElement)).toHaveTextContent('2024年8月');
    await expect(canvas.getByRole('grid', { name: '2024年8月' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(42);
    await userEvent.click(canvas.getByRole('button', { name: '前の月' }));
    await userEvent.click(canvas.getByRole('button', { name: '前の月' }));
    await expect(heading(canvasElement)).toHaveTextContent('2024年6月');
    await expect(heading(canvasElement)).toHaveAttribute('aria-live', 'polite');
  },
};

const wheel = (target: Element, deltaY: number) =>
  target.dispatchEvent(new WheelEvent('wheel', { deltaY, deltaMode: 0, bubbles: true, cancelable: true }));

export const Wheel: Story = {
  name: 'Wheel（ホイールで月送り）',
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    // 大きな移動（≥ 200）は間引かない。ページはスクロールさせない（既定の動作を止める）。
    const notCancelled = wheel(grid, 300);
    // 直後の小さな移動（< 50）は 500 ms 間引かれる（同じタスクで続けて送り、負荷で間隔が空かないようにする）。
    wheel(grid, 10);
    wheel(grid, 20);
    await expect(notCancelled).toBe(false);
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent('2024年8月'));
    await new Promise((r) => setTimeout(r, 100));
    await expect(heading(canvasElement)).toHaveTextContent('2024年8月');
    // 上へ大きく回すと前の月。
    wheel(grid, -300);
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent('2024年7月'));
    // 500 ms 経てば小さな移動でも送る。
    await new Promise((r) => setTimeout(r, 550));
    wheel(grid, -10);
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent('2024年6月'));
  },
};

const swipe = (target: Element, dx: number, dy = 0) => {
  const rect = target.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  fireEvent.pointerDown(target, { clientX: x, clientY: y, pointerId: 1, isPrimary: true });
  fireEvent.pointerUp(target, { clientX: x + dx, clientY: y + dy, pointerId: 1, isPrimary: true });
};

export const Swipe: Story = {
  name: 'Swipe（横にはらって月送り）',
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid');
    swipe(grid, 5);
    await new Promise((r) => setTimeout(r, 20));
    await expect(heading(canvasElement)).toHaveTextContent('2024年7月'); // 10 px 以下は動かない
    swipe(grid, -30);
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent('2024年8月')); // 左へ 30 px → 次の月
    swipe(grid, 30);
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent('2024年7月')); // 右へ → 前の月
    swipe(grid, -30, 60);
    await new Promise((r) => setTimeout(r, 20));
    await expect(heading(canvasElement)).toHaveTextContent('2024年7月'); // 縦の動きはスクロール
    await expect(getComputedStyle(grid.parentElement as HTMLElement).touchAction).toBe('pan-y');
    // スワイプではない普通のクリックは選択になる。
    await userEvent.click(day(canvasElement, '2024-07-18'));
    await expectCalledOnceWith(args.onChange, '2024-07-18');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard（矢印・PageUp/PageDown・Enter/Space）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab(); // 前の月
    await userEvent.tab(); // 次の月
    await userEvent.tab(); // 暦: 選んでいる日にフォーカス（ほかの日は tabindex=-1）
    await expect(day(canvasElement, '2024-07-10')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(day(canvasElement, '2024-07-11')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(day(canvasElement, '2024-07-18')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(day(canvasElement, '2024-07-10')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(heading(canvasElement)).toHaveTextContent('2024年8月');
    await expect(day(canvasElement, '2024-08-10')).toHaveFocus();
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect(heading(canvasElement)).toHaveTextContent('2024年6月');
    await expect(day(canvasElement, '2024-06-10')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(day(canvasElement, '2024-06-15')).toHaveFocus(); // 土曜
    await userEvent.keyboard('{ArrowRight}'); // 月をまたぐと表示も移る
    await expect(day(canvasElement, '2024-06-16')).toHaveFocus();

    // IME の変換中の Enter では選ばない。
    const focused = day(canvasElement, '2024-06-16');
    fireEvent.keyDown(focused, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(focused, { key: 'Enter', keyCode: 229 });
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expectCalledOnceWith(args.onChange, '2024-06-16');
    await expect(cellOf(day(canvasElement, '2024-06-16'))).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}[Space]');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-06-17');
    await expect(canvas.getByRole('grid', { name: '2024年6月' })).toBeInTheDocument();
  },
};

export const Today: Story = {
  name: 'Today（今日に aria-current）',
  args: { value: null, defaultMonth: undefined },
  play: async ({ canvasElement }) => {
    const today = todayString();
    const cell = day(canvasElement, today);
    await expect(cell).toHaveAttribute('aria-current', 'date');
    await expect(cell).toHaveAttribute('tabindex', '0'); // 値がなければ今日の月を表示
    await expect(canvasElement.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
  },
};
