import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';

/** Whether some Deferred has already drawn its children: the app's first screen is up. */
let firstScreenDrawn = false;

/**
 * Draws `children` in a background render after the rest of the screen, on the app's first load
 * only: that screen's first render (often forced to run in one piece, as when SWR's data arrives)
 * shows `fallback`, and React then draws `children` in short slices that a tap can interrupt. For
 * heavy parts below the first screenful (a month of calendar cells, a long form), so a phone's
 * main thread is not held for hundreds of milliseconds while the page loads. Wrap everything from
 * there to the page's end, so that nothing already shown moves when the children come.
 *
 * Once the first screen is up, a screen reached inside the app (as the editor after saving a new
 * journey) draws at once: a page drawn short for a moment would lose the user's scroll position.
 * Keyboard and screen-reader behaviour are the children's own.
 *
 * Used by the journey editor, the trigger screen and the salon's opening hours. The first-screen
 * flag is the app's, not a screen's: it is set once, by whichever Deferred draws first.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [immediate] = useState(() => firstScreenDrawn);
  // Without an initial value React does not defer: the children come in the same render.
  const ready = useDeferredValue(true, immediate ? undefined : false);
  useEffect(() => {
    if (ready) firstScreenDrawn = true;
  }, [ready]);
  return ready ? children : fallback;
}
