import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDayHeading,
  formatTimeRange,
  minutesToTime,
  mondayOf,
  snapToStep,
  timeToMinutes,
  weekDates,
} from './time';

describe('timeToMinutes / minutesToTime', () => {
  it.each([
    ['00:00', 0],
    ['9:00', 540],
    ['09:05', 545],
    ['21:00', 1260],
    ['24:00', 1440],
  ])('%s は %d 分', (time, minutes) => {
    expect(timeToMinutes(time)).toBe(minutes);
  });

  it.each(['', '9', '9:5', '10:60', '24:01', 'ab:cd'])('%s は RangeError', (time) => {
    expect(() => timeToMinutes(time)).toThrow(RangeError);
  });

  it.each([
    [0, '00:00'],
    [545, '09:05'],
    [1440, '24:00'],
  ])('%d 分は %s', (minutes, time) => {
    expect(minutesToTime(minutes)).toBe(time);
  });

  it('時間帯は en dash でつなぐ', () => {
    expect(formatTimeRange('10:00', '11:00')).toBe('10:00–11:00');
    expect(formatTimeRange('9:30', '10:00')).toBe('09:30–10:00');
  });
});

describe('snapToStep', () => {
  const range = { start: 540, end: 1260, step: 15 };
  it.each([
    ['枠の始まりはそのまま', 630, 630],
    ['枠の途中は枠の始まりへ切り捨て', 637.9, 630],
    ['浮動小数の誤差で枠の直前になっても同じ枠', 629.99999999, 630],
    ['表示範囲より前は開始時刻', 500, 540],
    ['終了時刻は最後の枠', 1260, 1245],
  ])('%s', (_, minutes, expected) => {
    expect(snapToStep(minutes, range)).toBe(expected);
  });

  it('刻みが 30 分なら 30 分単位', () => {
    expect(snapToStep(650, { ...range, step: 30 })).toBe(630);
  });
});

describe('週（月曜始まり）', () => {
  it.each([
    ['2024-04-01', '2024-04-01'], // 月曜
    ['2024-04-03', '2024-04-01'], // 水曜
    ['2024-04-07', '2024-04-01'], // 日曜は前の月曜から
    ['2024-03-02', '2024-02-26'], // 月・年またぎ（閏年）
    ['2025-01-01', '2024-12-30'],
  ])('%s の週は %s から', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it('weekDates は月曜から日曜までの 7 日', () => {
    expect(weekDates('2024-04-03')).toEqual([
      '2024-04-01',
      '2024-04-02',
      '2024-04-03',
      '2024-04-04',
      '2024-04-05',
      '2024-04-06',
      '2024-04-07',
    ]);
  });

  it('見出しは 4/1(月)、読み上げは 2024年4月1日(月)', () => {
    expect(formatDayHeading('2024-04-01')).toBe('4/1(月)');
    expect(formatDateLong('2024-04-07')).toBe('2024年4月7日(日)');
  });
});
