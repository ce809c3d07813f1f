import { fieldErrors } from '@console/contract/validation';
import type * as z from 'zod/mini';
import { HttpError } from '../http-error';
import { messages } from './messages';

/*
 * The salon services' failures: 404 for a row that is not the caller's, and 422 for rules the
 * contract's schemas cannot state (they need the database or other rows: overlaps, ownership, a
 * course the resource cannot serve). Field shapes are checked by the schemas before a handler runs.
 */

export type FieldErrors = Record<string, string[]>;

export const notFound = () => new HttpError(404, messages.notFound);

/** Answers 422 with Japanese messages by field. */
export function invalid(errors: FieldErrors): never {
  throw new HttpError(422, messages.validation, errors);
}

/** Adds a message under a field (several rules may fail for one request). */
export function add(errors: FieldErrors, field: string, message: string) {
  const list = errors[field] ?? [];
  list.push(message);
  errors[field] = list;
}

/** Fails with the collected messages, if any. */
export function failIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) invalid(errors);
}

/** A PATCH ?attr= must name one of `allowed`; any other key is 422 (spec §5's whitelist style). */
export function checkAttr<T extends string>(attr: string | undefined, allowed: readonly T[]): T {
  if (!attr || !(allowed as readonly string[]).includes(attr)) invalid({ attr: [messages.attr(allowed)] });
  return attr as T;
}

/** A database id: a whole number 1 … 2^31 − 1 (the integer column; anything larger is no id of ours). */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}

/** The value as `schema` reads it, or 422 with its Japanese field messages (as for a request body). */
export function parsed<S extends Parameters<typeof fieldErrors>[0]>(schema: S, value: unknown) {
  const result = fieldErrors(schema, value);
  if (!result.ok) invalid(result.errors);
  return result.data as z.output<S>;
}
