import type { Paged } from '@console/contract';
import {
  CHAT_OPS,
  type ChatFilter,
  type ChatMessage,
  type ChatMessagePage,
  type ChatOperator,
  type ChatReply,
  type ChatThread,
} from '@console/contract/chat';
import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { type ApiError, apiCall, apiCallRead, apiCallReadPage } from '../shared/fetcher';
import { mergeMessages } from './logic';
import { CHAT_THREADS_KEY, messagesRead, operatorsRead, threadListRead, threadRead } from './reads';

/** A page of the conversations of a filter and a name search. */
export const useThreads = (query: { filter: ChatFilter; q: string; page: number }) => {
  const read = threadListRead(query);
  return useSWR<Paged<ChatThread>, ApiError>(read.key, () => apiCallReadPage(CHAT_OPS.chatThreads, read), {
    keepPreviousData: true,
  });
};

export const useThread = (id: number | null) =>
  useSWR<ChatThread, ApiError>(id === null ? null : threadRead(id).key, () =>
    apiCallRead(CHAT_OPS.chatThread, threadRead(id as number)),
  );

export const useOperators = () =>
  useSWR<ChatOperator[], ApiError>(
    operatorsRead.key,
    () => apiCallRead(CHAT_OPS.chatOperators, operatorsRead),
    {
      revalidateOnFocus: false,
    },
  );

/** Refreshes every page of the thread list (a live event, a write). */
export function useRefreshThreads() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === CHAT_THREADS_KEY), [mutate]);
}

/**
 * A conversation's history, oldest first (the screen mounts one per thread, keyed by its id, so the
 * state below never outlives its thread): the newest page through SWR (the route's early read, a
 * live event's refresh), the older pages by keyset (`before` the oldest id) as the reader scrolls
 * up, and the messages the screen itself made or got back (a reply, a retry), merged by id.
 */
export function useHistory(id: number) {
  const newest = useSWR<ChatMessagePage, ApiError>(messagesRead(id).key, () =>
    apiCallRead(CHAT_OPS.chatMessages, messagesRead(id)),
  );
  const [older, setOlder] = useState<{ messages: ChatMessage[]; nextBefore: number | null } | null>(null);
  const [local, setLocal] = useState<ChatMessage[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<ApiError | null>(null);

  const nextBefore = older ? older.nextBefore : (newest.data?.next_before ?? null);
  const loadOlder = useCallback(async () => {
    if (nextBefore === null || loadingOlder) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await apiCallRead(CHAT_OPS.chatMessages, messagesRead(id, nextBefore));
      setOlder((current) => ({
        messages: mergeMessages(page.messages, current?.messages ?? []),
        nextBefore: page.next_before,
      }));
    } catch (error) {
      setOlderError(error as ApiError);
    } finally {
      setLoadingOlder(false);
    }
  }, [id, nextBefore, loadingOlder]);

  const messages = useMemo(
    () => mergeMessages(older?.messages ?? [], newest.data?.messages ?? [], local),
    [older, newest.data, local],
  );

  /** Puts a message the screen made or got back into the history (replacing a pending one). */
  const put = useCallback((message: ChatMessage, replacing?: number) => {
    setLocal((current) =>
      mergeMessages(
        current.filter((item) => item.id !== replacing),
        [message],
      ),
    );
  }, []);
  const drop = useCallback((pending: number) => {
    setLocal((current) => current.filter((item) => item.id !== pending));
  }, []);

  return {
    messages,
    error: newest.error,
    isLoading: newest.isLoading,
    hasOlder: nextBefore !== null,
    loadingOlder,
    olderError,
    loadOlder,
    refreshNewest: newest.mutate,
    put,
    drop,
  };
}

/** The chat's writes. A 409 is a refusal the screen shows (a blocked friend, a retry too late), not a stale page. */
export const chatApi = {
  reply: (id: number, body: ChatReply) =>
    apiCall(CHAT_OPS.chatReply, { params: { id }, body }, { onConflict: 'throw' }),
  retry: (id: number, messageId: number) =>
    apiCall(CHAT_OPS.chatRetry, { params: { id, message_id: messageId } }, { onConflict: 'throw' }),
  read: (id: number) => apiCall(CHAT_OPS.chatRead, { params: { id } }),
  assign: (id: number, operatorId: number | null) =>
    apiCall(CHAT_OPS.chatAssign, { params: { id }, body: { operator_id: operatorId } }),
  status: (id: number, status: 'open' | 'done') =>
    apiCall(CHAT_OPS.chatStatus, { params: { id }, body: { status } }),
};
