import { useCallback } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../shared/fetcher';
import * as styles from './badge.css';
import { useChatEvents } from './chatEvents';
import { CHAT_TEXT as T } from './messages';
import { unreadRead } from './reads';

/** The unread totals' one number the menu shows, from whatever the server answered. */
export const unreadThreadsOf = (body: unknown): number => {
  const threads = (body as { threads?: unknown } | null)?.threads;
  return typeof threads === 'number' && threads > 0 ? threads : 0;
};

/**
 * The チャット menu entry's count of conversations with unread messages (issue 31), hidden at 0.
 * Loads with the shell on every screen, so it reads by path (no operation schema) and listens on
 * the page's one chat connection; SWR asks again when the window regains focus.
 */
export function ChatUnreadBadge() {
  const { data, mutate } = useSWR(
    unreadRead.key,
    async () => unreadThreadsOf(await apiRequest(unreadRead.url)),
    {
      revalidateOnFocus: true,
    },
  );
  const refresh = useCallback(() => void mutate(), [mutate]);
  useChatEvents(refresh);
  if (!data) return null;
  return (
    <span className={styles.badge} data-testid="chat-unread-badge">
      <span aria-hidden="true">{data > 99 ? '99+' : data}</span>
      <span className={styles.hidden}>{T.unread(data)}</span>
    </span>
  );
}
