import type { JourneyStep } from '@console/contract/journeys';
import { describe, expect, it } from 'vitest';
import { appendStep, moveStep, newStep, removeStep } from './stepEdits';

const m = (text: string): JourneyStep => ({ type: 'message', text });
const branch = (elseStep: number): JourneyStep => ({ type: 'branch', tag_id: 1, else_step: elseStep });

describe('step edits keep branches aiming at the same step', () => {
  it.each<[string, JourneyStep[], (steps: JourneyStep[]) => JourneyStep[], JourneyStep[]]>([
    [
      'append: a branch to the end still goes to the end',
      [branch(2), m('a')],
      (s) => appendStep(s, m('b')),
      [branch(3), m('a'), m('b')],
    ],
    [
      'append: a branch to a step keeps it',
      [branch(2), m('a'), m('b')],
      (s) => appendStep(s, m('c')),
      [branch(2), m('a'), m('b'), m('c')],
    ],
    [
      'remove a step before the target',
      [branch(3), m('a'), m('b'), m('c')],
      (s) => removeStep(s, 1),
      [branch(2), m('b'), m('c')],
    ],
    [
      'remove the target: on to the step after it',
      [branch(2), m('a'), m('b'), m('c')],
      (s) => removeStep(s, 2),
      [branch(2), m('a'), m('c')],
    ],
    [
      'remove with the target at the end',
      [branch(3), m('a'), m('b')],
      (s) => removeStep(s, 1),
      [branch(2), m('b')],
    ],
    [
      'move the target up',
      [branch(3), m('a'), m('b'), m('c')],
      (s) => moveStep(s, 3, 1),
      [branch(1), m('c'), m('a'), m('b')],
    ],
    [
      'move the branch down past a step',
      [branch(3), m('a'), m('b'), m('c')],
      (s) => moveStep(s, 0, 1),
      [m('a'), branch(3), m('b'), m('c')],
    ],
    ['move out of range changes nothing', [m('a'), m('b')], (s) => moveStep(s, 1, 2), [m('a'), m('b')]],
  ])('%s', (_name, steps, edit, expected) => {
    expect(edit(steps)).toEqual(expected);
  });

  it('starts each type with fields the server accepts', () => {
    expect(newStep('wait')).toEqual({ type: 'wait', minutes: 60 });
    expect(newStep('wait_until')).toEqual({ type: 'wait_until', weekday: 1, time: '10:00' });
    expect(newStep('message')).toEqual({ type: 'message', text: '' });
    expect(newStep('exit')).toEqual({ type: 'exit' });
  });
});
