import type { ChatMessage, ChatThread } from '@console/contract/chat';
import type { ChatLogMessage } from '@console/ui';
import { CHAT_TEXT as T } from './messages';

/*
 * The chat's pure parts (issue 31): merging the history's pages, live messages and the operator's
 * own sends into one ordered list, the list's previews and times, the drafts kept per thread.
 */

/**
 * How settled an outgoing message's status is. The same message can reach the screen from a page
 * read a moment earlier and from a later answer (a reply's 201, a retry's 200): the more settled
 * one wins, so a stale page never turns a sent message back into 送信中 or 失敗.
 */
const SETTLED = { queued: 0, failed: 1, sent: 2 } as const;
const settled = (message: ChatMessage) => (message.status === null ? 3 : SETTLED[message.status]);

/** A message made on the screen before the server answered: a negative id, never the server's. */
export const isPending = (message: ChatMessage) => message.id < 0;

/**
 * Every message of the sources once, by id, oldest first: the server's ids grow with time (the
 * history pages by `before` an id), the pending ones after them in the order they were made (-1,
 * -2 …). Where two sources hold one id, the more settled status wins, else the later source.
 */
export function mergeMessages(...sources: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const source of sources) {
    for (const message of source) {
      const known = byId.get(message.id);
      if (!known || settled(message) >= settled(known)) byId.set(message.id, message);
    }
  }
  return [...byId.values()].sort((a, b) => {
    if (isPending(a) !== isPending(b)) return isPending(a) ? 1 : -1;
    return isPending(a) ? b.id - a.id : a.id - b.id;
  });
}

/** A message as the ChatLog draws it. */
export function toLogMessage(message: ChatMessage): ChatLogMessage {
  const log: ChatLogMessage = {
    id: String(message.id),
    direction: message.direction,
    kind: message.kind,
    at: message.created_at,
  };
  if (message.text !== null) log.text = message.text;
  if (message.media_url !== null) log.imageUrl = message.media_url;
  if (message.status !== null) log.status = message.status;
  if (message.error !== null) log.error = message.error;
  return log;
}

/** The list's preview of a thread's last message: one line, 「あなた: 」 before the account's own. */
export function previewOf(thread: Pick<ChatThread, 'last_message' | 'last_direction'>): string {
  if (thread.last_message === null) return T.noMessage;
  const line = thread.last_message.replace(/\s+/g, ' ').trim();
  const text = line || T.kinds.other;
  return thread.last_direction === 'out' ? `${T.you}${text}` : text;
}

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** The Japan-time calendar day of an instant, as a day number (arithmetic on the fixed offset). */
const tokyoDay = (time: number) => Math.floor((time + TOKYO_OFFSET_MS) / DAY);

/**
 * When a thread last moved, as the list shows it in Japan time: たった今, n分前, n時間前 (the same
 * day), 昨日, M/D this year, else YYYY/M/D; "" for none. A time a little ahead of the browser's
 * clock (a clock behind the server's) is たった今, not a negative count.
 */
export function relativeTime(instant: string | null, now: Date = new Date()): string {
  const time = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const ago = now.getTime() - time;
  if (ago < MINUTE) return T.justNow;
  if (ago < 60 * MINUTE) return T.minutesAgo(Math.floor(ago / MINUTE));
  const days = tokyoDay(now.getTime()) - tokyoDay(time);
  if (days === 0) return T.hoursAgo(Math.floor(ago / (60 * MINUTE)));
  if (days === 1) return T.yesterday;
  const tokyo = new Date(time + TOKYO_OFFSET_MS);
  const thisYear = new Date(now.getTime() + TOKYO_OFFSET_MS).getUTCFullYear();
  const monthDay = `${tokyo.getUTCMonth() + 1}/${tokyo.getUTCDate()}`;
  return tokyo.getUTCFullYear() === thisYear ? monthDay : `${tokyo.getUTCFullYear()}/${monthDay}`;
}

/** The first character of a name (a code point: 𠮷 whole), for a friend without a picture. */
export const initialOf = (name: string) => [...name.trim()][0] ?? '?';

/** Where drafts are kept: sessionStorage in the browser, anything with its two methods in tests. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const DRAFT_PREFIX = 'console.chat.draft.';

/**
 * The reply drafts, one per thread: in memory for the page's life, and in the tab's sessionStorage
 * so a reload keeps them too. Nothing typed is lost by switching threads; a storage that refuses
 * (private mode, full) leaves the memory copy.
 */
export function createDraftStore(storage: DraftStorage | null) {
  const memory = new Map<number, string>();
  return {
    get(thread: number): string {
      const kept = memory.get(thread);
      if (kept !== undefined) return kept;
      try {
        return storage?.getItem(DRAFT_PREFIX + thread) ?? '';
      } catch {
        return '';
      }
    },
    set(thread: number, text: string): void {
      memory.set(thread, text);
      try {
        if (text === '') storage?.removeItem(DRAFT_PREFIX + thread);
        else storage?.setItem(DRAFT_PREFIX + thread, text);
      } catch {
        // The memory copy stays.
      }
    },
  };
}

const sessionStorageOrNull = (): DraftStorage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** The page's one draft store. */
export const drafts = createDraftStore(sessionStorageOrNull());
