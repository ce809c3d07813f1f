import { TEL_TEMPLATE_NAME_MAX_LENGTH, telTemplateRegisterSchema } from '@console/contract/tel';
import { fieldErrors } from '@console/contract/validation';
import { Button, LinePreview, PageContent, PageHeader, Textarea, TextField } from '@console/ui';
import { type FormEvent, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../shared/fetcher';
import * as pageStyles from '../shared/pages.css';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { SandboxBanner, TelBackLink, TelBreadcrumb } from './common';
import { writeTelFlash } from './flash';
import { errorMessages, previewOf } from './format';
import { registerTelTemplate } from './hooks';
import { TEL_TEXT } from './messages';
import { SAMPLE_TEMPLATE_BODY } from './sampleTemplate';
import * as styles from './tel.css';

type Errors = Readonly<Record<string, readonly string[]>>;

/** /line/tel/template/register: a name and a flex-message JSON body (spec §2). */
export function TelTemplateRegisterPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [body, setBody] = useState(SAMPLE_TEMPLATE_BODY);
  const [pending, setPending] = useState(false);
  const [notices, setNotices] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  // Drawn after the keystroke, in a background render: typing in the JSON never waits for it.
  const shownBody = useDeferredValue(body);
  const preview = useMemo(() => previewOf(shownBody), [shownBody]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotices([]);
    setErrors({});
    // The contract's rules, as the server runs them: the same messages before anything is sent.
    const checked = fieldErrors(telTemplateRegisterSchema, { name, body });
    if (!checked.ok) {
      setErrors(checked.errors);
      setNotices(errorMessages(checked.errors));
      return;
    }
    setPending(true);
    try {
      await registerTelTemplate(checked.data);
      writeTelFlash(TEL_TEXT.registered);
      navigate('/line/tel/template');
    } catch (caught) {
      // spec §8: every message of the errors map, else the generic one.
      const messages = caught instanceof ApiError ? errorMessages(caught.errors) : [];
      if (caught instanceof ApiError) setErrors(caught.errors);
      setNotices(
        messages.length > 0
          ? messages
          : [caught instanceof ApiError && caught.status !== 0 ? caught.message : TEL_TEXT.genericError],
      );
      setPending(false);
    }
  }

  return (
    <PageContent className={pageStyles.page}>
      <TelBreadcrumb
        items={[
          { name: TEL_TEXT.templateListTitle, url: '/line/tel/template' },
          { name: TEL_TEXT.templateRegisterTitle, url: '/line/tel/template/register' },
        ]}
      />
      <PageHeader title={TEL_TEXT.templateRegisterTitle} />
      <SandboxBanner />
      <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
        {notices.length > 0 ? (
          <div role="alert" className={styles.errorBox}>
            <ul className={styles.errorList}>
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <TextField
          label={TEL_TEXT.templateNameLabel}
          name="name"
          required
          value={name}
          maxLength={TEL_TEMPLATE_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          errorText={errors.name?.join(' ') || undefined}
        />
        <Textarea
          label={TEL_TEXT.templateBodyLabel}
          name="body"
          required
          rows={20}
          value={body}
          spellCheck={false}
          helpText={TEL_TEXT.templateBodyNote}
          onChange={(event) => setBody(event.target.value)}
          errorText={errors.body?.join(' ') || undefined}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" busy={pending}>
            {pending ? TEL_TEXT.submitting : TEL_TEXT.templateSubmit}
          </Button>
        </div>
      </form>
      {/* Not a region itself: the preview is one, by the same name. */}
      <div className={styles.form}>
        <h2 className={styles.sectionHeading}>{TEL_TEXT.templatePreviewTitle}</h2>
        {preview ? (
          <>
            <LinePreview messages={[preview]} aria-label={TEL_TEXT.templatePreviewTitle} />
            <p className={styles.paramsHelp}>{TEL_TEXT.templatePreviewNote}</p>
          </>
        ) : (
          <p className={styles.paramsHelp}>{TEL_TEXT.templatePreviewInvalid}</p>
        )}
      </div>
      <TelBackLink to="/line/tel/template" />
    </PageContent>
  );
}
