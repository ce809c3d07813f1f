import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type AdEvent,
  linePayload,
  metaPayload,
  metaPhone,
  normaliseEmail,
  phoneE164,
} from '../src/adconnect/payloads';
import { backoffMs, outcomeOf, requestFor } from '../src/adconnect/transport';

/*
 * The platforms' request bodies for one event (issue 32), checked against fixtures written by hand
 * from each platform's published examples (tests/fixtures/adconnect/*.json name the pages),
 * hashing included.
 */

interface FixtureEvent extends Omit<AdEvent, 'at'> {
  at: string;
}
interface Fixture<E> {
  cases: { name: string; channelId?: string | null; event: FixtureEvent; expected: E }[];
}

const fixture = <E>(name: string): Fixture<E> =>
  JSON.parse(readFileSync(new URL(`./fixtures/adconnect/${name}.json`, import.meta.url), 'utf8'));
const eventOf = (event: FixtureEvent): AdEvent => ({ ...event, at: new Date(event.at) });

describe('Meta Conversions API payload', () => {
  it.each(fixture<unknown>('meta').cases)('$name', ({ event, expected }) => {
    expect(metaPayload(eventOf(event))).toEqual(expected);
  });
});

describe('LINE Conversion API payload', () => {
  it.each(fixture<unknown>('line').cases)('$name', ({ event, expected, channelId }) => {
    expect(linePayload(eventOf(event), channelId ?? null)).toEqual(expected);
  });
});

describe('normalisation before hashing', () => {
  it.each([
    ['090-1234-5678', '+819012345678', '819012345678'],
    ['09012345678', '+819012345678', '819012345678'],
    ['+81 90 1234 5678', '+819012345678', '819012345678'],
    ['03-1234-5678', '+81312345678', '81312345678'],
    ['（０９０）１２３４－５６７８', '+819012345678', '819012345678'],
    ['+1 (650) 555-1212', '+16505551212', '16505551212'],
    ['12', null, null],
    ['', null, null],
  ])('%s is %s in E.164 and %s for Meta', (raw, e164, meta) => {
    expect(phoneE164(raw)).toBe(e164);
    expect(metaPhone(raw)).toBe(meta);
  });

  it('trims and lower-cases an e-mail address and refuses what is not one', () => {
    expect(normaliseEmail('  John_Smith@Gmail.COM\n')).toBe('john_smith@gmail.com');
    expect(normaliseEmail('john smith@gmail.com')).toBeNull();
    expect(normaliseEmail('nobody')).toBeNull();
    expect(normaliseEmail(42)).toBeNull();
  });
});

describe('the way out', () => {
  const settings = {
    live: true,
    lineBaseUrl: 'https://conversion-api.tr.line.me',
    metaBaseUrl: 'https://graph.facebook.com/v25.0',
    embeddedWorker: false,
    pollIntervalMs: 1000,
    leaseMs: 60_000,
    settleMs: 60_000,
  };

  it('puts LINE’s token in X-Line-TagAccessToken and Meta’s in the URL, never in the body', () => {
    const line = requestFor(
      settings,
      { platform: 'line', destinationId: 'tag-1', accessToken: 'secret-1' },
      [],
    );
    expect(line.url).toBe('https://conversion-api.tr.line.me/v1/tag-1/events');
    expect(line.headers['x-line-tagaccesstoken']).toBe('secret-1');
    const meta = requestFor(
      settings,
      { platform: 'meta', destinationId: '1234', accessToken: 'a b' },
      { data: [] },
    );
    expect(meta.url).toBe('https://graph.facebook.com/v25.0/1234/events?access_token=a%20b');
    expect(JSON.stringify(meta.body)).not.toContain('a b');
  });

  it.each([
    [200, 'sent'],
    [202, 'sent'],
    [400, 'refused'],
    [401, 'refused'],
    [404, 'refused'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
  ] as const)('HTTP %i is %s', (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
  });

  it('waits 30 s, then twice as long each time, an hour at most, or as long as a 429 asks', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, null))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffMs(20, null)).toBe(3_600_000);
    expect(backoffMs(1, 90_000)).toBe(90_000);
  });
});
