export { PopoverPortal, type PopoverPortalProps } from './PopoverPortal';
export { type PopoverPosition, placePopover } from './placement';
export { type AnchoredPopover, useAnchoredPopover, useFocusOnOpen } from './useAnchoredPopover';
