import { Button } from '@console/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ApiError } from '../shared/fetcher';
import { LIB_MESSAGES } from '../shared/messages';
import * as styles from '../shared/pages.css';
import { APP_MESSAGES } from './messages';
import { NotFoundPage } from './NotFoundPage';

/** A route's loader failed: 404 shows the not-found page, anything else a Japanese error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = error instanceof ApiError ? error.message : LIB_MESSAGES.unexpected;
  return (
    <section className={styles.standalonePage} aria-labelledby="route-error-heading">
      <h1 id="route-error-heading" className={styles.heading}>
        {APP_MESSAGES.errorTitle}
      </h1>
      <p role="alert" className={styles.text}>
        {message}
      </p>
      <div>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {APP_MESSAGES.retry}
        </Button>
      </div>
    </section>
  );
}
