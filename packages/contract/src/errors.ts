import { z } from 'zod';

/** ARCHITECTURE.md "The HTTP contract": every error body has this shape. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Header every unsafe request must carry (403 without it). */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';
