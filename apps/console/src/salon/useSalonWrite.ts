import { useToast } from '@console/ui';
import { useState } from 'react';
import { salonErrorMessage, useMounted } from './hooks';

export interface SalonWriteOptions {
  /** The success toast; none when omitted. */
  done?: string;
  /** Field errors of the server are keyed `shop_info.name`; the form's fields are `name`. */
  prefix?: string;
  /** Turns a failure into its message and field errors (default: spec §8's salon rule). */
  describe?: (error: unknown) => { message: string; fields: Record<string, string> };
}

/**
 * One write of a salon settings screen: busy while it runs, the success toast, on failure spec
 * §8's message as a toast and the server's field errors by their fields, and nothing touched once
 * the screen has gone (a save may finish after the user moved on). Resolves whether it succeeded.
 */
export function useSalonWrite() {
  // A success closes this screen's earlier error toasts (ToastProvider does: they are stale).
  const toast = useToast();
  const mounted = useMounted();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (work: () => Promise<unknown>, options: SalonWriteOptions = {}): Promise<boolean> => {
    const { done, prefix = '', describe = salonErrorMessage } = options;
    setBusy(true);
    setErrors({});
    try {
      await work();
      if (done) toast.success(done);
      else toast.dismissErrors();
      return true;
    } catch (caught) {
      const { message, fields } = describe(caught);
      if (mounted.current) {
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([key, text]) => [
              key.startsWith(prefix) ? key.slice(prefix.length) : key,
              text,
            ]),
          ),
        );
      }
      toast.error(message);
      return false;
    } finally {
      if (mounted.current) setBusy(false);
    }
  };
  return { busy, errors, setErrors, run, mounted };
}
