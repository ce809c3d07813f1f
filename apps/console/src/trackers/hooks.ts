import { TRACKERS_OPS, type Tracker, type TrackerInput, type TrackerStats } from '@console/contract/trackers';
import useSWR from 'swr';
import { type ApiError, apiCall, apiCallRead } from '../shared/fetcher';
import { trackerRead, trackerStatsRead } from './reads';

export const useTracker = (id: number | null) =>
  useSWR<Tracker, ApiError>(id === null ? null : trackerRead(id).key, () =>
    apiCallRead(TRACKERS_OPS.tracker, trackerRead(id as number)),
  );

export const useTrackerStats = (id: number | null) =>
  useSWR<TrackerStats, ApiError>(id === null ? null : trackerStatsRead(id).key, () =>
    apiCallRead(TRACKERS_OPS.trackerStats, trackerStatsRead(id as number)),
  );

/** The writes of the tracker editor. */
export const trackersApi = {
  create: (body: TrackerInput) => apiCall(TRACKERS_OPS.createTracker, { body }),
  update: (id: number, body: TrackerInput) => apiCall(TRACKERS_OPS.updateTracker, { params: { id }, body }),
  remove: (id: number) => apiCall(TRACKERS_OPS.deleteTracker, { params: { id } }),
};
