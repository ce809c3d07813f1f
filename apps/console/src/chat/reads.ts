import { fillPath } from '@console/contract';
import { CHAT_PATHS, type ChatFilter } from '@console/contract/chat';
import type { RouteData } from '../shared/feature';
import { type PagedRead, pageUrl, type Read } from '../shared/fetcher';

/*
 * The chat screens' reads (issue 31), written once for their hooks and their routes. Zod-free: the
 * route table imports them into the entry, which the login screen loads too.
 */

/** Conversations a page of the list shows. */
export const CHAT_THREAD_PAGE_SIZE = 20;
/** Messages a page of a conversation's history holds (the server's default). */
export const CHAT_MESSAGE_PAGE_SIZE = 50;

/** The first element of every thread list's SWR key: a live event refreshes them all. */
export const CHAT_THREADS_KEY = 'chat.threads';
export const CHAT_THREAD_KEY = 'chat.thread';
export const CHAT_MESSAGES_KEY = 'chat.messages';

/**
 * The filters, as a record the compiler holds to the contract's list (a filter added there fails
 * here). Not CHAT_FILTERS itself: its module imports LINE's limits table, and this file loads with
 * the login screen (1.5 kB gzip more there, measured 2026-11-29).
 */
const FILTERS: Record<ChatFilter, true> = {
  all: true,
  unread: true,
  mine: true,
  unassigned: true,
  done: true,
};
const isFilter = (value: string | null): value is ChatFilter =>
  value !== null && Object.hasOwn(FILTERS, value);

/** The list's state from the address: `?filter=` (all when missing or unknown), `?q=`, `?page=`. */
export function threadQueryOf(search: URLSearchParams): { filter: ChatFilter; q: string; page: number } {
  const filter = search.get('filter');
  const page = Number(search.get('page') ?? '1');
  return {
    filter: isFilter(filter) ? filter : 'all',
    q: (search.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** A page of the conversations of a filter and a name search, the newest message first. */
export function threadListRead({ filter, q, page }: { filter: ChatFilter; q: string; page: number }) {
  const paging = { page, perPage: CHAT_THREAD_PAGE_SIZE };
  const query: Record<string, string> = {};
  if (filter !== 'all') query.filter = filter;
  if (q) query.q = q;
  return {
    key: [CHAT_THREADS_KEY, filter, q, page],
    url: pageUrl(fillPath(CHAT_PATHS.threads, undefined, query), paging),
    page: paging,
  } satisfies PagedRead<unknown[]>;
}

/** One conversation's state (unread, assignee, done). */
export function threadRead(id: number) {
  return {
    key: [CHAT_THREAD_KEY, id],
    url: fillPath(CHAT_PATHS.thread, { id }),
  } as const satisfies Read<readonly unknown[]>;
}

/** A page of a conversation's history, newest first: the newest page without `before`. */
export function messagesRead(id: number, before: number | null = null) {
  const query: Record<string, number> = { limit: CHAT_MESSAGE_PAGE_SIZE };
  if (before !== null) query.before = before;
  return {
    key: [CHAT_MESSAGES_KEY, id, before],
    url: fillPath(CHAT_PATHS.messages, { id }, query),
  } as const satisfies Read<readonly unknown[]>;
}

export const operatorsRead = {
  key: 'chat.operators',
  url: fillPath(CHAT_PATHS.operators, undefined),
} as const satisfies Read<string>;

/** The side menu's unread totals (read by the badge's own small store, not SWR). */
export const unreadRead = {
  key: 'chat.unread',
  url: fillPath(CHAT_PATHS.unread, undefined),
} as const satisfies Read<string>;

/** A conversation's id from its address: digits naming a positive id, else null. */
export function threadIdOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
}

/** チャット starts the list its address asks for with its chunk. */
export const chatListData: RouteData = ({ search, prefetch }) => {
  void prefetch(threadListRead(threadQueryOf(search)).url);
};

/** A conversation starts the list beside it, its state and its newest messages with its chunk. */
export const chatData: RouteData = ({ params, search, prefetch }) => {
  void prefetch(threadListRead(threadQueryOf(search)).url);
  const id = threadIdOf(params.id);
  if (id !== null) {
    void prefetch(threadRead(id).url);
    void prefetch(messagesRead(id).url);
  }
};
