import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themes } from '../../themes/all';
import { hexToRgb } from '../../themes/contrast';
import type { OemCode } from '../../themes/types';
import {
  sampleBlocks,
  sampleDate,
  sampleReservations,
  sampleResources,
  sampleShifts,
  sampleStatusTone,
} from './fixtures';
import { Timeline, TimelineLegend } from './Timeline';

const meta = {
  title: 'サロン/Timeline',
  component: Timeline,
  args: {
    kind: 'schedule',
    date: sampleDate,
    resources: sampleResources,
    reservations: sampleReservations,
    shifts: sampleShifts,
    blocks: sampleBlocks,
    statusTone: sampleStatusTone,
    startTime: '09:00',
    endTime: '21:00',
    minuteStep: 15,
    now: new Date(2024, 3, 1, 10, 30),
    onSlotClick: fn(),
    onItemClick: fn(),
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['schedule', 'daily-shift', 'weekly-shift'] },
    minuteStep: { control: 'inline-radio', options: [5, 10, 15, 30, 60] },
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const tokensOf = (globals: Record<string, unknown>) => themes[(globals.theme as OemCode) ?? 'console'].tokens;

const rectOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('button', { name }).getBoundingClientRect();

const trackOf = (canvasElement: HTMLElement, resourceId: string) => {
  const track = canvasElement.querySelector<HTMLElement>(`[data-track="${resourceId}"]`);
  if (!track) throw new Error(`行 ${resourceId} がない`);
  return track;
};

/** 行の中で、その時刻の枠の中央（刻み 15 分）をクリックする。 */
const clickAt = async (track: HTMLElement, minutesFromStart: number, span = 720) => {
  const rect = track.getBoundingClientRect();
  const clientX = rect.left + (rect.width * (minutesFromStart + 7.5)) / span;
  const clientY = rect.top + rect.height - 4;
  await userEvent.pointer({ keys: '[MouseLeft]', target: track, coords: { clientX, clientY } });
};

export const Playground: Story = {};

export const Schedule: Story = {
  name: 'Schedule（重なる予約はレーンを分ける）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.console-ui-Timeline')).toHaveAttribute(
      'data-kind',
      'schedule',
    );
    const first = rectOf(canvas, '山田花子 10:00–11:00 カット');
    const adjacent = rectOf(canvas, '佐藤一郎 11:00–12:00 カラー');
    const overlapping = rectOf(canvas, '鈴木次郎 10:30–11:30 パーマ');
    // 10:00–11:00 と 11:00–12:00 は同じレーン（終了は含まない）。
    await expect(adjacent.top).toBe(first.top);
    await expect(adjacent.left).toBeGreaterThanOrEqual(first.right - 1);
    // 10:30–11:30 は両方と重なるので下のレーン。
    await expect(overlapping.top).toBeGreaterThanOrEqual(first.bottom);
    // 行の高さ = レーン数 × レーンの高さ（2 レーンの行は 1 レーンの行の 2 倍）。
    const twoLanes = trackOf(canvasElement, 's1').getBoundingClientRect().height;
    const oneLane = trackOf(canvasElement, 's3').getBoundingClientRect().height;
    await expect(twoLanes).toBeCloseTo(oneLane * 2, 0);
    // 時刻の目盛り（9:00〜20:00 の 12 本）。
    const labels = [...canvasElement.querySelectorAll('[data-hour]')].map((el) => el.textContent);
    await expect(labels[0]).toBe('9:00');
    await expect(labels).toHaveLength(12);
  },
};

export const SlotClick: Story = {
  name: 'SlotClick（空き枠のクリックでリソースと時刻を通知）',
  play: async ({ canvasElement, args }) => {
    // 高橋の行の 10:30（開始 9:00 から 90 分）の枠。
    await clickAt(trackOf(canvasElement, 's2'), 90);
    await expect(args.onSlotClick).toHaveBeenCalledTimes(1);
    await expect(args.onSlotClick).toHaveBeenCalledWith({
      resourceId: 's2',
      date: sampleDate,
      time: '10:30',
    });
    // 19:45 の枠（刻みに丸める）。
    await clickAt(trackOf(canvasElement, 's3'), 645);
    await expect(args.onSlotClick).toHaveBeenLastCalledWith({
      resourceId: 's3',
      date: sampleDate,
      time: '19:45',
    });
    await expect(args.onItemClick).not.toHaveBeenCalled();
  },
};

export const MinuteStep: Story = {
  name: 'MinuteStep（30 分刻み）',
  args: { minuteStep: 30 },
  play: async ({ canvasElement, args }) => {
    // 10:45 の枠をクリックしても 30 分刻みの 10:30。
    await clickAt(trackOf(canvasElement, 's2'), 105);
    await expect(args.onSlotClick).toHaveBeenCalledWith({
      resourceId: 's2',
      date: sampleDate,
      time: '10:30',
    });
  },
};

export const ItemClick: Story = {
  name: 'ItemClick（予約のクリックで予約を通知）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '山田花子 10:00–11:00 カット' }));
    await expect(args.onItemClick).toHaveBeenCalledTimes(1);
    await expect(args.onItemClick).toHaveBeenCalledWith({ type: 'reservation', item: sampleReservations[0] });
    await expect(args.onSlotClick).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard（Tab で予約に届き、Enter で開く）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'スケジュール 2024年4月1日(月)' })).toHaveFocus();
    await userEvent.tab();
    const card = canvas.getByRole('button', { name: '山田花子 10:00–11:00 カット' });
    await expect(card).toHaveFocus();
    await expect(card).toHaveAccessibleName('山田花子 10:00–11:00 カット');
    await userEvent.keyboard('{Enter}');
    await expect(args.onItemClick).toHaveBeenCalledWith({ type: 'reservation', item: sampleReservations[0] });
    // 行はリソース名の group。
    await expect(canvas.getByRole('group', { name: '田中（店長）' })).toContainElement(card);
  },
};

export const StatusTone: Story = {
  name: 'StatusTone（状態ごとのカードの色）',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { color } = tokensOf(globals);
    const bg = (name: string) => getComputedStyle(canvas.getByRole('button', { name })).backgroundColor;
    await expect(bg('山田花子 10:00–11:00 カット')).toBe(hexToRgb(color.statusSuccess));
    await expect(bg('鈴木次郎 10:30–11:30 パーマ')).toBe(hexToRgb(color.statusWarning));
    await expect(bg('中村さくら 14:00–15:30 ヘッドスパ')).toBe(hexToRgb(color.statusNeutral));
    await expect(bg('小林健 16:00–17:00 カット')).toBe(hexToRgb(color.statusInfo));
    const card = canvas.getByRole('button', { name: '山田花子 10:00–11:00 カット' });
    await expect(card).toHaveTextContent('10:00–11:00');
    await expect(card).toHaveTextContent('山田花子');
    await expect(card).toHaveTextContent('カット');
  },
};

export const BlockTime: Story = {
  name: 'BlockTime（ブロック時間は斜線）',
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('button', { name: '休憩 12:00–13:00' });
    await expect(block).toBeVisible();
    const style = getComputedStyle(block);
    await expect(style.backgroundImage).toContain('repeating-linear-gradient');
    await expect(style.backgroundImage).toContain(hexToRgb(tokensOf(globals).color.blockHatch));
    const track = trackOf(canvasElement, 's2').getBoundingClientRect();
    const rect = block.getBoundingClientRect();
    await expect(rect.left - track.left).toBeCloseTo((track.width * 180) / 720, 0);
    await expect(rect.width).toBeCloseTo(track.width / 12, 0);
    await userEvent.click(block);
    await expect(args.onItemClick).toHaveBeenCalledWith({ type: 'block', item: sampleBlocks[0] });
  },
};

export const WorkingShifts: Story = {
  name: 'WorkingShifts（勤務時間は背景の帯）',
  play: async ({ canvasElement, globals }) => {
    const band = canvasElement.querySelector<HTMLElement>('[data-shift="f3"]');
    await expect(band).not.toBeNull();
    const track = trackOf(canvasElement, 's3').getBoundingClientRect();
    const rect = (band as HTMLElement).getBoundingClientRect();
    // 伊藤の 12:00–21:00。
    await expect(rect.left - track.left).toBeCloseTo(track.width / 4, 0);
    await expect(rect.right).toBeCloseTo(track.right, 0);
    await expect(getComputedStyle(band as HTMLElement).backgroundColor).toBe(
      hexToRgb(tokensOf(globals).color.background),
    );
  },
};

export const NowLine: Story = {
  name: 'NowLine（現在時刻の線）',
  args: { now: new Date(2024, 3, 1, 13, 0) },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector<HTMLElement>('[data-now-line]');
    await expect(line).not.toBeNull();
    await expect(line).toHaveAttribute('data-now-line', '13:00');
    const track = trackOf(canvasElement, 's1').getBoundingClientRect();
    const rect = (line as HTMLElement).getBoundingClientRect();
    const center = (rect.left + rect.right) / 2;
    // 9:00〜21:00 の 1/3 の位置。
    await expect(Math.abs(center - (track.left + track.width / 3))).toBeLessThan(1.5);
  },
};

export const NowOutsideDay: Story = {
  name: 'NowOutsideDay（別の日なら線を出さない）',
  args: { now: new Date(2024, 3, 2, 13, 0) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-now-line]')).toBeNull();
  },
};

export const OpeningHours: Story = {
  name: 'OpeningHours（表示する時間帯）',
  args: { startTime: '10:00', endTime: '19:00' },
  play: async ({ canvasElement, args }) => {
    const labels = [...canvasElement.querySelectorAll('[data-hour]')].map((el) => el.textContent);
    await expect(labels).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    // 10:30 は開始から 30 分。
    await clickAt(trackOf(canvasElement, 's2'), 30, 540);
    await expect(args.onSlotClick).toHaveBeenCalledWith({
      resourceId: 's2',
      date: sampleDate,
      time: '10:30',
    });
  },
};

export const DailyShift: Story = {
  name: 'DailyShift（1 日のシフト）',
  args: { kind: 'daily-shift' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'シフト（日） 2024年4月1日(月)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '山田花子 10:00–11:00 カット' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '勤務 12:00–21:00 遅番' }));
    await expect(args.onItemClick).toHaveBeenCalledWith({ type: 'shift', item: sampleShifts[2] });
  },
};

export const WeeklyShift: Story = {
  name: 'WeeklyShift（月曜始まりの 1 週間）',
  // 水曜日を渡しても、その週の月曜から表示する。
  args: { kind: 'weekly-shift', date: '2024-04-03', now: new Date(2024, 3, 6, 15, 0) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = [...canvasElement.querySelectorAll<HTMLElement>('[data-day-header]')];
    await expect(headers).toHaveLength(7);
    await expect(headers[0]).toHaveTextContent('4/1(月)');
    await expect(headers[0]?.dataset.dayHeader).toBe('2024-04-01');
    await expect(headers[6]).toHaveTextContent('4/7(日)');
    await expect(
      canvas.getByRole('region', { name: 'シフト（週） 2024年4月1日(月)〜2024年4月7日(日)' }),
    ).toBeVisible();
    // 土曜（4/6）のシフトは 6 列目。
    const track = trackOf(canvasElement, 's2').getBoundingClientRect();
    const saturday = canvas.getByRole('button', { name: '4/6(土) 勤務 10:00–19:00' }).getBoundingClientRect();
    await expect(saturday.left).toBeGreaterThanOrEqual(track.left + (track.width * 5) / 7);
    await expect(saturday.right).toBeLessThanOrEqual(track.left + (track.width * 6) / 7 + 1);
    // 空き枠: 火曜（2 列目）の 9:00 の枠。
    const rect = trackOf(canvasElement, 's3').getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: trackOf(canvasElement, 's3'),
      coords: { clientX: rect.left + rect.width / 7 + 2, clientY: rect.top + 4 },
    });
    await expect(args.onSlotClick).toHaveBeenCalledWith({
      resourceId: 's3',
      date: '2024-04-02',
      time: '09:00',
    });
  },
};

export const Empty: Story = {
  name: 'Empty（リソースなし）',
  args: { resources: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('表示するリソースがありません')).toBeVisible();
  },
};

export const DragToChange: Story = {
  name: 'DragToChange（ドラッグで時刻・担当者を変え、右端で終了を変える）',
  args: { onItemChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = trackOf(canvasElement, 's3');
    const to = trackOf(canvasElement, 's2');
    const hour = from.getBoundingClientRect().width / 12;
    // 伊藤の 16:00–17:00 を 1 時間右・高橋の行へ。
    const card = canvas.getByRole('button', { name: '小林健 16:00–17:00 カット' });
    const c = card.getBoundingClientRect();
    const x0 = c.left + c.width / 3;
    const y0 = c.top + c.height / 2;
    const y1 = to.getBoundingClientRect().top + to.getBoundingClientRect().height - 6;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: card, coords: { clientX: x0, clientY: y0 } },
      { target: to, coords: { clientX: x0 + hour / 2, clientY: y1 } },
      { target: to, coords: { clientX: x0 + hour, clientY: y1 } },
      { keys: '[/MouseLeft]', target: to, coords: { clientX: x0 + hour, clientY: y1 } },
    ]);
    await expect(args.onItemChange).toHaveBeenCalledTimes(1);
    await expect(args.onItemChange).toHaveBeenCalledWith({
      type: 'reservation',
      item: sampleReservations[4],
      resourceId: 's2',
      date: sampleDate,
      from: '17:00',
      to: '18:00',
    });
    // 部品は項目を動かさない（アプリが確認して反映する）。ドラッグの後のクリックは通知しない。
    await expect(canvas.getByRole('button', { name: '小林健 16:00–17:00 カット' })).toBeVisible();
    await expect(args.onItemClick).not.toHaveBeenCalled();
    await expect(args.onSlotClick).not.toHaveBeenCalled();

    // 中村さくら 14:00–15:30 の右端を 30 分右へ → 14:00–16:00。
    const long = canvas.getByRole('button', { name: '中村さくら 14:00–15:30 ヘッドスパ' });
    const handle = long.querySelector('[data-resize-handle]') as HTMLElement;
    const h = handle.getBoundingClientRect();
    const hx = h.left + h.width / 2;
    const hy = h.top + h.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: hx, clientY: hy } },
      { target: handle, coords: { clientX: hx + hour / 2, clientY: hy } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: hx + hour / 2, clientY: hy } },
    ]);
    await expect(args.onItemChange).toHaveBeenLastCalledWith({
      type: 'reservation',
      item: sampleReservations[3],
      resourceId: 's2',
      date: sampleDate,
      from: '14:00',
      to: '16:00',
    });
    // 動かさずに離せば普通のクリック。
    await userEvent.click(long);
    await expect(args.onItemClick).toHaveBeenCalledWith({ type: 'reservation', item: sampleReservations[3] });
    await expect(args.onItemChange).toHaveBeenCalledTimes(2);
  },
};

export const DropPreview: Story = {
  name: 'DropPreview（ドラッグ中は落ちる先の行・時刻に影を出す）',
  args: { onItemChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = trackOf(canvasElement, 's3');
    const to = trackOf(canvasElement, 's2');
    const hour = from.getBoundingClientRect().width / 12;
    const card = canvas.getByRole('button', { name: '小林健 16:00–17:00 カット' });
    const c = card.getBoundingClientRect();
    const x0 = c.left + c.width / 3;
    const y1 = to.getBoundingClientRect().top + to.getBoundingClientRect().height - 6;
    // 押したまま高橋の行の 1 時間右へ（まだ離さない）。
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: card, coords: { clientX: x0, clientY: c.top + c.height / 2 } },
      { target: to, coords: { clientX: x0 + hour / 2, clientY: y1 } },
      { target: to, coords: { clientX: x0 + hour, clientY: y1 } },
    ]);
    const preview = to.querySelector<HTMLElement>('[data-drop-preview]');
    await expect(preview).not.toBeNull();
    await expect(preview).toHaveTextContent('17:00–18:00');
    await expect(from.querySelector('[data-drop-preview]')).toBeNull();
    // 影は 17:00 の位置（9:00 から 8 時間）に 1 時間の幅。
    const p = (preview as HTMLElement).getBoundingClientRect();
    const t = to.getBoundingClientRect();
    await expect(p.left - t.left).toBeCloseTo(hour * 8, 0);
    await expect(p.width).toBeCloseTo(hour, 0);
    // カードは元の場所に残る。
    await expect(card.getBoundingClientRect().left).toBeCloseTo(c.left, 0);
    // 離す（押したままの状態は上の pointer 呼び出しの中だけなので、離す操作はイベントで送る）。
    to.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, button: 0, clientX: x0 + hour, clientY: y1 }),
    );
    await waitFor(() => expect(canvasElement.querySelector('[data-drop-preview]')).toBeNull());
    await expect(args.onItemChange).toHaveBeenCalledWith(
      expect.objectContaining({ resourceId: 's2', from: '17:00', to: '18:00' }),
    );
  },
};

export const Badge: Story = {
  name: 'Badge（依頼のあるカードは文字の目印と破線の枠、短いカードも名前とコースを残す）',
  args: {
    reservations: [
      {
        ...(sampleReservations[0] as (typeof sampleReservations)[number]),
        badge: '変更依頼',
        badgeShort: '依頼',
      },
      ...sampleReservations.slice(1, 4),
      {
        id: 'short',
        resourceId: 's3',
        date: sampleDate,
        from: '10:00',
        to: '10:30',
        name: '長い名前のお客様ですね',
        course: 'カット＆カラー＆トリートメント',
        status: 'confirmed',
        badge: 'キャンセル依頼',
        badgeShort: '依頼',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marked = canvas.getByRole('button', { name: '変更依頼 山田花子 10:00–11:00 カット' });
    await expect(marked).toHaveTextContent('変更依頼');
    await expect(getComputedStyle(marked).borderTopStyle).toBe('dashed');
    const plain = canvas.getByRole('button', { name: '佐藤一郎 11:00–12:00 カラー' });
    await expect(getComputedStyle(plain).borderTopStyle).toBe('solid');
    // 30 分のカード: 目印は 1 行目に短く（「依頼」）、名前とコースが自分の行に残り、時間の行は省く。
    // 全文はツールチップと読み上げ名に。
    const short = canvas.getByRole('button', {
      name: 'キャンセル依頼 長い名前のお客様ですね 10:00–10:30 カット＆カラー＆トリートメント',
    });
    await expect(short).toHaveAttribute(
      'title',
      'キャンセル依頼 長い名前のお客様ですね 10:00–10:30 カット＆カラー＆トリートメント',
    );
    const visible = (text: string) => within(short).getByText(text, { exact: true });
    await expect(visible('依頼')).toBeVisible();
    // 省いたもの（目印の全文・時間）は 1px に畳んで読み上げにだけ残す。
    const folded = (text: string) =>
      within(short).getByText(text, { exact: true }).getBoundingClientRect().width;
    await expect(folded('キャンセル依頼')).toBeLessThanOrEqual(1);
    await expect(folded('10:00–10:30')).toBeLessThanOrEqual(1);
    const name = visible('長い名前のお客様ですね');
    const course = visible('カット＆カラー＆トリートメント');
    const box = short.getBoundingClientRect();
    for (const line of [name, course]) {
      await expect(line).toBeVisible();
      await expect(getComputedStyle(line).textOverflow).toBe('ellipsis');
      const rect = line.getBoundingClientRect();
      // 行はカードの幅いっぱいに（目印に押し出されない）、高さの中に収まる。
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.width).toBeGreaterThan(box.width / 2);
      await expect(rect.bottom).toBeLessThanOrEqual(box.bottom + 1);
    }
    // 1 行目が目印、2 行目が名前、3 行目がコース。
    await expect(visible('依頼').getBoundingClientRect().bottom).toBeLessThanOrEqual(
      name.getBoundingClientRect().top + 1,
    );
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      course.getBoundingClientRect().top + 1,
    );
    // 1 時間のカードは目印を略さず（「変更依頼」）、名前はその下の行に。
    await expect(within(marked).getByText('変更依頼', { exact: true })).toBeVisible();
    await expect(within(marked).getByText('依頼', { exact: true })).not.toBeVisible();
    await expect(within(marked).getByText('山田花子', { exact: true })).toBeVisible();
  },
};

export const LaterHours: Story = {
  name: 'LaterHours（はみ出た夕方の時間へ「18:00以降 →」で移る）',
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const later = await canvas.findByRole('button', { name: /^\d{1,2}:00以降 →$/ });
    const root = canvasElement.querySelector<HTMLElement>('.console-ui-Timeline') as HTMLElement;
    await expect(root.scrollLeft).toBe(0);
    await userEvent.click(later);
    await expect(await canvas.findByText('20:00')).toBeVisible();
    // 右端まで来たら、はみ出た時間はないので目印は消える。
    await waitFor(() => {
      expect(root.scrollLeft + root.clientWidth).toBeGreaterThanOrEqual(root.scrollWidth - 1);
      expect(canvas.queryByRole('button', { name: /以降 →$/ })).toBeNull();
    });
  },
};

export const Legend: Story = {
  name: 'Legend（凡例: 状態の色、依頼、勤務、予定ブロック）',
  render: () => (
    <TimelineLegend
      items={[
        { tone: 'info', label: '予約' },
        { tone: 'success', label: '確定' },
        { tone: 'neutral', label: '来店済み' },
        { tone: 'danger', label: 'キャンセル' },
        { tone: 'warning', label: '無断キャンセル' },
        { swatch: 'badge', label: '依頼あり（破線）' },
        { swatch: 'shift', label: '勤務' },
        { swatch: 'block', label: '予定ブロック' },
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '凡例' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const swatch = (label: string) =>
      within(list).getByText(label).querySelector('[aria-hidden="true"]') as HTMLElement;
    const { color } = tokensOf(globals);
    await expect(getComputedStyle(swatch('確定')).backgroundColor).toBe(hexToRgb(color.statusSuccess));
    await expect(getComputedStyle(swatch('キャンセル')).backgroundColor).toBe(hexToRgb(color.statusDanger));
    await expect(getComputedStyle(swatch('依頼あり（破線）')).borderTopStyle).toBe('dashed');
    await expect(getComputedStyle(swatch('予定ブロック')).backgroundImage).toContain(
      'repeating-linear-gradient',
    );
  },
};
