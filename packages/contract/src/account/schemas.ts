import * as z from 'zod/mini';
import { oemCodeSchema, permissionKeySchema } from '../schemas';

/** GET /api/account: the caller's account. */
export const accountSchema = z.object({
  id: z.int(),
  name: z.string(),
  oem_code: z.string(),
  app_name: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** PATCH /api/account (owner only). The OEM code selects the console's theme. */
export const accountUpdateSchema = z.partial(
  z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    app_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    oem_code: oemCodeSchema,
  }),
);
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** GET /api/operator_roles/{id}, and each item of GET /api/operator_roles. */
export const operatorRoleSchema = z.object({
  id: z.int(),
  name: z.string(),
  permissions: z.array(permissionKeySchema),
});
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const operatorRoleListSchema = z.object({ roles: z.array(operatorRoleSchema) });
export type OperatorRoleList = z.infer<typeof operatorRoleListSchema>;
