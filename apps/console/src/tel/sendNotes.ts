import {
  parseSendDate,
  parseSendTime,
  sendTiming,
  TEL_LINE_STATUS,
  TEL_ORDER_STATUS,
  type TelOrderLine,
  type TelOrderSchedule,
  type TelOrderStatus,
  tokyoInstant,
} from '@console/contract/tel';
import { TEL_TEXT } from './messages';

/*
 * What the tel screens say about when messages really go (issue 28), from the contract's
 * sendTiming (Tokyo time, whatever the browser's zone): the register page's note under the time,
 * the order confirmation and each line's note on the order page.
 */

/** The note under the register form's send time; null when it goes by day, as planned. */
export function registerTimeNote(date: string, time: string, now: number): string | null {
  const day = parseSendDate(date);
  const seconds = parseSendTime(time);
  if (!day || seconds === null) return null;
  const timing = sendTiming(tokyoInstant(day, seconds), now);
  if (timing.past) return timing.night ? TEL_TEXT.timeNote.pastNight : TEL_TEXT.timeNote.past;
  return timing.night ? TEL_TEXT.timeNote.night : null;
}

export interface OrderConfirmation {
  message: string;
  confirmLabel: string;
}

/** The order confirmation: how many lines, how many go at once and how many at night. */
export function orderConfirmation(schedule: TelOrderSchedule): OrderConfirmation {
  const C = TEL_TEXT.orderConfirm;
  if (schedule.count === 0) return { message: `${C.none}${C.ask}`, confirmLabel: TEL_TEXT.orderConfirmLabel };
  const parts = [C.lines(schedule.count)];
  if (schedule.past > 0) parts.push(C.past(schedule.past, schedule.past === schedule.count));
  if (schedule.night > 0) parts.push(C.night(schedule.night, schedule.night === schedule.count));
  if (schedule.past === 0 && schedule.night === 0) parts.push(C.onTime);
  parts.push(C.ask);
  return { message: parts.join(''), confirmLabel: C.label(schedule.count) };
}

/**
 * When a line really goes, beside its planned time: a past time goes right after the order
 * (発注後すぐ) or, once ordered, at the next turn of the sender; a night time says so. Null for a
 * line that went (its sent time is in its own column), failed or whose order was cancelled.
 */
export function lineWhenNote(
  line: Pick<TelOrderLine, 'datetime' | 'status'>,
  orderStatus: TelOrderStatus | undefined,
  now: number,
): string | null {
  if (line.status !== TEL_LINE_STATUS.PENDING && line.status !== TEL_LINE_STATUS.PROCESSING) return null;
  if (orderStatus === TEL_ORDER_STATUS.CANCELLED || orderStatus === TEL_ORDER_STATUS.DONE) return null;
  const planned = Date.parse(line.datetime);
  if (Number.isNaN(planned)) return null;
  const timing = sendTiming(planned, now);
  const W = TEL_TEXT.lineWhen;
  const notes = [];
  if (timing.past) notes.push(orderStatus === TEL_ORDER_STATUS.DRAFT ? W.afterOrder : W.soon);
  if (timing.night) notes.push(W.night);
  return notes.length > 0 ? notes.join('・') : null;
}
