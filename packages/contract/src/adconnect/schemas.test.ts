import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AD_DEFAULT_MAPPINGS, AD_EVENT_KINDS, META_STANDARD_EVENTS } from './constants';
import { AD_CONNECT_MESSAGES as M } from './messages';
import {
  adAccountCreateSchema,
  adAccountUpdateSchema,
  adEventMappingSchema,
  adSendQuerySchema,
} from './schemas';

const issues = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('an ad account', () => {
  const line = { name: 'LINE 広告', platform: 'line', destination_id: 'tag-1', access_token: ' token ' };

  it('trims the token and defaults the channel id and the switch', () => {
    expect(z.parse(adAccountCreateSchema, line)).toEqual({
      ...line,
      access_token: 'token',
      line_channel_id: null,
      enabled: true,
    });
  });

  it('refuses a token with spaces inside, or none, with one message', () => {
    expect(issues(adAccountCreateSchema, { ...line, access_token: 'a b' })).toEqual([
      ['access_token', M.accessToken],
    ]);
    expect(issues(adAccountCreateSchema, { ...line, access_token: '   ' })).toEqual([
      ['access_token', M.accessToken],
    ]);
  });

  it('keeps the stored token when a change leaves it out', () => {
    expect(z.parse(adAccountUpdateSchema, { name: 'x', destination_id: 'y' }).access_token).toBeNull();
  });
});

describe('the event mapping', () => {
  it('takes each kind once', () => {
    expect(
      issues(adEventMappingSchema, {
        mappings: [
          { kind: 'follow', event_name: 'Lead' },
          { kind: 'follow', event_name: 'Contact' },
        ],
      }),
    ).toEqual([['mappings.1.kind', M.duplicateKind]]);
  });

  it('proposes Meta standard events and LINE’s Conversion for kinds an ad account reports', () => {
    for (const [platform, mapping] of Object.entries(AD_DEFAULT_MAPPINGS)) {
      for (const [kind, name] of Object.entries(mapping)) {
        expect(AD_EVENT_KINDS, platform).toContain(kind);
        if (platform === 'meta') expect(META_STANDARD_EVENTS).toContain(name);
        else expect(name).toBe('Conversion');
      }
    }
  });
});

describe('the send log’s query', () => {
  it('takes a status and a page', () => {
    expect(z.parse(adSendQuerySchema, { status: 'failed', page: '2' })).toEqual({
      status: 'failed',
      page: 2,
    });
    expect(issues(adSendQuerySchema, { status: 'done' })).toEqual([['status', M.status]]);
  });
});
