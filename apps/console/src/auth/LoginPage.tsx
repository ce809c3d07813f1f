import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../shared/fetcher';
import { safeNextPath } from '../shared/guard';
import { meLoader } from '../shared/me';
import { LIB_MESSAGES } from '../shared/messages';
import { usePageMeta } from '../shared/meta';
import { login } from './api';
import { LoginForm } from './LoginForm';
import * as styles from './LoginPage.css';
import { AUTH_MESSAGES } from './messages';
import type { LoginValues } from './validateLogin';

/** /account/login (spec §2): after a successful login, go to `?next=` when it is a local path, else `/`. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const { demoLogins } = usePageMeta();

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
      {demoLogins.length > 0 ? (
        <section className={styles.demo} aria-labelledby="demo-logins-heading" data-testid="demo-logins">
          <h2 id="demo-logins-heading" className={styles.demoHeading}>
            {AUTH_MESSAGES.demoHeading}
          </h2>
          <p className={styles.demoText}>{AUTH_MESSAGES.demoNote}</p>
          <ul className={styles.demoList}>
            {demoLogins.map((demo) => (
              <li key={demo.email}>
                <code>{demo.email}</code>（{AUTH_MESSAGES.demoPassword} <code>{demo.password}</code>）
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
