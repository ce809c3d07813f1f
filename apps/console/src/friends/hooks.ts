import type { Paged } from '@console/contract';
import {
  type CommonVarInput,
  type CommonVarItem,
  commonVarItemSchema,
  FRIENDS_API,
  type Friend,
  type FriendDetail,
  type FriendPatch,
  type FriendQuery,
  friendDetailSchema,
  friendListSchema,
  type LineChannel,
  type LineChannelInput,
  lineChannelSchema,
  type MemberFilter,
  memberCountSchema,
  memberQuerySchema,
  type Tag,
  type TagGroup,
  tagFriendsResultSchema,
  tagGroupListSchema,
  tagGroupSchema,
  tagSchema,
  type VarInput,
  type VarItem,
  varGroupSchema,
  varItemSchema,
} from '@console/contract/friends';
import useSWR, { type SWRResponse } from 'swr';
import { type ApiError, apiRequest, apiRequestPage } from '../shared/fetcher';

export { useCommonVars, useForms, useVarChoices, useVaria } from '../shared/useSharedData';

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

/** Shared with other features' screens (shared/friendLists.ts). */
export { useMemberQueries, useTags } from '../shared/friendLists';

export const useTagGroups = () =>
  useSWR<TagGroup[], ApiError>('friends.tagGroups', () =>
    apiRequest(FRIENDS_API.path('tagGroups'), { schema: tagGroupListSchema }),
  );

export const useTag = (id: number) =>
  useSWR<Tag, ApiError>(['friends.tag', id], () =>
    apiRequest(FRIENDS_API.path('tag', { id }), { schema: tagSchema }),
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

export const useLineChannel = () =>
  useSWR<LineChannel, ApiError>('friends.channel', () =>
    apiRequest(FRIENDS_API.path('channel'), { schema: lineChannelSchema }),
  );

// ---------------------------------------------------------------------------------------------
// Writes

export const friendsApi = {
  saveChannel: (input: LineChannelInput) =>
    apiRequest(FRIENDS_API.path('channel'), { method: 'PUT', body: input, schema: lineChannelSchema }),
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
