import {
  TRACKER_MESSAGES as M,
  TRACKER_NO_GROUP,
  type Tracker,
  type TrackerInput,
  trackerInputSchema,
} from '@console/contract/trackers';
import { fieldErrors } from '@console/contract/validation';

/*
 * The tracker editor's state and what it sends (issue 31): the form holds strings as its fields
 * show them (a Select's id, '' for none); the contract's TrackerInput is made from them here, so
 * the same body is checked on the screen and sent to the server.
 */

/** A friend-information value a click sets: the variable's id as the Select holds it, and the value. */
export interface ValueRow {
  varId: string;
  value: string;
}

export interface TrackerDraft {
  name: string;
  url: string;
  /** A content group's id as the Select holds it; '' for no group. */
  groupId: string;
  tagIds: number[];
  values: ValueRow[];
  /** A journey's id as the Select holds it; '' for none. */
  journeyId: string;
}

/** An empty form, in the group the operator came from (`?group=`: an id, `none` or nothing). */
export const newDraft = (group?: string): TrackerDraft => ({
  name: '',
  url: '',
  groupId: group && group !== TRACKER_NO_GROUP ? group : '',
  tagIds: [],
  values: [],
  journeyId: '',
});

/** A saved tracker as the form shows it. */
export function draftOf(tracker: Tracker): TrackerDraft {
  return {
    name: tracker.name,
    url: tracker.url,
    groupId: tracker.group_id === null ? '' : String(tracker.group_id),
    tagIds: [...tracker.actions.tag_ids],
    values: tracker.actions.values.map((row) => ({ varId: String(row.var_id), value: row.value })),
    journeyId: tracker.actions.journey_id === null ? '' : String(tracker.actions.journey_id),
  };
}

/** An id as a Select holds it, or 0 (no such id) for none chosen. */
const idOf = (value: string) => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0);
const optionalId = (value: string) => (value === '' ? null : idOf(value));

/** The body of create and update. */
export function inputOf(draft: TrackerDraft): TrackerInput {
  return {
    name: draft.name,
    url: draft.url,
    group_id: optionalId(draft.groupId),
    actions: {
      tag_ids: [...draft.tagIds],
      values: draft.values.map((row) => ({ var_id: idOf(row.varId), value: row.value })),
      journey_id: optionalId(draft.journeyId),
    },
  };
}

/**
 * What the server would refuse in the body, the first message of each field keyed as its 422
 * keys them (`url`, `actions.values.1.var_id`); a value row without its variable says so in the
 * contract's words rather than as an unknown id.
 */
export function draftProblems(draft: TrackerDraft): Record<string, string> {
  const result = fieldErrors(trackerInputSchema, inputOf(draft));
  const problems: Record<string, string> = {};
  if (!result.ok)
    for (const [field, messages] of Object.entries(result.errors)) {
      const first = messages[0];
      if (first !== undefined) problems[field] = first;
    }
  draft.values.forEach((row, index) => {
    if (idOf(row.varId) === 0) problems[`actions.values.${index}.var_id`] = M.unknownVariable;
  });
  // Two rows not chosen yet are no variable chosen twice: each says so on its own row.
  const chosen = draft.values.map((row) => idOf(row.varId)).filter((id) => id !== 0);
  if (problems['actions.values'] === M.variableTwice && new Set(chosen).size === chosen.length)
    delete problems['actions.values'];
  return problems;
}

/**
 * The first problem under a field or any of its items (`actions.tag_ids` and the server's
 * `actions.tag_ids.2`): a multiple choice shows its items' problems beside itself.
 */
export function problemUnder(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}

/** A link's path as the operator copies it: on the page's own origin (the server's, which answers /t/). */
export const linkUrl = (origin: string, path: string) => `${origin}${path}`;
