import { messages } from './plugins/messages';

/**
 * An error meant for the operator: `message` is shown as is (Japanese), `errors` maps fields to
 * messages. The error handler answers with `{message, errors?}` and this status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A 422 about one field: the common 入力内容に誤りがあります。 with the field's own Japanese message,
 * as schema validation answers, for the rules a schema cannot check (a tag of another account …).
 */
export const invalidField = (field: string, message: string) =>
  new HttpError(422, messages.validation, { [field]: [message] });
