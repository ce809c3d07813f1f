import type { Paged } from '@console/contract';
import {
  type CommonVarInput,
  type CommonVarItem,
  FRIENDS_OPS,
  type Friend,
  type FriendDetail,
  type FriendPatch,
  type FriendQuery,
  type LineChannel,
  type LineChannelInput,
  type MemberFilter,
  type Tag,
  type TagGroup,
  type VarInput,
  type VarItem,
} from '@console/contract/friends';
import useSWR, { type SWRResponse } from 'swr';
import { type ApiError, apiCall, apiCallReadPage } from '../shared/fetcher';
import { friendListRead } from './reads';

export { useCommonVars, useForms, useVarChoices, useVaria } from '../shared/useSharedData';

// ---------------------------------------------------------------------------------------------
// Friends, tags, segments

export { FRIENDS_PER_PAGE } from './reads';

export function useFriends(query: FriendQuery, page: number) {
  const read = friendListRead(query, page);
  return useSWR<Paged<Friend>, ApiError>(read.key, () => apiCallReadPage(FRIENDS_OPS.friends, read));
}

export const useFriend = (id: number) =>
  useSWR<FriendDetail, ApiError>(['friends.friend', id], () =>
    apiCall(FRIENDS_OPS.friend, { params: { id } }),
  );

/** Shared with other features' screens (shared/friendLists.ts). */
export { useMemberQueries, useTags } from '../shared/friendLists';

export const useTagGroups = () =>
  useSWR<TagGroup[], ApiError>('friends.tagGroups', () => apiCall(FRIENDS_OPS.tagGroups, {}));

export const useTag = (id: number) =>
  useSWR<Tag, ApiError>(['friends.tag', id], () => apiCall(FRIENDS_OPS.tag, { params: { id } }));

export const useCommonVar = (id: number | null) =>
  useSWR<CommonVarItem, ApiError>(id === null ? null : ['friends.commonVar', id], () =>
    apiCall(FRIENDS_OPS.commonVarItem, { params: { id: id as number } }),
  );

/** The live count of an unsaved filter (POST member_queries/count), refreshed as it changes. */
export const useMemberCount = (filter: MemberFilter | null): SWRResponse<number, ApiError> =>
  useSWR<number, ApiError>(
    filter ? ['friends.count', JSON.stringify(filter)] : null,
    async () => (await apiCall(FRIENDS_OPS.memberQueryPreview, { body: filter ?? {} })).count,
    { keepPreviousData: true },
  );

/** The live count of a stored segment. */
export const useSegmentCount = (id: number) =>
  useSWR<number, ApiError>(
    ['friends.count', 'stored', id],
    async () => (await apiCall(FRIENDS_OPS.memberQueryCount, { params: { id } })).count,
  );

export const useLineChannel = () =>
  useSWR<LineChannel, ApiError>('friends.channel', () => apiCall(FRIENDS_OPS.channel, {}));

// ---------------------------------------------------------------------------------------------
// Writes

export const friendsApi = {
  saveChannel: (input: LineChannelInput) => apiCall(FRIENDS_OPS.updateChannel, { body: input }),
  patchFriend: (id: number, patch: FriendPatch) =>
    apiCall(FRIENDS_OPS.patchFriend, { params: { id }, body: patch }),
  tagFriends: (tagId: number, friendIds: number[]) =>
    apiCall(FRIENDS_OPS.tagFriends, { params: { id: tagId }, body: { friend_ids: friendIds } }),
  untagFriends: (tagId: number, friendIds: number[]) =>
    apiCall(FRIENDS_OPS.tagFriendsRemove, { params: { id: tagId }, body: { friend_ids: friendIds } }),
  createTag: (input: { name: string; group_id: number | null }) =>
    apiCall(FRIENDS_OPS.createTag, { body: input }),
  updateTag: (id: number, input: { name: string; group_id: number | null }) =>
    apiCall(FRIENDS_OPS.updateTag, { params: { id }, body: input }),
  deleteTag: (id: number) => apiCall(FRIENDS_OPS.deleteTag, { params: { id } }),
  createTagGroup: (name: string) => apiCall(FRIENDS_OPS.createTagGroup, { body: { name } }),
  createVar: (input: VarInput) => apiCall(FRIENDS_OPS.createVar, { body: input }),
  updateVar: (id: number, input: VarInput): Promise<VarItem> =>
    apiCall(FRIENDS_OPS.updateVar, { params: { id }, body: input }),
  deleteVar: (id: number) => apiCall(FRIENDS_OPS.deleteVar, { params: { id } }),
  createVarGroup: (name: string) => apiCall(FRIENDS_OPS.createVarGroup, { body: { name } }),
  renameVarGroup: (id: number, name: string) =>
    apiCall(FRIENDS_OPS.updateVarGroup, { params: { id }, body: { name } }),
  deleteVarGroup: (id: number) => apiCall(FRIENDS_OPS.deleteVarGroup, { params: { id } }),
  varChoices: (varId: number) => apiCall(FRIENDS_OPS.varChoices, { params: { var_id: varId } }),
  saveCommonVar: (id: number | null, input: CommonVarInput) =>
    id === null
      ? apiCall(FRIENDS_OPS.createCommonVarItem, { body: input })
      : apiCall(FRIENDS_OPS.updateCommonVarItem, { params: { id }, body: input }),
  deleteCommonVar: (id: number) => apiCall(FRIENDS_OPS.deleteCommonVarItem, { params: { id } }),
  saveMemberQuery: (id: number | null, input: { name: string; filter: MemberFilter }) =>
    id === null
      ? apiCall(FRIENDS_OPS.createMemberQuery, { body: input })
      : apiCall(FRIENDS_OPS.updateMemberQuery, { params: { id }, body: input }),
  deleteMemberQuery: (id: number) => apiCall(FRIENDS_OPS.deleteMemberQuery, { params: { id } }),
};
