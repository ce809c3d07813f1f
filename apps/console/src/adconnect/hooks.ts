import type { Paged } from '@console/contract';
import {
  ADCONNECT_OPS,
  type AdAccount,
  type AdAccountCreate,
  type AdAccountUpdate,
  type AdEventKind,
  type AdEventMapping,
  type AdSend,
  type AdSendStatus,
} from '@console/contract/adconnect';
import useSWR from 'swr';
import { type ApiError, apiCall, apiCallRead, apiCallReadPage } from '../shared/fetcher';
import { adAccountsRead, adMappingRead, adSendsRead } from './reads';

export const useAdAccounts = () =>
  useSWR<AdAccount[], ApiError>(adAccountsRead.key, () =>
    apiCallRead(ADCONNECT_OPS.adAccounts, adAccountsRead),
  );

export const useAdMapping = (id: number | null) =>
  useSWR<AdEventMapping, ApiError>(id === null ? null : adMappingRead(id).key, () =>
    apiCallRead(ADCONNECT_OPS.adEventMapping, adMappingRead(id as number)),
  );

export function useAdSends(id: number | null, status: AdSendStatus | undefined, page: number) {
  const read = id === null ? null : adSendsRead(id, status, page);
  return useSWR<Paged<AdSend>, ApiError>(
    read?.key ?? null,
    () => apiCallReadPage(ADCONNECT_OPS.adSends, read as NonNullable<typeof read>),
    { keepPreviousData: true },
  );
}

/** The writes of 広告連携. */
export const adConnectApi = {
  create: (body: AdAccountCreate) => apiCall(ADCONNECT_OPS.createAdAccount, { body }),
  update: (id: number, body: AdAccountUpdate) =>
    apiCall(ADCONNECT_OPS.updateAdAccount, { params: { id }, body }),
  remove: (id: number) => apiCall(ADCONNECT_OPS.deleteAdAccount, { params: { id } }),
  putMapping: (id: number, body: AdEventMapping) =>
    apiCall(ADCONNECT_OPS.putAdEventMapping, { params: { id }, body }),
  test: (id: number, kind: AdEventKind) =>
    apiCall(ADCONNECT_OPS.testAdAccount, { params: { id }, body: { kind } }),
};
