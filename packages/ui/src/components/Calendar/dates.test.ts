import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOfWeek,
  formatDateLabel,
  formatMonthHeading,
  invalidPeriodReason,
  invalidReason,
  monthMatrix,
  monthRange,
  orderRange,
  parseDateString,
  quarterOf,
  quarterRange,
  toDateString,
  todayString,
  weekOf,
  yearRange,
} from './dates';

describe('monthMatrix（6 週 × 7 日、日曜始まり）', () => {
  it.each([
    // 月, 先頭（日曜）, 末尾（土曜）
    ['2024-07-15', '2024-06-30', '2024-08-10'], // 1 日が月曜
    ['2024-09-01', '2024-09-01', '2024-10-12'], // 1 日が日曜: 前月の日はなく、翌月の日で 6 週を満たす
    ['2026-02-10', '2026-02-01', '2026-03-14'], // 28 日で 4 週ちょうどの 2 月も 6 週
    ['2024-02-29', '2024-01-28', '2024-03-09'], // うるう年
    ['2025-11-30', '2025-10-26', '2025-12-06'], // 1 日が土曜
    ['2024-12-31', '2024-12-01', '2025-01-11'], // 年をまたぐ
  ])('%s の表は %s から %s まで', (month, first, last) => {
    const weeks = monthMatrix(month);
    expect(weeks).toHaveLength(6);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(dayOfWeek(week[0] ?? '')).toBe(0);
    }
    expect(weeks[0]?.[0]).toBe(first);
    expect(weeks[5]?.[6]).toBe(last);
    expect(weeks.flat()).toContain(`${month.slice(0, 7)}-01`);
  });

  it('42 日が 1 日ずつ連続する', () => {
    const days = monthMatrix('2024-07-01').flat();
    expect(days).toHaveLength(42);
    for (const [i, d] of days.slice(1).entries()) expect(d).toBe(addDays(days[i] ?? '', 1));
  });
});

describe('日付の計算', () => {
  it.each([
    ['2024-07-31', 1, '2024-08-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-01-01', -1, '2023-12-31'],
    ['2024-07-15', -7, '2024-07-08'],
  ])('addDays(%s, %d) = %s', (d, n, expected) => expect(addDays(d, n)).toBe(expected));

  it.each([
    ['2024-01-31', 1, '2024-02-29'], // 月末に丸める
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-07-15', -1, '2024-06-15'],
    ['2024-12-10', 1, '2025-01-10'],
    ['2024-03-31', -13, '2023-02-28'],
  ])('addMonths(%s, %d) = %s', (d, n, expected) => expect(addMonths(d, n)).toBe(expected));

  it.each([
    ['2024-07-14', 0],
    ['2024-07-15', 1],
    ['2024-07-20', 6],
    ['2000-01-01', 6],
  ])('%s の曜日は %d', (d, dow) => expect(dayOfWeek(d)).toBe(dow));

  it.each([
    ['2024-07-15', [2024, 7, 15]],
    ['2024-02-29', [2024, 2, 29]],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['2024-7-1', null],
    ['', null],
  ])('parseDateString(%j) = %j', (s, expected) => expect(parseDateString(s)).toEqual(expected));

  it('表示用の文字列', () => {
    expect(formatMonthHeading('2024-07-15')).toBe('2024年7月');
    expect(formatDateLabel('2024-07-15')).toBe('2024年7月15日(月)');
  });

  it.each(['Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    '今日は指定のタイムゾーンの暦日（%s）',
    (timeZone) => {
      // sv-SE formats as yyyy-MM-dd; the clock is read by Intl, independently of the code under test.
      const expected = new Intl.DateTimeFormat('sv-SE', { timeZone }).format(new Date());
      expect(todayString(timeZone)).toBe(expected);
    },
  );

  it('今日の既定は実行環境のタイムゾーン', () => {
    expect(todayString()).toBe(new Intl.DateTimeFormat('sv-SE').format(new Date()));
  });

  it.each([
    [2024, 13, 1, '2025-01-01'],
    [2024, 3, 0, '2024-02-29'],
    [2023, 3, 0, '2023-02-28'],
    [2024, 1, 32, '2024-02-01'],
    [2024, 0, 1, '2023-12-01'],
    [2024, 12, 31, '2024-12-31'],
  ])('toDateString(%i, %i, %i) はあふれを繰り上げる = %s', (y, m, d, expected) =>
    expect(toDateString(y, m, d)).toBe(expected),
  );
});

describe('範囲の並べ替え（2 回目が前なら入れ替え）', () => {
  it.each([
    ['2024-07-10', '2024-07-20', { start: '2024-07-10', end: '2024-07-20' }],
    ['2024-07-20', '2024-07-10', { start: '2024-07-10', end: '2024-07-20' }],
    ['2024-07-10', '2024-07-10', { start: '2024-07-10', end: '2024-07-10' }],
    ['2025-01-02', '2024-12-31', { start: '2024-12-31', end: '2025-01-02' }],
  ])('%s → %s = %j', (a, b, expected) => expect(orderRange(a, b)).toEqual(expected));
});

describe('週・月・四半期・年', () => {
  it.each([
    ['2024-07-17', '2024-07-14', '2024-07-20'],
    ['2024-07-14', '2024-07-14', '2024-07-20'], // 日曜はその週の始まり
    ['2024-07-20', '2024-07-14', '2024-07-20'], // 土曜はその週の終わり
    ['2025-01-01', '2024-12-29', '2025-01-04'], // 年をまたぐ週
  ])('%s を含む週は %s〜%s', (d, start, end) => expect(weekOf(d)).toEqual({ start, end }));

  it.each([
    ['2024-01-01', 1],
    ['2024-03-31', 1],
    ['2024-04-01', 2],
    ['2024-09-30', 3],
    ['2024-12-31', 4],
  ])('%s は第 %d 四半期', (d, q) => expect(quarterOf(d)).toBe(q));

  it.each([
    ['2024-Q1', { start: '2024-01-01', end: '2024-03-31' }],
    ['2024-Q2', { start: '2024-04-01', end: '2024-06-30' }],
    ['2024-Q3', { start: '2024-07-01', end: '2024-09-30' }],
    ['2024-Q4', { start: '2024-10-01', end: '2024-12-31' }],
    ['2024-Q5', null],
    ['2024Q1', null],
  ])('quarterRange(%s) = %j', (q, expected) => expect(quarterRange(q)).toEqual(expected));

  it.each([
    ['2024-02', { start: '2024-02-01', end: '2024-02-29' }],
    ['2023-02', { start: '2023-02-01', end: '2023-02-28' }],
    ['2024-13', null],
  ])('monthRange(%s) = %j', (m, expected) => expect(monthRange(m)).toEqual(expected));

  it('yearRange', () => {
    expect(yearRange('2024')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(yearRange('24')).toBeNull();
  });
});

describe('選べない日の判定（min・max・isDateDisabled）', () => {
  const isWeekend = (d: string) => [0, 6].includes(dayOfWeek(d));
  it.each([
    ['2024-07-09', { min: '2024-07-10' }, 'min'],
    ['2024-07-10', { min: '2024-07-10' }, null], // min の当日は選べる
    ['2024-07-21', { max: '2024-07-20' }, 'max'],
    ['2024-07-20', { max: '2024-07-20' }, null], // max の当日は選べる
    ['2024-07-13', { isDateDisabled: isWeekend }, 'disabled'],
    ['2024-07-12', { isDateDisabled: isWeekend }, null],
    ['2024-07-01', { min: '2024-07-10', isDateDisabled: isWeekend }, 'min'], // min が先
    ['2024-07-15', {}, null],
    ['09:00', { min: '10:00' }, 'min'], // 時刻も同じ比較で扱える
  ] as const)('%s with %j → %s', (d, constraints, expected) => {
    expect(invalidReason(d, constraints)).toBe(expected);
  });

  it.each([
    [{ start: '2024-06-01', end: '2024-06-30' }, { min: '2024-07-10' }, 'min'],
    [{ start: '2024-07-01', end: '2024-07-31' }, { min: '2024-07-10' }, null], // 一部が入れば選べる
    [{ start: '2024-08-01', end: '2024-08-31' }, { max: '2024-07-31' }, 'max'],
    [{ start: '2024-07-01', end: '2024-07-31' }, { isDateDisabled: () => true }, null], // 日単位の規則は期間に適用しない
  ] as const)('期間 %j with %j → %s', (period, constraints, expected) => {
    expect(invalidPeriodReason(period, constraints)).toBe(expected);
  });
});
