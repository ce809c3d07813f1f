import * as z from 'zod/mini';
import { permissionKeySchema } from '../schemas';

export const loginRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const meSchema = z.object({
  user_id: z.int(),
  account_id: z.int(),
  oem_code: z.string(),
  app_name: z.string(),
  account_name: z.string(),
  permissions: z.array(permissionKeySchema),
  /** The operator role's name, shown to the operator instead of permission keys. */
  role_name: z.string(),
  salon_id: z.nullable(z.int()),
});
export type Me = z.infer<typeof meSchema>;
