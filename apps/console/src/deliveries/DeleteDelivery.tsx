import { useSWRConfig } from 'swr';
import { DeleteButton } from '../shared/DeleteButton';
import { deliveriesApi } from './hooks';
import { DELIVERIES_TEXT as T } from './messages';

/**
 * 削除 for a saved draft and a cancelled delivery: the only ones the API deletes (any other status
 * is a 409, whose words the toast shows). `onDeleted` leaves the page; the delivery's cached copy
 * stays until then (the form leaves from its own effect), and its address asks again when opened.
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
  const { mutate } = useSWRConfig();
  return (
    <DeleteButton
      text={{
        button: T.deleteButton,
        title: T.deleteConfirm(name),
        message: T.deleteMessage,
        confirm: T.deleteApply,
        cancel: T.close,
        deleted: T.deleted,
      }}
      remove={async () => {
        await deliveriesApi.remove(id);
        void mutate((key) => Array.isArray(key) && key[0] === 'deliveries.list');
      }}
      onDeleted={onDeleted}
    />
  );
}
