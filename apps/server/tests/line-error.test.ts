import { describe, expect, it } from 'vitest';
import { lineErrorReason, lineFailure, lineFailureOf } from '../src/line-error';

describe('lineErrorReason', () => {
  it.each([
    ['message only', '{"message":"The request body has 1 error(s)"}', 'The request body has 1 error(s)'],
    [
      'message and details',
      '{"message":"Invalid","details":[{"message":"must be specified","property":"messages[0].text"},{"message":"too long"}]}',
      'Invalid / messages[0].text: must be specified / too long',
    ],
    ['not JSON: the body as it came', 'Bad Gateway', 'Bad Gateway'],
    ['JSON without words: the body as it came', '{}', '{}'],
  ])('%s', (_, body, expected) => {
    expect(lineErrorReason(body)).toBe(expected);
  });
});

describe('lineFailureOf: what a refused call means for a sender', () => {
  const body = '{"message":"Invalid reply token"}';
  it.each([
    // status, retry-after, duplicate, rateLimited, refused, retryAfterMs
    ['409: a retry key LINE took already', 409, null, true, false, false, null],
    ['429 with Retry-After: 3 s', 429, '3', false, true, false, 3000],
    ['429 without Retry-After', 429, null, false, true, false, null],
    [
      '429 with a date Retry-After: not seconds, so none',
      429,
      'Wed, 21 Oct 2026 07:28:00 GMT',
      false,
      true,
      false,
      null,
    ],
    ['400: LINE will not take it', 400, null, false, false, true, null],
    ['403: not allowed for this channel', 403, null, false, false, true, null],
    ['500: try again', 500, null, false, false, false, null],
    ['503: try again', 503, null, false, false, false, null],
  ] as const)('%s', (_, status, retryAfter, duplicate, rateLimited, refused, retryAfterMs) => {
    const headers = new Headers(retryAfter === null ? {} : { 'retry-after': retryAfter });
    expect(lineFailureOf(status, body, headers)).toEqual({
      status,
      duplicate,
      rateLimited,
      refused,
      retryAfterMs,
      reason: `${status} Invalid reply token`,
    });
  });

  it('a network error is neither refused nor a duplicate: worth another try', () => {
    expect(lineFailure(new TypeError('fetch failed'))).toMatchObject({
      status: null,
      duplicate: false,
      rateLimited: false,
      refused: false,
      reason: 'fetch failed',
    });
  });
});
