import type { ChatMessage } from '@console/contract/chat';
import { describe, expect, it } from 'vitest';
import {
  createDraftStore,
  type DraftStorage,
  initialOf,
  mergeMessages,
  previewOf,
  relativeTime,
  toLogMessage,
} from './logic';

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  friend_id: 1,
  direction: 'in',
  kind: 'text',
  text: `m${id}`,
  media_url: null,
  template_id: null,
  sent_by: null,
  status: null,
  error: null,
  created_at: '2026-11-29T01:00:00.000Z',
  ...extra,
});
const ids = (messages: ChatMessage[]) => messages.map((item) => item.id);

describe('mergeMessages', () => {
  it.each([
    ['a newest-first page comes out oldest first', [[message(3), message(2), message(1)]], [1, 2, 3]],
    [
      'an older page before the newest',
      [
        [message(2), message(1)],
        [message(4), message(3)],
      ],
      [1, 2, 3, 4],
    ],
    [
      'a live page overlapping the one shown keeps each id once',
      [
        [message(1), message(2)],
        [message(2), message(3)],
      ],
      [1, 2, 3],
    ],
    [
      'pending messages after the server’s, in the order they were made',
      [[message(-2, { direction: 'out' }), message(5)], [message(-1, { direction: 'out' })]],
      [5, -1, -2],
    ],
    ['nothing from nothing', [[], []], []],
  ] as const)('%s', (_name, sources, expected) => {
    expect(ids(mergeMessages(...(sources as unknown as ChatMessage[][])))).toEqual(expected);
  });

  it.each([
    ['a stale page does not turn a sent reply back into queued', 'sent', 'queued', 'sent'],
    ['a stale failed page does not undo a retry that went through', 'sent', 'failed', 'sent'],
    ['a failed answer replaces a queued one', 'queued', 'failed', 'failed'],
    ['the later source wins between equals', 'failed', 'failed', 'failed'],
  ] as const)('%s', (_name, first, second, expected) => {
    const merged = mergeMessages(
      [message(7, { direction: 'out', status: first, text: 'first' })],
      [message(7, { direction: 'out', status: second, text: 'second' })],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]?.status).toBe(expected);
  });
});

describe('toLogMessage', () => {
  it.each([
    [
      'an incoming text',
      message(1, { text: 'こんにちは' }),
      { id: '1', direction: 'in', kind: 'text', text: 'こんにちは', at: '2026-11-29T01:00:00.000Z' },
    ],
    [
      'an outgoing image with its URL and state',
      message(2, {
        direction: 'out',
        kind: 'image',
        text: null,
        media_url: 'https://x/a.png',
        status: 'sent',
      }),
      {
        id: '2',
        direction: 'out',
        kind: 'image',
        imageUrl: 'https://x/a.png',
        status: 'sent',
        at: '2026-11-29T01:00:00.000Z',
      },
    ],
    [
      'a failed template with its reason',
      message(3, {
        direction: 'out',
        kind: 'template',
        text: null,
        template_id: 4,
        status: 'failed',
        error: '失敗',
      }),
      {
        id: '3',
        direction: 'out',
        kind: 'template',
        status: 'failed',
        error: '失敗',
        at: '2026-11-29T01:00:00.000Z',
      },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(toLogMessage(input)).toEqual(expected);
  });
});

describe('previewOf', () => {
  it.each([
    [
      'a friend’s text on one line',
      { last_message: 'こんにちは\n予約したいです', last_direction: 'in' },
      'こんにちは 予約したいです',
    ],
    [
      'the account’s own reply',
      { last_message: '承知しました', last_direction: 'out' },
      'あなた: 承知しました',
    ],
    ['a non-text preview as the server wrote it', { last_message: '[画像]', last_direction: 'in' }, '[画像]'],
    ['no message yet', { last_message: null, last_direction: null }, 'メッセージはまだありません'],
    ['only spaces', { last_message: '  ', last_direction: 'in' }, '[メッセージ]'],
  ] as const)('%s', (_name, thread, expected) => {
    expect(previewOf(thread)).toBe(expected);
  });
});

describe('relativeTime (Japan time)', () => {
  // 2026-11-29 10:00 in Tokyo.
  const now = new Date('2026-11-29T01:00:00.000Z');
  it.each([
    ['none', null, ''],
    ['not a date', 'soon', ''],
    ['seconds ago', '2026-11-29T00:59:30.000Z', 'たった今'],
    ['a clock a little behind the server’s', '2026-11-29T01:00:20.000Z', 'たった今'],
    ['minutes ago', '2026-11-29T00:48:00.000Z', '12分前'],
    ['earlier the same Tokyo day', '2026-11-28T15:30:00.000Z', '9時間前'],
    ['the Tokyo day before, though the same UTC day', '2026-11-28T14:59:00.000Z', '昨日'],
    ['this year', '2026-11-20T03:00:00.000Z', '11/20'],
    ['New Year’s Day in Tokyo, still last year in UTC', '2025-12-31T16:00:00.000Z', '1/1'],
    ['last year in Tokyo', '2025-12-31T14:00:00.000Z', '2025/12/31'],
  ] as const)('%s', (_name, instant, expected) => {
    expect(relativeTime(instant, now)).toBe(expected);
  });
});

describe('initialOf', () => {
  it.each([
    ['a kanji name', '佐藤 花子', '佐'],
    ['a surrogate pair whole', '𠮷田', '𠮷'],
    ['leading spaces', '  Sato', 'S'],
    ['an empty name', '', '?'],
  ] as const)('%s', (_name, name, expected) => {
    expect(initialOf(name)).toBe(expected);
  });
});

describe('createDraftStore', () => {
  const memoryStorage = (): DraftStorage & { items: Map<string, string> } => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  };

  it('keeps a draft per thread, so switching threads loses nothing', () => {
    const store = createDraftStore(memoryStorage());
    store.set(1, '一つ目');
    store.set(2, '二つ目');
    expect([store.get(1), store.get(2), store.get(3)]).toEqual(['一つ目', '二つ目', '']);
  });

  it('survives a reload through the storage, and forgets a sent draft there', () => {
    const storage = memoryStorage();
    createDraftStore(storage).set(4, '途中まで');
    expect(createDraftStore(storage).get(4)).toBe('途中まで');
    createDraftStore(storage).set(4, '');
    expect(storage.items.size).toBe(0);
  });

  it('keeps the memory copy when the storage refuses', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const store = createDraftStore(refusing);
    store.set(5, '消えない');
    expect(store.get(5)).toBe('消えない');
    expect(store.get(6)).toBe('');
  });

  it('works without any storage', () => {
    const store = createDraftStore(null);
    store.set(1, 'a');
    expect(store.get(1)).toBe('a');
  });
});
