import { ConfirmDialog } from '@console/ui';
import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { LIB_MESSAGES } from './messages';

/**
 * Asks before unsaved changes are lost: a move to another screen of the console is held with a
 * dialog (stay or leave), and closing or reloading the tab gets the browser's own question
 * (browsers show their fixed text there, not ours).
 */
export function LeaveWarning({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 and Safari need returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LIB_MESSAGES.leaveTitle}
      message={LIB_MESSAGES.leaveWarning}
      confirmLabel={LIB_MESSAGES.leave}
      variant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * For a page of sections that save on their own: each reports whether it has unsaved edits, and
 * the page warns while any has.
 */
export function useDirtySections() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (section: string, isDirty: boolean) =>
      setDirty((current) => {
        if (current.has(section) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(section);
        else next.delete(section);
        return next;
      }),
    [],
  );
  return { anyDirty: dirty.size > 0, report };
}
