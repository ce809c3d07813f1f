import {
  SALON_API,
  type Salon,
  type SalonBlockTime,
  type SalonBlockTimeInput,
  type SalonConfig,
  type SalonCourse,
  type SalonCourseInput,
  type SalonReservation,
  type SalonReservationInput,
  type SalonReservationSaved,
  type SalonResource,
  type SalonResourceInput,
  type SalonStatus,
  salonBlockTimeListSchema,
  salonBlockTimeSchema,
  salonConfigSchema,
  salonCourseListSchema,
  salonCourseSchema,
  salonListSchema,
  salonReservationListSchema,
  salonReservationSavedSchema,
  salonReservationSchema,
  salonResourceListSchema,
  salonResourceSchema,
  salonStatusListSchema,
  type TimeShift,
  type TimeShiftCreate,
  type TimeShiftDeleteType,
  type TimeShiftMaster,
  type TimeShiftUpdate,
  timeShiftListSchema,
  timeShiftMasterSchema,
} from '@console/contract/salon';
import { useEffect, useRef } from 'react';
import useSWR, { type ScopedMutator, type SWRConfiguration, type SWRResponse } from 'swr';
import { ApiError, apiRequest } from '../shared/fetcher';
import { SALON_TEXT } from './messages';
import { rangeParam } from './timeline';

type Range = { first: string; last: string };

/**
 * spec §4 "Shared data": resources, courses and statuses load once per session (the shell's SWR
 * cache lives as long as the page), again only when `mutate()` forces it; SWR runs one request per
 * key at a time, so concurrent loads are one; after a failure the previous contents stay (SWR keeps
 * `data`) and the page shows §8's notice; a 409 reloads the page (the fetcher).
 */
const ONCE: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

/** GET /api/salon: the account's salon (the first; an account has one today). */
export function useSalon() {
  const result = useSWR<Salon[], ApiError>(
    'salon.salons',
    () => apiRequest(SALON_API.path('salons'), { schema: salonListSchema }),
    ONCE,
  );
  return { ...result, salon: result.data?.[0] ?? null };
}

export function useSalonResources(): SWRResponse<SalonResource[], ApiError> {
  return useSWR<SalonResource[], ApiError>(
    'salon.resources',
    () => apiRequest(SALON_API.path('sharedResources'), { schema: salonResourceListSchema }),
    ONCE,
  );
}

export function useSalonCourses(): SWRResponse<SalonCourse[], ApiError> {
  return useSWR<SalonCourse[], ApiError>(
    'salon.courses',
    () => apiRequest(SALON_API.path('sharedCourses'), { schema: salonCourseListSchema }),
    ONCE,
  );
}

export function useSalonStatuses(): SWRResponse<SalonStatus[], ApiError> {
  return useSWR<SalonStatus[], ApiError>(
    'salon.statuses',
    () => apiRequest(SALON_API.path('statuses'), { schema: salonStatusListSchema }),
    ONCE,
  );
}

/** GET configs: switches (push_notification) and the opening hours the timeline spans. */
export function useSalonConfig(sid: number | undefined): SWRResponse<SalonConfig, ApiError> {
  return useSWR<SalonConfig, ApiError>(
    sid === undefined ? null : ['salon.config', sid],
    () => apiRequest(SALON_API.path('configs', { sid: sid as number }), { schema: salonConfigSchema }),
    ONCE,
  );
}

export const reservationsKey = (sid: number, range: Range) => ['salon.reservations', sid, rangeParam(range)];
export const timeShiftsKey = (sid: number, range: Range) => ['salon.timeShifts', sid, rangeParam(range)];
export const blockTimesKey = (sid: number, range: Range) => ['salon.blockTimes', sid, rangeParam(range)];

/**
 * The lists of a date range. Latest fetch wins (spec §4): each range is its own SWR key and the page
 * reads only the current one, and within a key SWR drops an answer older than the newest request.
 * The previous range stays on screen while the next loads, so the timeline does not blink.
 */
export function useReservations(
  sid: number | undefined,
  range: Range,
): SWRResponse<SalonReservation[], ApiError> {
  return useSWR<SalonReservation[], ApiError>(
    sid === undefined ? null : reservationsKey(sid, range),
    () =>
      apiRequest(SALON_API.path('reservations', { sid: sid as number }, { range_date: rangeParam(range) }), {
        schema: salonReservationListSchema,
      }),
    { keepPreviousData: true },
  );
}

export function useTimeShifts(sid: number | undefined, range: Range): SWRResponse<TimeShift[], ApiError> {
  return useSWR<TimeShift[], ApiError>(
    sid === undefined ? null : timeShiftsKey(sid, range),
    () =>
      apiRequest(SALON_API.path('timeShifts', { sid: sid as number }, { range_date: rangeParam(range) }), {
        schema: timeShiftListSchema,
      }),
    { keepPreviousData: true },
  );
}

export function useBlockTimes(
  sid: number | undefined,
  range: Range,
): SWRResponse<SalonBlockTime[], ApiError> {
  return useSWR<SalonBlockTime[], ApiError>(
    sid === undefined ? null : blockTimesKey(sid, range),
    () =>
      apiRequest(SALON_API.path('blockTimes', { sid: sid as number }, { range_date: rangeParam(range) }), {
        schema: salonBlockTimeListSchema,
      }),
    { keepPreviousData: true },
  );
}

// Writes ----------------------------------------------------------------------------------------

export function createReservation(sid: number, input: SalonReservationInput): Promise<SalonReservationSaved> {
  return apiRequest(SALON_API.path('reservations', { sid }), {
    method: 'POST',
    body: input,
    schema: salonReservationSavedSchema,
  });
}

export function updateReservation(
  sid: number,
  id: number,
  input: SalonReservationInput,
): Promise<SalonReservationSaved> {
  return apiRequest(SALON_API.path('reservation', { sid, id }), {
    method: 'PUT',
    body: input,
    schema: salonReservationSavedSchema,
  });
}

/** PATCH: status, memo, checked_at, visit_status, is_attended only (spec §5). */
export function patchReservation(
  sid: number,
  id: number,
  patch: Partial<Pick<SalonReservation, 'status' | 'checked_at' | 'visit_status' | 'is_attended'>> & {
    memo?: string;
  },
): Promise<SalonReservation> {
  return apiRequest(SALON_API.path('reservation', { sid, id }), {
    method: 'PATCH',
    body: patch,
    schema: salonReservationSchema,
  });
}

export function deleteReservation(sid: number, id: number): Promise<void> {
  return apiRequest(SALON_API.path('reservation', { sid, id }), { method: 'DELETE' });
}

/** POST reservations/{id}/judge/{childId}/edit|cancel with approved or denied. */
export function judgeRequest(
  sid: number,
  id: number,
  childId: number,
  kind: 'edit' | 'cancel',
  status: 'approved' | 'denied',
): Promise<unknown> {
  return apiRequest(SALON_API.path('judge', { sid, id, childId, kind }), {
    method: 'POST',
    body: { status },
  });
}

/** The whole input of PUT from a reservation as listed, with some fields changed (a drag). */
export function inputOf(
  r: SalonReservation,
  change: Partial<SalonReservationInput> = {},
): SalonReservationInput {
  return {
    name: r.name,
    comment: r.comment,
    course: r.course,
    member_id: r.member_id,
    date: r.date,
    from: r.from,
    to: r.to,
    salon_resource_id: r.salon_resource_id,
    sub_resource_ids: r.sub_resource_ids,
    resource_fee_is_charged: r.resource_fee_is_charged,
    memo: r.meta_data.memo,
    status: r.status,
    ...change,
  };
}

/**
 * spec §8 "Salon calls": 422 and 400 show the server's body (its message and field errors); any
 * other failure shows 不明なエラーが発生しました。
 */
export function salonErrorMessage(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
    const fields = Object.fromEntries(
      Object.entries(error.errors).map(([key, messages]) => [key, messages.join(' ')]),
    );
    return { message: error.message, fields };
  }
  return { message: SALON_TEXT.unknownError, fields: {} };
}

// Time shifts and block times ------------------------------------------------------------------

export function createTimeShift(sid: number, rid: number, input: TimeShiftCreate): Promise<TimeShiftMaster> {
  return apiRequest(SALON_API.path('resourceTimeShifts', { sid, rid }), {
    method: 'POST',
    body: input,
    schema: timeShiftMasterSchema,
  });
}

export function updateTimeShift(
  sid: number,
  rid: number,
  masterId: number,
  input: TimeShiftUpdate,
): Promise<TimeShiftMaster> {
  return apiRequest(SALON_API.path('resourceTimeShift', { sid, rid, masterId }), {
    method: 'PUT',
    body: input,
    schema: timeShiftMasterSchema,
  });
}

/** DELETE …/{type}: `only` and `after` name the occurrence (date, self_id); `permanently` takes neither. */
export function deleteTimeShift(
  sid: number,
  rid: number,
  masterId: number,
  type: TimeShiftDeleteType,
  occurrence: { date: string; self_id: number | null },
): Promise<void> {
  const query =
    type === 'permanently'
      ? undefined
      : {
          date: occurrence.date,
          ...(occurrence.self_id === null ? {} : { self_id: occurrence.self_id }),
        };
  return apiRequest(SALON_API.path('resourceTimeShiftDelete', { sid, rid, masterId, type }, query), {
    method: 'DELETE',
  });
}

/**
 * spec §4: after a time-shift write, the window of the timeline date (month start − 6 days … month
 * end + 6 days) is read again for that resource, and its occurrences replace the resource's in the
 * cached window (of the SWR cache `mutate` belongs to); the other resources' stay as they are.
 */
export async function refetchShiftsFor(
  mutate: ScopedMutator,
  sid: number,
  window: Range,
  rid: number,
): Promise<void> {
  const fresh = await apiRequest(
    SALON_API.path('timeShifts', { sid }, { range_date: rangeParam(window), salon_resource_id: rid }),
    { schema: timeShiftListSchema },
  );
  await mutate(
    timeShiftsKey(sid, window),
    (current: TimeShift[] | undefined) => [
      ...(current ?? []).filter((s) => s.salon_resource_id !== rid),
      ...fresh,
    ],
    { revalidate: false },
  );
}

export function createBlockTime(sid: number, input: SalonBlockTimeInput): Promise<SalonBlockTime> {
  return apiRequest(SALON_API.path('blockTimes', { sid }), {
    method: 'POST',
    body: input,
    schema: salonBlockTimeSchema,
  });
}

export function updateBlockTime(
  sid: number,
  id: number,
  input: SalonBlockTimeInput,
): Promise<SalonBlockTime> {
  return apiRequest(SALON_API.path('blockTime', { sid, id }), {
    method: 'PUT',
    body: input,
    schema: salonBlockTimeSchema,
  });
}

export function deleteBlockTime(sid: number, id: number): Promise<void> {
  return apiRequest(SALON_API.path('blockTime', { sid, id }), { method: 'DELETE' });
}

// Courses and resources (settings) ---------------------------------------------------------------

export function useCoursesAll(sid: number | undefined): SWRResponse<SalonCourse[], ApiError> {
  return useSWR<SalonCourse[], ApiError>(sid === undefined ? null : ['salon.coursesAll', sid], () =>
    apiRequest(SALON_API.path('coursesAll', { sid: sid as number }), { schema: salonCourseListSchema }),
  );
}

export function useResourcesAll(sid: number | undefined): SWRResponse<SalonResource[], ApiError> {
  return useSWR<SalonResource[], ApiError>(sid === undefined ? null : ['salon.resourcesAll', sid], () =>
    apiRequest(SALON_API.path('resourcesAll', { sid: sid as number }), { schema: salonResourceListSchema }),
  );
}

/** POST courses/order or resources/order: the complete list of ids; 409 (stale list) reloads the page. */
export function saveOrder(sid: number, what: 'courses' | 'resources', ids: number[]): Promise<unknown> {
  return apiRequest(SALON_API.path(what === 'courses' ? 'coursesOrder' : 'resourcesOrder', { sid }), {
    method: 'POST',
    body: { ids },
  });
}

export function saveCourse(sid: number, id: number | null, input: SalonCourseInput): Promise<SalonCourse> {
  return id === null
    ? apiRequest(SALON_API.path('courses', { sid }), {
        method: 'POST',
        body: input,
        schema: salonCourseSchema,
      })
    : apiRequest(SALON_API.path('course', { sid, id }), {
        method: 'PUT',
        body: input,
        schema: salonCourseSchema,
      });
}

export function deleteCourse(sid: number, id: number): Promise<void> {
  return apiRequest(SALON_API.path('course', { sid, id }), { method: 'DELETE' });
}

export function saveResource(
  sid: number,
  id: number | null,
  input: SalonResourceInput,
): Promise<SalonResource> {
  return id === null
    ? apiRequest(SALON_API.path('resources', { sid }), {
        method: 'POST',
        body: input,
        schema: salonResourceSchema,
      })
    : apiRequest(SALON_API.path('resource', { sid, id }), {
        method: 'PUT',
        body: input,
        schema: salonResourceSchema,
      });
}

/**
 * DELETE resources/{id}: refused with 422 naming the future reservations (errors.reservations)
 * unless `force` (?force=1), which the screen sends after asking again with that list.
 */
export function deleteResource(sid: number, id: number, force: boolean): Promise<void> {
  return apiRequest(SALON_API.path('resource', { sid, id }, force ? { force: 1 } : undefined), {
    method: 'DELETE',
  });
}

/**
 * Whether the screen is still shown. A write may finish after the user has moved on; the SWR
 * cache of the page is gone with it, so the refresh afterwards is skipped rather than run against
 * a torn-down cache.
 */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** PATCH configs?attr=: one of the salon's switches (enable_online, sync_shift, push_notification). */
export function patchSalonSwitch(
  sid: number,
  attr: 'enable_online' | 'sync_shift' | 'push_notification',
  value: boolean,
): Promise<SalonConfig> {
  return apiRequest(`${SALON_API.path('configs', { sid })}?attr=${attr}`, {
    method: 'PATCH',
    body: { value },
    schema: salonConfigSchema,
  });
}
