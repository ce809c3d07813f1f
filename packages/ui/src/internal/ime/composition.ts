/**
 * The one decision "the user is composing with an IME" for the whole library. Every Enter, Escape
 * and arrow handler asks this before acting, so confirming a conversion with Enter never submits,
 * selects or closes anything.
 *
 * - `isComposing` is the standard flag (Chrome, Firefox, and Safari for most keys).
 * - `keyCode === 229` is what browsers report for keys handled by the IME (older Chrome, Edge).
 * - Safari reports the Enter that ends a composition *after* `compositionend`, with
 *   `isComposing === false`; `useCompositionGuard` covers that by remembering the last
 *   `compositionend` for one task.
 */
export interface KeyboardEventLike {
  isComposing?: boolean;
  keyCode?: number;
  nativeEvent?: { isComposing?: boolean; keyCode?: number };
}

export function isComposingEvent(event: KeyboardEventLike): boolean {
  const native = event.nativeEvent ?? event;
  return Boolean(native.isComposing || event.isComposing) || native.keyCode === 229 || event.keyCode === 229;
}
