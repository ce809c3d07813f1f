import { HOME_OPS, type HomeSummary } from '@console/contract';
import useSWR from 'swr';
import { type ApiError, apiCall } from '../shared/fetcher';

/** GET /api/home/summary: today's counts of what needs doing. */
export const useHomeSummary = () =>
  useSWR<HomeSummary, ApiError>('home.summary', () => apiCall(HOME_OPS.homeSummary, {}));
