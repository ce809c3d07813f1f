import type { Paged } from '@console/contract';
import { JOURNEYS_OPS, type Journey } from '@console/contract/journeys';
import { type ContentGroup, TEMPLATES_OPS } from '@console/contract/templates';
import { TRACKERS_OPS, type Tracker } from '@console/contract/trackers';
import useSWR from 'swr';
import { type ApiError, apiCallRead, apiCallReadPage } from './fetcher';
import { contentGroupsRead, journeysRead, trackerListRead } from './listReads';

/*
 * The hooks of ./listReads.ts's reads, one per resource, for the features that share them: the
 * templates' and the trackers' content groups, the journeys' list and a tracker's journey to
 * start, the trackers of a group (template list) and their editor's refresh.
 */

export const useContentGroups = () =>
  useSWR<ContentGroup[], ApiError>(contentGroupsRead.key, () =>
    apiCallRead(TEMPLATES_OPS.contentGroups, contentGroupsRead),
  );

export const useJourneys = () =>
  useSWR<Journey[], ApiError>(journeysRead.key, () => apiCallRead(JOURNEYS_OPS.journeys, journeysRead));

export function useTrackers(group: string | undefined, page: number) {
  const read = trackerListRead(group, page);
  return useSWR<Paged<Tracker>, ApiError>(read.key, () => apiCallReadPage(TRACKERS_OPS.trackers, read), {
    keepPreviousData: true,
  });
}
