import {
  AD_DEFAULT_MAPPINGS,
  AD_EVENT_KINDS,
  type AdAccount,
  type AdAccountCreate,
  type AdAccountUpdate,
  type AdEventKind,
  type AdEventMapping,
  type AdPlatform,
  adAccountCreateSchema,
  adAccountUpdateSchema,
  adEventMappingSchema,
  LINE_CONVERSION_EVENT,
} from '@console/contract/adconnect';
import { fieldErrors } from '@console/contract/validation';

/*
 * 広告連携's forms and what they send (issue 32): the forms hold strings as their fields show them
 * ('' for none); the contract's bodies are made from them here, so the same body is checked on the
 * screen and sent to the server.
 */

export interface AccountDraft {
  name: string;
  platform: AdPlatform;
  destinationId: string;
  /** LINE only; '' for none. */
  lineChannelId: string;
  /** '' on an existing account keeps the stored token. */
  accessToken: string;
  enabled: boolean;
}

export const newAccountDraft = (platform: AdPlatform = 'line'): AccountDraft => ({
  name: '',
  platform,
  destinationId: '',
  lineChannelId: '',
  accessToken: '',
  enabled: true,
});

/** A saved account as its form shows it: the token is never answered, so it starts empty (kept). */
export const accountDraftOf = (account: AdAccount): AccountDraft => ({
  name: account.name,
  platform: account.platform,
  destinationId: account.destination_id,
  lineChannelId: account.line_channel_id ?? '',
  accessToken: '',
  enabled: account.enabled,
});

/** The channel id only a LINE account sends; none for Meta whatever the field held before a switch. */
const channelOf = (draft: AccountDraft) =>
  draft.platform === 'line' && draft.lineChannelId.trim() !== '' ? draft.lineChannelId : null;

export function createBodyOf(draft: AccountDraft): AdAccountCreate {
  return {
    name: draft.name,
    platform: draft.platform,
    destination_id: draft.destinationId,
    line_channel_id: channelOf(draft),
    access_token: draft.accessToken,
    enabled: draft.enabled,
  };
}

/** A change: the platform stays; an empty token field keeps the stored token (null). */
export function updateBodyOf(draft: AccountDraft): AdAccountUpdate {
  return {
    name: draft.name,
    destination_id: draft.destinationId,
    line_channel_id: channelOf(draft),
    access_token: draft.accessToken.trim() === '' ? null : draft.accessToken,
    enabled: draft.enabled,
  };
}

/** The first message of each field of a failed check, keyed as the server's 422 keys them. */
function firstMessages(result: ReturnType<typeof fieldErrors>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!result.ok)
    for (const [field, messages] of Object.entries(result.errors)) {
      const first = messages[0];
      if (first !== undefined) problems[field] = first;
    }
  return problems;
}

/** What the server would refuse in a new account's body (`existing` false) or a change's. */
export function accountProblems(draft: AccountDraft, existing: boolean): Record<string, string> {
  return existing
    ? firstMessages(fieldErrors(adAccountUpdateSchema, updateBodyOf(draft)))
    : firstMessages(fieldErrors(adAccountCreateSchema, createBodyOf(draft)));
}

/** One row of the mapping editor: a kind of ours, whether it is sent, and as which event. */
export interface MappingRow {
  kind: AdEventKind;
  send: boolean;
  eventName: string;
}

/** The event a kind is proposed as: the platform's default, else LINE's Conversion (Meta: none). */
export function defaultEventName(platform: AdPlatform, kind: AdEventKind): string {
  return AD_DEFAULT_MAPPINGS[platform][kind] ?? (platform === 'line' ? LINE_CONVERSION_EVENT : '');
}

/**
 * The editor's rows, one per kind in AD_EVENT_KINDS' order: the saved mapping, each unmapped kind
 * unticked with its proposed name; an empty mapping shows the platform's proposal, ticked.
 */
export function mappingRowsOf(platform: AdPlatform, mapping: AdEventMapping): MappingRow[] {
  const saved = new Map(mapping.mappings.map((item) => [item.kind, item.event_name]));
  const proposed = saved.size === 0;
  return AD_EVENT_KINDS.map((kind) => {
    const name = saved.get(kind);
    return name === undefined
      ? {
          kind,
          send: proposed && AD_DEFAULT_MAPPINGS[platform][kind] !== undefined,
          eventName: defaultEventName(platform, kind),
        }
      : { kind, send: true, eventName: name };
  });
}

/** The body of PUT …/mapping: the ticked rows, in the rows' order. */
export function mappingBodyOf(rows: readonly MappingRow[]): AdEventMapping {
  return {
    mappings: rows.filter((row) => row.send).map((row) => ({ kind: row.kind, event_name: row.eventName })),
  };
}

/**
 * What the server would refuse in the mapping, keyed by kind (the body's `mappings.1.event_name`
 * is the second ticked row, which the operator knows by its kind).
 */
export const mappingProblems = (rows: readonly MappingRow[]) =>
  mappingFieldsOf(rows, firstMessages(fieldErrors(adEventMappingSchema, mappingBodyOf(rows))));

/** The server's 422 on a mapping, keyed by kind as mappingProblems keys the screen's own. */
export function mappingFieldsOf(
  rows: readonly MappingRow[],
  fields: Record<string, string>,
): Partial<Record<AdEventKind, string>> {
  const sent = rows.filter((row) => row.send);
  const problems: Partial<Record<AdEventKind, string>> = {};
  for (const [field, message] of Object.entries(fields)) {
    const row = sent[Number(field.split('.')[1])];
    if (row !== undefined) problems[row.kind] ??= message;
  }
  return problems;
}

/** The kinds a test send may choose: the saved mapping's, in AD_EVENT_KINDS' order. */
export const testKindsOf = (mapping: AdEventMapping | undefined): AdEventKind[] =>
  AD_EVENT_KINDS.filter((kind) => mapping?.mappings.some((item) => item.kind === kind));

/** A send's payload as the detail shows it: indented JSON. */
export const payloadText = (payload: unknown) => JSON.stringify(payload, null, 2);
