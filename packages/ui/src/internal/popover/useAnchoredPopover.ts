import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type PopoverPosition, placePopover, samePosition } from './placement';

export interface AnchoredPopover {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes; with `returnFocus`, focus goes back to `returnTo` (the text input). */
  close: (returnFocus: boolean) => void;
  anchorRef: RefObject<HTMLDivElement | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
  /** Viewport coordinates for a `position: fixed` popover next to the anchor; null until measured. */
  position: PopoverPosition | null;
}

// The gap is a hairline of the layout, not a design token: the popover's own border separates it.
const GAP = 2;

/**
 * A popover next to a field (DateInput's calendar, TimeInput's lists, Select's list): measured
 * against the anchor and kept there on scroll and resize, below the field or above it when only
 * above has room (`placePopover`), closed by a pointer press outside both. The popover itself
 * portals into `usePortalContainer()`, so `position: fixed` keeps it in place whatever the host.
 * Render the popover hidden while `position` is null, so its height can be measured.
 */
export function useAnchoredPopover(returnTo: RefObject<HTMLElement | null>): AnchoredPopover {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<PopoverPosition | null>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      setPosition(null);
      if (returnFocus) returnTo.current?.focus();
    },
    [returnTo],
  );

  const place = useCallback(() => {
    const rect = anchorRef.current?.getBoundingClientRect();
    if (!rect) return;
    const next = placePopover(rect, popoverRef.current?.offsetHeight ?? 0, window.innerHeight, GAP);
    // Scrolling inside the popover fires the capture listener too; an unchanged place is no re-render.
    setPosition((previous) => (samePosition(previous, next) ? previous : next));
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    place();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popoverRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, place, close]);

  return { open, setOpen, close, anchorRef, popoverRef, position };
}

/** Focuses the first element matching one of `selectors` inside the popover once it is placed. */
export function useFocusOnOpen(popover: AnchoredPopover, selectors: string[]) {
  const { open, position, popoverRef } = popover;
  const placed = position !== null;
  const key = selectors.join('|');
  // `key` stands for `selectors`, so a new array each render does not re-run this.
  useEffect(() => {
    if (!open || !placed) return;
    for (const selector of key.split('|')) {
      const target = popoverRef.current?.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus({ preventScroll: true });
        target.scrollIntoView?.({ block: 'nearest' });
        return;
      }
    }
  }, [open, placed, key, popoverRef]);
}
