import type { Me } from '@console/contract';
import useSWR from 'swr';
import type { ApiError } from './fetcher';
import { apiRequest } from './fetcher';
import { fetchMe, ME_KEY } from './me';

/**
 * The logged-in user. Inside the shell it starts from the guard's answer (SWR `fallback`). Apart
 * from the session probe (me.ts) so that the first screen's bundle does not carry SWR.
 */
export function useMe() {
  return useSWR<Me, ApiError>(ME_KEY, () => fetchMe(apiRequest), { revalidateIfStale: false });
}
