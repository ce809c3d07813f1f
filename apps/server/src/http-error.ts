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
