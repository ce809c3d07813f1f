import type { Paged } from '@console/contract';
import {
  DELIVERIES_OPS,
  type Delivery,
  type DeliveryAudience,
  type DeliveryInput,
  type DeliveryLineStatistics,
  type DeliveryQuota,
} from '@console/contract/deliveries';
import { FRIENDS_OPS, type Friend } from '@console/contract/friends';
import { useEffect, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { type ApiError, apiCall, apiCallRead, apiCallReadPage } from '../shared/fetcher';
import { deliveryListRead, deliveryRead, quotaRead } from './reads';

/** How often a scheduled or sending delivery's page asks again: its stats move while it goes. */
export const DELIVERY_REFRESH_MS = 3000;

/** How long the audience count waits after the last change: a tag picked, then another. */
export const AUDIENCE_COUNT_DEBOUNCE_MS = 400;

/** Friends a test-send search shows: a name search, not a list to page through. */
const FRIEND_SEARCH_LIMIT = 20;

export function useDeliveries(page: number) {
  const read = deliveryListRead(page);
  return useSWR<Paged<Delivery>, ApiError>(read.key, () => apiCallReadPage(DELIVERIES_OPS.deliveries, read), {
    keepPreviousData: true,
  });
}

/** One delivery; asked again every few seconds while it is scheduled or sending. */
export function useDelivery(id: number | null): SWRResponse<Delivery, ApiError> {
  return useSWR<Delivery, ApiError>(
    id === null ? null : deliveryRead(id).key,
    () => apiCallRead(DELIVERIES_OPS.delivery, deliveryRead(id as number)),
    {
      refreshInterval: (latest) =>
        latest?.status === 'scheduled' || latest?.status === 'sending' ? DELIVERY_REFRESH_MS : 0,
    },
  );
}

export const useQuota = () =>
  useSWR<DeliveryQuota, ApiError>(quotaRead.key, () => apiCallRead(DELIVERIES_OPS.deliveryQuota, quotaRead));

/**
 * LINE's own count of who saw the delivery and tapped its links (the server asks LINE; in the
 * sandbox and before sending it answers why there is none). Asked once a delivery has started.
 */
export const useLineStatistics = (id: number | null) =>
  useSWR<DeliveryLineStatistics, ApiError>(id === null ? null : ['deliveries.lineStatistics', id], () =>
    apiCall(DELIVERIES_OPS.deliveryLineStatistics, { params: { id: id as number } }),
  );

/** A value that settles `ms` after its last change. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The friends an audience reaches now, counted by the server once the form has been still for a
 * moment (each change of a tag would otherwise be a request); null asks nothing.
 */
export function useAudienceCount(audience: DeliveryAudience | null) {
  const key = audience === null ? null : JSON.stringify(audience);
  const settled = useSettled(key, AUDIENCE_COUNT_DEBOUNCE_MS);
  const swr = useSWR<number, ApiError>(
    settled === null ? null : ['deliveries.audienceCount', settled],
    async () =>
      (
        await apiCall(DELIVERIES_OPS.deliveryAudienceCount, {
          body: { audience: JSON.parse(settled as string) as DeliveryAudience },
        })
      ).count,
    { keepPreviousData: true },
  );
  return { ...swr, pending: key !== settled || swr.isValidating };
}

/** Friends whose name has `q` in it, for the test send's choice. */
export const useFriendSearch = (q: string | null) =>
  useSWR<Friend[], ApiError>(q === null ? null : ['deliveries.friendSearch', q], async () => {
    const page = await apiCall(FRIENDS_OPS.friends, {
      query: { q: q as string, status: 'following', page: 1, per_page: FRIEND_SEARCH_LIMIT },
    });
    return page.slice(0, FRIEND_SEARCH_LIMIT);
  });

/** The writes of the deliveries screens. */
export const deliveriesApi = {
  create: (body: DeliveryInput) => apiCall(DELIVERIES_OPS.createDelivery, { body }),
  update: (id: number, body: DeliveryInput) =>
    apiCall(DELIVERIES_OPS.updateDelivery, { params: { id }, body }),
  schedule: (id: number) => apiCall(DELIVERIES_OPS.scheduleDelivery, { params: { id } }),
  cancel: (id: number) => apiCall(DELIVERIES_OPS.cancelDelivery, { params: { id } }),
  remove: (id: number) => apiCall(DELIVERIES_OPS.deleteDelivery, { params: { id } }),
  test: (id: number, friendIds: number[]) =>
    apiCall(DELIVERIES_OPS.testDelivery, { params: { id }, body: { friend_ids: friendIds } }),
};
