import type { HTMLAttributes, KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { isComposingEvent } from '../ime';
import { usePortalContainer } from '../layer';
import type { AnchoredPopover } from './useAnchoredPopover';

export interface PopoverPortalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  /** What `useAnchoredPopover` returned for this field. */
  anchored: AnchoredPopover;
  /** At least as wide as the anchor (Select's list under its trigger). */
  matchAnchorWidth?: boolean;
  /** Escape (not while an IME is composing) closes the popover and returns focus to the field. */
  closeOnEscape?: boolean;
}

/**
 * The popover of `useAnchoredPopover`, portalled into the nearest overlay host (inside an open
 * Modal, or the provider's). Rendered hidden until placed, so its height can be measured for the
 * above/below choice; `data-side` tells which side it went to.
 */
export function PopoverPortal({
  anchored,
  matchAnchorWidth = false,
  closeOnEscape = false,
  onKeyDown,
  children,
  ...rest
}: PopoverPortalProps) {
  const container = usePortalContainer();
  const { open, position, popoverRef, close } = anchored;
  if (!open || typeof document === 'undefined') return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!closeOnEscape || event.defaultPrevented || event.key !== 'Escape' || isComposingEvent(event)) return;
    // Handled here, so an enclosing Modal keeps its own Escape for the next press.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: 役割（dialog・listbox）は呼び出し側が role で付ける
    <div
      ref={popoverRef}
      {...rest}
      data-side={position?.side}
      style={
        position
          ? {
              top: position.top,
              left: position.left,
              minWidth: matchAnchorWidth ? position.anchorWidth : undefined,
            }
          : { visibility: 'hidden' }
      }
      onKeyDown={handleKeyDown}
    >
      {children}
    </div>,
    container ?? document.body,
  );
}
