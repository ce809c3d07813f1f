import * as z from 'zod/mini';
import type { ApiErrorBody } from './errors';
import { OEM_CODES } from './oem';
import { MAX_PER_PAGE, type PageQuery } from './paging';
import { PERMISSION_KEYS } from './permissions';

/*
 * The zod schemas of the shared vocabulary. Kept apart from the constants they are built from, so
 * code that needs only a constant (the console's first screen) does not load zod with it: the
 * package is marked free of side effects, and a module nobody uses is left out of the bundle.
 */

/**
 * A row id in a body or query: PostgreSQL's integer (−2³¹ … 2³¹−1), so an id no table can hold is
 * a 422 naming the field, never a database error. The fuzz test found `ids: [314136773763056]`.
 */
export const rowIdSchema = z.int32();

export const oemCodeSchema = z.enum(OEM_CODES);
export const permissionKeySchema = z.enum(PERMISSION_KEYS);

/** `?page=&per_page=`, both optional: page counts from 1; per_page 1 … 1000 (100 when only page is given). */
const pageNumber = (max: number) =>
  z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))));
export const pageQuerySchema = z.object({
  page: pageNumber(1_000_000),
  per_page: pageNumber(MAX_PER_PAGE),
}) satisfies z.ZodMiniType<PageQuery>;

/** ARCHITECTURE.md "The HTTP contract": every error body has this shape. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
}) satisfies z.ZodMiniType<ApiErrorBody>;
