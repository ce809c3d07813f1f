import { tokyoInstant } from '@console/contract/tel';
import { describe, expect, it } from 'vitest';
import { lineWhenNote, orderConfirmation, registerTimeNote } from './sendNotes';

/** 2026/11/26 14:00 Tokyo. */
const NOW = tokyoInstant({ year: 2026, month: 11, day: 26 }, 14 * 3600);
const NIGHT_NOW = tokyoInstant({ year: 2026, month: 11, day: 26 }, 5 * 3600);

describe('registerTimeNote: the note under the send time', () => {
  it.each<[string, string, string, number, string | null]>([
    [
      'the old sample date is past',
      '2023-10-01',
      '10:00:00',
      NOW,
      '過去の日時です。発注するとすぐに送信されます。',
    ],
    ['a minute ago is past', '2026-11-26', '13:59:00', NOW, '過去の日時です。発注するとすぐに送信されます。'],
    ['a minute ahead by day: nothing to say', '2026-11-26', '14:01:00', NOW, null],
    ['20:59:59 is day', '2026-11-26', '20:59:59', NOW, null],
    ['21:00:00 is night', '2026-11-26', '21:00:00', NOW, '夜間（21時〜8時）に送信されます。'],
    ['07:59 tomorrow is night', '2026/11/27', '07:59', NOW, '夜間（21時〜8時）に送信されます。'],
    ['08:00 tomorrow is day', '2026/11/27', '08:00:00', NOW, null],
    [
      'past while it is night now',
      '2026-11-25',
      '10:00:00',
      NIGHT_NOW,
      '過去の日時です。発注するとすぐに送信されます（今は夜間（21時〜8時）です）。',
    ],
    ['an empty date says nothing (the field’s own error does)', '', '10:00:00', NOW, null],
    ['an unreadable time says nothing', '2026-11-27', '25:00', NOW, null],
  ])('%s', (_name, date, time, now, expected) => {
    expect(registerTimeNote(date, time, now)).toBe(expected);
  });
});

describe('orderConfirmation: the count of lines and how they really go', () => {
  it.each<[string, { count: number; past: number; night: number }, string, string]>([
    [
      'all by day',
      { count: 3, past: 0, night: 0 },
      '3件の送信を発注します。送信予定時刻になると順に送信されます。よろしいですか？',
      '3件を発注する',
    ],
    [
      'one line, past',
      { count: 1, past: 1, night: 0 },
      '1件の送信を発注します。過去の日時のため、すぐに送信されます。よろしいですか？',
      '1件を発注する',
    ],
    [
      'some past, some at night',
      { count: 1200, past: 3, night: 2 },
      '1,200件の送信を発注します。うち3件は過去の日時のため、すぐに送信されます。うち2件は夜間（21時〜8時）に送信されます。よろしいですか？',
      '1,200件を発注する',
    ],
    [
      'all at night',
      { count: 2, past: 0, night: 2 },
      '2件の送信を発注します。夜間（21時〜8時）に送信されます。よろしいですか？',
      '2件を発注する',
    ],
    [
      'nothing left to send',
      { count: 0, past: 0, night: 0 },
      '送信する行はありません。よろしいですか？',
      '発注する',
    ],
  ])('%s', (_name, schedule, message, confirmLabel) => {
    expect(orderConfirmation(schedule)).toEqual({ message, confirmLabel });
  });
});

describe('lineWhenNote: when a line really goes', () => {
  const past = new Date(NOW - 60_000).toISOString();
  const night = new Date(tokyoInstant({ year: 2026, month: 11, day: 26 }, 22 * 3600)).toISOString();
  const day = new Date(tokyoInstant({ year: 2026, month: 11, day: 27 }, 10 * 3600)).toISOString();
  it.each<[string, string, 1 | 2 | 3 | -2 | -3, 0 | 1 | 2 | 3 | -1, number, string | null]>([
    ['a past line of a draft goes right after the order', past, 1, 0, NOW, '発注後すぐ'],
    ['a past line of an order waits for the sender only', past, 1, 1, NOW, 'まもなく送信'],
    ['a night line says so', night, 1, 0, NOW, '夜間（21時〜8時）'],
    [
      'a past line ordered at night says both',
      past,
      1,
      0,
      NIGHT_NOW + 86_400_000,
      '発注後すぐ・夜間（21時〜8時）',
    ],
    ['a day line: nothing', day, 1, 0, NOW, null],
    ['a sent line: its sent time is in its column', past, 3, 3, NOW, null],
    ['a failed line: nothing', past, -2, 2, NOW, null],
    ['a cancelled order sends nothing', past, 1, -1, NOW, null],
  ])('%s', (_name, datetime, status, orderStatus, now, expected) => {
    expect(lineWhenNote({ datetime, status }, orderStatus, now)).toBe(expected);
  });
});
