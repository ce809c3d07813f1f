import { TEL_PARAM_KEYS, type TelParamKey, type TelParams, telRegisterSchema } from '@console/contract/tel';
import { fieldErrors } from '@console/contract/validation';
import { Button, DateInput, PageContent, PageHeader, Select, TextField, TimeInput } from '@console/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../shared/fetcher';
import * as formStyles from '../shared/form.css';
import * as pageStyles from '../shared/pages.css';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { SandboxBanner, TelBackLink, TelBreadcrumb } from './common';
import { writeTelFlash } from './flash';
import { toSlashDate } from './format';
import { registerTel, useTelTemplates } from './hooks';
import { TEL_TEXT } from './messages';
import { registerTimeNote } from './sendNotes';
import * as styles from './tel.css';

type Errors = Readonly<Record<string, readonly string[]>>;

const emptyParams = (): Record<TelParamKey, string> =>
  Object.fromEntries(TEL_PARAM_KEYS.map((key) => [key, ''])) as Record<TelParamKey, string>;

/** /line/tel/register: one send registered by hand as a draft order (spec §2). */
export function TelRegisterPage() {
  const navigate = useNavigate();
  const templates = useTelTemplates();
  const [tel, setTel] = useState('');
  // spec §2's "default sample values" (2023/10/01 10:00:00, template 5) are the placeholders: as
  // values they ordered a past time that went out at once (issue 28).
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [params, setParams] = useState(emptyParams);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  const list = templates.data;
  // Read at each render: the note follows the typed time and the clock (a time that just passed).
  const timeNote = registerTimeNote(date, time, Date.now());

  const fieldError = (key: string) => errors[key]?.join(' ') || undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    setErrors({});
    const filled: TelParams = {};
    for (const key of TEL_PARAM_KEYS) if (params[key] !== '') filled[key] = params[key];
    const payload = {
      tel,
      date: toSlashDate(date),
      time,
      template_id: templateId === '' ? '' : Number(templateId),
      params: filled,
    };
    // The contract's rules, as the server runs them: the same messages before anything is sent.
    const checked = fieldErrors(telRegisterSchema, payload);
    if (!checked.ok) {
      setMessage(TEL_TEXT.invalidInput);
      setErrors(checked.errors);
      return;
    }
    setPending(true);
    try {
      const { id } = await registerTel(checked.data);
      writeTelFlash(TEL_TEXT.registered, id);
      navigate('/line/tel');
    } catch (caught) {
      // spec §8: the server's message for an HTTP error, else the generic one.
      if (caught instanceof ApiError && caught.status !== 0) {
        setMessage(caught.message);
        setErrors(caught.errors);
      } else {
        setMessage(TEL_TEXT.genericError);
      }
      setPending(false);
    }
  }

  return (
    <PageContent className={pageStyles.page}>
      <TelBreadcrumb items={[{ name: TEL_TEXT.registerTitle, url: '/line/tel/register' }]} />
      <PageHeader title={TEL_TEXT.registerTitle} />
      <SandboxBanner />
      <p className={pageStyles.text}>{TEL_TEXT.registerIntro}</p>
      <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
        {message ? (
          <p role="alert" className={formStyles.alert}>
            {message}
          </p>
        ) : null}
        <TextField
          label={TEL_TEXT.telLabel}
          type="tel"
          name="tel"
          required
          value={tel}
          placeholder={TEL_TEXT.telPlaceholder}
          autoComplete="off"
          onChange={(event) => setTel(event.target.value)}
          errorText={fieldError('tel')}
        />
        <DateInput
          label={TEL_TEXT.dateLabel}
          required
          value={date}
          placeholder={TEL_TEXT.datePlaceholder}
          onChange={setDate}
          errorText={fieldError('date')}
        />
        <TimeInput
          label={TEL_TEXT.timeLabel}
          required
          seconds
          value={time}
          placeholder={TEL_TEXT.timePlaceholder}
          onChange={setTime}
          helpText={timeNote ? <span className={styles.timeNote}>{timeNote}</span> : undefined}
          errorText={fieldError('time')}
        />
        <Select
          label={TEL_TEXT.templateLabel}
          required
          placeholder={TEL_TEXT.templatePlaceholder}
          loading={templates.isLoading}
          options={(list ?? []).map((t) => ({ name: `${t.id}:${t.name}`, value: String(t.id) }))}
          value={templateId}
          onValueChange={setTemplateId}
          helpText={TEL_TEXT.templateHelp}
          errorText={fieldError('template_id')}
        />
        <p className={styles.paramsHelp}>{TEL_TEXT.paramsHelp}</p>
        <div className={styles.paramGrid}>
          {TEL_PARAM_KEYS.map((key, index) => (
            <TextField
              key={key}
              label={TEL_TEXT.paramLabel(index + 1)}
              name={key}
              value={params[key]}
              onChange={(event) => {
                const value = event.target.value;
                setParams((current) => ({ ...current, [key]: value }));
              }}
              errorText={fieldError(`params.${key}`)}
            />
          ))}
        </div>
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? TEL_TEXT.submitting : TEL_TEXT.submitRegister}
          </Button>
        </div>
      </form>
      <TelBackLink />
    </PageContent>
  );
}
