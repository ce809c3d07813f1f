import { z } from 'zod';
import { permissionKeySchema } from '../schemas';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const meSchema = z.object({
  user_id: z.number().int(),
  account_id: z.number().int(),
  oem_code: z.string(),
  app_name: z.string(),
  account_name: z.string(),
  permissions: z.array(permissionKeySchema),
  /** The operator role's name, shown to the operator instead of permission keys. */
  role_name: z.string(),
  salon_id: z.number().int().nullable(),
});
export type Me = z.infer<typeof meSchema>;
