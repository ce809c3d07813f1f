import { z } from 'zod';

/** Route ids are digits only (ARCHITECTURE.md); anything else is answered 404 by the error handler. */
export const digits = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
export const idParams = z.object({ id: digits });
