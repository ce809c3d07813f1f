import { type RefObject, useCallback, useRef, useState } from 'react';

export interface AnchoredPopover {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes; with `returnFocus`, focus goes back to `returnTo` (the text input or the trigger). */
  close: (returnFocus: boolean) => void;
  /** The field the popover sits next to (the whole frame of input and button). */
  anchorRef: RefObject<HTMLDivElement | null>;
  /** The popover's content element while open. */
  popoverRef: RefObject<HTMLDivElement | null>;
  /** Where focus goes back to, and whether the last close asked for it (read when the content unmounts). */
  returnTo: RefObject<HTMLElement | null>;
  returnFocusRef: RefObject<boolean>;
}

/**
 * Open state of a popover next to a field (DateInput's calendar, TimeInput's lists, DatePicker).
 * `PopoverPortal` renders it with `@radix-ui/react-popover`, which places it on the side with room
 * (all four sides, kept in place on scroll and resize) and dismisses it on Escape and outside presses.
 */
export function useAnchoredPopover(returnTo: RefObject<HTMLElement | null>): AnchoredPopover {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef(false);

  const close = useCallback(
    (returnFocus: boolean) => {
      returnFocusRef.current = returnFocus;
      setOpen(false);
      if (returnFocus) returnTo.current?.focus();
    },
    [returnTo],
  );

  return { open, setOpen, close, anchorRef, popoverRef, returnTo, returnFocusRef };
}
