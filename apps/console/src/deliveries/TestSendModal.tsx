import { DELIVERY_TEST_FRIENDS_MAX, type DeliveryTestResult } from '@console/contract/deliveries';
import type { Friend } from '@console/contract/friends';
import { Button, Checkbox, Modal, TextField } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { LoadError, writeError } from '../shared/writes';
import * as styles from './deliveries.css';
import { deliveriesApi, useFriendSearch } from './hooks';
import { DELIVERIES_TEXT as T } from './messages';

/**
 * テスト配信 (issue 31): up to DELIVERY_TEST_FRIENDS_MAX friends found by name, sent the
 * delivery's template now; then each friend's outcome (sent, or failed with LINE's reason).
 * The chosen friends stay chosen across searches: the operator's phone and a colleague's are
 * two searches.
 */
export function TestSendModal({
  deliveryId,
  open,
  onClose,
}: {
  /** The saved delivery to test; null while it is being saved. */
  deliveryId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const [words, setWords] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Friend[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DeliveryTestResult | null>(null);
  const friends = useFriendSearch(open ? query : null);
  const chosenIds = new Set(chosen.map((friend) => friend.id));
  const full = chosen.length >= DELIVERY_TEST_FRIENDS_MAX;
  // The chosen first, then the search's other friends: unchecking one never makes it vanish.
  const shown = [...chosen, ...(friends.data ?? []).filter((friend) => !chosenIds.has(friend.id))];

  const close = () => {
    setResult(null);
    setError(null);
    onClose();
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setQuery(words.trim());
  };
  const toggle = (friend: Friend, on: boolean) =>
    setChosen((current) => (on ? [...current, friend] : current.filter((other) => other.id !== friend.id)));
  const send = async () => {
    if (deliveryId === null || chosen.length === 0) return;
    setSending(true);
    setError(null);
    try {
      setResult(
        await deliveriesApi.test(
          deliveryId,
          chosen.map((friend) => friend.id),
        ),
      );
    } catch (failure) {
      setError(writeError(failure).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={T.testTitle}
      footer={
        result ? (
          <Button variant="primary" onClick={close}>
            {T.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {T.cancel}
            </Button>
            <Button
              variant="primary"
              busy={sending || deliveryId === null}
              disabled={chosen.length === 0}
              onClick={() => void send()}
            >
              {T.testSend}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <section className={styles.form} aria-label={T.testResults}>
          {result.sandbox && <p className={styles.info}>{T.testSandbox}</p>}
          <ul className={styles.choices} aria-label={T.testResults}>
            {result.results.map((item) => (
              <li key={item.friend_id}>
                {item.name}：{item.status === 'sent' ? T.testSent : `${T.testFailed}（${item.error ?? ''}）`}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className={styles.form}>
          <p className={styles.subtle}>{T.testNote}</p>
          <form className={styles.row} onSubmit={search} aria-label={T.friendSearch}>
            <TextField
              label={T.friendSearch}
              maxLength={100}
              value={words}
              onChange={(event) => setWords(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              {T.friendSearchButton}
            </Button>
          </form>
          <LoadError error={friends.error} />
          {friends.isLoading && <p className={styles.subtle}>{T.loading}</p>}
          {query !== null && friends.data?.length === 0 && chosen.length === 0 && (
            <p className={styles.subtle}>{T.friendNone}</p>
          )}
          <p className={styles.subtle} aria-live="polite">
            {T.friendChosen(chosen.length)}
          </p>
          <ul className={styles.choices}>
            {shown.map((friend) => (
              <li key={friend.id}>
                <Checkbox
                  label={friend.display_name}
                  value={chosenIds.has(friend.id)}
                  disabled={!chosenIds.has(friend.id) && full}
                  onChange={(on) => toggle(friend, on)}
                />
              </li>
            ))}
          </ul>
          {error && (
            <p role="alert" className={styles.notice}>
              {error}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
