import {
  type Episode,
  type EpisodeStep,
  type GoogleCalendar,
  type GoogleCalendarLinkInput,
  type GoogleCalendarPurpose,
  type GoogleToken,
  type googleCalendarChoiceListSchema,
  type SALON_ONLINE_PATCH_ATTRS,
  SALON_OPS,
  type Salon,
  type SalonConfig,
  type SalonOnlineConfig,
  type SalonOpeningConfig,
  type SalonOpeningYear,
  type SalonReservationConfig,
  type SalonUnlinkMatrix,
  type SalonUrl,
} from '@console/contract/salon';
import useSWR, { type SWRResponse } from 'swr';
import type { z } from 'zod';
import { type ApiError, apiCall, apiCallRead } from '../shared/fetcher';
import { openingYearRead } from './reads';

/**
 * The calls of the reception settings screens (担当できるコース, 営業時間, オンライン予約の設定): spec §7
 * "Salon configuration", "Online configuration", resource_course_unlinks and salon_urls. Apart from
 * hooks.ts so the timeline's chunk does not carry them.
 */

// Resource × course matrix, opening hours, online booking, salon URLs (settings) -----------------

export function useUnlinks(sid: number | undefined): SWRResponse<SalonUnlinkMatrix, ApiError> {
  return useSWR<SalonUnlinkMatrix, ApiError>(sid === undefined ? null : ['salon.unlinks', sid], () =>
    apiCall(SALON_OPS.unlinks, { params: { sid: sid as number } }),
  );
}

/** PUT resource_course_unlinks: the whole matrix of pairs a resource cannot serve. */
export function putUnlinks(sid: number, data: SalonUnlinkMatrix['data']): Promise<SalonUnlinkMatrix> {
  return apiCall(SALON_OPS.updateUnlinks, { params: { sid }, body: { data } });
}

/** GET configs?attr=opening&y=: every day of the year, open or why closed (定休日, 臨時休業, 祝日). */
export function useOpeningYear(
  sid: number | undefined,
  year: number,
): SWRResponse<SalonOpeningYear, ApiError> {
  return useSWR<SalonOpeningYear, ApiError>(
    sid === undefined ? null : openingYearRead(sid, year).key,
    // ?attr=opening answers the year (the union's other half is the configuration).
    async () =>
      (await apiCallRead(SALON_OPS.configs, openingYearRead(sid as number, year))) as SalonOpeningYear,
    { keepPreviousData: true },
  );
}

/** PUT configs/{type}: the opening hours or the online-booking rules, whole. */
export function putTypedConfig(sid: number, type: 'opening', body: SalonOpeningConfig): Promise<SalonConfig>;
export function putTypedConfig(
  sid: number,
  type: 'reservation',
  body: SalonReservationConfig,
): Promise<SalonConfig>;
export function putTypedConfig(
  sid: number,
  type: 'opening' | 'reservation',
  body: SalonOpeningConfig | SalonReservationConfig,
): Promise<SalonConfig> {
  return apiCall(SALON_OPS.updateConfig, { params: { sid, type }, body });
}

/** GET online_configs: the salon's one online configuration (the server makes it on first read). */
export function useOnlineConfig(sid: number | undefined) {
  const result = useSWR<SalonOnlineConfig[], ApiError>(
    sid === undefined ? null : ['salon.onlineConfigs', sid],
    () => apiCall(SALON_OPS.onlineConfigs, { params: { sid: sid as number } }),
  );
  return { ...result, config: result.data?.[0] ?? null };
}

/** PATCH online_configs?attr=: one customer field upserted or removed, their order, or the shop info. */
export function patchOnlineConfig(
  sid: number,
  attr: (typeof SALON_ONLINE_PATCH_ATTRS)[number],
  body: Record<string, unknown>,
): Promise<SalonOnlineConfig> {
  return apiCall(SALON_OPS.patchOnlineConfigs, { params: { sid }, query: { attr }, body });
}

/** PUT online_configs/{id}/actions: the thanks message and whether customers may change or cancel. */
export function putOnlineActions(
  sid: number,
  id: number,
  actions: SalonOnlineConfig['actions'],
): Promise<SalonOnlineConfig> {
  return apiCall(SALON_OPS.onlineConfigActions, { params: { sid, id }, body: actions });
}

export function useSalonUrls(sid: number | undefined): SWRResponse<SalonUrl[], ApiError> {
  return useSWR<SalonUrl[], ApiError>(sid === undefined ? null : ['salon.urls', sid], () =>
    apiCall(SALON_OPS.salonUrls, { params: { sid: sid as number } }),
  );
}

/** POST salon_urls: a label and a slug, or no slug for an unguessable one made by the server. */
export function createSalonUrl(sid: number, label: string, slug: string): Promise<SalonUrl> {
  return apiCall(SALON_OPS.createSalonUrl, { params: { sid }, body: slug ? { label, slug } : { label } });
}

export async function deleteSalonUrl(sid: number, id: number): Promise<void> {
  await apiCall(SALON_OPS.deleteSalonUrl, { params: { sid, id } });
}

// External calendars (spec §7 "External calendars") ---------------------------------------------

export function useGoogleCalendars(sid: number | undefined): SWRResponse<GoogleCalendar[], ApiError> {
  return useSWR<GoogleCalendar[], ApiError>(sid === undefined ? null : ['salon.googleCalendars', sid], () =>
    apiCall(SALON_OPS.googleCalendars, { params: { sid: sid as number } }),
  );
}

export function useGoogleTokens(sid: number | undefined): SWRResponse<GoogleToken[], ApiError> {
  return useSWR<GoogleToken[], ApiError>(sid === undefined ? null : ['salon.googleTokens', sid], () =>
    apiCall(SALON_OPS.googleTokens, { params: { sid: sid as number } }),
  );
}

export type GoogleCalendarChoice = z.infer<typeof googleCalendarChoiceListSchema>[number];

/** The calendars of a connected account, once one is chosen in the link form. */
export function useGoogleTokenCalendars(
  sid: number | undefined,
  tokenId: number | null,
): SWRResponse<GoogleCalendarChoice[], ApiError> {
  return useSWR<GoogleCalendarChoice[], ApiError>(
    sid === undefined || tokenId === null ? null : ['salon.googleTokenCalendars', sid, tokenId],
    () => apiCall(SALON_OPS.googleTokenCalendars, { params: { sid: sid as number, id: tokenId as number } }),
  );
}

/** POST google_tokens/connect: the consent page's address, where the browser is sent next. */
export function startGoogleConnect(sid: number): Promise<{ url: string }> {
  return apiCall(SALON_OPS.googleConnect, { params: { sid } });
}

export async function revokeGoogleToken(sid: number, id: number): Promise<void> {
  await apiCall(SALON_OPS.deleteGoogleToken, { params: { sid, id } });
}

/**
 * spec §8: a 401 of these calls is Google refusing the connected account, and the screen shows the
 * server's message; it is not the operator's session ending, so the fetcher does not go to login.
 */
const GOOGLE_401 = { onUnauthorized: 'throw' } as const;

export function linkGoogleCalendar(sid: number, input: GoogleCalendarLinkInput): Promise<GoogleCalendar> {
  return apiCall(SALON_OPS.createGoogleCalendar, { params: { sid }, body: input }, GOOGLE_401);
}

export async function unlinkGoogleCalendar(
  sid: number,
  primaryId: number,
  purpose: GoogleCalendarPurpose,
  associationId: number,
): Promise<void> {
  await apiCall(
    SALON_OPS.googleCalendarLink,
    { params: { sid, primaryId, purpose, associationId } },
    GOOGLE_401,
  );
}

export function resyncGoogleShifts(
  sid: number,
  primaryId: number,
  associationId: number,
): Promise<GoogleCalendar> {
  return apiCall(SALON_OPS.googleCalendarResync, { params: { sid, primaryId, associationId } }, GOOGLE_401);
}

// Episodes and follows (spec §7 "Episodes and follows") -----------------------------------------

export function useEpisode(id: number | null): SWRResponse<Episode, ApiError> {
  return useSWR<Episode, ApiError>(id === null ? null : ['salon.episode', id], () =>
    apiCall(SALON_OPS.episode, { params: { id: id as number } }),
  );
}

/**
 * spec §7: POST /api/episodes, then PATCH the salon's slot group with that id (episode_id for the
 * messages before a visit, follow_id for those after).
 */
export async function createLinkedEpisode(
  sid: number,
  type: number,
  name: string,
  attr: 'episode_id' | 'follow_id',
): Promise<Salon> {
  const episode = await apiCall(SALON_OPS.createEpisode, { body: { type, name } });
  return apiCall(SALON_OPS.slotGroupSalon, { params: { sid }, query: { attr }, body: { value: episode.id } });
}

/** POST /api/episodes/{id}/steps: the steps, whole and in order. */
export function saveEpisodeSteps(id: number, steps: EpisodeStep[]): Promise<Episode> {
  return apiCall(SALON_OPS.episodeSteps, { params: { id }, body: { steps } });
}

/** DELETE /api/episodes/{id}: the server marks it deleted and takes it off the salon. */
export async function deleteEpisode(id: number): Promise<void> {
  await apiCall(SALON_OPS.deleteEpisode, { params: { id } });
}
