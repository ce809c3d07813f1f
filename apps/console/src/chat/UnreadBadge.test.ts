import { describe, expect, it } from 'vitest';
import { unreadThreadsOf } from './UnreadBadge';

describe('unreadThreadsOf', () => {
  it.each([
    ['the threads with unread messages', { threads: 3, messages: 7, mine: 1 }, 3],
    ['none unread', { threads: 0, messages: 0, mine: 0 }, 0],
    ['an answer without the count', {}, 0],
    ['no answer', null, 0],
    ['a negative count', { threads: -1 }, 0],
  ] as const)('%s', (_name, body, expected) => {
    expect(unreadThreadsOf(body)).toBe(expected);
  });
});
