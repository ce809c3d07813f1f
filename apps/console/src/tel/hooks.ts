import {
  TEL_DEFAULT_PER_PAGE,
  type TelCreated,
  type TelOrderDetail,
  type TelOrderList,
  type TelOrderStatusResponse,
  type TelRegister,
  type TelTemplateList,
  type TelTemplateRegister,
  type TelUploadResponse,
  telCreatedSchema,
  telOrderDetailSchema,
  telOrderListSchema,
  telOrderStatusResponseSchema,
  telTemplateListSchema,
  telUploadResponseSchema,
} from '@console/contract';
import useSWR from 'swr';
import { type ApiError, apiRequest, type Parser } from '../lib/fetcher';
import { type UploadProgress, uploadForm } from '../lib/upload';
import { isSending } from './format';

/** How often the detail page reloads while lines are being sent. */
export const TEL_POLL_MS = 2000;

export const telOrdersKey = (page = 1) => `/api/tel/list?page=${page}&per_page=${TEL_DEFAULT_PER_PAGE}`;
export const telOrderKey = (id: number, page = 1) =>
  `/api/tel/list/${id}?page=${page}&per_page=${TEL_DEFAULT_PER_PAGE}`;
export const TEL_TEMPLATES_KEY = '/api/tel/template/list';
export const TEL_SENDER_KEY = '/api/tel/sender';

/** GET /api/tel/list: one page of the account's orders, newest first. */
export function useTelOrders(page = 1) {
  const key = telOrdersKey(page);
  return useSWR<TelOrderList, ApiError>(key, () => apiRequest(key, { schema: telOrderListSchema }));
}

/** GET /api/tel/list/{id}: the order and one page of its lines; polls while it is being sent. */
export function useTelOrder(id: number, page = 1) {
  const key = telOrderKey(id, page);
  return useSWR<TelOrderDetail, ApiError>(key, () => apiRequest(key, { schema: telOrderDetailSchema }), {
    refreshInterval: (latest) => (isSending(latest?.order.status) ? TEL_POLL_MS : 0),
  });
}

/** GET /api/tel/template/list. */
export function useTelTemplates() {
  return useSWR<TelTemplateList, ApiError>(TEL_TEMPLATES_KEY, () =>
    apiRequest(TEL_TEMPLATES_KEY, { schema: telTemplateListSchema }),
  );
}

export interface TelSenderInfo {
  mode: 'sandbox' | 'line';
}

const telSenderSchema: Parser<TelSenderInfo> = {
  parse(value) {
    const mode = (value as { mode?: unknown } | null)?.mode;
    if (mode !== 'sandbox' && mode !== 'line') throw new Error('unexpected sender mode');
    return { mode };
  },
};

/** GET /api/tel/sender: sandbox means nothing is really sent (the screens show a banner). */
export function useTelSender() {
  return useSWR<TelSenderInfo, ApiError>(TEL_SENDER_KEY, () =>
    apiRequest(TEL_SENDER_KEY, { schema: telSenderSchema }),
  );
}

/** GET /api/tel/list/{id}/status. */
export function fetchTelOrderStatus(id: number): Promise<TelOrderStatusResponse> {
  return apiRequest(`/api/tel/list/${id}/status`, { schema: telOrderStatusResponseSchema });
}

/** POST /api/tel/list/{id}/status: 1 orders a draft, -1 cancels. */
export function changeTelOrderStatus(id: number, status: 1 | -1): Promise<TelOrderStatusResponse> {
  return apiRequest(`/api/tel/list/${id}/status`, {
    method: 'POST',
    body: { status },
    schema: telOrderStatusResponseSchema,
  });
}

/** POST /api/tel/register: a draft order of one line. */
export function registerTel(payload: TelRegister): Promise<TelCreated> {
  return apiRequest('/api/tel/register', { method: 'POST', body: payload, schema: telCreatedSchema });
}

/** POST /api/tel/template/register. */
export function registerTelTemplate(payload: TelTemplateRegister): Promise<TelCreated> {
  return apiRequest('/api/tel/template/register', {
    method: 'POST',
    body: payload,
    schema: telCreatedSchema,
  });
}

/** POST /api/tel/upload (multipart file + description), reporting upload progress. */
export function uploadTelFile(
  file: File,
  description: string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<TelUploadResponse> {
  const form = new FormData();
  form.append('description', description);
  form.append('file', file);
  return uploadForm('/api/tel/upload', form, { schema: telUploadResponseSchema, onProgress });
}
