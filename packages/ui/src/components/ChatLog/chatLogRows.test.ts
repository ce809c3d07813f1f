import { describe, expect, it } from 'vitest';
import { type ChatLogMessage, chatLogRows, formatChatDate, japanDate, japanTime } from './chatLogRows';

const message = (id: string, at: string): ChatLogMessage => ({
  id,
  direction: 'in',
  kind: 'text',
  text: id,
  at,
});
const shape = (messages: ChatLogMessage[]) =>
  chatLogRows(messages).map((row) => (row.type === 'day' ? `day ${row.date}` : row.message.id));

describe('chatLogRows', () => {
  it.each([
    ['no messages give no rows', [], []],
    [
      'one message is preceded by its day',
      [message('a', '2026-11-29T10:00:00+09:00')],
      ['day 2026-11-29', 'a'],
    ],
    [
      'messages of one Japan day share a separator',
      [message('a', '2026-11-29T00:00:00+09:00'), message('b', '2026-11-29T23:59:59+09:00')],
      ['day 2026-11-29', 'a', 'b'],
    ],
    [
      'a new Japan day gets a separator',
      [message('a', '2026-11-29T23:59:00+09:00'), message('b', '2026-11-30T00:00:00+09:00')],
      ['day 2026-11-29', 'a', 'day 2026-11-30', 'b'],
    ],
    [
      'the day is Japan’s, not UTC’s (15:00 UTC is midnight in Tokyo)',
      [message('a', '2026-11-29T14:59:00Z'), message('b', '2026-11-29T15:00:00Z')],
      ['day 2026-11-29', 'a', 'day 2026-11-30', 'b'],
    ],
    [
      'a day without messages gets no separator',
      [message('a', '2026-11-01T12:00:00+09:00'), message('b', '2026-11-05T12:00:00+09:00')],
      ['day 2026-11-01', 'a', 'day 2026-11-05', 'b'],
    ],
    [
      'an unreadable date adds no separator',
      [
        message('a', '2026-11-29T12:00:00+09:00'),
        message('b', 'yesterday'),
        message('c', '2026-11-29T13:00:00+09:00'),
      ],
      ['day 2026-11-29', 'a', 'b', 'c'],
    ],
  ])('%s', (_name, messages, expected) => {
    expect(shape(messages)).toEqual(expected);
  });

  it('keys separators by date and messages by id, so rows keep their keys when older messages are prepended', () => {
    const newer = [message('b', '2026-11-29T12:00:00+09:00')];
    const both = [message('a', '2026-11-29T09:00:00+09:00'), ...newer];
    expect(chatLogRows(newer).map((row) => row.key)).toEqual(['day-2026-11-29', 'b']);
    expect(chatLogRows(both).map((row) => row.key)).toEqual(['day-2026-11-29', 'a', 'b']);
  });
});

describe('japanDate / japanTime', () => {
  it.each([
    ['2026-11-29T01:05:00+09:00', '2026-11-29', '01:05'],
    ['2026-11-28T16:05:00Z', '2026-11-29', '01:05'],
    ['2026-11-29T23:59:00+09:00', '2026-11-29', '23:59'],
    ['2026-11-29T00:00:00+09:00', '2026-11-29', '00:00'],
    ['not a date', '', ''],
  ])('%s is %s %s in Japan', (at, date, time) => {
    expect(japanDate(at)).toBe(date);
    expect(japanTime(at)).toBe(time);
  });
});

describe('formatChatDate', () => {
  it.each([
    ['2026-11-29', '2026年11月29日（日）'],
    ['2026-11-30', '2026年11月30日（月）'],
    ['2024-02-29', '2024年2月29日（木）'],
    ['2027-01-01', '2027年1月1日（金）'],
  ])('%s → %s', (date, label) => {
    expect(formatChatDate(date)).toBe(label);
  });
});
