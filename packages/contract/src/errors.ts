/** ARCHITECTURE.md "The HTTP contract": every error body has this shape (apiErrorSchema). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]> | undefined;
}

/** Header every unsafe request must carry (403 without it). */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';

/**
 * The same shape as `apiErrorSchema`, checked without zod: the console reads error bodies on its
 * first screen, which should not have to load zod (about 28 kB gzip) to show a login error.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { message, errors } = value as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return false;
  if (errors === undefined) return true;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return false;
  return Object.values(errors).every(
    (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
  );
}
