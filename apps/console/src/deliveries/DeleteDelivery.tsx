import { Button, ConfirmDialog, useToast } from '@console/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { writeError } from '../shared/writes';
import { deliveriesApi } from './hooks';
import { DELIVERIES_TEXT as T } from './messages';

/**
 * 削除 with its confirmation, for a saved draft and a cancelled delivery: the only ones the API
 * deletes (any other status is a 409, whose words the toast shows). `onDeleted` leaves the page.
 */
export function DeleteDeliveryButton({
  id,
  name,
  onDeleted,
}: {
  id: number;
  name: string;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await deliveriesApi.remove(id);
    } catch (failure) {
      toast.error(writeError(failure).message);
      setBusy(false);
      return;
    }
    toast.success(T.deleted);
    void mutate((key) => Array.isArray(key) && key[0] === 'deliveries.list');
    // Its cached copy stays until the page is left (the form leaves from its own effect); its address
    // asks again when opened and then says 見つかりません.
    onDeleted();
  };
  return (
    <>
      <Button variant="danger" busy={busy} onClick={() => setConfirming(true)}>
        {T.deleteButton}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={T.deleteConfirm(name)}
        message={T.deleteMessage}
        confirmLabel={T.deleteApply}
        cancelLabel={T.close}
        variant="danger"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
