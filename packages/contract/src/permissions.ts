import { z } from 'zod';

/** spec §6: the route permission keys. Write keys gate both routes (client) and writes (server). */
export const PERMISSION_KEYS = [
  'TEMPLATE_WRITE',
  'TAG_WRITE',
  'SITE_WRITE',
  'NOTIFICATION_WRITE',
  'USER_CAN_USE_LFLEX',
  'FUNNEL_WRITE',
  'BOARD_WRITE',
  'LANDING_WRITE',
  'COMMON_VAR_WRITE',
  'RESERVE_WRITE',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export const permissionKeySchema = z.enum(PERMISSION_KEYS);

/** True when every key in `required` is held. */
export function hasAllPermissions(held: readonly string[], required: readonly PermissionKey[]): boolean {
  return required.every((key) => held.includes(key));
}
