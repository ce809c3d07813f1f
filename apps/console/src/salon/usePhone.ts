import { PHONE_MEDIA_QUERY } from '@console/ui';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  const query = globalThis.matchMedia?.(PHONE_MEDIA_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const read = () => globalThis.matchMedia?.(PHONE_MEDIA_QUERY).matches ?? false;

/**
 * True on a phone-sized window, updated when the window crosses 768 px (a tablet turned). One
 * tree is rendered, not both hidden by CSS: the timeline's grid is the heaviest part of the page.
 */
export function usePhone(): boolean {
  // The server render (none today) and a browser without matchMedia get the desktop.
  return useSyncExternalStore(subscribe, read, () => false);
}
