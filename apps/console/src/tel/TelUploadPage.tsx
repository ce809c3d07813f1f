import {
  TEL_DESCRIPTION_MAX_LENGTH,
  TEL_SAMPLE_CSV_FILENAME,
  TEL_SAMPLE_CSV_PATH,
  telUploadFieldsSchema,
} from '@console/contract/tel';
import { fieldErrors } from '@console/contract/validation';
import { Button, FileInput, PageContent, PageHeader, TextField, useToast } from '@console/ui';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../shared/fetcher';
import * as formStyles from '../shared/form.css';
import * as pageStyles from '../shared/pages.css';
import { SandboxBanner, TelBackLink, TelBreadcrumb } from './common';
import { writeTelFlash } from './flash';
import { errorMessages, manualUrl, percentText } from './format';
import { uploadTelFile } from './hooks';
import { TEL_TEXT } from './messages';
import * as styles from './tel.css';

/** The manual root, set at build time; without one the header shows no manual link. */
const MANUAL_ROOT: string | undefined = import.meta.env.VITE_MANUAL_ROOT;

/** spec §2: Enter in the memo does nothing (TextField already keeps the IME's confirming Enter to itself). */
function ignoreEnter(event: KeyboardEvent<HTMLInputElement>) {
  event.preventDefault();
}

export interface TelUploadPageProps {
  /** The manual's root address; defaults to the build-time VITE_MANUAL_ROOT. */
  manualRoot?: string;
}

/** /line/tel/upload: a CSV registers many sends at once as a draft order (spec §2, §4). */
export function TelUploadPage({ manualRoot = MANUAL_ROOT }: TelUploadPageProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const errorsId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [description, setDescription] = useState('');
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; rows: string[] } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    setFailure(null);
    if (!file) {
      setFileError(TEL_TEXT.noFile);
      return;
    }
    setFileError(null);
    // The memo's rule is the contract's, as the server runs it on the multipart field.
    const fields = fieldErrors(telUploadFieldsSchema, { description });
    setDescriptionError(fields.ok ? null : (fields.errors.description?.[0] ?? null));
    if (!fields.ok) return;
    setPending(true);
    setProgress(0);
    try {
      const { id } = await uploadTelFile(file, description, ({ loaded, total }) =>
        setProgress(total > 0 ? loaded / total : 0),
      );
      writeTelFlash(TEL_TEXT.registered, id);
      navigate('/line/tel');
    } catch (caught) {
      // spec §8: one toast for every failure; the server's reasons (row errors) go below it.
      toast.error(TEL_TEXT.uploadFailed);
      if (caught instanceof ApiError) {
        const rows = errorMessages(caught.errors);
        setFailure({ message: caught.message, rows });
      }
      setPending(false);
      setProgress(null);
    }
  }

  return (
    <PageContent className={pageStyles.page}>
      <TelBreadcrumb items={[{ name: TEL_TEXT.uploadTitle, url: '/line/tel/upload' }]} />
      <PageHeader title={TEL_TEXT.uploadTitle} manualUrl={manualUrl(manualRoot)} />
      <SandboxBanner />
      <p className={pageStyles.text}>{TEL_TEXT.uploadIntro}</p>
      <p className={pageStyles.text}>
        <a href={TEL_SAMPLE_CSV_PATH} download={TEL_SAMPLE_CSV_FILENAME} className={pageStyles.link}>
          {TEL_TEXT.sampleLink}
        </a>
        <span className={styles.subtle}>{TEL_TEXT.sampleNote}</span>
      </p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <FileInput
          ref={fileRef}
          label={TEL_TEXT.fileLabel}
          name="file"
          accept=".csv,text/csv"
          errorText={fileError ?? undefined}
          aria-describedby={failure ? errorsId : undefined}
          onChange={() => {
            setFileError(null);
            setFailure(null);
          }}
        />
        <TextField
          label={TEL_TEXT.descriptionLabel}
          name="description"
          value={description}
          maxLength={TEL_DESCRIPTION_MAX_LENGTH}
          placeholder={TEL_TEXT.descriptionPlaceholder}
          onChange={(event) => setDescription(event.target.value)}
          onEnter={ignoreEnter}
          errorText={descriptionError ?? undefined}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? TEL_TEXT.uploading : TEL_TEXT.uploadSubmit}
          </Button>
        </div>
        {progress !== null ? (
          <progress
            className={styles.progress}
            aria-label={TEL_TEXT.uploadProgress}
            value={Math.round(progress * 100)}
            max={100}
            aria-valuetext={percentText(progress, 1)}
          />
        ) : null}
      </form>
      {failure ? (
        <section
          id={errorsId}
          className={styles.errorBox}
          aria-label={TEL_TEXT.rowErrorsHeading}
          data-testid="tel-upload-errors"
        >
          <p role="alert" className={formStyles.fieldError}>
            {failure.message}
          </p>
          {failure.rows.length > 0 ? (
            <ul className={styles.errorList}>
              {failure.rows.map((row, index) => (
                // Messages may repeat; their order is the file's row order.
                // biome-ignore lint/suspicious/noArrayIndexKey: static list rendered once per failure
                <li key={index}>{row}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <TelBackLink />
    </PageContent>
  );
}
