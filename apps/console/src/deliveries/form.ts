import {
  type Delivery,
  type DeliveryAudience,
  type DeliveryAudienceType,
  type DeliveryInput,
  type DeliveryScheduleType,
  deliveryInputSchema,
  JAPAN_LOCAL_DATETIME_PATTERN,
  DELIVERY_MESSAGES as M,
} from '@console/contract/deliveries';
import { fieldErrors } from '@console/contract/validation';

/*
 * The compose form's state and what it sends (issue 31): the form holds strings as its fields
 * show them (a Select's id, a date and a time apart); the contract's DeliveryInput is made from
 * them here, so the same body is checked on the screen and sent to the server.
 */

export interface DeliveryDraft {
  name: string;
  /** A template's id as the Select holds it; '' for none chosen. */
  templateId: string;
  audience: DeliveryAudienceType;
  /** A segment's id as the Select holds it; '' for none chosen. */
  segmentId: string;
  tagIds: number[];
  excludeTagIds: number[];
  schedule: DeliveryScheduleType;
  /** Japan's calendar day, `YYYY-MM-DD`; '' for none. */
  date: string;
  /** Japan's wall-clock time, `HH:mm`; '' for none. */
  time: string;
  paced: boolean;
  /** Friends a minute as typed. */
  perMinute: string;
}

export const newDraft = (): DeliveryDraft => ({
  name: '',
  templateId: '',
  audience: 'all',
  segmentId: '',
  tagIds: [],
  excludeTagIds: [],
  schedule: 'now',
  date: '',
  time: '',
  paced: false,
  perMinute: '',
});

/** A saved delivery as the form shows it. */
export function draftOf(delivery: Delivery): DeliveryDraft {
  const { audience, schedule, pacing } = delivery;
  const [date = '', time = ''] = schedule.type === 'at' ? schedule.at.split('T') : [];
  return {
    name: delivery.name,
    templateId: String(delivery.template_id),
    audience: audience.type,
    segmentId: audience.type === 'segment' ? String(audience.member_query_id) : '',
    tagIds: audience.type === 'tags' ? [...audience.tag_ids] : [],
    excludeTagIds: audience.type === 'tags' ? [...audience.exclude_tag_ids] : [],
    schedule: schedule.type,
    date,
    time,
    paced: pacing !== null,
    perMinute: pacing ? String(pacing.per_minute) : '',
  };
}

/** An id as a Select holds it, or 0 (no such id: the form says what to choose) for none. */
const idOf = (value: string) => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0);

/** The audience the draft names, as the contract takes it (the count and the input). */
export function audienceOf(draft: DeliveryDraft): DeliveryAudience {
  switch (draft.audience) {
    case 'segment':
      return { type: 'segment', member_query_id: idOf(draft.segmentId) };
    case 'tags':
      return { type: 'tags', tag_ids: [...draft.tagIds], exclude_tag_ids: [...draft.excludeTagIds] };
    default:
      return { type: 'all' };
  }
}

/**
 * The audience to count now, or null while it names no one yet (no segment chosen, no tag):
 * the server would refuse that count with a 422 the operator has not earned.
 */
export function countableAudience(draft: DeliveryDraft): DeliveryAudience | null {
  if (draft.audience === 'segment' && idOf(draft.segmentId) === 0) return null;
  if (draft.audience === 'tags' && draft.tagIds.length === 0 && draft.excludeTagIds.length === 0) return null;
  const audience = audienceOf(draft);
  if (audience.type === 'tags' && audience.exclude_tag_ids.some((id) => audience.tag_ids.includes(id)))
    return null;
  return audience;
}

/**
 * Friends a minute as the contract takes it: digits (full-width ones as an IME types them) as a
 * number, anything else NaN, which the contract's check refuses in its own words.
 */
function perMinuteOf(typed: string): number {
  const digits = typed.trim().replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The body of create and update. */
export function inputOf(draft: DeliveryDraft): DeliveryInput {
  return {
    name: draft.name,
    template_id: idOf(draft.templateId),
    audience: audienceOf(draft),
    schedule: draft.schedule === 'at' ? { type: 'at', at: `${draft.date}T${draft.time}` } : { type: 'now' },
    pacing: draft.paced ? { per_minute: perMinuteOf(draft.perMinute) } : null,
  };
}

/**
 * What the server would refuse in the body, the first message of each field keyed as its 422
 * keys them (`audience.tag_ids`, `schedule.at`); a template or segment not chosen says so in the
 * contract's words rather than as an unknown id.
 */
export function draftProblems(draft: DeliveryDraft): Record<string, string> {
  const result = fieldErrors(deliveryInputSchema, inputOf(draft));
  const problems: Record<string, string> = {};
  if (!result.ok)
    for (const [field, messages] of Object.entries(result.errors)) {
      const first = messages[0];
      if (first !== undefined) problems[field] = first;
    }
  if (idOf(draft.templateId) === 0) problems.template_id = M.template;
  if (draft.audience === 'segment' && idOf(draft.segmentId) === 0)
    problems['audience.member_query_id'] = M.segment;
  return problems;
}

/** A scheduled time `YYYY-MM-DDTHH:mm` (Japan) as operators read it: `2026/12/01 09:00`. */
export function formatJapanAt(at: string): string {
  const match = JAPAN_LOCAL_DATETIME_PATTERN.exec(at);
  if (!match) return at;
  const [, year, month, day, hours, minutes] = match;
  return `${year}/${month}/${day} ${hours}:${minutes}`;
}

/** The friends a delivery has gone to (sent or failed) of its recipients, 0–100; null without a count. */
export function progressOf(delivery: Pick<Delivery, 'recipient_count' | 'stats'>): number | null {
  const total = delivery.recipient_count;
  if (total === null || total <= 0) return null;
  const done = delivery.stats.sent + delivery.stats.failed;
  return Math.min(100, Math.floor((done / total) * 100));
}
