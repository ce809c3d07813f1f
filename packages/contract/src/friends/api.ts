import { defineApi } from '../api';

/**
 * Friends and their data (spec §3 "Shared reference data", §7 "Shared data"): the LINE users who
 * follow the account, their tags, friend-info variables, common variables, forms and member
 * queries (segments). The three `v_resource` reads and the choices are spec §7's paths; the rest
 * are ours (the spec shows their screens but not their calls).
 */
export const FRIENDS_API = defineApi({
  // Shared data (spec §7, no payload sent)
  varia: '/api/v_resource/varia',
  commonVars: '/api/v_resource/common_vars',
  forms: '/api/v_resource/form',
  varChoices: '/api/var/choice/{var_id}',

  // Friend-info variables and their groups
  vars: '/api/vars',
  var: '/api/vars/{id}',
  varGroups: '/api/var_groups',
  varGroup: '/api/var_groups/{id}',

  // Common variables (COMMON_VAR_WRITE)
  commonVarItems: '/api/common_vars',
  commonVarItem: '/api/common_vars/{id}',

  // Friends
  friends: '/api/friends',
  friend: '/api/friends/{id}',

  // Tags and tag groups (TAG_WRITE for writes)
  tags: '/api/tags',
  tag: '/api/tags/{id}',
  tagFriends: '/api/tags/{id}/friends',
  tagFriendsRemove: '/api/tags/{id}/friends/remove',
  tagGroups: '/api/tag_groups',
  tagGroup: '/api/tag_groups/{id}',

  // Member queries (segments): stored filters with a live count
  memberQueries: '/api/member_queries',
  memberQuery: '/api/member_queries/{id}',
  memberQueryCount: '/api/member_queries/{id}/count',
  memberQueryPreview: '/api/member_queries/count',

  // The LINE channel and its webhook (LINE calls the webhook; no session, a signature instead)
  channel: '/api/line/channel',
  webhook: '/api/line/webhook/{channelId}',
});
