export { type AnchoredPopover, useAnchoredPopover, useFocusOnOpen } from './useAnchoredPopover';
