import { type Me, meSchema } from '@console/contract';
import { z } from 'zod';
import type { SessionUser } from './service';

/**
 * GET /api/me's answer for a session. Written once: the route sends it, and the console page
 * carries the same value (console-html), so the first screen needs no request for it.
 */
export function meAnswer(user: SessionUser): Me {
  return {
    user_id: user.userId,
    account_id: user.accountId,
    oem_code: user.account.oemCode,
    app_name: user.account.appName,
    account_name: user.account.name,
    permissions: user.permissions,
    role_name: user.roleName,
    salon_id: user.salonId,
  };
}

/** The answer as JSON text, checked and encoded by the operation's schema as the route's serializer does. */
export function meJson(user: SessionUser): string {
  return JSON.stringify(z.encode(meSchema, meAnswer(user)));
}
