import { TEL_ORDER_STATUS, type TelOrderStatus } from '@console/contract/tel';
import { messages } from './messages';

export type StatusChange = { ok: true; next: TelOrderStatus } | { ok: false; message: string };

const { DRAFT, ORDERED, IN_PROGRESS, DONE, CANCELLED } = TEL_ORDER_STATUS;

/**
 * The server's order status rules: ordering (→ 1) only from a draft; cancelling (→ -1) from a
 * draft, an ordered or an in-progress order, never from done or cancelled. Everything else is a
 * conflict (409) with the reason for the operator. 2 and 3 are the sender worker's to set.
 */
export function nextOrderStatus(current: TelOrderStatus, requested: number): StatusChange {
  if (requested === ORDERED) {
    if (current === DRAFT) return { ok: true, next: ORDERED };
    if (current === CANCELLED) return { ok: false, message: messages.cannotOrderCancelled };
    return { ok: false, message: messages.alreadyOrdered };
  }
  if (requested === CANCELLED) {
    if (current === DRAFT || current === ORDERED || current === IN_PROGRESS)
      return { ok: true, next: CANCELLED };
    if (current === DONE) return { ok: false, message: messages.cannotCancelDone };
    return { ok: false, message: messages.alreadyCancelled };
  }
  return { ok: false, message: messages.statusNotAllowed };
}
