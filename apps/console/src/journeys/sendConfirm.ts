import type { JourneyAudience, JourneyEntryType, JourneyStep } from '@console/contract/journeys';
import { JOURNEYS_TEXT } from './messages';

const C = JOURNEYS_TEXT.confirm;
const A = JOURNEYS_TEXT.audience;

/** The longest part of a message the confirmation quotes (code points, not UTF-16 units). */
export const QUOTE_MAX = 40;

/** When a friend who enters gets the first message, read from the steps before it. */
export type FirstSendWhen =
  | { kind: 'now' }
  | { kind: 'after'; minutes: number }
  | { kind: 'weekday'; weekday: number; time: string }
  /** Behind a branch (not everyone gets it) or a wait after a weekday wait: no single time. */
  | { kind: 'conditional' }
  | { kind: 'later' };

/**
 * The first message a friend entering the journey gets, and when: the steps are walked in order
 * from the start, as the scheduler runs them for a friend who just entered. Null when no message
 * comes before the end (or an exit).
 */
export function firstSend(
  steps: readonly JourneyStep[],
  templateNames: ReadonlyMap<number, string> = new Map(),
): { text: string; when: FirstSendWhen } | null {
  let minutes = 0;
  let weekday: { weekday: number; time: string } | null = null;
  let afterWeekday = false;
  let branched = false;
  for (const step of steps) {
    switch (step.type) {
      case 'wait':
        if (weekday) afterWeekday = afterWeekday || (step.minutes ?? 0) > 0;
        else minutes += step.minutes ?? 0;
        break;
      case 'wait_until':
        weekday = { weekday: step.weekday ?? 1, time: step.time ?? '' };
        afterWeekday = false;
        break;
      case 'branch':
        branched = true;
        break;
      case 'exit':
        return null;
      case 'message': {
        // A template step is quoted by the template's name (its messages are the template's).
        const text =
          step.template_id === undefined
            ? (step.text ?? '')
            : (templateNames.get(step.template_id) ?? C.template);
        if (branched) return { text, when: { kind: 'conditional' } };
        if (afterWeekday) return { text, when: { kind: 'later' } };
        if (weekday) return { text, when: { kind: 'weekday', ...weekday } };
        return { text, when: minutes > 0 ? { kind: 'after', minutes } : { kind: 'now' } };
      }
      default:
        break;
    }
  }
  return null;
}

/** A message's start as quoted in a sentence: one line, at most QUOTE_MAX characters. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const points = [...line];
  return points.length > QUOTE_MAX ? `${points.slice(0, QUOTE_MAX).join('')}…` : line;
}

function whenText(when: FirstSendWhen, joinedNow: boolean): string {
  switch (when.kind) {
    case 'now':
      return joinedNow ? C.now : C.afterJoin;
    case 'after':
      return C.afterMinutes(when.minutes);
    case 'weekday':
      return C.atWeekday(JOURNEYS_TEXT.weekdays[when.weekday] ?? '', when.time);
    case 'conditional':
      return C.conditional;
    case 'later':
      return C.later;
  }
}

export interface SendConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * What the start (or resume) confirmation says: who and how many (the server's count), what the
 * first message is and when it goes, and a button naming the action and the count. `change` is the
 * save of a journey in delivery whose entry changed: the new entry's friends join with the save,
 * as at a start, while the friends already in it go on.
 */
export function sendConfirmation({
  action,
  entry,
  audience,
  steps,
  templateNames,
}: {
  action: 'start' | 'resume' | 'change';
  entry: JourneyEntryType;
  audience: JourneyAudience;
  steps: readonly JourneyStep[];
  /** The names of the templates the steps send, by id. */
  templateNames?: ReadonlyMap<number, string>;
}): SendConfirmation {
  const first = firstSend(steps, templateNames);
  // Segment friends enter with the save itself; follow and trigger friends when they come.
  const firstLine = (joinedNow: boolean) =>
    first ? C.first(quote(first.text), whenText(first.when, joinedNow)) : C.noMessage;
  const who =
    entry === 'follow'
      ? C.follow
      : entry === 'trigger'
        ? C.trigger
        : audience.entering > 0
          ? ''
          : C.segmentZero;
  if (action === 'start' || action === 'change') {
    const start = action === 'start';
    const count = entry === 'member_query' ? audience.entering : 0;
    const message =
      count > 0
        ? `${start ? C.segment(count) : C.entering(count)}${firstLine(true)}${C.ask}`
        : `${who}${entry === 'member_query' ? '' : firstLine(false)}${C.ask}`;
    if (!start)
      return { title: C.changeTitle, message, confirmLabel: count > 0 ? C.changeN(count) : C.changeFuture };
    return {
      title: C.startTitle,
      message,
      confirmLabel: count > 0 ? C.startN(count) : C.startFuture,
    };
  }
  const entering = entry === 'member_query' ? audience.entering : 0;
  const total = audience.waiting + entering;
  const parts = [
    audience.waiting > 0 ? C.waiting(audience.waiting) : '',
    entering > 0 ? `${C.entering(entering)}${firstLine(true)}` : '',
    entering === 0 && (entry !== 'member_query' || audience.waiting === 0) ? who : '',
    C.ask,
  ];
  return {
    title: C.resumeTitle,
    message: parts.join(''),
    confirmLabel: total > 0 ? C.resumeN(total) : C.resumeFuture,
  };
}

/** The line under the entry: who starting the journey now would reach. */
export function audienceLine({
  entry,
  segmentChosen,
  audience,
  saved,
  error,
}: {
  entry: JourneyEntryType;
  segmentChosen: boolean;
  audience: JourneyAudience | undefined;
  /** A saved journey: friends already in it are not counted again. */
  saved: boolean;
  error: boolean;
}): { text: string; zero: boolean } {
  if (entry === 'follow') return { text: A.follow, zero: false };
  if (entry === 'trigger') return { text: A.trigger, zero: false };
  if (!segmentChosen) return { text: A.segmentNone, zero: false };
  if (error) return { text: A.error, zero: false };
  if (!audience) return { text: A.counting, zero: false };
  const text = saved ? A.segmentNotIn(audience.entering) : A.segment(audience.entering);
  return { text, zero: audience.entering === 0 };
}
