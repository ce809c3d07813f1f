import type { JourneyStep } from '@console/contract/journeys';
import { messages } from './messages';

/** The ids a journey's steps point at, to check against the account. */
export interface StepRefs {
  tagIds: number[];
  journeyTagIds: number[];
  varIds: number[];
  templateIds: number[];
}

/**
 * The steps keeping only the fields of their type (pure). Each step's own fields are the contract's
 * `journeyStepInputSchema`'s rules; this normalises what it let through.
 */
export function cleanSteps(steps: readonly JourneyStep[]): JourneyStep[] {
  return steps.map((step): JourneyStep => {
    switch (step.type) {
      case 'wait':
        return { type: 'wait', minutes: step.minutes ?? 0 };
      case 'wait_until':
        return { type: 'wait_until', weekday: step.weekday ?? 0, time: step.time ?? '' };
      case 'message':
        return step.template_id !== undefined
          ? { type: 'message', template_id: step.template_id }
          : { type: 'message', text: step.text ?? '' };
      case 'add_tag':
      case 'remove_tag':
        return { type: step.type, tag_id: step.tag_id ?? 0 };
      case 'journey_tag':
        return { type: 'journey_tag', tag_id: step.tag_id ?? 0 };
      case 'set_var':
        return { type: 'set_var', var_id: step.var_id ?? 0, value: step.value ?? '' };
      case 'branch':
        return step.tag_id !== undefined
          ? { type: 'branch', tag_id: step.tag_id, else_step: step.else_step ?? 0 }
          : {
              type: 'branch',
              var_id: step.var_id ?? 0,
              value: step.value ?? '',
              else_step: step.else_step ?? 0,
            };
      default:
        return { type: 'exit' };
    }
  });
}

/**
 * The rules of a journey's steps that need the other steps (a branch only jumps ahead, to a step
 * of the list or its end) and the ids to check against the account. `steps` may hold null for a
 * step the contract schema refused (its place still counts): it is left out of both.
 */
export function crossStepChecks(steps: readonly (JourneyStep | null)[]): {
  refs: StepRefs;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  const refs: StepRefs = { tagIds: [], journeyTagIds: [], varIds: [], templateIds: [] };
  steps.forEach((step, index) => {
    if (step === null) return;
    if ((step.type === 'add_tag' || step.type === 'remove_tag') && step.tag_id !== undefined) {
      refs.tagIds.push(step.tag_id);
    }
    if (step.type === 'journey_tag' && step.tag_id !== undefined) refs.journeyTagIds.push(step.tag_id);
    if (step.type === 'set_var' && step.var_id !== undefined) refs.varIds.push(step.var_id);
    if (step.type === 'message' && step.template_id !== undefined) refs.templateIds.push(step.template_id);
    if (step.type === 'branch') {
      if (step.tag_id !== undefined) refs.tagIds.push(step.tag_id);
      else if (step.var_id !== undefined) refs.varIds.push(step.var_id);
      const target = step.else_step;
      if (target !== undefined && (target <= index || target > steps.length)) {
        errors[`steps.${index}.else_step`] = [messages.elseStep];
      }
    }
  });
  return { refs, errors };
}
