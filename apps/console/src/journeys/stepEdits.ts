import type { JourneyStep, JourneyStepType } from '@console/contract/journeys';

/*
 * The editor's changes to a journey's step list (pure). A branch's else_step is an index into the
 * list (the list's length means "to the end"), so every change renumbers them to keep pointing at
 * the same step.
 */

/** A new step of a type with its fields at their starting values. */
export function newStep(type: JourneyStepType): JourneyStep {
  switch (type) {
    case 'wait':
      return { type, minutes: 60 };
    case 'wait_until':
      return { type, weekday: 1, time: '10:00' };
    case 'message':
      return { type, text: '' };
    case 'add_tag':
    case 'remove_tag':
    case 'journey_tag':
      return { type };
    case 'set_var':
      return { type, value: '' };
    case 'branch':
      return { type };
    case 'exit':
      return { type };
  }
}

/** Each branch's target through `map` (old index → new index); the end stays the end. */
function retarget(steps: JourneyStep[], oldLength: number, map: (index: number) => number): JourneyStep[] {
  return steps.map((step) => {
    if (step.type !== 'branch' || step.else_step === undefined) return step;
    const target = step.else_step >= oldLength ? steps.length : map(step.else_step);
    return { ...step, else_step: target };
  });
}

/** Adds a step at the end; a branch aiming at the end keeps aiming at the end. */
export function appendStep(steps: readonly JourneyStep[], step: JourneyStep): JourneyStep[] {
  const next = [...steps, step];
  return retarget(next, steps.length, (index) => index);
}

/** Removes step `at`; a branch aiming at it goes on to the step that follows it instead. */
export function removeStep(steps: readonly JourneyStep[], at: number): JourneyStep[] {
  const next = steps.filter((_, index) => index !== at);
  return retarget(next, steps.length, (index) => (index > at ? index - 1 : index));
}

/** Moves step `from` to position `to`; branches keep aiming at the same steps. */
export function moveStep(steps: readonly JourneyStep[], from: number, to: number): JourneyStep[] {
  if (to < 0 || to >= steps.length || from === to) return [...steps];
  const order = steps.map((_, index) => index);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved as number);
  const newIndex = new Map(order.map((old, index) => [old, index]));
  const next = order.map((old) => steps[old] as JourneyStep);
  return retarget(next, steps.length, (index) => newIndex.get(index) ?? index);
}

/** Replaces step `at` with `step`. */
export function replaceStep(steps: readonly JourneyStep[], at: number, step: JourneyStep): JourneyStep[] {
  return steps.map((current, index) => (index === at ? step : current));
}
