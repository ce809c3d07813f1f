import type { Paged } from '@console/contract';
import {
  TEL_OPS,
  type TelCreated,
  type TelLineResolve,
  type TelOrder,
  type TelOrderLine,
  type TelOrderSchedule,
  type TelOrderStatus,
  type TelOrderStatusResponse,
  type TelRegister,
  type TelSenderInfo,
  type TelTemplateList,
  type TelTemplateRegister,
  type TelUploadResponse,
} from '@console/contract/tel';
import useSWR, { type SWRResponse } from 'swr';
import { type ApiError, apiCall, apiCallPage, apiCallReadPage, type UploadProgress } from '../shared/fetcher';
import { isSending } from './format';
import { TEL_PER_PAGE, telOrdersRead } from './reads';

/** How often the detail page reloads while lines are being sent. */
export const TEL_POLL_MS = 2000;

export { TEL_PER_PAGE } from './reads';

const page = (number: number) => ({ page: number, perPage: TEL_PER_PAGE });

/** GET /api/tel/list?page=&per_page=: one page of the account's orders, newest first. */
export function useTelOrders(pageNumber = 1): SWRResponse<Paged<TelOrder>, ApiError> {
  const read = telOrdersRead(pageNumber);
  return useSWR<Paged<TelOrder>, ApiError>(read.key, () => apiCallReadPage(TEL_OPS.telOrders, read));
}

/** GET /api/tel/list/{id}/status; polls while the order is being sent. */
export function useTelOrderStatus(id: number): SWRResponse<TelOrderStatusResponse, ApiError> {
  return useSWR<TelOrderStatusResponse, ApiError>(['tel.orderStatus', id], () => fetchTelOrderStatus(id), {
    refreshInterval: (latest) => (isSending(latest?.status) ? TEL_POLL_MS : 0),
  });
}

/**
 * GET /api/tel/list/{id}?page=&per_page=: one page of an order's lines. Polls while the order is
 * being sent, and reloads whenever the order's status changes (the last lines of a finished order
 * arrive with it); the previous page stays on screen meanwhile, so the table never jumps.
 */
export function useTelOrderLines(
  id: number,
  pageNumber: number,
  status: TelOrderStatus | undefined,
): SWRResponse<Paged<TelOrderLine>, ApiError> {
  return useSWR<Paged<TelOrderLine>, ApiError>(
    ['tel.orderLines', id, pageNumber, status],
    () => apiCallPage(TEL_OPS.telOrder, { params: { id } }, page(pageNumber)),
    { refreshInterval: isSending(status) ? TEL_POLL_MS : 0, keepPreviousData: true },
  );
}

/** GET /api/tel/template/list. */
export function useTelTemplates() {
  return useSWR<TelTemplateList, ApiError>('tel.templates', () => apiCall(TEL_OPS.telTemplates, {}));
}

/** GET /api/tel/sender: sandbox means nothing is really sent (the screens show a banner). */
export function useTelSender() {
  return useSWR<TelSenderInfo, ApiError>('tel.sender', () => apiCall(TEL_OPS.telSender, {}));
}

/** GET /api/tel/list/{id}/status. */
export function fetchTelOrderStatus(id: number): Promise<TelOrderStatusResponse> {
  return apiCall(TEL_OPS.telOrderStatus, { params: { id } });
}

/** When an order's unsent lines would really go if it were ordered now (asked at the moment of ordering). */
export function fetchTelOrderSchedule(id: number): Promise<TelOrderSchedule> {
  return apiCall(TEL_OPS.telOrderSchedule, { params: { id } });
}

/** POST /api/tel/list/{id}/status: 1 orders a draft, -1 cancels. */
export function changeTelOrderStatus(id: number, status: 1 | -1): Promise<TelOrderStatusResponse> {
  return apiCall(TEL_OPS.changeTelOrderStatus, { params: { id }, body: { status } });
}

/** POST /api/tel/list/{id}/lines/{lineId}/resolve: mark an unknown line sent, or send it again. */
export function resolveTelLine(
  id: number,
  lineId: number,
  action: TelLineResolve['action'],
): Promise<TelOrderLine> {
  return apiCall(TEL_OPS.resolveTelLine, { params: { id, lineId }, body: { action } });
}

/** POST /api/tel/register: a draft order of one line. */
export function registerTel(payload: TelRegister): Promise<TelCreated> {
  return apiCall(TEL_OPS.registerTel, { body: payload });
}

/** POST /api/tel/template/register. */
export function registerTelTemplate(payload: TelTemplateRegister): Promise<TelCreated> {
  return apiCall(TEL_OPS.registerTelTemplate, { body: payload });
}

/** POST /api/tel/upload (multipart file + description), reporting upload progress. */
export function uploadTelFile(
  file: File,
  description: string,
  onProgress: (progress: UploadProgress) => void = () => {},
): Promise<TelUploadResponse> {
  const form = new FormData();
  form.append('description', description);
  form.append('file', file);
  return apiCall(TEL_OPS.uploadTel, {}, { formData: form, onUploadProgress: onProgress });
}
