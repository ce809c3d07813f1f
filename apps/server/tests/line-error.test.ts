import { describe, expect, it } from 'vitest';
import { lineErrorReason } from '../src/line-error';

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
