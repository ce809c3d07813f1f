import { pageAccountSettingsSchema } from '@console/contract/pages';
import { Button, Modal, Skeleton, TextField, useToast } from '@console/ui';
import { vars } from '@console/ui/css';
import { type FormEvent, useState } from 'react';
import { checkInput, LoadError, useCanWrite, writeError } from '../shared/writes';
import { pagesApi, usePageSettings } from './hooks';
import { PAGES_TEXT as T } from './messages';
import * as styles from './pages.css';

const FORM_ID = 'page-settings';

/** ページの設定, opened: the LIFF id as saved, until the operator types another. */
function SettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = usePageSettings();
  const toast = useToast();
  // The id is the account's for both families: changing it needs both write keys (the server's rule).
  const landing = useCanWrite('LANDING_WRITE');
  const form = useCanWrite('FORM_WRITE');
  const canWrite = landing && form;
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const liffId = typed ?? settings.data?.liff_id ?? '';
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      // Empty is "no LIFF app": the pages then have no LINE address.
      const body = { liff_id: liffId.trim() || null };
      checkInput(pageAccountSettingsSchema, body);
      await pagesApi.settings(body);
      toast.success(T.saved);
      onClose();
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setError(fields.liff_id ?? message);
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={T.settingsTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {canWrite ? T.cancel : T.close}
          </Button>
          {canWrite && (
            <Button type="submit" form={FORM_ID} variant="primary" busy={saving} disabled={!settings.data}>
              {T.save}
            </Button>
          )}
        </>
      }
    >
      <LoadError error={settings.error} />
      {settings.data ? (
        <form id={FORM_ID} className={styles.fields} noValidate onSubmit={(event) => void save(event)}>
          <TextField
            label={T.liffId}
            placeholder={T.liffIdPlaceholder}
            helpText={T.liffIdHelp}
            value={liffId}
            readOnly={!canWrite}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
            errorText={error}
          />
          {!canWrite && <p className={styles.subtle}>{T.settingsReadOnly}</p>}
        </form>
      ) : (
        // The field's place while the saved id loads, so the dialog does not grow when it comes.
        !settings.error && <Skeleton shape="rect" height={vars.controlHeight.large} />
      )}
    </Modal>
  );
}

/** ページの設定: the account's LIFF app that opens the pages inside LINE (both kinds share it). */
export function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Mounted only while open: each opening starts from what is saved.
  return open ? <SettingsDialog onClose={onClose} /> : null;
}
