import {
  FRIENDS_API,
  type MemberQuery,
  memberQueryListSchema,
  type Tag,
  tagListSchema,
} from '@console/contract/friends';
import useSWR from 'swr';
import { type ApiError, apiRequest } from './fetcher';

/*
 * The friends' tags and segments, which other features' screens name too (a journey's step, a
 * trigger's action): one hook and one cache key each, so a tag made on the tags screen is in the
 * journey editor's list without a second request.
 */

export const useTags = () =>
  useSWR<Tag[], ApiError>('friends.tags', () =>
    apiRequest(FRIENDS_API.path('tags'), { schema: tagListSchema }),
  );

export const useMemberQueries = () =>
  useSWR<MemberQuery[], ApiError>('friends.memberQueries', () =>
    apiRequest(FRIENDS_API.path('memberQueries'), { schema: memberQueryListSchema }),
  );
