import {
  INVALID_TEMPLATE_LABEL,
  TEL_ORDER_STATUS,
  TEL_PARAM_KEYS,
  type TelOrder,
  type TelOrderStatus,
  type TelParams,
} from '@console/contract/tel';
import type { LinePreviewMessage } from '@console/ui';
import { TEL_TEXT } from './messages';

export { parsePage } from './reads';

/** Lines not yet final: all − success − failed (never below zero). */
export function unsentCount(order: Pick<TelOrder, 'count_all' | 'count_success' | 'count_failed'>): number {
  return Math.max(0, order.count_all - order.count_success - order.count_failed);
}

/** "33.3%": one decimal at most, 0% for an empty order. */
export function percentText(part: number, all: number): string {
  if (all <= 0) return '0%';
  const tenths = Math.round((part * 1000) / all) / 10;
  return `${tenths}%`;
}

/** "1,234（33.3%）". */
export function countWithPercent(part: number, all: number): string {
  return `${part.toLocaleString('ja-JP')}（${percentText(part, all)}）`;
}

/** spec §2: template 0 (or one the account does not have) is shown as the invalid label. */
export function templateText(templateId: number, knownIds?: ReadonlySet<number>): string {
  if (templateId <= 0) return INVALID_TEMPLATE_LABEL;
  if (knownIds && !knownIds.has(templateId)) return INVALID_TEMPLATE_LABEL;
  return String(templateId);
}

/** spec §2: merge data one line per key and value, in param order ("param_1: 山田"). */
export function paramLines(params: TelParams): string[] {
  return TEL_PARAM_KEYS.filter((key) => params[key] !== undefined).map(
    (key) => `${TEL_TEXT.paramShort(Number(key.slice('param_'.length)))}: ${params[key]}`,
  );
}

/** spec §2: "下記内容で発注する" only for a draft. */
export function canOrder(status: TelOrderStatus): boolean {
  return status === TEL_ORDER_STATUS.DRAFT;
}

/** spec §2: "取り消し" unless cancelled or done. */
export function canCancel(status: TelOrderStatus): boolean {
  return status !== TEL_ORDER_STATUS.CANCELLED && status !== TEL_ORDER_STATUS.DONE;
}

/** Lines are being sent: the detail page polls while this holds. */
export function isSending(status: TelOrderStatus | undefined): boolean {
  return status === TEL_ORDER_STATUS.ORDERED || status === TEL_ORDER_STATUS.IN_PROGRESS;
}

/** DateInput's `yyyy-MM-dd` as the registration payload's `yyyy/mm/dd`. */
export function toSlashDate(iso: string): string {
  return iso.replaceAll('-', '/');
}

/** Number of pages for `total` items, at least 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The manual of the tel screens under a configured root; none without a root. */
export function manualUrl(root: string | null | undefined, path = 'tel'): string | undefined {
  const trimmed = root?.trim();
  if (!trimmed) return undefined;
  return `${trimmed.replace(/\/+$/, '')}/${path}`;
}

/** Every message of an errors map, in order ("file", then the rest). */
export function errorMessages(errors: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.values(errors).flat();
}

/**
 * A template's body as a message LinePreview can draw, or null while it is not a Flex Message's
 * JSON (the operator is still typing it). LINE's limits are the contract's check, not this.
 */
export function previewOf(body: string): LinePreviewMessage | null {
  try {
    const message = JSON.parse(body) as unknown;
    return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'flex'
      ? (message as LinePreviewMessage)
      : null;
  } catch {
    return null;
  }
}
