import { Button, ConfirmDialog, useToast } from '@console/ui';
import { useState } from 'react';
import { writeError } from './writes';

/** The words of a delete: the feature's own. */
export interface DeleteButtonText {
  button: string;
  /** The dialog's question, naming what goes. */
  title: string;
  message: string;
  confirm: string;
  /** The dialog's way back; ConfirmDialog's own word when not given. */
  cancel?: string;
  /** The toast once deleted. */
  deleted: string;
}

/**
 * 削除 behind a confirmation, for a page that shows one thing (a tracker, a delivery): `remove`
 * runs, the toast says it went and `onDeleted` leaves the page; a refusal (a 409 when it may no
 * longer go) is toasted in the server's words and the button is usable again.
 */
export function DeleteButton({
  text,
  remove,
  onDeleted,
}: {
  text: DeleteButtonText;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await remove();
    } catch (failure) {
      toast.error(writeError(failure).message);
      setBusy(false);
      return;
    }
    toast.success(text.deleted);
    onDeleted();
  };
  return (
    <>
      <Button variant="danger" busy={busy} onClick={() => setConfirming(true)}>
        {text.button}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={text.title}
        message={text.message}
        confirmLabel={text.confirm}
        {...(text.cancel === undefined ? {} : { cancelLabel: text.cancel })}
        variant="danger"
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
