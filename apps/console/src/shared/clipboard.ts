import { useToast } from '@console/ui';

/**
 * Copies a text (a URL, a command) and says so in a toast; where the browser refuses (no
 * permission, an insecure page), the toast tells the operator to select and copy it by hand.
 */
export function useCopyText() {
  const toast = useToast();
  return async (text: string, said: { copied: string; failed: string }) => {
    try {
      await navigator.clipboard.writeText(text);
      // A copy is no retry of a failed save: an error on screen stays.
      toast.success(said.copied, { keepErrors: true });
    } catch {
      toast.error(said.failed);
    }
  };
}
