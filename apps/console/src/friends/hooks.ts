import type { Paged } from '@console/contract';
import {
  type CommonVarInput,
  type CommonVarItem,
  type CommonVars,
  commonVarItemSchema,
  commonVarsSchema,
  type Forms,
  FRIENDS_API,
  type Friend,
  type FriendDetail,
  type FriendPatch,
  type FriendQuery,
  formsSchema,
  friendDetailSchema,
  friendListSchema,
  type MemberFilter,
  type MemberQuery,
  memberCountSchema,
  memberQueryListSchema,
  memberQuerySchema,
  type Tag,
  type TagGroup,
  tagFriendsResultSchema,
  tagGroupListSchema,
  tagGroupSchema,
  tagListSchema,
  tagSchema,
  type VarChoice,
  type VarInput,
  type VarItem,
  type Varia,
  varChoiceListSchema,
  varGroupSchema,
  varItemSchema,
  variaSchema,
} from '@console/contract/friends';
import { useSyncExternalStore } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import { ApiError, apiRequest, apiRequestPage } from '../shared/fetcher';
import { FRIENDS_TEXT } from './messages';
import { createSharedSet, type SharedSet } from './sharedData';

const ONCE: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

// ---------------------------------------------------------------------------------------------
// Shared data (spec §4): one store per data set and SWR cache (the app's session, or one story)

const registry = new WeakMap<object, Map<string, SharedSet<unknown>>>();

function setFor<T>(cache: object, key: string, make: () => SharedSet<T>): SharedSet<T> {
  let sets = registry.get(cache);
  if (!sets) {
    sets = new Map();
    registry.set(cache, sets);
  }
  let set = sets.get(key) as SharedSet<T> | undefined;
  if (!set) {
    set = make();
    sets.set(key, set as SharedSet<unknown>);
  }
  return set;
}

const EMPTY_VARIA: Varia = { groups: [], items: [], ids: [] };
const EMPTY_COMMON: CommonVars = { groups: [], items: [], ids: [] };
const EMPTY_FORMS: Forms = { groups: [], items: [], ids: [] };
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** One shared data set as a hook: its state, loaded once per session by SWR, and a forced reload. */
function useSharedSet<T>(key: string, make: () => SharedSet<T>) {
  const { cache, mutate } = useSWRConfig();
  const set = setFor(cache, key, make);
  const state = useSyncExternalStore(set.subscribe, set.getState, set.getState);
  useSWR(key, () => set.load(), ONCE);
  return { ...state, reload: () => mutate(key, set.load(true), { revalidate: false }) };
}

/** GET /api/v_resource/varia (friend-info variables). */
export const useVaria = () =>
  useSharedSet('friends.varia', () =>
    createSharedSet(() => apiRequest(FRIENDS_API.path('varia'), { schema: variaSchema }), {
      empty: EMPTY_VARIA,
      notice: FRIENDS_TEXT.loadVariaError,
    }),
  );

/** GET /api/v_resource/common_vars: a 403 is silent (spec §6: some users may not see them). */
export const useCommonVars = () =>
  useSharedSet('friends.commonVars', () =>
    createSharedSet(() => apiRequest(FRIENDS_API.path('commonVars'), { schema: commonVarsSchema }), {
      empty: EMPTY_COMMON,
      notice: FRIENDS_TEXT.loadCommonError,
      silent: isForbidden,
    }),
  );

/** GET /api/v_resource/form. */
export const useForms = () =>
  useSharedSet('friends.forms', () =>
    createSharedSet(() => apiRequest(FRIENDS_API.path('forms'), { schema: formsSchema }), {
      empty: EMPTY_FORMS,
      notice: FRIENDS_TEXT.loadVariaError,
    }),
  );

/** GET /api/var/choice/{var_id}: choice lists are kept per variable id (spec §3). */
export const useVarChoices = (varId: number) =>
  useSharedSet(`friends.choices.${varId}`, () =>
    createSharedSet<VarChoice[]>(
      () => apiRequest(FRIENDS_API.path('varChoices', { var_id: varId }), { schema: varChoiceListSchema }),
      { empty: [], notice: FRIENDS_TEXT.loadChoicesError },
    ),
  );

// ---------------------------------------------------------------------------------------------
// Friends, tags, segments

export const FRIENDS_PER_PAGE = 100;

export function useFriends(query: FriendQuery, page: number) {
  const { page: _p, per_page: _pp, ...filters } = query;
  const path = FRIENDS_API.path('friends', undefined, filters as Record<string, string>);
  return useSWR<Paged<Friend>, ApiError>(['friends.list', path, page], () =>
    apiRequestPage(path, { page, perPage: FRIENDS_PER_PAGE }, friendListSchema),
  );
}

export const useFriend = (id: number) =>
  useSWR<FriendDetail, ApiError>(['friends.friend', id], () =>
    apiRequest(FRIENDS_API.path('friend', { id }), { schema: friendDetailSchema }),
  );

export const useTags = () =>
  useSWR<Tag[], ApiError>('friends.tags', () =>
    apiRequest(FRIENDS_API.path('tags'), { schema: tagListSchema }),
  );

export const useTagGroups = () =>
  useSWR<TagGroup[], ApiError>('friends.tagGroups', () =>
    apiRequest(FRIENDS_API.path('tagGroups'), { schema: tagGroupListSchema }),
  );

export const useTag = (id: number) =>
  useSWR<Tag, ApiError>(['friends.tag', id], () =>
    apiRequest(FRIENDS_API.path('tag', { id }), { schema: tagSchema }),
  );

export const useMemberQueries = () =>
  useSWR<MemberQuery[], ApiError>('friends.memberQueries', () =>
    apiRequest(FRIENDS_API.path('memberQueries'), { schema: memberQueryListSchema }),
  );

export const useCommonVar = (id: number | null) =>
  useSWR<CommonVarItem, ApiError>(id === null ? null : ['friends.commonVar', id], () =>
    apiRequest(FRIENDS_API.path('commonVarItem', { id: id as number }), { schema: commonVarItemSchema }),
  );

/** The live count of an unsaved filter (POST member_queries/count), refreshed as it changes. */
export const useMemberCount = (filter: MemberFilter | null): SWRResponse<number, ApiError> =>
  useSWR<number, ApiError>(
    filter ? ['friends.count', JSON.stringify(filter)] : null,
    async () =>
      (
        await apiRequest(FRIENDS_API.path('memberQueryPreview'), {
          method: 'POST',
          body: filter,
          schema: memberCountSchema,
        })
      ).count,
    { keepPreviousData: true },
  );

// ---------------------------------------------------------------------------------------------
// Writes

export const friendsApi = {
  patchFriend: (id: number, patch: FriendPatch) =>
    apiRequest(FRIENDS_API.path('friend', { id }), {
      method: 'PATCH',
      body: patch,
      schema: friendDetailSchema,
    }),
  tagFriends: (tagId: number, friendIds: number[]) =>
    apiRequest(FRIENDS_API.path('tagFriends', { id: tagId }), {
      method: 'POST',
      body: { friend_ids: friendIds },
      schema: tagFriendsResultSchema,
    }),
  untagFriends: (tagId: number, friendIds: number[]) =>
    apiRequest(FRIENDS_API.path('tagFriendsRemove', { id: tagId }), {
      method: 'POST',
      body: { friend_ids: friendIds },
      schema: tagFriendsResultSchema,
    }),
  createTag: (input: { name: string; group_id: number | null }) =>
    apiRequest(FRIENDS_API.path('tags'), { method: 'POST', body: input, schema: tagSchema }),
  updateTag: (id: number, input: { name: string; group_id: number | null }) =>
    apiRequest(FRIENDS_API.path('tag', { id }), { method: 'PUT', body: input, schema: tagSchema }),
  deleteTag: (id: number) => apiRequest(FRIENDS_API.path('tag', { id }), { method: 'DELETE' }),
  createTagGroup: (name: string) =>
    apiRequest(FRIENDS_API.path('tagGroups'), { method: 'POST', body: { name }, schema: tagGroupSchema }),
  createVar: (input: VarInput) =>
    apiRequest(FRIENDS_API.path('vars'), { method: 'POST', body: input, schema: varItemSchema }),
  updateVar: (id: number, input: VarInput): Promise<VarItem> =>
    apiRequest(FRIENDS_API.path('var', { id }), { method: 'PUT', body: input, schema: varItemSchema }),
  deleteVar: (id: number) => apiRequest(FRIENDS_API.path('var', { id }), { method: 'DELETE' }),
  createVarGroup: (name: string) =>
    apiRequest(FRIENDS_API.path('varGroups'), { method: 'POST', body: { name }, schema: varGroupSchema }),
  renameVarGroup: (id: number, name: string) =>
    apiRequest(FRIENDS_API.path('varGroup', { id }), {
      method: 'PUT',
      body: { name },
      schema: varGroupSchema,
    }),
  deleteVarGroup: (id: number) => apiRequest(FRIENDS_API.path('varGroup', { id }), { method: 'DELETE' }),
  saveCommonVar: (id: number | null, input: CommonVarInput) =>
    id === null
      ? apiRequest(FRIENDS_API.path('commonVarItems'), {
          method: 'POST',
          body: input,
          schema: commonVarItemSchema,
        })
      : apiRequest(FRIENDS_API.path('commonVarItem', { id }), {
          method: 'PUT',
          body: input,
          schema: commonVarItemSchema,
        }),
  deleteCommonVar: (id: number) =>
    apiRequest(FRIENDS_API.path('commonVarItem', { id }), { method: 'DELETE' }),
  saveMemberQuery: (id: number | null, input: { name: string; filter: MemberFilter }) =>
    id === null
      ? apiRequest(FRIENDS_API.path('memberQueries'), {
          method: 'POST',
          body: input,
          schema: memberQuerySchema,
        })
      : apiRequest(FRIENDS_API.path('memberQuery', { id }), {
          method: 'PUT',
          body: input,
          schema: memberQuerySchema,
        }),
  deleteMemberQuery: (id: number) =>
    apiRequest(FRIENDS_API.path('memberQuery', { id }), { method: 'DELETE' }),
};
