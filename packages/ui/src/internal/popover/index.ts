export { PopoverPortal, type PopoverPortalProps } from './PopoverPortal';
export { type AnchoredPopover, useAnchoredPopover } from './useAnchoredPopover';
