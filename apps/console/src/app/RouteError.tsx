import { Button } from '@console/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ApiError } from '../shared/fetcher';
import { LIB_MESSAGES } from '../shared/messages';
import * as styles from '../shared/pages.css';
import { APP_MESSAGES } from './messages';
import { NotFoundPage } from './NotFoundPage';

/** A screen's code could not be fetched (offline, or a new release replaced the old chunks). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(
    error.message,
  );
}

/** What went wrong, in the operator's words. */
export function routeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isChunkLoadError(error)) return APP_MESSAGES.chunkFailed;
  if (error instanceof Error) return APP_MESSAGES.crashed;
  return LIB_MESSAGES.unexpected;
}

/**
 * The error screen of the app: a loader that failed, a screen whose code could not be loaded, or a
 * screen that crashed. 404 shows the not-found page; anything else a Japanese message and a retry.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = routeErrorMessage(error);
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
