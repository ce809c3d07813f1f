import type {
  FollowSettings,
  FollowSettingsInput,
  GreetingType,
  RefollowMode,
} from '@console/contract/journeys';
import { namedText } from '../shared/variableNames';

/*
 * The greeting and follow settings page's form state (issue 30), kept as the page edits it (ids as
 * the Selects' strings, each message a text) and turned into the contract's input on save.
 */

/** A Select's "nothing chosen" value. */
export const NONE = '';

export interface FollowDraft {
  enabled: boolean;
  type: GreetingType;
  templateId: string;
  texts: string[];
  tagIds: number[];
  values: { varId: string; value: string }[];
  journeyId: string;
  refollow: RefollowMode;
}

export function draftOf(settings: FollowSettings): FollowDraft {
  return {
    enabled: settings.greeting_enabled,
    type: settings.greeting_type,
    templateId: settings.template_id === null ? NONE : String(settings.template_id),
    // A greeting written here starts with one empty message to type in.
    texts: settings.messages.length > 0 ? settings.messages.map((message) => message.text) : [''],
    tagIds: settings.tag_ids,
    values: settings.values.map((value) => ({ varId: String(value.var_id), value: value.value })),
    journeyId: settings.journey_id === null ? NONE : String(settings.journey_id),
    refollow: settings.refollow,
  };
}

/**
 * The draft as the API takes it. An untouched empty message of a switched-off greeting is left
 * out (nothing to keep); a row of values without its variable is sent as it is, for the contract
 * to name (var_id 0 is no account's).
 */
export function inputOf(draft: FollowDraft): FollowSettingsInput {
  const texts = !draft.enabled && draft.texts.every((text) => text === '') ? [] : draft.texts;
  return {
    greeting_enabled: draft.enabled,
    greeting_type: draft.type,
    template_id: draft.type === 'template' && draft.templateId !== NONE ? Number(draft.templateId) : null,
    messages: texts.map((text) => ({ type: 'text' as const, text })),
    tag_ids: draft.tagIds,
    values: draft.values.map((row) => ({ var_id: Number(row.varId || 0), value: row.value })),
    journey_id: draft.journeyId === NONE ? null : Number(draft.journeyId),
    refollow: draft.refollow,
  };
}

/** A message as the preview draws it (LINE's shape, loosely). */
export type PreviewMessage = Record<string, unknown>;

/**
 * What the friend receives, for the preview: the written texts or the template's messages, each
 * insertion shown as 〈its name〉 (the friend's values are filled when it is sent); nothing while
 * the greeting is off.
 */
export function greetingPreview(
  draft: FollowDraft,
  templateMessages: readonly PreviewMessage[] | undefined,
  names: ReadonlyMap<string, string>,
): PreviewMessage[] {
  if (!draft.enabled) return [];
  if (draft.type === 'template') {
    const name = (value: unknown): unknown => {
      if (typeof value === 'string') return namedText(value, names);
      if (Array.isArray(value)) return value.map(name);
      if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, name(item)]));
      }
      return value;
    };
    return (templateMessages ?? []).map((message) => name(message) as PreviewMessage);
  }
  return draft.texts
    .filter((text) => text !== '')
    .map((text) => ({ type: 'text', text: namedText(text, names) }));
}

/** The first tab holding a field of `errors` (a 422's keys), so a failed save shows its fields. */
export function tabOfErrors(
  errors: Readonly<Record<string, unknown>>,
): 'basic' | 'actions' | 'refollow' | null {
  const keys = Object.keys(errors);
  if (keys.some((key) => /^(greeting_|template_id|messages)/.test(key))) return 'basic';
  if (keys.some((key) => /^(tag_ids|values|journey_id)/.test(key))) return 'actions';
  if (keys.some((key) => key.startsWith('refollow'))) return 'refollow';
  return null;
}
