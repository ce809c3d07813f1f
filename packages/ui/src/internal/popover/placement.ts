/**
 * Where a popover goes next to its anchor: below it when it fits (or when below has at least as much
 * room as above), otherwise above it. A pure function of rectangles, so the flip rule is tested
 * without a browser (`placement.test.ts`).
 */

export interface AnchorBox {
  top: number;
  bottom: number;
  left: number;
  width: number;
}

export interface PopoverPosition {
  /** Viewport coordinates for a `position: fixed` popover. */
  top: number;
  left: number;
  /** The anchor's width, for popovers that are at least as wide as their field (Select's list). */
  anchorWidth: number;
  side: 'below' | 'above';
}

/**
 * @param anchor the anchor's viewport rectangle
 * @param height the popover's rendered height (0 when not measured yet: it then goes below)
 * @param viewportHeight `window.innerHeight`
 * @param gap space between anchor and popover
 */
export function placePopover(
  anchor: AnchorBox,
  height: number,
  viewportHeight: number,
  gap: number,
): PopoverPosition {
  const roomBelow = viewportHeight - anchor.bottom - gap;
  const roomAbove = anchor.top - gap;
  const above = height > roomBelow && roomAbove > roomBelow;
  return {
    // Above, but never off the top of the screen: a popover taller than the room is cut at the bottom instead.
    top: above ? Math.max(0, anchor.top - gap - height) : anchor.bottom + gap,
    left: anchor.left,
    anchorWidth: anchor.width,
    side: above ? 'above' : 'below',
  };
}

export function samePosition(a: PopoverPosition | null, b: PopoverPosition | null): boolean {
  if (a === null || b === null) return a === b;
  return a.top === b.top && a.left === b.left && a.anchorWidth === b.anchorWidth && a.side === b.side;
}
