/** The paths of the rich menus' reads, as plain strings (zod-free, as TEMPLATES_PATHS). */
export const RICHMENUS_PATHS = {
  richMenus: '/api/richmenus',
  richMenu: '/api/richmenus/{id}',
  publishLog: '/api/richmenus/publish_log',
} as const;
