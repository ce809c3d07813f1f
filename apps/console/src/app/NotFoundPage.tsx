import { Link } from 'react-router-dom';
import * as styles from '../shared/pages.css';
import { APP_MESSAGES } from './messages';

/** Unknown paths and digits-only parameters that are not digits. */
export function NotFoundPage() {
  return (
    <section className={styles.standalonePage} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={styles.heading}>
        {APP_MESSAGES.notFoundTitle}
      </h1>
      <p className={styles.text}>{APP_MESSAGES.notFoundBody}</p>
      <p className={styles.text}>
        <Link to="/" className={styles.link}>
          {APP_MESSAGES.backHome}
        </Link>
      </p>
    </section>
  );
}
