import { ACCOUNT_API, type Account, type AccountUpdate, accountSchema } from '@console/contract';
import useSWR from 'swr';
import { type ApiError, apiRequest } from '../shared/fetcher';

export const ACCOUNT_KEY = ACCOUNT_API.path('account');

/** GET /api/account: the caller's account. */
export function useAccount() {
  return useSWR<Account, ApiError>(ACCOUNT_KEY, () => apiRequest(ACCOUNT_KEY, { schema: accountSchema }));
}

/** PATCH /api/account (owner only; 403 with a Japanese message otherwise). */
export function updateAccount(update: AccountUpdate): Promise<Account> {
  return apiRequest(ACCOUNT_KEY, { method: 'PATCH', body: update, schema: accountSchema });
}
