import { type ReactNode, useDeferredValue } from 'react';

/**
 * Draws `children` in a background render after the rest of the screen: the screen's first render
 * (often forced to run in one piece, as when SWR's data arrives) shows `fallback`, and React then
 * draws `children` in short slices that a tap can interrupt. For heavy parts below the first
 * screenful (a month of calendar cells, a long form), so a phone's main thread is not held for
 * hundreds of milliseconds. Wrap everything from there to the page's end, so that nothing
 * already shown moves when the children come (no layout shift). Keyboard and screen-reader
 * behaviour are the children's own.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
