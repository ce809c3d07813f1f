import { defineApi } from '../api';

/**
 * Customer journeys (spec §7 "Journeys", word for word): journeys, their groups and journey tags.
 * Every id must be the caller's account's (any other is 404).
 */
export const JOURNEYS_API = defineApi({
  journeys: '/api/journeys',
  journey: '/api/journeys/{id}',
  sort: '/api/journeys/sort',
  sortFavorite: '/api/journeys/sort/favorite',
  bulkDelete: '/api/journeys/bulk_delete',
  moveGroup: '/api/journeys/mv_group',
  favorite: '/api/journeys/{id}/fav',
  copy: '/api/journeys/{id}/copy',
  /** Ours (the spec is silent): per-step counts of friends for the editor. */
  counts: '/api/journeys/{id}/counts',
  /** Ours: what the LINE sandbox "sent" (journeys and triggers), newest first. */
  outbox: '/api/line/outbox',
  tagMembers: '/api/journeys/{id}/journey_tags/{tagId}/members',
  queryMembers: '/api/journey/member_queries/{qid}/members',

  groups: '/api/journey_groups',
  groupsSort: '/api/journey_groups/sort',
  group: '/api/journey_groups/{id}',
  groupRename: '/api/journey_groups/{id}/rename',

  tags: '/api/journey_tags',
  tagRename: '/api/journey_tags/{id}/rename',
  tag: '/api/journey_tags/{id}',
});
