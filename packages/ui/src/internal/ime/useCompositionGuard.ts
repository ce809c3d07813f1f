import { type CompositionEvent, useCallback, useMemo, useRef } from 'react';
import { isComposingEvent, type KeyboardEventLike } from './composition';

export interface CompositionGuard {
  /** Spread onto the input: tracks composition start and end. */
  handlers: {
    onCompositionStart: (event: CompositionEvent) => void;
    onCompositionEnd: (event: CompositionEvent) => void;
  };
  /** True while composing, or for the key event that ends a composition in Safari. */
  isComposing: (event: KeyboardEventLike) => boolean;
}

/**
 * The composition guard as a hook, for inputs: combines the event flags of `isComposingEvent`
 * with composition events, since Safari fires the committing Enter after `compositionend`.
 */
export function useCompositionGuard(): CompositionGuard {
  const composing = useRef(false);
  const endedAt = useRef(-1);

  const onCompositionStart = useCallback(() => {
    composing.current = true;
  }, []);
  const onCompositionEnd = useCallback(() => {
    composing.current = false;
    endedAt.current = performance.now();
  }, []);
  const isComposing = useCallback((event: KeyboardEventLike) => {
    if (composing.current || isComposingEvent(event)) return true;
    // Safari: the Enter that commits arrives right after compositionend.
    return endedAt.current >= 0 && performance.now() - endedAt.current < 50;
  }, []);

  return useMemo(
    () => ({ handlers: { onCompositionStart, onCompositionEnd }, isComposing }),
    [onCompositionStart, onCompositionEnd, isComposing],
  );
}
