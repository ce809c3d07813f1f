import { fieldErrors } from '@console/contract/validation';

/**
 * Runs a contract schema on a form's values before sending (issue 26 "one way to validate"): the
 * value as the server will read it, or each field's first message, the words its 422 would give.
 */
export function checkForm<S extends Parameters<typeof fieldErrors>[0]>(
  schema: S,
  values: unknown,
):
  | { ok: true; data: Extract<ReturnType<typeof fieldErrors<S>>, { ok: true }>['data'] }
  | { ok: false; errors: Record<string, string> } {
  const result = fieldErrors(schema, values);
  if (result.ok) return result;
  return {
    ok: false,
    errors: Object.fromEntries(Object.entries(result.errors).map(([key, list]) => [key, list[0] ?? ''])),
  };
}
