import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

const NONE: Readonly<Record<string, unknown>> = {};

/**
 * After a refused save, focus goes to the first field shown as wrong (in the form's order), and
 * it is scrolled into view: on a phone the message may be a screen away from 保存. It runs after
 * the render that shows the messages: when the returned `refuse()` is called (the form's own check
 * refused; call it beside setting the messages) and when `fieldErrors` is a new, non-empty object
 * (a form whose messages are set in one place, or come from the server through its parent).
 * Every feature's forms use it (issue 28).
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  fieldErrors: Readonly<Record<string, unknown>> = NONE,
): () => void {
  const [refusals, setRefusals] = useState(0);
  const seen = useRef(0);
  const hasErrors = Object.keys(fieldErrors).length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new refusal, not on each render
  useEffect(() => {
    const refused = refusals !== seen.current;
    seen.current = refusals;
    // Errors cleared as a new save starts are no refusal.
    if (!refused && !hasErrors) return;
    const first = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] button, [data-invalid] [role="spinbutton"]',
    );
    if (!first) return;
    first.focus();
    // jsdom has no scrollIntoView; browsers all do.
    first.scrollIntoView?.({ block: 'center' });
  }, [refusals, fieldErrors]);
  return useCallback(() => setRefusals((n) => n + 1), []);
}
