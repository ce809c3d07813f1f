import { type RefObject, useEffect } from 'react';

/**
 * After a refused save, focus goes to the first field shown as wrong (in the form's order), and
 * it is scrolled into view: on a phone the message may be a screen away from 保存. Runs when the
 * form's own check refuses (`failures` grows; 0 for a form without one) and when the server's
 * field messages arrive (a new `serverErrors` object). Every feature's forms use it (issue 28).
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  failures: number,
  serverErrors: Readonly<Record<string, string>>,
) {
  const serverCount = Object.keys(serverErrors).length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new refusal, not on each render
  useEffect(() => {
    if (failures === 0 && serverCount === 0) return;
    const first = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] button, [data-invalid] [role="spinbutton"]',
    );
    if (!first) return;
    first.focus();
    // jsdom has no scrollIntoView; browsers all do.
    first.scrollIntoView?.({ block: 'center' });
  }, [failures, serverErrors]);
}
