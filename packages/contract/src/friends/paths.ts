/**
 * What the console's entry needs of the friends feature, zod-free: the paths of the reads a console route starts with its screen's chunk (issue 27), as plain
 * strings the operations in ./operations.ts are declared with. The route table is in the console's
 * entry, which must stay free of zod: an operation object carries its schemas, these do not.
 */
export const FRIENDS_PATHS = {
  friends: '/api/friends',
  /** The account's LINE channel (its basic id makes the entry sources' add-friend URL, issue 32). */
  channel: '/api/line/channel',
} as const;

/** The list's statuses and sorts: the console reads them from the address to build the list's URL. */
export const FRIEND_STATUSES = ['following', 'blocked'] as const;
export const FRIEND_SORTS = ['followed_at', 'display_name', 'last_active_at', 'id'] as const;
