import { AD_EVENT_KINDS, type AdEventMapping, AD_CONNECT_MESSAGES as M } from '@console/contract/adconnect';
import { describe, expect, it } from 'vitest';
import {
  type AccountDraft,
  accountDraftOf,
  accountProblems,
  createBodyOf,
  defaultEventName,
  type MappingRow,
  mappingBodyOf,
  mappingFieldsOf,
  mappingProblems,
  mappingRowsOf,
  newAccountDraft,
  testKindsOf,
  updateBodyOf,
} from './form';
import { lineAccount, lineMapping, metaAccount } from './storyData';

const line = (changes: Partial<AccountDraft> = {}): AccountDraft => ({
  ...newAccountDraft('line'),
  name: 'LINE 広告',
  destinationId: 'tag-1',
  accessToken: 'secret-token',
  ...changes,
});

describe('createBodyOf', () => {
  it.each([
    ['a LINE account without its channel', line(), null],
    ['a LINE account with its channel', line({ lineChannelId: '1657000000' }), '1657000000'],
    ['a blank channel is none', line({ lineChannelId: '  ' }), null],
    // A channel typed before switching to Meta is not sent with a Meta account.
    ['a Meta account never sends a channel', line({ platform: 'meta', lineChannelId: '1657000000' }), null],
  ])('%s', (_name, draft, channel) => {
    expect(createBodyOf(draft)).toEqual({
      name: 'LINE 広告',
      platform: draft.platform,
      destination_id: 'tag-1',
      line_channel_id: channel,
      access_token: 'secret-token',
      enabled: true,
    });
  });
});

describe('updateBodyOf', () => {
  it.each([
    ['an empty token field keeps the stored token', '', null],
    ['a blank one too', '   ', null],
    ['a new token replaces it', 'new-token', 'new-token'],
  ])('%s', (_name, accessToken, sent) => {
    expect(updateBodyOf(line({ accessToken, enabled: false }))).toEqual({
      name: 'LINE 広告',
      destination_id: 'tag-1',
      line_channel_id: null,
      access_token: sent,
      enabled: false,
    });
  });
});

describe('accountDraftOf', () => {
  it.each([
    [lineAccount, '1657000000'],
    [metaAccount, ''],
  ])('shows %s.name with an empty token field (kept)', (account, channel) => {
    expect(accountDraftOf(account)).toEqual({
      name: account.name,
      platform: account.platform,
      destinationId: account.destination_id,
      lineChannelId: channel,
      accessToken: '',
      enabled: account.enabled,
    });
  });
});

describe('accountProblems', () => {
  it.each([
    ['a complete new account', line(), false, {}],
    [
      'an empty new account',
      newAccountDraft(),
      false,
      { name: M.name, destination_id: M.destinationId, access_token: M.accessToken },
    ],
    [
      'a destination id with spaces',
      line({ destinationId: 'tag 1' }),
      false,
      { destination_id: M.destinationId },
    ],
    ['a channel id of letters', line({ lineChannelId: 'abc' }), false, { line_channel_id: M.lineChannelId }],
    ['a token with a space inside', line({ accessToken: 'a b' }), false, { access_token: M.accessToken }],
    // On a change an empty token is no problem: the stored one is kept.
    ['a change keeping the token', line({ accessToken: '' }), true, {}],
    ['a change with a bad token', line({ accessToken: 'a b' }), true, { access_token: M.accessToken }],
  ])('%s', (_name, draft, existing, problems) => {
    expect(accountProblems(draft, existing)).toEqual(problems);
  });
});

describe('defaultEventName', () => {
  it.each([
    ['meta', 'follow', 'Lead'],
    ['meta', 'purchase', 'Purchase'],
    ['meta', 'booking_visited', ''],
    ['line', 'follow', 'Conversion'],
    ['line', 'purchase', 'Conversion'],
  ] as const)('%s %s → %j', (platform, kind, name) => {
    expect(defaultEventName(platform, kind)).toBe(name);
  });
});

const row = (kind: MappingRow['kind'], send: boolean, eventName: string): MappingRow => ({
  kind,
  send,
  eventName,
});

describe('mappingRowsOf', () => {
  it.each([
    [
      'an empty Meta mapping proposes the platform’s defaults, ticked',
      'meta',
      { mappings: [] },
      [
        row('follow', true, 'Lead'),
        row('form_answer', true, 'CompleteRegistration'),
        row('booking_made', true, 'Schedule'),
        row('booking_visited', false, ''),
        row('purchase', true, 'Purchase'),
      ],
    ],
    [
      'an empty LINE mapping proposes the follow as Conversion',
      'line',
      { mappings: [] },
      [
        row('follow', true, 'Conversion'),
        row('form_answer', false, 'Conversion'),
        row('booking_made', false, 'Conversion'),
        row('booking_visited', false, 'Conversion'),
        row('purchase', false, 'Conversion'),
      ],
    ],
    [
      'a saved mapping is shown as saved; the rest unticked with their proposed names',
      'line',
      lineMapping,
      [
        row('follow', true, 'Conversion'),
        row('form_answer', false, 'Conversion'),
        row('booking_made', true, 'Reservation'),
        row('booking_visited', false, 'Conversion'),
        row('purchase', false, 'Conversion'),
      ],
    ],
  ] as const)('%s', (_name, platform, mapping, rows) => {
    expect(mappingRowsOf(platform, mapping as AdEventMapping)).toEqual(rows);
  });

  it('gives one row per kind, in the contract’s order', () => {
    expect(mappingRowsOf('meta', { mappings: [] }).map((item) => item.kind)).toEqual([...AD_EVENT_KINDS]);
  });
});

describe('mappingBodyOf', () => {
  it('sends the ticked rows only, and round-trips a saved mapping', () => {
    expect(mappingBodyOf(mappingRowsOf('line', lineMapping))).toEqual(lineMapping);
    expect(mappingBodyOf([row('follow', false, 'Lead')])).toEqual({ mappings: [] });
  });
});

describe('mappingProblems', () => {
  it.each([
    ['unticked rows may have no name', [row('follow', true, 'Lead'), row('booking_visited', false, '')], {}],
    [
      'a ticked row without a name is named by its kind',
      [row('follow', false, ''), row('form_answer', true, 'Lead'), row('booking_visited', true, ' ')],
      { booking_visited: M.eventName },
    ],
    ['a name over 50 characters', [row('purchase', true, 'x'.repeat(51))], { purchase: M.eventName }],
  ] as const)('%s', (_name, rows, problems) => {
    expect(mappingProblems(rows)).toEqual(problems);
  });

  it('puts the server’s 422 under the kind of the ticked row it names', () => {
    const rows = [row('follow', false, ''), row('form_answer', true, 'A'), row('purchase', true, 'B')];
    expect(mappingFieldsOf(rows, { 'mappings.1.event_name': M.eventName, mappings: 'x' })).toEqual({
      purchase: M.eventName,
    });
  });
});

describe('testKindsOf', () => {
  it.each([
    [undefined, []],
    [{ mappings: [] }, []],
    [
      {
        mappings: [
          { kind: 'purchase', event_name: 'Purchase' },
          { kind: 'follow', event_name: 'Lead' },
        ],
      },
      ['follow', 'purchase'],
    ],
  ] as const)('%j → %j', (mapping, kinds) => {
    expect(testKindsOf(mapping as AdEventMapping | undefined)).toEqual(kinds);
  });
});
