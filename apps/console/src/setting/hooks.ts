import { ACCOUNT_OPS, type Account, type AccountUpdate } from '@console/contract';
import useSWR from 'swr';
import { type ApiError, apiCall } from '../shared/fetcher';

export const ACCOUNT_KEY = ACCOUNT_OPS.account.path;

/** GET /api/account: the caller's account. */
export function useAccount() {
  return useSWR<Account, ApiError>(ACCOUNT_KEY, () => apiCall(ACCOUNT_OPS.account, {}));
}

/** PATCH /api/account (owner only; 403 with a Japanese message otherwise). */
export function updateAccount(update: AccountUpdate): Promise<Account> {
  return apiCall(ACCOUNT_OPS.updateAccount, { body: update });
}
