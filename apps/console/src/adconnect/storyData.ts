import type { AdAccount, AdEventMapping, AdSend } from '@console/contract/adconnect';

/* What 広告連携's page stories answer (issue 32): a LINE and a Meta ad account, and a log. */

export const lineAccount: AdAccount = {
  id: 1,
  name: 'LINE 広告（表参道店）',
  platform: 'line',
  destination_id: 'a1b2c3d4-tag',
  line_channel_id: '1657000000',
  access_token_set: true,
  access_token_last4: '9XyZ',
  enabled: true,
  mode: 'sandbox',
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
};

export const metaAccount: AdAccount = {
  id: 2,
  name: 'Meta 広告（Instagram キャンペーン）',
  platform: 'meta',
  destination_id: '123456789012345',
  line_channel_id: null,
  access_token_set: true,
  access_token_last4: '1234',
  enabled: false,
  mode: 'sandbox',
  created_at: '2026-11-18T01:00:00.000Z',
  updated_at: '2026-11-21T01:00:00.000Z',
};

/** Newest first, as the list answers. */
export const accounts: AdAccount[] = [lineAccount, metaAccount];

export const lineMapping: AdEventMapping = {
  mappings: [
    { kind: 'follow', event_name: 'Conversion' },
    { kind: 'booking_made', event_name: 'Reservation' },
  ],
};

const payload = [
  {
    event: {
      source_type: 'LINE',
      deduplication_key: 'ad-1-41',
      event_type: 'conversion',
      event_name: 'Conversion',
      event_timestamp: 1764550800,
    },
    user: { line_uid: '3f7a…hashed' },
  },
];

const send = (changes: Partial<AdSend> & Pick<AdSend, 'id' | 'status'>): AdSend => ({
  ad_account_id: 1,
  kind: 'follow',
  event_name: 'Conversion',
  event_id: `ad-1-${changes.id}`,
  test: false,
  sandbox: true,
  attempts: 1,
  http_status: null,
  answer: null,
  tries: [],
  payload,
  event_at: '2026-12-01T01:00:00.000Z',
  created_at: '2026-12-01T01:00:00.000Z',
  next_attempt_at: null,
  sent_at: null,
  ...changes,
});

export const sends: AdSend[] = [
  send({
    id: 43,
    status: 'waiting',
    kind: 'booking_made',
    event_name: 'Reservation',
    sandbox: false,
    attempts: 2,
    http_status: 503,
    answer: 'Service Unavailable',
    tries: [
      { at: '2026-12-01T03:00:00.000Z', http_status: 503, answer: 'Service Unavailable' },
      { at: '2026-12-01T03:00:30.000Z', http_status: 503, answer: 'Service Unavailable' },
    ],
    event_at: '2026-12-01T03:00:00.000Z',
    created_at: '2026-12-01T03:00:00.000Z',
    next_attempt_at: '2026-12-01T03:02:30.000Z',
  }),
  send({
    id: 42,
    status: 'failed',
    sandbox: false,
    http_status: 400,
    answer: '{"message":"The request body is invalid: event_name is required"}',
    tries: [
      {
        at: '2026-12-01T02:00:00.000Z',
        http_status: 400,
        answer: '{"message":"The request body is invalid: event_name is required"}',
      },
    ],
    event_at: '2026-12-01T02:00:00.000Z',
    created_at: '2026-12-01T02:00:00.000Z',
  }),
  send({
    id: 41,
    status: 'sent',
    kind: null,
    test: true,
    http_status: null,
    answer: 'sandbox',
    tries: [{ at: '2026-12-01T01:00:00.000Z', http_status: null, answer: 'sandbox' }],
    sent_at: '2026-12-01T01:00:00.000Z',
  }),
];
