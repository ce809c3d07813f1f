import type { KeyboardEvent } from 'react';

/**
 * CONVENTIONS.md "Japanese input is first-class": true while an IME composition is in progress.
 * keyCode 229 covers Safari, which ends the composition before the confirming Enter's keydown.
 */
export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** onKeyDown for a form field: the Enter that confirms a conversion must not submit the form. */
export function preventEnterWhileComposing(event: KeyboardEvent): void {
  if (event.key === 'Enter' && isComposing(event)) event.preventDefault();
}
