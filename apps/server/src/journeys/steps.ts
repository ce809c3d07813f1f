import { JOURNEY_MAX_STEPS, JOURNEY_MESSAGE_MAX_LENGTH, type JourneyStep } from '@console/contract/journeys';
import { messages } from './messages';

/** The ids a journey's steps point at, to check against the account. */
export interface StepRefs {
  tagIds: number[];
  journeyTagIds: number[];
  varIds: number[];
}

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * Checks a journey's steps (pure): each step's own fields, a branch only jumping ahead. Returns
 * the steps keeping only the fields of their type, the ids to check against the account, and
 * errors by field (`steps.2.minutes`).
 */
export function checkSteps(steps: readonly JourneyStep[]): {
  steps: JourneyStep[];
  refs: StepRefs;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  const refs: StepRefs = { tagIds: [], journeyTagIds: [], varIds: [] };
  if (steps.length > JOURNEY_MAX_STEPS) return { steps: [], refs, errors: { steps: [messages.steps] } };
  const fail = (index: number, field: string, message: string) => {
    errors[`steps.${index}.${field}`] = [message];
  };
  const clean = steps.map((step, index): JourneyStep => {
    switch (step.type) {
      case 'wait':
        if (!Number.isInteger(step.minutes) || (step.minutes ?? -1) < 0 || (step.minutes ?? 0) > 525_600) {
          fail(index, 'minutes', messages.minutes);
        }
        return { type: 'wait', minutes: step.minutes ?? 0 };
      case 'wait_until':
        if (!Number.isInteger(step.weekday) || (step.weekday ?? -1) < 0 || (step.weekday ?? 7) > 6) {
          fail(index, 'weekday', messages.weekday);
        }
        if (!TIME.test(step.time ?? '')) fail(index, 'time', messages.time);
        return { type: 'wait_until', weekday: step.weekday ?? 0, time: step.time ?? '' };
      case 'message': {
        const text = step.text ?? '';
        if (!text.trim() || text.length > JOURNEY_MESSAGE_MAX_LENGTH) fail(index, 'text', messages.message);
        return { type: 'message', text };
      }
      case 'add_tag':
      case 'remove_tag':
        if (step.tag_id === undefined) fail(index, 'tag_id', messages.tag);
        else refs.tagIds.push(step.tag_id);
        return { type: step.type, tag_id: step.tag_id ?? 0 };
      case 'journey_tag':
        if (step.tag_id === undefined) fail(index, 'tag_id', messages.journeyTag);
        else refs.journeyTagIds.push(step.tag_id);
        return { type: 'journey_tag', tag_id: step.tag_id ?? 0 };
      case 'set_var':
        if (step.var_id === undefined) fail(index, 'var_id', messages.variable);
        else refs.varIds.push(step.var_id);
        if ((step.value ?? '').length > 1000) fail(index, 'value', messages.value);
        return { type: 'set_var', var_id: step.var_id ?? 0, value: step.value ?? '' };
      case 'branch': {
        // On a tag (tag_id) or on a variable's value (var_id, value).
        if (step.tag_id !== undefined) refs.tagIds.push(step.tag_id);
        else if (step.var_id !== undefined) refs.varIds.push(step.var_id);
        else fail(index, 'tag_id', messages.tag);
        const target = step.else_step;
        if (!Number.isInteger(target) || (target ?? 0) <= index || (target ?? 0) > steps.length) {
          fail(index, 'else_step', messages.elseStep);
        }
        return step.tag_id !== undefined
          ? { type: 'branch', tag_id: step.tag_id, else_step: target ?? 0 }
          : { type: 'branch', var_id: step.var_id ?? 0, value: step.value ?? '', else_step: target ?? 0 };
      }
      // The body's schema admits only the types above; exit is the last of them.
      default:
        return { type: 'exit' };
    }
  });
  return { steps: clean, refs, errors };
}
