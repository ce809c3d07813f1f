/** The paths of the rich menus' reads, as plain strings (zod-free, as TEMPLATES_PATHS). */
export const RICHMENUS_PATHS = {
  richMenus: '/api/richmenus',
  richMenu: '/api/richmenus/{id}',
  publishLog: '/api/richmenus/publish_log',
  /** What one friend sees (the friend page reads it by path: see the console's FriendRichMenu). */
  friendRichMenu: '/api/friends/{id}/richmenu',
} as const;
