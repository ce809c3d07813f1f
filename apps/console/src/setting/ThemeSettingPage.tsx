import { type Account, type AccountUpdate, OEM_CODES, toOemCode } from '@console/contract';
import { Button } from '@console/ui';
import { type FormEvent, useId, useState } from 'react';
import * as pageStyles from '../app/pages.css';
import { ApiError } from '../lib/fetcher';
import * as formStyles from '../lib/form.css';
import { preventEnterWhileComposing } from '../lib/ime';
import { LIB_MESSAGES } from '../lib/messages';
import { updateAccount, useAccount } from './hooks';
import { OEM_LABELS, SETTING_MESSAGES } from './messages';
import * as styles from './ThemeSettingPage.css';

type FieldErrors = Partial<Record<'name' | 'app_name' | 'oem_code', string>>;

function validate(update: Required<AccountUpdate>): FieldErrors {
  const errors: FieldErrors = {};
  if (!update.name) errors.name = SETTING_MESSAGES.nameRequired;
  else if ([...update.name].length > 100) errors.name = SETTING_MESSAGES.tooLong;
  if (!update.app_name) errors.app_name = SETTING_MESSAGES.appNameRequired;
  else if ([...update.app_name].length > 100) errors.app_name = SETTING_MESSAGES.tooLong;
  return errors;
}

interface ThemeSettingFormProps {
  account: Account;
  /** Reloads the page so the server's meta tags (OEM code, app name) apply the new theme. */
  onSaved(account: Account): void;
}

function ThemeSettingForm({ account, onSaved }: ThemeSettingFormProps) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const update = {
      name: String(data.get('name') ?? '').trim(),
      app_name: String(data.get('app_name') ?? '').trim(),
      oem_code: toOemCode(String(data.get('oem_code') ?? '')),
    };
    const found = validate(update);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const result = await updateAccount(update);
      setSaved(true);
      onSaved(result);
    } catch (error) {
      if (error instanceof ApiError) {
        setMessage(error.message);
        setErrors({
          name: error.errors.name?.[0],
          app_name: error.errors.app_name?.[0],
          oem_code: error.errors.oem_code?.[0],
        });
      } else {
        setMessage(LIB_MESSAGES.unexpected);
      }
      setPending(false);
    }
  }

  const field = (key: keyof FieldErrors) => ({
    id: `${id}-${key}`,
    name: key,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const fieldError = (key: keyof FieldErrors) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className={formStyles.fieldError}>
        {errors[key]}
      </p>
    ) : null;

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      {message ? (
        <p role="alert" className={formStyles.alert}>
          {message}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className={formStyles.notice}>
          {SETTING_MESSAGES.saved}
        </p>
      ) : null}
      <div className={formStyles.field}>
        <label htmlFor={`${id}-name`} className={formStyles.label}>
          {SETTING_MESSAGES.nameLabel}
        </label>
        <input
          {...field('name')}
          type="text"
          defaultValue={account.name}
          className={formStyles.input}
          onKeyDown={preventEnterWhileComposing}
        />
        {fieldError('name')}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-app_name`} className={formStyles.label}>
          {SETTING_MESSAGES.appNameLabel}
        </label>
        <input
          {...field('app_name')}
          type="text"
          defaultValue={account.app_name}
          className={formStyles.input}
          onKeyDown={preventEnterWhileComposing}
        />
        {fieldError('app_name')}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-oem_code`} className={formStyles.label}>
          {SETTING_MESSAGES.themeLabel}
        </label>
        <select
          {...field('oem_code')}
          defaultValue={toOemCode(account.oem_code)}
          className={formStyles.input}
        >
          {OEM_CODES.map((code) => (
            <option key={code} value={code}>
              {OEM_LABELS[code]}
            </option>
          ))}
        </select>
        {fieldError('oem_code')}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={pending || saved}>
          {pending ? SETTING_MESSAGES.saving : SETTING_MESSAGES.save}
        </Button>
      </div>
    </form>
  );
}

export interface ThemeSettingPageProps {
  /** After a successful save; defaults to reloading the page. */
  onSaved?(account: Account): void;
}

/** /line/setting/theme: the owner changes the account's name, app name and OEM theme. */
export function ThemeSettingPage({ onSaved = () => window.location.reload() }: ThemeSettingPageProps) {
  const { data: account, error } = useAccount();
  return (
    <section className={styles.page} aria-labelledby="theme-setting-heading">
      <h1 id="theme-setting-heading" className={pageStyles.heading}>
        {SETTING_MESSAGES.heading}
      </h1>
      <p className={styles.text}>{SETTING_MESSAGES.description}</p>
      {error ? (
        <p role="alert" className={formStyles.alert}>
          {error.message}
        </p>
      ) : account ? (
        <ThemeSettingForm key={account.id} account={account} onSaved={onSaved} />
      ) : (
        <p role="status" className={styles.text}>
          {SETTING_MESSAGES.loading}
        </p>
      )}
    </section>
  );
}
