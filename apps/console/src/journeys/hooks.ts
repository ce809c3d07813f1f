import {
  type ApiKey,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeySchema,
  JOURNEYS_API,
  type Journey,
  type JourneyCounts,
  type JourneyGroup,
  type JourneyInput,
  type JourneyMember,
  type JourneyTag,
  journeyCountsSchema,
  journeyDoneSchema,
  journeyGroupListSchema,
  journeyGroupSchema,
  journeyListSchema,
  journeyMemberListSchema,
  journeySchema,
  journeyTagListSchema,
  journeyTagSchema,
  type OutboxItem,
  outboxListSchema,
  TRIGGERS_API,
  type Trigger,
  type TriggerActionInput,
  type TriggerInput,
  triggerActionSchema,
  triggerListSchema,
  triggerSchema,
} from '@console/contract/journeys';
import useSWR, { type SWRResponse } from 'swr';
import { type ApiError, apiRequest } from '../shared/fetcher';

const done = journeyDoneSchema;

export const useJourneys = () =>
  useSWR<Journey[], ApiError>('journeys.list', () =>
    apiRequest(JOURNEYS_API.path('journeys'), { schema: journeyListSchema }),
  );
export const useJourney = (id: number | null) =>
  useSWR<Journey, ApiError>(id === null ? null : ['journeys.journey', id], () =>
    apiRequest(JOURNEYS_API.path('journey', { id: id as number }), { schema: journeySchema }),
  );
export const useJourneyCounts = (id: number | null): SWRResponse<JourneyCounts, ApiError> =>
  useSWR<JourneyCounts, ApiError>(
    id === null ? null : ['journeys.counts', id],
    () => apiRequest(JOURNEYS_API.path('counts', { id: id as number }), { schema: journeyCountsSchema }),
    // The scheduler moves friends on by itself: the counts follow every 10 s while the page is open.
    { refreshInterval: 10_000 },
  );
export const useJourneyGroups = () =>
  useSWR<JourneyGroup[], ApiError>('journeys.groups', () =>
    apiRequest(JOURNEYS_API.path('groups'), { schema: journeyGroupListSchema }),
  );
export const useJourneyTags = () =>
  useSWR<JourneyTag[], ApiError>('journeys.tags', () =>
    apiRequest(JOURNEYS_API.path('tags'), { schema: journeyTagListSchema }),
  );
export const useJourneyTagMembers = (journeyId: number | null, tagId: number) =>
  useSWR<JourneyMember[], ApiError>(
    journeyId === null ? null : ['journeys.tagMembers', journeyId, tagId],
    () =>
      apiRequest(JOURNEYS_API.path('tagMembers', { id: journeyId as number, tagId }), {
        schema: journeyMemberListSchema,
      }),
  );
export const useTriggers = () =>
  useSWR<Trigger[], ApiError>('journeys.triggers', () =>
    apiRequest(TRIGGERS_API.path('triggers'), { schema: triggerListSchema }),
  );
export const useApiKeys = (enabled: boolean) =>
  useSWR<ApiKey[], ApiError>(enabled ? 'journeys.keys' : null, () =>
    apiRequest(TRIGGERS_API.path('keys'), { schema: apiKeyListSchema }),
  );

/** What the LINE sandbox recorded instead of sending, newest first (refreshed as the scheduler runs). */
export const useOutbox = (): SWRResponse<OutboxItem[], ApiError> =>
  useSWR<OutboxItem[], ApiError>(
    'journeys.outbox',
    () => apiRequest(JOURNEYS_API.path('outbox'), { schema: outboxListSchema }),
    { refreshInterval: 10_000 },
  );

/** The writes of the journeys and triggers screens. */
export const journeysApi = {
  create: (input: JourneyInput) =>
    apiRequest(JOURNEYS_API.path('journeys'), { method: 'POST', body: input, schema: journeySchema }),
  update: (id: number, input: JourneyInput) =>
    apiRequest(JOURNEYS_API.path('journey', { id }), { method: 'PUT', body: input, schema: journeySchema }),
  sort: (groupId: number | null, ids: number[]) =>
    apiRequest(JOURNEYS_API.path('sort'), { method: 'POST', body: { group_id: groupId, ids }, schema: done }),
  sortFavorites: (ids: number[]) =>
    apiRequest(JOURNEYS_API.path('sortFavorite'), { method: 'POST', body: { ids }, schema: done }),
  bulkDelete: (ids: number[]) =>
    apiRequest(JOURNEYS_API.path('bulkDelete'), { method: 'POST', body: { ids }, schema: done }),
  move: (groupId: number | null, ids: number[]) =>
    apiRequest(JOURNEYS_API.path('moveGroup'), {
      method: 'POST',
      body: { group_id: groupId, ids },
      schema: done,
    }),
  favorite: (id: number, favorite: boolean) =>
    apiRequest(JOURNEYS_API.path('favorite', { id }), {
      method: 'PATCH',
      body: { favorite },
      schema: journeySchema,
    }),
  copy: (id: number) =>
    apiRequest(JOURNEYS_API.path('copy', { id }), { method: 'POST', schema: journeySchema }),
  createGroup: (name: string) =>
    apiRequest(JOURNEYS_API.path('groups'), { method: 'POST', body: { name }, schema: journeyGroupSchema }),
  sortGroups: (ids: number[]) =>
    apiRequest(JOURNEYS_API.path('groupsSort'), { method: 'POST', body: { ids }, schema: done }),
  renameGroup: (id: number, name: string) =>
    apiRequest(JOURNEYS_API.path('groupRename', { id }), {
      method: 'PATCH',
      body: { name },
      schema: journeyGroupSchema,
    }),
  deleteGroup: (id: number) =>
    apiRequest(JOURNEYS_API.path('group', { id }), { method: 'DELETE', schema: done }),
  createTag: (name: string) =>
    apiRequest(JOURNEYS_API.path('tags'), { method: 'POST', body: { name }, schema: journeyTagSchema }),
  renameTag: (id: number, name: string) =>
    apiRequest(JOURNEYS_API.path('tagRename', { id }), {
      method: 'PATCH',
      body: { name },
      schema: journeyTagSchema,
    }),
  deleteTag: (id: number) => apiRequest(JOURNEYS_API.path('tag', { id }), { method: 'DELETE', schema: done }),

  createTrigger: (input: TriggerInput) =>
    apiRequest(TRIGGERS_API.path('triggers'), { method: 'POST', body: input, schema: triggerSchema }),
  updateTrigger: (id: number, input: TriggerInput) =>
    apiRequest(TRIGGERS_API.path('trigger', { id }), { method: 'PUT', body: input, schema: triggerSchema }),
  deleteTrigger: (id: number) =>
    apiRequest(TRIGGERS_API.path('trigger', { id }), { method: 'DELETE', schema: done }),
  createAction: (tid: number, input: TriggerActionInput) =>
    apiRequest(TRIGGERS_API.path('actions', { tid }), {
      method: 'POST',
      body: input,
      schema: triggerActionSchema,
    }),
  updateAction: (tid: number, id: number, input: TriggerActionInput) =>
    apiRequest(TRIGGERS_API.path('action', { tid, id }), {
      method: 'PUT',
      body: input,
      schema: triggerActionSchema,
    }),
  deleteAction: (tid: number, id: number) =>
    apiRequest(TRIGGERS_API.path('action', { tid, id }), { method: 'DELETE', schema: done }),
  setActionState: (tid: number, id: number, state: 0 | 1) =>
    apiRequest(TRIGGERS_API.path('actionState', { tid, id }), {
      method: 'PATCH',
      body: { state },
      schema: triggerActionSchema,
    }),
  createKey: (name: string) =>
    apiRequest(TRIGGERS_API.path('keys'), { method: 'POST', body: { name }, schema: apiKeyCreatedSchema }),
  revokeKey: (id: number) =>
    apiRequest(TRIGGERS_API.path('key', { id }), { method: 'DELETE', schema: apiKeySchema }),
};
