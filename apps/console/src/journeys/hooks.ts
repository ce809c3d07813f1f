import { fillPath } from '@console/contract';
import {
  type ApiKey,
  FOLLOW_OPS,
  type FollowSettings,
  type FollowSettingsInput,
  JOURNEYS_OPS,
  type Journey,
  type JourneyAudience,
  type JourneyAudienceQuery,
  type JourneyCounts,
  type JourneyGroup,
  type JourneyInput,
  type JourneyMember,
  type JourneyTag,
  type OutboxItem,
  TRIGGERS_OPS,
  type Trigger,
  type TriggerActionInput,
  type TriggerInput,
} from '@console/contract/journeys';
import { TEMPLATES_PATHS } from '@console/contract/templates';
import { useEffect, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { type ApiError, apiCall, apiCallRead, apiRequest } from '../shared/fetcher';
import { journeysRead } from '../shared/listReads';
import { followSettingsRead, journeyGroupsRead } from './reads';

/** The journeys' list (the click trackers' editor reads the same key with its own hook). */
export const useJourneys = () =>
  useSWR<Journey[], ApiError>(journeysRead.key, () => apiCallRead(JOURNEYS_OPS.journeys, journeysRead));

/** The SWR key of one journey (the editor primes it after creating one). */
export const journeyKey = (id: number) => ['journeys.journey', id] as const;
export const useJourney = (id: number | null) =>
  useSWR<Journey, ApiError>(id === null ? null : journeyKey(id), () =>
    apiCall(JOURNEYS_OPS.journey, { params: { id: id as number } }),
  );
export const useJourneyCounts = (id: number | null): SWRResponse<JourneyCounts, ApiError> =>
  useSWR<JourneyCounts, ApiError>(
    id === null ? null : ['journeys.counts', id],
    () => apiCall(JOURNEYS_OPS.journeyCounts, { params: { id: id as number } }),
    // The scheduler moves friends on by itself: the counts follow every 10 s while the page is open.
    { refreshInterval: 10_000 },
  );
/**
 * Who starting the draft would reach (issue 28), as the server counts it. Null: nothing to count
 * (no segment chosen). A count is a query on the friends: it follows the draft, not each keystroke.
 */
/** The first part of the audience's SWR keys: a start refreshes every count of the journey. */
export const JOURNEY_AUDIENCE_KEY = 'journeys.audience';
export const useJourneyAudience = (
  query: JourneyAudienceQuery | null,
): SWRResponse<JourneyAudience, ApiError> =>
  useSWR<JourneyAudience, ApiError>(
    query === null ? null : [JOURNEY_AUDIENCE_KEY, query.entry, query.member_query_id, query.journey_id],
    () => fetchJourneyAudience(query as JourneyAudienceQuery),
  );
/** The count at the moment of asking: the confirmation names the number as it is now. */
export const fetchJourneyAudience = (query: JourneyAudienceQuery) =>
  apiCall(JOURNEYS_OPS.journeyAudience, { query });

/** The value once it has stopped changing for `ms` (a choice the user is still making is not fetched). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export const useJourneyGroups = () =>
  useSWR<JourneyGroup[], ApiError>(journeyGroupsRead.key, () =>
    apiCallRead(JOURNEYS_OPS.journeyGroups, journeyGroupsRead),
  );
export const useJourneyTags = () =>
  useSWR<JourneyTag[], ApiError>('journeys.tags', () => apiCall(JOURNEYS_OPS.journeyTags, {}));
export const useJourneyTagMembers = (journeyId: number | null, tagId: number) =>
  useSWR<JourneyMember[], ApiError>(
    journeyId === null ? null : ['journeys.tagMembers', journeyId, tagId],
    () => apiCall(JOURNEYS_OPS.journeyTagMembers, { params: { id: journeyId as number, tagId } }),
  );
export const useTriggers = () =>
  useSWR<Trigger[], ApiError>('journeys.triggers', () => apiCall(TRIGGERS_OPS.triggers, {}));
export const useApiKeys = (enabled: boolean) =>
  useSWR<ApiKey[], ApiError>(enabled ? 'journeys.keys' : null, () => apiCall(TRIGGERS_OPS.apiKeys, {}));

/** What the LINE sandbox recorded instead of sending, newest first (refreshed as the scheduler runs). */
export const useOutbox = (): SWRResponse<OutboxItem[], ApiError> =>
  useSWR<OutboxItem[], ApiError>('journeys.outbox', () => apiCall(JOURNEYS_OPS.lineOutbox, {}), {
    refreshInterval: 10_000,
  });

/** The greeting and follow settings (issue 30). */
export const useFollowSettings = () =>
  useSWR<FollowSettings, ApiError>(followSettingsRead.key, () =>
    apiCallRead(FOLLOW_OPS.followSettings, followSettingsRead),
  );

/**
 * A template's messages for the greeting's preview, read by path as the shared template list is
 * (the templates' operation schemas are not this screen's to load): only its `messages`.
 */
export const useTemplateMessages = (id: number | null) =>
  useSWR<Record<string, unknown>[], ApiError>(id === null ? null : ['templates.messages', id], async () => {
    const body = (await apiRequest(fillPath(TEMPLATES_PATHS.template, { id: id as number }))) as {
      messages?: unknown;
    };
    return Array.isArray(body?.messages) ? (body.messages as Record<string, unknown>[]) : [];
  });

/** The writes of the journeys and triggers screens. */
export const journeysApi = {
  create: (input: JourneyInput) => apiCall(JOURNEYS_OPS.createJourney, { body: input }),
  update: (id: number, input: JourneyInput) =>
    apiCall(JOURNEYS_OPS.updateJourney, { params: { id }, body: input }),
  sort: (groupId: number | null, ids: number[]) =>
    apiCall(JOURNEYS_OPS.journeysSort, { body: { group_id: groupId, ids } }),
  sortFavorites: (ids: number[]) => apiCall(JOURNEYS_OPS.journeysSortFavorite, { body: { ids } }),
  bulkDelete: (ids: number[]) => apiCall(JOURNEYS_OPS.journeysBulkDelete, { body: { ids } }),
  move: (groupId: number | null, ids: number[]) =>
    apiCall(JOURNEYS_OPS.journeysMoveGroup, { body: { group_id: groupId, ids } }),
  favorite: (id: number, favorite: boolean) =>
    apiCall(JOURNEYS_OPS.journeyFavorite, { params: { id }, body: { favorite } }),
  copy: (id: number) => apiCall(JOURNEYS_OPS.journeyCopy, { params: { id } }),
  createGroup: (name: string) => apiCall(JOURNEYS_OPS.createJourneyGroup, { body: { name } }),
  sortGroups: (ids: number[]) => apiCall(JOURNEYS_OPS.journeyGroupsSort, { body: { ids } }),
  renameGroup: (id: number, name: string) =>
    apiCall(JOURNEYS_OPS.journeyGroupRename, { params: { id }, body: { name } }),
  deleteGroup: (id: number) => apiCall(JOURNEYS_OPS.deleteJourneyGroup, { params: { id } }),
  createTag: (name: string) => apiCall(JOURNEYS_OPS.createJourneyTag, { body: { name } }),
  renameTag: (id: number, name: string) =>
    apiCall(JOURNEYS_OPS.journeyTagRename, { params: { id }, body: { name } }),
  deleteTag: (id: number) => apiCall(JOURNEYS_OPS.deleteJourneyTag, { params: { id } }),

  createTrigger: (input: TriggerInput) => apiCall(TRIGGERS_OPS.createTrigger, { body: input }),
  updateTrigger: (id: number, input: TriggerInput) =>
    apiCall(TRIGGERS_OPS.updateTrigger, { params: { id }, body: input }),
  deleteTrigger: (id: number) => apiCall(TRIGGERS_OPS.deleteTrigger, { params: { id } }),
  createAction: (tid: number, input: TriggerActionInput) =>
    apiCall(TRIGGERS_OPS.createTriggerAction, { params: { tid }, body: input }),
  updateAction: (tid: number, id: number, input: TriggerActionInput) =>
    apiCall(TRIGGERS_OPS.updateTriggerAction, { params: { tid, id }, body: input }),
  deleteAction: (tid: number, id: number) =>
    apiCall(TRIGGERS_OPS.deleteTriggerAction, { params: { tid, id } }),
  setActionState: (tid: number, id: number, state: 0 | 1) =>
    apiCall(TRIGGERS_OPS.triggerActionState, { params: { tid, id }, body: { state } }),
  createKey: (name: string) => apiCall(TRIGGERS_OPS.createApiKey, { body: { name } }),
  revokeKey: (id: number) => apiCall(TRIGGERS_OPS.deleteApiKey, { params: { id } }),
  saveFollowSettings: (input: FollowSettingsInput) =>
    apiCall(FOLLOW_OPS.updateFollowSettings, { body: input }),
};
