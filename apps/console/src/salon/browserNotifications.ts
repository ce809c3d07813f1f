/*
 * The browser's own notifications for the salon's live events. The permission is asked only when
 * the user switches the salon's notifications on (spec §2), never on page load; a refusal keeps
 * the in-page list and toasts, which need no permission.
 */

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks once, when the browser has not been asked yet; answers the state after asking. */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  const state = notificationPermission();
  if (state !== 'default') return state;
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationPermission();
  }
}

/**
 * A notification from the operating system when the console's tab is not in front (the toast
 * shows when it is). Nothing when the browser has no permission.
 */
export function showBrowserNotification(title: string, body: string, tag: string) {
  if (notificationPermission() !== 'granted' || !document.hidden) return;
  try {
    new Notification(title, { body, tag, lang: 'ja' });
  } catch {
    // Some browsers (Android Chrome) only notify through a service worker: the toast remains.
  }
}
