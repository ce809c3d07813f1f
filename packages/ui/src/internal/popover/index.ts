export { type PopoverPosition, placePopover } from './placement';
export { type AnchoredPopover, useAnchoredPopover, useFocusOnOpen } from './useAnchoredPopover';
