import { Button, TextField } from '@console/ui';
import { type FormEvent, useId, useState } from 'react';
import * as formStyles from '../shared/form.css';
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
      <TextField
        label={AUTH_MESSAGES.emailLabel}
        name="email"
        type="email"
        autoComplete="username"
        errorText={errors.email}
      />
      <TextField
        label={AUTH_MESSAGES.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        errorText={errors.password}
      />
      <Button type="submit" variant="primary" fullWidth disabled={pending}>
        {pending ? AUTH_MESSAGES.submitting : AUTH_MESSAGES.submit}
      </Button>
    </form>
  );
}
