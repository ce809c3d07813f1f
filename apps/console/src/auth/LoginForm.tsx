import { Button } from '@console/ui';
import { type FormEvent, useId, useState } from 'react';
import * as formStyles from '../lib/form.css';
import { preventEnterWhileComposing } from '../lib/ime';
import * as styles from './LoginForm.css';
import { AUTH_MESSAGES } from './messages';
import { type LoginErrors, type LoginValues, validateLogin } from './validateLogin';

export interface LoginFormProps {
  /** Called with the entered values once both are filled in. */
  onSubmit(values: LoginValues): void;
  /** The server's message for a failed attempt (wrong credentials, rate limit, network). */
  errorMessage?: string | null;
  /** True while the login call is in flight. */
  pending?: boolean;
}

/** The login form: email, password, submit. Presentational; the page makes the call. */
export function LoginForm({ onSubmit, errorMessage, pending = false }: LoginFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<LoginErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const found = validateLogin(values);
    setErrors(found);
    if (!found.email && !found.password) onSubmit(values);
  }

  const emailErrorId = `${id}-email-error`;
  const passwordErrorId = `${id}-password-error`;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className={styles.heading}>
        {AUTH_MESSAGES.heading}
      </h1>
      {errorMessage ? (
        <p role="alert" className={formStyles.alert}>
          {errorMessage}
        </p>
      ) : null}
      <div className={formStyles.field}>
        <label htmlFor={`${id}-email`} className={formStyles.label}>
          {AUTH_MESSAGES.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          className={formStyles.input}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? emailErrorId : undefined}
          onKeyDown={preventEnterWhileComposing}
        />
        {errors.email ? (
          <p id={emailErrorId} className={formStyles.fieldError}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-password`} className={formStyles.label}>
          {AUTH_MESSAGES.passwordLabel}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          className={formStyles.input}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? passwordErrorId : undefined}
          onKeyDown={preventEnterWhileComposing}
        />
        {errors.password ? (
          <p id={passwordErrorId} className={formStyles.fieldError}>
            {errors.password}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="primary" fullWidth disabled={pending}>
        {pending ? AUTH_MESSAGES.submitting : AUTH_MESSAGES.submit}
      </Button>
    </form>
  );
}
