import { type Account, type AccountUpdate, OEM_CODES, toOemCode } from '@console/contract';
import { Button, Select, TextField } from '@console/ui';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../shared/fetcher';
import * as formStyles from '../shared/form.css';
import { LIB_MESSAGES } from '../shared/messages';
import * as pageStyles from '../shared/pages.css';
import { updateAccount, useAccount } from './hooks';
import { OEM_LABELS, SETTING_MESSAGES } from './messages';
import * as styles from './ThemeSettingPage.css';

/**
 * The save reloads the page (the theme comes with the HTML), which would land a phone user back at
 * the top with nothing said. The scroll position rides over the reload in sessionStorage and is
 * put back once the form is drawn again, with the saved notice.
 */
const AFTER_SAVE_KEY = 'console.themeSetting.afterSave';

function rememberPlace() {
  try {
    sessionStorage.setItem(AFTER_SAVE_KEY, String(Math.round(window.scrollY)));
  } catch {
    // Storage refused (private mode quota): the reload still applies the theme, only the place is lost.
  }
}

/** The scroll position left by a save just before the reload, once (null after a plain visit). */
function takePlace(): number | null {
  try {
    const value = sessionStorage.getItem(AFTER_SAVE_KEY);
    sessionStorage.removeItem(AFTER_SAVE_KEY);
    return value === null ? null : Number(value) || 0;
  } catch {
    return null;
  }
}

/** Saves the place, then reloads so the server's meta tags (OEM code, app name) apply the new theme. */
export function reloadInPlace() {
  rememberPlace();
  window.location.reload();
}

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
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Set when this page was just reloaded by a save: where the user was, and the notice to show.
  const [restored] = useState(takePlace);
  const submitRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (restored === null) return;
    window.scrollTo(0, restored);
    // The keyboard carries on from the button that saved, without scrolling to it.
    submitRef.current?.focus({ preventScroll: true });
  }, [restored]);

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
      ) : restored !== null ? (
        <p role="status" className={formStyles.notice}>
          {SETTING_MESSAGES.applied}
        </p>
      ) : null}
      <TextField
        label={SETTING_MESSAGES.nameLabel}
        name="name"
        defaultValue={account.name}
        errorText={errors.name}
      />
      <TextField
        label={SETTING_MESSAGES.appNameLabel}
        name="app_name"
        defaultValue={account.app_name}
        errorText={errors.app_name}
      />
      <Select
        label={SETTING_MESSAGES.themeLabel}
        name="oem_code"
        defaultValue={toOemCode(account.oem_code)}
        options={OEM_CODES.map((code) => ({ name: OEM_LABELS[code], value: code }))}
        errorText={errors.oem_code}
      />
      <div className={styles.actions}>
        <Button ref={submitRef} type="submit" variant="primary" disabled={pending || saved}>
          {pending ? SETTING_MESSAGES.saving : SETTING_MESSAGES.save}
        </Button>
      </div>
    </form>
  );
}

export interface ThemeSettingPageProps {
  /** After a successful save; defaults to reloading the page where the user was. */
  onSaved?(account: Account): void;
}

/** /line/setting/theme: the owner changes the account's name, app name and OEM theme. */
export function ThemeSettingPage({ onSaved = reloadInPlace }: ThemeSettingPageProps) {
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
