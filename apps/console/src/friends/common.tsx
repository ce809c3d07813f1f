import { fieldErrors } from '@console/contract/validation';
import { Button } from '@console/ui';
import type { ReactNode } from 'react';
import { formatTokyoMinute } from '../shared/dates';
import { ApiError } from '../shared/fetcher';
import * as styles from './friends.css';
import { FRIENDS_TEXT } from './messages';

/** spec §8: the Japanese notice of a shared data set that failed to load, with a retry. */
export function SharedNotice({ notice, onRetry }: { notice: string | null; onRetry: () => void }) {
  if (!notice) return null;
  return (
    <p role="alert" className={styles.notice}>
      {notice}
      <Button size="small" variant="secondary" onClick={onRetry}>
        {FRIENDS_TEXT.retry}
      </Button>
    </p>
  );
}

/** A failed read of the screen's own data: the server's message. */
export function LoadError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.notice}>
      {error instanceof ApiError ? error.message : FRIENDS_TEXT.loadError}
    </p>
  );
}

/** A write's field errors by field name, and its message. */
export function writeError(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.firstFieldMessages() };
  return { message: FRIENDS_TEXT.loadError, fields: {} };
}

/**
 * Runs an operation's body schema on a form's values before sending (issue 26 §3): each field's
 * first message, worded as the server's 422 words it, or null when the values pass.
 */
export function invalidFields(
  schema: Parameters<typeof fieldErrors>[0],
  values: unknown,
): Record<string, string> | null {
  const result = fieldErrors(schema, values);
  if (result.ok) return null;
  return Object.fromEntries(Object.entries(result.errors).map(([field, list]) => [field, list[0] ?? '']));
}

export { Pager } from '../shared/Pager';

/** A date and time in Japan, `2024/07/15 10:00`; a dash for none. */
export function formatInstant(value: string | null): string {
  return value ? formatTokyoMinute(value) : FRIENDS_TEXT.notFollowedYet;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionHeading}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Placeholder rows a list draws while it loads: about a phone's screenful, so what arrives lands
 * where the placeholders were (rows past the fold move nothing anyone sees).
 */
export const SKELETON_ROWS = 8;
