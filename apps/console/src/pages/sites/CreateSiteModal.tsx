import { SITE_NAME_MAX_LENGTH, type Site, siteCreateInputSchema } from '@console/contract/pages';
import { Button, Modal, TextField, useToast } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../shared/fetcher';
import { checkInput, writeError } from '../../shared/writes';
import { sitesApi } from './hooks';
import { SITES_TEXT as T } from './messages';
import * as styles from './sites.css';
import { normalSlug, siteAddress } from './view';

const FORM_ID = 'site-create';

/**
 * サイトを作成: a name and an address, the full URL shown as it is typed. The address is checked
 * here with the contract's schema (SITE_SLUG_PATTERN); the server's 409 (taken by another site)
 * is shown at it.
 */
function CreateDialog({
  origin,
  onClose,
  onCreated,
}: {
  origin: string;
  onClose: () => void;
  onCreated: (site: Site) => void;
}) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const body = { name, slug: normalSlug(slug) };
      checkInput(siteCreateInputSchema, body);
      const site = await sitesApi.create(body);
      toast.success(T.created);
      onCreated(site);
    } catch (failure) {
      const { fields, message } = writeError(failure);
      // 409 has no field: the address is what another site holds.
      const isTaken = failure instanceof ApiError && failure.status === 409;
      setErrors(isTaken ? { slug: message } : fields);
      if (!isTaken && Object.keys(fields).length === 0) toast.error(message);
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={T.createTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" busy={saving}>
            {T.createSubmit}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.fields} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={T.name}
          required
          maxLength={SITE_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors(({ name: _, ...rest }) => rest);
          }}
          errorText={errors.name}
        />
        <TextField
          label={T.address}
          required
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          helpText={T.slugHelp}
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setErrors(({ slug: _, ...rest }) => rest);
          }}
          errorText={errors.slug}
        />
        <p className={styles.subtle} aria-live="polite">
          {T.slugPreview(siteAddress(origin, slug || '…'))}
        </p>
      </form>
    </Modal>
  );
}

/** Mounted only while open: each opening starts empty. */
export function CreateSiteModal({
  open,
  ...props
}: {
  open: boolean;
  origin: string;
  onClose: () => void;
  onCreated: (site: Site) => void;
}) {
  return open ? <CreateDialog {...props} /> : null;
}
