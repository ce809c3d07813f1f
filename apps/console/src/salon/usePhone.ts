import { useSyncExternalStore } from 'react';

/** Below 768 px the salon is read on a phone (issue 27): the agenda instead of the timeline. */
export const PHONE_QUERY = '(max-width: 767px)';

const subscribe = (onChange: () => void) => {
  const query = globalThis.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const read = () => globalThis.matchMedia?.(PHONE_QUERY).matches ?? false;

/**
 * True on a phone-sized window, updated when the window crosses 768 px (a tablet turned). One
 * tree is rendered, not both hidden by CSS: the timeline's grid is the heaviest part of the page.
 */
export function usePhone(): boolean {
  // The server render (none today) and a browser without matchMedia get the desktop.
  return useSyncExternalStore(subscribe, read, () => false);
}
