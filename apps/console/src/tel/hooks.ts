import { DEFAULT_PER_PAGE, type Paged } from '@console/contract';
import {
  TEL_API,
  type TelCreated,
  type TelLineResolve,
  type TelOrder,
  type TelOrderLine,
  type TelOrderStatus,
  type TelOrderStatusResponse,
  type TelRegister,
  type TelSenderInfo,
  type TelTemplateList,
  type TelTemplateRegister,
  type TelUploadResponse,
  telCreatedSchema,
  telOrderLineSchema,
  telOrderLinesSchema,
  telOrderListSchema,
  telOrderStatusResponseSchema,
  telSenderInfoSchema,
  telTemplateListSchema,
  telUploadResponseSchema,
} from '@console/contract/tel';
import useSWR, { type SWRResponse } from 'swr';
import { type ApiError, apiRequest, apiRequestPage, type UploadProgress } from '../shared/fetcher';
import { isSending } from './format';

/** How often the detail page reloads while lines are being sent. */
export const TEL_POLL_MS = 2000;

/** Rows per page of the order list and of an order's lines. */
export const TEL_PER_PAGE = DEFAULT_PER_PAGE;

const page = (number: number) => ({ page: number, perPage: TEL_PER_PAGE });

/** GET /api/tel/list?page=&per_page=: one page of the account's orders, newest first. */
export function useTelOrders(pageNumber = 1): SWRResponse<Paged<TelOrder>, ApiError> {
  return useSWR<Paged<TelOrder>, ApiError>(['tel.orders', pageNumber], () =>
    apiRequestPage(TEL_API.path('orders'), page(pageNumber), telOrderListSchema),
  );
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
    () => apiRequestPage(TEL_API.path('order', { id }), page(pageNumber), telOrderLinesSchema),
    { refreshInterval: isSending(status) ? TEL_POLL_MS : 0, keepPreviousData: true },
  );
}

/** GET /api/tel/template/list. */
export function useTelTemplates() {
  return useSWR<TelTemplateList, ApiError>('tel.templates', () =>
    apiRequest(TEL_API.path('templates'), { schema: telTemplateListSchema }),
  );
}

/** GET /api/tel/sender: sandbox means nothing is really sent (the screens show a banner). */
export function useTelSender() {
  return useSWR<TelSenderInfo, ApiError>('tel.sender', () =>
    apiRequest(TEL_API.path('sender'), { schema: telSenderInfoSchema }),
  );
}

/** GET /api/tel/list/{id}/status. */
export function fetchTelOrderStatus(id: number): Promise<TelOrderStatusResponse> {
  return apiRequest(TEL_API.path('orderStatus', { id }), { schema: telOrderStatusResponseSchema });
}

/** POST /api/tel/list/{id}/status: 1 orders a draft, -1 cancels. */
export function changeTelOrderStatus(id: number, status: 1 | -1): Promise<TelOrderStatusResponse> {
  return apiRequest(TEL_API.path('orderStatus', { id }), {
    method: 'POST',
    body: { status },
    schema: telOrderStatusResponseSchema,
  });
}

/** POST /api/tel/list/{id}/lines/{lineId}/resolve: mark an unknown line sent, or send it again. */
export function resolveTelLine(
  id: number,
  lineId: number,
  action: TelLineResolve['action'],
): Promise<TelOrderLine> {
  return apiRequest(TEL_API.path('lineResolve', { id, lineId }), {
    method: 'POST',
    body: { action },
    schema: telOrderLineSchema,
  });
}

/** POST /api/tel/register: a draft order of one line. */
export function registerTel(payload: TelRegister): Promise<TelCreated> {
  return apiRequest(TEL_API.path('register'), { method: 'POST', body: payload, schema: telCreatedSchema });
}

/** POST /api/tel/template/register. */
export function registerTelTemplate(payload: TelTemplateRegister): Promise<TelCreated> {
  return apiRequest(TEL_API.path('templateRegister'), {
    method: 'POST',
    body: payload,
    schema: telCreatedSchema,
  });
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
  return apiRequest(TEL_API.path('upload'), {
    method: 'POST',
    body: form,
    schema: telUploadResponseSchema,
    onUploadProgress: onProgress,
  });
}
