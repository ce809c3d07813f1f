import * as Popover from '@radix-ui/react-popover';
import { type HTMLAttributes, useEffect } from 'react';
import { usePortalContainer } from '../layer';
import type { AnchoredPopover } from './useAnchoredPopover';

// The gap is a hairline of the layout, not a design token: the popover's own border separates it.
const GAP = 2;
// Kept off the window's edges when Radix shifts or flips it.
const EDGE = 4;

export interface PopoverPortalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style' | 'dir'> {
  /** What `useAnchoredPopover` returned for this field. */
  anchored: AnchoredPopover;
  /** Selectors tried in order for the element to focus when it opens (the selected day, the hour…). */
  initialFocus: readonly string[];
  /** Called with the content once it is in the document, before focus moves in (scroll lists to the value). */
  onOpened?: (content: HTMLElement) => void;
}

/**
 * The popover of `useAnchoredPopover` on `@radix-ui/react-popover`: portalled into the nearest
 * overlay host (inside an open Modal, or the provider's, so the brand's variables apply), placed
 * next to the field on whichever side has room (`data-side` says which), non-modal.
 * - Opening moves focus to the first match of `initialFocus`.
 * - Escape closes it and returns focus to the field, except while an IME is composing; it is marked
 *   handled, so an enclosing Modal keeps its own Escape for the next press.
 * - A press or focus outside closes it; presses on the field itself are left to the field (its
 *   button toggles).
 */
export function PopoverPortal({ anchored, initialFocus, onOpened, children, ...rest }: PopoverPortalProps) {
  const container = usePortalContainer();
  const { open, close, anchorRef, popoverRef } = anchored;

  // A press outside closes, seen in the capture phase: Radix's own outside-press check is fooled after a
  // press inside that stopped propagation (react-aria's calendar cells do), and would then miss the next
  // outside press.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || popoverRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, close, anchorRef, popoverRef]);

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? undefined : close(false))}>
      <Popover.Anchor virtualRef={anchorRef as React.RefObject<HTMLDivElement>} />
      <Popover.Portal container={container}>
        <Popover.Content
          ref={popoverRef}
          {...rest}
          side="bottom"
          align="start"
          sideOffset={GAP}
          collisionPadding={EDGE}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const content = popoverRef.current;
            if (!content) return;
            onOpened?.(content);
            for (const selector of initialFocus) {
              const target = content.querySelector<HTMLElement>(selector);
              if (target) {
                target.focus({ preventScroll: true });
                target.scrollIntoView?.({ block: 'nearest' });
                return;
              }
            }
          }}
          // Where focus goes on closing is `close`'s choice (back to the field, or left where the user put
          // it). Done again here, after the content is gone: a press inside (react-aria's calendar cells
          // keep focus where it was while pressed) can undo the focus `close` gave while the press ran.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (anchored.returnFocusRef.current) anchored.returnTo.current?.focus({ preventScroll: true });
            anchored.returnFocusRef.current = false;
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (event.isComposing) return;
            close(true);
          }}
          onInteractOutside={(event) => {
            const target = event.target as Node | null;
            if (target && anchorRef.current?.contains(target)) event.preventDefault();
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
