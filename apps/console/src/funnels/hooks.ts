import { DELIVERIES_OPS, type Delivery } from '@console/contract/deliveries';
import { FRIENDS_OPS, type LineChannel } from '@console/contract/friends';
import {
  type EntrySource,
  type EntrySourceInput,
  FUNNELS_OPS,
  type Funnel,
  type FunnelCounts,
} from '@console/contract/funnels';
import { TRACKERS_OPS, type Tracker } from '@console/contract/trackers';
import useSWR from 'swr';
import { type ApiError, apiCall, apiCallRead } from '../shared/fetcher';
import {
  type CountsRange,
  countsQuery,
  deliveryChoicesRead,
  entrySourcesRead,
  funnelCountsRead,
  funnelsRead,
  trackerChoicesRead,
} from './reads';

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

/** The trackers a click step may name; asked only while the editor is open. */
export const useTrackerChoices = (enabled: boolean) =>
  useSWR<Tracker[], ApiError>(enabled ? trackerChoicesRead.key : null, () =>
    apiCallRead(TRACKERS_OPS.trackers, trackerChoicesRead),
  );

/** The deliveries an open step may name; asked only while the editor is open. */
export const useDeliveryChoices = (enabled: boolean) =>
  useSWR<Delivery[], ApiError>(enabled ? deliveryChoicesRead.key : null, () =>
    apiCallRead(DELIVERIES_OPS.deliveries, deliveryChoicesRead),
  );

/** The LINE channel, for its basic id; none yet (404) is null. */
export const useLineChannel = () =>
  useSWR<LineChannel | null, ApiError>('funnels.channel', async () => {
    try {
      return await apiCall(FRIENDS_OPS.channel, {});
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
