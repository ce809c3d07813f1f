import type { TriggerAction, TriggerActionInput, TriggerActionType } from '@console/contract/journeys';
import type { TemplateChoice } from '../shared/templateLists';
import { JOURNEYS_TEXT as T } from './messages';

/*
 * The trigger action form's values as typed and chosen, and what the API is sent from them; what
 * an action's row says it sends. Pure, so the choices are tested without a screen.
 */

/** A Select's value for "no choice": everyone (segment), the action's own text (message source). */
export const NONE = '';

/** The form's fields: ids as the Selects hold them (strings, NONE for none). */
export interface ActionDraft {
  name: string;
  type: TriggerActionType;
  /** The journey or tag. */
  target: string;
  /** A message's 送る内容: NONE for its own text, else a template's id. */
  source: string;
  text: string;
  segment: string;
}

const idOrNull = (value: string) => (value === NONE ? null : Number(value));

/** The form of an action as saved (or a new one's, starting a journey for every friend). */
export function actionDraft(action?: TriggerAction): ActionDraft {
  return {
    name: action?.name ?? '',
    type: action?.type ?? 'start_journey',
    target: action?.action_id ? String(action.action_id) : NONE,
    source: action?.template_id ? String(action.template_id) : NONE,
    text: action?.text ?? '',
    segment: action?.member_query_id ? String(action.member_query_id) : NONE,
  };
}

/**
 * What the API is sent: a message its template or its text (the other left out, as the server
 * would drop it), another type its journey or tag.
 */
export function actionInput(draft: ActionDraft): TriggerActionInput {
  const base = { name: draft.name, type: draft.type, member_query_id: idOrNull(draft.segment) };
  if (draft.type !== 'message') return { ...base, action_id: idOrNull(draft.target), template_id: null };
  const templateId = idOrNull(draft.source);
  return templateId === null
    ? { ...base, action_id: null, text: draft.text, template_id: null }
    : { ...base, action_id: null, text: '', template_id: templateId };
}

/**
 * The 送る内容 choices: the action's own text, then the ready templates; a chosen template no
 * longer ready (or gone) stays named, so the operator sees what the action points at. While the
 * templates load (undefined) the chosen one is only "a template": not yet known to be gone.
 */
export function sourceOptions(
  templates: readonly TemplateChoice[] | undefined,
  chosen: number | null,
): { name: string; value: string }[] {
  const options = [
    { name: T.ownText, value: NONE },
    ...(templates ?? []).map((template) => ({ name: template.name, value: String(template.id) })),
  ];
  if (chosen !== null && !options.some((option) => option.value === String(chosen))) {
    options.push({ name: templateSummary(chosen, templates), value: String(chosen) });
  }
  return options;
}

/**
 * What a template action's row says it sends: the template's name; while the ready templates load
 * (undefined) just that it is one; a template not among them is no longer ready.
 */
export function templateSummary(
  templateId: number,
  templates: readonly TemplateChoice[] | undefined,
): string {
  if (templates === undefined) return T.confirm.template;
  const found = templates.find((template) => template.id === templateId);
  return found ? T.templateNamed(found.name) : T.templateGone(templateId);
}
