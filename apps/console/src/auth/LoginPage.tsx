import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../lib/fetcher';
import { safeNextPath } from '../lib/guard';
import { meLoader } from '../lib/me';
import { LIB_MESSAGES } from '../lib/messages';
import { login } from './api';
import { LoginForm } from './LoginForm';
import * as styles from './LoginPage.css';
import type { LoginValues } from './validateLogin';

/** /account/login (spec §2): after a successful login, go to `?next=` when it is a local path, else `/`. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  async function handleSubmit(values: LoginValues) {
    setPending(true);
    setErrorMessage(null);
    try {
      await login(values);
      meLoader.forget();
      navigate(safeNextPath(searchParams.get('next')), { replace: true });
    } catch (error) {
      setErrorMessage(error instanceof ApiError ? error.message : LIB_MESSAGES.network);
      setPending(false);
    }
  }

  return (
    <main className={styles.page}>
      <LoginForm onSubmit={handleSubmit} errorMessage={errorMessage} pending={pending} />
    </main>
  );
}
