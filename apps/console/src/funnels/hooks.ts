import {
  type EntrySource,
  type EntrySourceInput,
  FUNNELS_OPS,
  type Funnel,
  type FunnelCounts,
} from '@console/contract/funnels';
import useSWR from 'swr';
import { type Choice, choiceParser } from '../shared/choiceLists';
import { type ApiError, apiCall, apiCallRead, apiRequest } from '../shared/fetcher';
import { entrySourcesRead, funnelsRead } from './reads';
import {
  type CountsRange,
  channelBasicId,
  channelRead,
  countsQuery,
  deliveryChoicesRead,
  funnelCountsRead,
} from './view';

export const useFunnels = () =>
  useSWR<Funnel[], ApiError>(funnelsRead.key, () => apiCallRead(FUNNELS_OPS.funnels, funnelsRead));

export const useEntrySources = () =>
  useSWR<EntrySource[], ApiError>(entrySourcesRead.key, () =>
    apiCallRead(FUNNELS_OPS.entrySources, entrySourcesRead),
  );

/** A funnel's counts for a range; the previous range's stay drawn while the next one loads. */
export function useFunnelCounts(id: number | null, range: CountsRange) {
  const read = id === null ? null : funnelCountsRead(id, range);
  return useSWR<FunnelCounts, ApiError>(read?.key ?? null, () =>
    apiCallRead(FUNNELS_OPS.funnelCounts, read as NonNullable<typeof read>),
  );
}

/** The deliveries an open step may name; asked only while the editor shows such a step. */
export const useDeliveryChoices = (enabled: boolean) =>
  useSWR<Choice[], ApiError>(enabled ? deliveryChoicesRead.key : null, () =>
    apiRequest(deliveryChoicesRead.url, { schema: choiceParser }),
  );

/** The LINE channel's basic id; no channel yet (404) is none either. */
export const useBasicId = () =>
  useSWR<string | null, ApiError>(channelRead.key, async () => {
    try {
      return await apiRequest(channelRead.url, { schema: channelBasicId });
    } catch (error) {
      if ((error as ApiError).status === 404) return null;
      throw error;
    }
  });

/** The writes of the funnel screen. */
export const funnelsApi = {
  create: (body: unknown) => apiCall(FUNNELS_OPS.createFunnel, { body: body as never }),
  update: (id: number, body: unknown) =>
    apiCall(FUNNELS_OPS.updateFunnel, { params: { id }, body: body as never }),
  remove: (id: number) => apiCall(FUNNELS_OPS.deleteFunnel, { params: { id } }),
  segment: (id: number, step: number, range: CountsRange) =>
    apiCall(FUNNELS_OPS.funnelSegment, { params: { id, n: step } as never, query: countsQuery(range) }),
  createSource: (body: EntrySourceInput) => apiCall(FUNNELS_OPS.createEntrySource, { body }),
  renameSource: (id: number, body: EntrySourceInput) =>
    apiCall(FUNNELS_OPS.updateEntrySource, { params: { id }, body }),
  removeSource: (id: number) => apiCall(FUNNELS_OPS.deleteEntrySource, { params: { id } }),
};
