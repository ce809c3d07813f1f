import { defineApi } from '../api';

/** Notification messages (spec §7 "Notification messages"), plus the calls the spec leaves open. */
export const TEL_API = defineApi({
  orders: '/api/tel/list',
  order: '/api/tel/list/{id}',
  orderStatus: '/api/tel/list/{id}/status',
  /** An operator's decision on a line whose outcome is unknown (送信結果が不明). */
  lineResolve: '/api/tel/list/{id}/lines/{lineId}/resolve',
  templates: '/api/tel/template/list',
  template: '/api/tel/template/{id}',
  templateRegister: '/api/tel/template/register',
  register: '/api/tel/register',
  upload: '/api/tel/upload',
  /** Whether messages really leave the machine (sandbox or LINE). */
  sender: '/api/tel/sender',
  /** The sample CSV of the upload page (CP932); served without a session. */
  sample: '/files/tel/sample.csv',
});

export const TEL_SAMPLE_CSV_PATH = TEL_API.paths.sample;
