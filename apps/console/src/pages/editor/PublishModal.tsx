import type { PageStatus } from '@console/contract/pages';
import { Button, DateInput, Modal, SegmentedControl, TimeInput } from '@console/ui';
import { useState } from 'react';
import { tokyoToday } from '../../shared/dates';
import { isoToTokyo, tokyoToIso } from './document';
import * as styles from './editor.css';
import { EDITOR_TEXT as T } from './messages';

type When = 'now' | 'later';

/**
 * 公開…: publish the draft now, or at a day and time in Japan (sent as an ISO instant; the
 * server refuses a time already past with the contract's words), and stop a published or
 * scheduled page.
 */
export function PublishModal({
  open,
  status,
  publishAt,
  busy,
  error,
  onClose,
  onPublish,
  onUnpublish,
}: {
  open: boolean;
  status: PageStatus;
  publishAt: string | null;
  busy: 'publish' | 'unpublish' | null;
  /** The server's refusal of the time (or of the publish). */
  error: string | undefined;
  onClose: () => void;
  onPublish: (at: string | null) => void;
  onUnpublish: () => void;
}) {
  const [when, setWhen] = useState<When>(publishAt ? 'later' : 'now');
  const [parts, setParts] = useState(() => isoToTokyo(publishAt));
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (when === 'now') return onPublish(null);
    const at = tokyoToIso(parts.date, parts.time);
    setMissing(at === null);
    if (at !== null) onPublish(at);
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.publishTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.close}
          </Button>
          <Button variant="primary" busy={busy === 'publish'} disabled={busy !== null} onClick={submit}>
            {when === 'now' ? T.publish : T.schedule}
          </Button>
        </>
      }
    >
      <div className={styles.section}>
        <SegmentedControl
          label={T.publishWhen}
          options={[
            { value: 'now', label: T.publishNow },
            { value: 'later', label: T.publishLater },
          ]}
          value={when}
          onValueChange={(value) => setWhen(value as When)}
        />
        {when === 'later' && (
          <div className={styles.toolbar}>
            <DateInput
              label={T.publishDate}
              required
              min={tokyoToday()}
              value={parts.date}
              onChange={(date) => setParts({ ...parts, date })}
              errorText={missing && !parts.date ? T.publishAtMissing : error}
            />
            <TimeInput
              label={T.publishTime}
              required
              value={parts.time}
              onChange={(time) => setParts({ ...parts, time })}
              errorText={missing && !parts.time ? T.publishAtMissing : undefined}
            />
          </div>
        )}
        {when === 'now' && error && (
          <p className={styles.problem} role="alert">
            {error}
          </p>
        )}
        <p className={styles.subtle}>{T.publishHelp}</p>
        {status !== 'draft' && (
          <div className={styles.section}>
            <p className={styles.subtle}>{T.unpublishNote}</p>
            <div>
              <Button
                variant="danger"
                busy={busy === 'unpublish'}
                disabled={busy !== null}
                onClick={onUnpublish}
              >
                {T.unpublish}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
