import { FRIENDS_OPS, type MemberQuery, type Tag } from '@console/contract/friends';
import useSWR from 'swr';
import { type ApiError, apiCall } from './fetcher';

/*
 * The friends' tags and segments, which other features' screens name too (a journey's step, a
 * trigger's action): one hook and one cache key each, so a tag made on the tags screen is in the
 * journey editor's list without a second request.
 */

export const useTags = () => useSWR<Tag[], ApiError>('friends.tags', () => apiCall(FRIENDS_OPS.tags, {}));

export const useMemberQueries = () =>
  useSWR<MemberQuery[], ApiError>('friends.memberQueries', () => apiCall(FRIENDS_OPS.memberQueries, {}));
