import { useSyncExternalStore } from 'react';
import { apiRequest } from '../shared/fetcher';
import * as styles from './badge.css';
import { CHAT_BADGE_TEXT as T } from './badgeMessages';
import { subscribeChatEvents } from './chatEvents';
import { unreadRead } from './reads';

/*
 * The チャット menu entry's count of conversations with unread messages (issue 31). It loads with
 * the shell, so with the login screen's files: no SWR (the login screen does not carry it), no
 * operation schema (read by path), a module-level count that every badge and the chat screen share.
 * Asked when the first badge mounts, on each chat event (on the page's one connection) and when
 * the window regains focus.
 */

/** The unread totals' one number the menu shows, from whatever the server answered. */
export const unreadThreadsOf = (body: unknown): number => {
  const threads = (body as { threads?: unknown } | null)?.threads;
  return typeof threads === 'number' && threads > 0 ? threads : 0;
};

let count = 0;
const watchers = new Set<() => void>();
let asking = false;
let askAgain = false;

/** Asks the server for the count again (the chat screen calls it after marking a thread read). */
export async function refreshUnread(): Promise<void> {
  if (asking) {
    // One request at a time; a change during it asks once more after.
    askAgain = true;
    return;
  }
  asking = true;
  try {
    // A lapsed session is the screen's to handle (it sends the operator to log in), not the badge's.
    const next = unreadThreadsOf(await apiRequest(unreadRead.url, { onUnauthorized: 'throw' }));
    if (next !== count) {
      count = next;
      for (const watcher of watchers) watcher();
    }
  } catch {
    // The count stays as it was; the next event or focus asks again.
  } finally {
    asking = false;
    if (askAgain) {
      askAgain = false;
      void refreshUnread();
    }
  }
}

const onFocus = () => void refreshUnread();
let leaveEvents: (() => void) | null = null;

function subscribe(watcher: () => void) {
  watchers.add(watcher);
  if (watchers.size === 1) {
    void refreshUnread();
    window.addEventListener('focus', onFocus);
    leaveEvents = subscribeChatEvents(onFocus);
  }
  return () => {
    watchers.delete(watcher);
    if (watchers.size === 0) {
      window.removeEventListener('focus', onFocus);
      leaveEvents?.();
      leaveEvents = null;
    }
  };
}

/** The badge after チャット in the side menu: nothing at 0, else the count read as 「未読 3件」. */
export function ChatUnreadBadge() {
  const threads = useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
  if (threads === 0) return null;
  return (
    <span className={styles.badge} data-testid="chat-unread-badge">
      <span aria-hidden="true">{threads > 99 ? '99+' : threads}</span>
      <span className={styles.hidden}>{T.unread(threads)}</span>
    </span>
  );
}
