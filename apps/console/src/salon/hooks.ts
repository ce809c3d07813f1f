import {
  SALON_CONFIRM_KEY,
  SALON_OPS,
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
  type SalonVisitStage,
  type TimeShift,
  type TimeShiftCreate,
  type TimeShiftDeleteType,
  type TimeShiftMaster,
  type TimeShiftUpdate,
} from '@console/contract/salon';
import useSWR, { type ScopedMutator, type SWRConfiguration, type SWRResponse } from 'swr';
import { ApiError, apiCall, apiCallRead } from '../shared/fetcher';
import { SALON_TEXT } from './messages';
import { blockTimesRead, configRead, reservationsRead, salonsRead, timeShiftsRead } from './reads';
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
    salonsRead.key,
    () => apiCallRead(SALON_OPS.salons, salonsRead),
    ONCE,
  );
  return { ...result, salon: result.data?.[0] ?? null };
}

export function useSalonResources(): SWRResponse<SalonResource[], ApiError> {
  return useSWR<SalonResource[], ApiError>(
    'salon.resources',
    () => apiCall(SALON_OPS.sharedResources, {}),
    ONCE,
  );
}

export function useSalonCourses(): SWRResponse<SalonCourse[], ApiError> {
  return useSWR<SalonCourse[], ApiError>('salon.courses', () => apiCall(SALON_OPS.sharedCourses, {}), ONCE);
}

export function useSalonStatuses(): SWRResponse<SalonStatus[], ApiError> {
  return useSWR<SalonStatus[], ApiError>('salon.statuses', () => apiCall(SALON_OPS.statuses, {}), ONCE);
}

/** GET configs: switches (push_notification) and the opening hours the timeline spans. */
export function useSalonConfig(sid: number | undefined): SWRResponse<SalonConfig, ApiError> {
  const read = sid === undefined ? null : configRead(sid);
  return useSWR<SalonConfig, ApiError>(
    read?.key ?? null,
    // Without ?attr the answer is the configuration (the union's other half is ?attr=opening's year).
    async () => (await apiCallRead(SALON_OPS.configs, read as ReturnType<typeof configRead>)) as SalonConfig,
    ONCE,
  );
}

export const reservationsKey = (sid: number, range: Range) => reservationsRead(sid, range).key;
export const timeShiftsKey = (sid: number, range: Range) => timeShiftsRead(sid, range).key;
export const blockTimesKey = (sid: number, range: Range) => blockTimesRead(sid, range).key;

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
    // The browser answers a 304 revalidation from its cache, so the page always receives the list
    // (the operation's output type includes the 304's empty body).
    () =>
      apiCallRead(SALON_OPS.reservations, reservationsRead(sid as number, range)) as Promise<
        SalonReservation[]
      >,
    { keepPreviousData: true },
  );
}

export function useTimeShifts(sid: number | undefined, range: Range): SWRResponse<TimeShift[], ApiError> {
  return useSWR<TimeShift[], ApiError>(
    sid === undefined ? null : timeShiftsKey(sid, range),
    () => apiCallRead(SALON_OPS.timeShifts, timeShiftsRead(sid as number, range)),
    { keepPreviousData: true },
  );
}

export function useBlockTimes(
  sid: number | undefined,
  range: Range,
): SWRResponse<SalonBlockTime[], ApiError> {
  return useSWR<SalonBlockTime[], ApiError>(
    sid === undefined ? null : blockTimesKey(sid, range),
    () => apiCallRead(SALON_OPS.blockTimes, blockTimesRead(sid as number, range)),
    { keepPreviousData: true },
  );
}

// Writes ----------------------------------------------------------------------------------------

export function createReservation(sid: number, input: SalonReservationInput): Promise<SalonReservationSaved> {
  return apiCall(SALON_OPS.createReservation, { params: { sid }, body: input });
}

export function updateReservation(
  sid: number,
  id: number,
  input: SalonReservationInput,
): Promise<SalonReservationSaved> {
  return apiCall(SALON_OPS.updateReservation, { params: { sid, id }, body: input });
}

/** PATCH: status, memo, checked_at, visit_status, is_attended only (spec §5). */
export function patchReservation(
  sid: number,
  id: number,
  patch: Partial<Pick<SalonReservation, 'status' | 'checked_at' | 'visit_status' | 'is_attended'>> & {
    memo?: string;
  },
): Promise<SalonReservation> {
  return apiCall(SALON_OPS.patchReservation, { params: { sid, id }, body: patch });
}

/** POST reservations/{id}/visit: 来店, 会計済み, キャンセル … along SALON_VISIT_TRANSITIONS. */
export function moveVisit(sid: number, id: number, stage: SalonVisitStage): Promise<SalonReservation> {
  return apiCall(SALON_OPS.moveVisit, { params: { sid, id }, body: { stage } });
}

/**
 * The server's shift warning (issue 28, SALON_CONFIRM_KEY): its message, and the reservations it
 * names; null for any other failure.
 */
export function shiftWarningOf(error: unknown): { message: string; reservations: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const reservations = error.errors[SALON_CONFIRM_KEY];
  return reservations ? { message: error.message, reservations: [...reservations] } : null;
}

export async function deleteReservation(sid: number, id: number): Promise<void> {
  await apiCall(SALON_OPS.deleteReservation, { params: { sid, id } });
}

/** POST reservations/{id}/judge/{childId}/edit|cancel with approved or denied. */
export function judgeRequest(
  sid: number,
  id: number,
  childId: number,
  kind: 'edit' | 'cancel',
  status: 'approved' | 'denied',
): Promise<unknown> {
  return apiCall(SALON_OPS.judge, { params: { sid, id, childId, kind }, body: { status } });
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
  return apiCall(SALON_OPS.createTimeShift, { params: { sid, rid }, body: input });
}

export function updateTimeShift(
  sid: number,
  rid: number,
  masterId: number,
  input: TimeShiftUpdate,
): Promise<TimeShiftMaster> {
  return apiCall(SALON_OPS.updateTimeShift, { params: { sid, rid, masterId }, body: input });
}

/**
 * DELETE …/{type}: `only` and `after` name the occurrence (date, self_id); `permanently` takes
 * neither. `confirm` goes on past the shift warning (?confirm=1).
 */
export async function deleteTimeShift(
  sid: number,
  rid: number,
  masterId: number,
  type: TimeShiftDeleteType,
  occurrence: { date: string; self_id: number | null },
  confirm = false,
): Promise<void> {
  const sure = confirm ? { confirm: '1' } : {};
  const query =
    type === 'permanently'
      ? confirm
        ? sure
        : undefined
      : {
          date: occurrence.date,
          ...(occurrence.self_id === null ? {} : { self_id: String(occurrence.self_id) }),
          ...sure,
        };
  await apiCall(SALON_OPS.deleteTimeShift, { params: { sid, rid, masterId, type }, query });
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
  const fresh = await apiCall(SALON_OPS.timeShifts, {
    params: { sid },
    query: { range_date: rangeParam(window), salon_resource_id: String(rid) },
  });
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
  return apiCall(SALON_OPS.createBlockTime, { params: { sid }, body: input });
}

export function updateBlockTime(
  sid: number,
  id: number,
  input: SalonBlockTimeInput,
): Promise<SalonBlockTime> {
  return apiCall(SALON_OPS.updateBlockTime, { params: { sid, id }, body: input });
}

export async function deleteBlockTime(sid: number, id: number): Promise<void> {
  await apiCall(SALON_OPS.deleteBlockTime, { params: { sid, id } });
}

// Courses and resources (settings) ---------------------------------------------------------------

export function useCoursesAll(sid: number | undefined): SWRResponse<SalonCourse[], ApiError> {
  return useSWR<SalonCourse[], ApiError>(sid === undefined ? null : ['salon.coursesAll', sid], () =>
    apiCall(SALON_OPS.coursesAll, { params: { sid: sid as number } }),
  );
}

export function useResourcesAll(sid: number | undefined): SWRResponse<SalonResource[], ApiError> {
  return useSWR<SalonResource[], ApiError>(sid === undefined ? null : ['salon.resourcesAll', sid], () =>
    apiCall(SALON_OPS.resourcesAll, { params: { sid: sid as number } }),
  );
}

/** POST courses/order or resources/order: the complete list of ids; 409 (stale list) reloads the page. */
export function saveOrder(sid: number, what: 'courses' | 'resources', ids: number[]): Promise<unknown> {
  return apiCall(what === 'courses' ? SALON_OPS.coursesOrder : SALON_OPS.resourcesOrder, {
    params: { sid },
    body: { ids },
  });
}

export function saveCourse(sid: number, id: number | null, input: SalonCourseInput): Promise<SalonCourse> {
  return id === null
    ? apiCall(SALON_OPS.createCourse, { params: { sid }, body: input })
    : apiCall(SALON_OPS.updateCourse, { params: { sid, id }, body: input });
}

export async function deleteCourse(sid: number, id: number): Promise<void> {
  await apiCall(SALON_OPS.deleteCourse, { params: { sid, id } });
}

export function saveResource(
  sid: number,
  id: number | null,
  input: SalonResourceInput,
): Promise<SalonResource> {
  return id === null
    ? apiCall(SALON_OPS.createResource, { params: { sid }, body: input })
    : apiCall(SALON_OPS.updateResource, { params: { sid, id }, body: input });
}

/**
 * DELETE resources/{id}: refused with 422 naming the future reservations (errors.reservations)
 * unless `force` (?force=1), which the screen sends after asking again with that list.
 */
export async function deleteResource(sid: number, id: number, force: boolean): Promise<void> {
  await apiCall(SALON_OPS.deleteResource, { params: { sid, id }, query: force ? { force: '1' } : {} });
}

export { useMounted } from '../shared/useMounted';

/** PATCH configs?attr=: one of the salon's switches (enable_online, sync_shift, push_notification). */
export function patchSalonSwitch(
  sid: number,
  attr: 'enable_online' | 'sync_shift' | 'push_notification',
  value: boolean,
): Promise<SalonConfig> {
  return apiCall(SALON_OPS.patchConfigs, { params: { sid }, query: { attr }, body: { value } });
}
