import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, updated when it crosses it (a tablet turned, a window
 * resized). For screens that render one tree or the other rather than both hidden by CSS (the
 * salon timeline's grid, the Flex editor's panels). The server render (none today) and a browser
 * without matchMedia get `false`: the desktop.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => globalThis.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, read, () => false);
}
