import { describe, expect, it } from 'vitest';
import { deliveryTag, hashPhone } from '../src/tel/sender/hash';
import { senderMessages } from '../src/tel/sender/messages';
import { backoffMs, DEFAULT_RETRY_POLICY, decideOutcome, type SendResult } from '../src/tel/sender/policy';
import { escapeForJsonString, renderTemplate } from '../src/tel/sender/render';
import { errorDetail } from '../src/tel/sender/senders';

const flex = (text: string) =>
  JSON.stringify({
    type: 'flex',
    altText: text,
    contents: {
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text }] },
    },
  });

describe('renderTemplate', () => {
  it.each([
    ['a plain value', 'こんにちは', 'こんにちは'],
    ['a double quote', '山田 "太郎"', '山田 "太郎"'],
    ['a backslash', 'C:\\path\\', 'C:\\path\\'],
    ['a newline and a tab', '1行目\n2行目\t終', '1行目\n2行目\t終'],
    ['CRLF', 'a\r\nb', 'a\r\nb'],
    ['U+2028 and U+2029', 'a\u2028b\u2029c', 'a\u2028b\u2029c'],
    ['a control character', 'bell\u0007', 'bell\u0007'],
    ['something that looks like JSON', '","x":"', '","x":"'],
    ['another placeholder', '[param_2]', '[param_2]'],
    ['an emoji and a surrogate pair', '𩸽🍣', '𩸽🍣'],
  ])('keeps the message valid JSON with %s in a param', (_name, value, expected) => {
    const result = renderTemplate(flex('こんにちは[param_1]さん'), { param_1: value });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.message.altText).toBe(`こんにちは${expected}さん`);
  });

  it('escapes U+2028 in the substituted text and gets the character back when parsed', () => {
    expect(escapeForJsonString('a\u2028b')).toBe('a\\u2028b');
    const result = renderTemplate(flex('[param_1]'), { param_1: '\u2028' });
    expect(result.ok && result.message.altText).toBe('\u2028');
  });

  it.each([
    ['replaces every occurrence', '[param_1]-[param_1]', { param_1: 'x' }, 'x-x'],
    ['tells param_1 from param_10', '[param_1]/[param_10]', { param_1: 'a', param_10: 'j' }, 'a/j'],
    ['turns a missing param into an empty string', '<[param_3]>', {}, '<>'],
    ['turns a null param into an empty string', '<[param_3]>', { param_3: null }, '<>'],
    ['stringifies a non-string value', '[param_1]', { param_1: 12 }, '12'],
    [
      'leaves placeholders beyond 10 alone',
      '[param_11][param_0][param_01]',
      { param_1: 'x' },
      '[param_11][param_0][param_01]',
    ],
    ['leaves other brackets alone', '[name] [param_x]', {}, '[name] [param_x]'],
  ])('%s', (_name, text, params, expected) => {
    const result = renderTemplate(flex(text), params);
    expect(result).toMatchObject({ ok: true, message: { altText: expected } });
  });

  it('accepts null params', () => {
    expect(renderTemplate(flex('[param_1]'), null)).toMatchObject({ ok: true, message: { altText: '' } });
  });

  it.each([
    ['a body that is not JSON', '{"type": "text", "text": [param_1]}', 'invalid-template'],
    ['an empty body', '', 'invalid-template'],
    ['an array', '[{"type":"text","text":"a"}]', 'not-a-message'],
    ['a string', '"[param_1]"', 'not-a-message'],
  ])('refuses %s', (_name, body, reason) => {
    expect(renderTemplate(body, { param_1: 'x' })).toEqual({ ok: false, reason });
  });
});

describe('hashPhone', () => {
  it("matches LINE's published test vector", () => {
    expect(hashPhone('+818000001234')).toBe(
      'd41e0ad70dddfeb68f149ad6fc61574b9c5780ab7bcb2fba5517771ffbb2409c',
    );
  });

  it('is 64 lowercase hex characters', () => {
    expect(hashPhone('+819012345678')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('deliveryTag', () => {
  it.each([1, 123, 999_999_999_999, 9_007_199_254_740_991])('is 16–100 characters for line %i', (id) => {
    const tag = deliveryTag(id);
    expect(tag.length).toBeGreaterThanOrEqual(16);
    expect(tag.length).toBeLessThanOrEqual(100);
    expect(tag).toContain(String(id));
  });

  it('names the line', () => {
    expect(deliveryTag(123)).toBe('tel-line-000000000123');
  });
});

describe('decideOutcome', () => {
  const policy = { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 1000 };
  const http = (status: number, extra: Partial<Extract<SendResult, { kind: 'http' }>> = {}): SendResult => ({
    kind: 'http',
    status,
    ...extra,
  });
  const half = () => 0.5;

  it.each<[string, SendResult, number, ReturnType<typeof decideOutcome>]>([
    ['200 is sent', http(200), 1, { type: 'sent' }],
    ['202 is sent', http(202), 1, { type: 'sent' }],
    ['422 cannot be sent', http(422), 1, { type: 'cannot-send', reason: senderMessages.cannotReceive }],
    [
      '400 failed with the detail',
      http(400, { detail: 'bad to' }),
      1,
      { type: 'failed', reason: senderMessages.badRequest('bad to') },
    ],
    ['401 failed (token)', http(401), 1, { type: 'failed', reason: senderMessages.unauthorized(401) }],
    ['403 failed (permission)', http(403), 1, { type: 'failed', reason: senderMessages.unauthorized(403) }],
    [
      '413 failed',
      http(413, { detail: 'too large' }),
      1,
      { type: 'failed', reason: senderMessages.rejected(413, 'too large') },
    ],
    ['429 retried', http(429), 1, { type: 'retry', afterMs: 75 }],
    ['429 retried later the second time', http(429), 2, { type: 'retry', afterMs: 150 }],
    [
      '429 after the last attempt failed',
      http(429),
      3,
      { type: 'failed', reason: senderMessages.retriesExhausted('429', 3) },
    ],
    ['429 waits at least Retry-After', http(429, { retryAfterMs: 700 }), 1, { type: 'retry', afterMs: 700 }],
    ['429 Retry-After capped', http(429, { retryAfterMs: 60_000 }), 1, { type: 'retry', afterMs: 1000 }],
    ['500 retried', http(500), 1, { type: 'retry', afterMs: 75 }],
    ['503 retried', http(503), 2, { type: 'retry', afterMs: 150 }],
    [
      '500 after the last attempt failed',
      http(500),
      3,
      { type: 'failed', reason: senderMessages.retriesExhausted('500', 3) },
    ],
    [
      'connection refused retried',
      { kind: 'network', phase: 'before-send', code: 'ECONNREFUSED' },
      1,
      { type: 'retry', afterMs: 75 },
    ],
    [
      'connection refused after the last attempt failed',
      { kind: 'network', phase: 'before-send', code: 'ECONNREFUSED' },
      3,
      { type: 'failed', reason: senderMessages.retriesExhausted('接続エラー ECONNREFUSED', 3) },
    ],
    [
      'a timeout after the request was written is never retried',
      { kind: 'network', phase: 'after-send', code: 'ETIMEDOUT' },
      1,
      { type: 'failed', reason: senderMessages.outcomeUnknown },
    ],
    [
      'a reset after the request was written is never retried',
      { kind: 'network', phase: 'after-send', code: 'ECONNRESET' },
      1,
      { type: 'failed', reason: senderMessages.outcomeUnknown },
    ],
  ])('%s', (_name, result, attempt, expected) => {
    expect(decideOutcome(result, attempt, policy, half)).toEqual(expected);
  });

  it('tells the operator to check before resending an unknown outcome', () => {
    expect(senderMessages.outcomeUnknown).toContain('送信結果が不明です');
    expect(senderMessages.outcomeUnknown).toContain('再送する前に');
  });
});

describe('backoffMs', () => {
  it('doubles per attempt, stays between half and all of the step, and is capped', () => {
    const policy = { maxAttempts: 10, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((a) => backoffMs(a, policy, () => 0))).toEqual([
      50, 100, 200, 400, 500, 500,
    ]);
    expect([1, 2, 3, 4, 5, 6].map((a) => backoffMs(a, policy, () => 1))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });

  it('keeps the default policy inside a short lease', () => {
    const p = DEFAULT_RETRY_POLICY;
    const worst = Array.from({ length: p.maxAttempts - 1 }, (_, i) => backoffMs(i + 1, p, () => 1)).reduce(
      (a, b) => a + b,
    );
    expect(worst).toBeLessThan(60_000);
  });
});

describe('errorDetail', () => {
  it.each([
    [
      '{"message":"Failed","details":[{"message":"must be SHA-256","property":"to"}]}',
      'Failed / to: must be SHA-256',
    ],
    ['{"message":"Failed to send messages"}', 'Failed to send messages'],
    ['<html>bad gateway</html>', '<html>bad gateway</html>'],
    ['', ''],
  ])('reads %s', (text, expected) => {
    expect(errorDetail(text)).toBe(expected);
  });
});
