import { pageAccountSettingsSchema } from '@console/contract/pages';
import { Button, Modal, Skeleton, TextField, useToast } from '@console/ui';
import { vars } from '@console/ui/css';
import { type FormEvent, useState } from 'react';
import { checkInput, LoadError, useCanWrite, writeError } from '../shared/writes';
import { pagesApi, usePageSettings } from './hooks';
import { PAGES_TEXT as T } from './messages';
import * as styles from './pages.css';

/** The LIFF id field, filled with the saved one; a 422 (or the contract's rule) says why under it. */
function SettingsForm({ saved, canWrite, onDone }: { saved: string; canWrite: boolean; onDone: () => void }) {
  const toast = useToast();
  const [liffId, setLiffId] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      // Empty is "no LIFF app": the pages then have no LINE address.
      const body = { liff_id: liffId.trim() || null };
      checkInput(pageAccountSettingsSchema, body);
      await pagesApi.settings(body);
      toast.success(T.saved);
      onDone();
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setError(fields.liff_id ?? message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className={styles.fields} onSubmit={(event) => void save(event)} aria-label={T.settingsTitle}>
      <TextField
        label={T.liffId}
        placeholder={T.liffIdPlaceholder}
        helpText={T.liffIdHelp}
        value={liffId}
        maxLength={40}
        readOnly={!canWrite}
        onChange={(event) => {
          setLiffId(event.target.value);
          setError(undefined);
        }}
        errorText={error}
      />
      {!canWrite && <p className={styles.subtle}>{T.settingsReadOnly}</p>}
      <div className={styles.row}>
        <Button variant="secondary" onClick={onDone}>
          {canWrite ? T.cancel : T.close}
        </Button>
        {canWrite && (
          <Button type="submit" variant="primary" busy={saving}>
            {T.save}
          </Button>
        )}
      </div>
    </form>
  );
}

/** ページの設定: the account's LIFF app that opens the pages inside LINE (both kinds share it). */
export function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = usePageSettings();
  // The id is the account's for both families: changing it needs both write keys (the server's rule).
  const landing = useCanWrite('LANDING_WRITE');
  const form = useCanWrite('FORM_WRITE');
  const canWrite = landing && form;
  return (
    <Modal open={open} onClose={onClose} title={T.settingsTitle}>
      <LoadError error={settings.error} />
      {settings.data ? (
        <SettingsForm saved={settings.data.liff_id ?? ''} canWrite={canWrite} onDone={onClose} />
      ) : (
        !settings.error && <Skeleton shape="rect" height={vars.controlHeight.large} />
      )}
    </Modal>
  );
}
