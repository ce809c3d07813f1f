import {
  type Episode,
  type EpisodeStep,
  episodeSchema,
  type GoogleCalendar,
  type GoogleCalendarLinkInput,
  type GoogleToken,
  googleCalendarChoiceListSchema,
  googleCalendarListSchema,
  googleCalendarSchema,
  googleConnectSchema,
  googleTokenListSchema,
  SALON_API,
  type SALON_ONLINE_PATCH_ATTRS,
  type Salon,
  type SalonConfig,
  type SalonOnlineConfig,
  type SalonOpeningConfig,
  type SalonOpeningYear,
  type SalonReservationConfig,
  type SalonUnlinkMatrix,
  type SalonUrl,
  salonConfigSchema,
  salonOnlineConfigListSchema,
  salonOnlineConfigSchema,
  salonOpeningYearSchema,
  salonSchema,
  salonUnlinkMatrixSchema,
  salonUrlListSchema,
  salonUrlSchema,
} from '@console/contract/salon';
import useSWR, { type SWRResponse } from 'swr';
import type { z } from 'zod';
import { type ApiError, apiRequest } from '../shared/fetcher';

/**
 * The calls of the reception settings screens (担当できるコース, 営業時間, オンライン予約の設定): spec §7
 * "Salon configuration", "Online configuration", resource_course_unlinks and salon_urls. Apart from
 * hooks.ts so the timeline's chunk does not carry them.
 */

// Resource × course matrix, opening hours, online booking, salon URLs (settings) -----------------

export function useUnlinks(sid: number | undefined): SWRResponse<SalonUnlinkMatrix, ApiError> {
  return useSWR<SalonUnlinkMatrix, ApiError>(sid === undefined ? null : ['salon.unlinks', sid], () =>
    apiRequest(SALON_API.path('unlinks', { sid: sid as number }), { schema: salonUnlinkMatrixSchema }),
  );
}

/** PUT resource_course_unlinks: the whole matrix of pairs a resource cannot serve. */
export function putUnlinks(sid: number, data: SalonUnlinkMatrix['data']): Promise<SalonUnlinkMatrix> {
  return apiRequest(SALON_API.path('unlinks', { sid }), {
    method: 'PUT',
    body: { data },
    schema: salonUnlinkMatrixSchema,
  });
}

/** GET configs?attr=opening&y=: every day of the year, open or why closed (定休日, 臨時休業, 祝日). */
export function useOpeningYear(
  sid: number | undefined,
  year: number,
): SWRResponse<SalonOpeningYear, ApiError> {
  return useSWR<SalonOpeningYear, ApiError>(
    sid === undefined ? null : ['salon.openingYear', sid, year],
    () =>
      apiRequest(SALON_API.path('configs', { sid: sid as number }, { attr: 'opening', y: year }), {
        schema: salonOpeningYearSchema,
      }),
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
  return apiRequest(SALON_API.path('config', { sid, type }), {
    method: 'PUT',
    body,
    schema: salonConfigSchema,
  });
}

/** GET online_configs: the salon's one online configuration (the server makes it on first read). */
export function useOnlineConfig(sid: number | undefined) {
  const result = useSWR<SalonOnlineConfig[], ApiError>(
    sid === undefined ? null : ['salon.onlineConfigs', sid],
    () =>
      apiRequest(SALON_API.path('onlineConfigs', { sid: sid as number }), {
        schema: salonOnlineConfigListSchema,
      }),
  );
  return { ...result, config: result.data?.[0] ?? null };
}

/** PATCH online_configs?attr=: one customer field upserted or removed, their order, or the shop info. */
export function patchOnlineConfig(
  sid: number,
  attr: (typeof SALON_ONLINE_PATCH_ATTRS)[number],
  body: Record<string, unknown>,
): Promise<SalonOnlineConfig> {
  return apiRequest(`${SALON_API.path('onlineConfigs', { sid })}?attr=${attr}`, {
    method: 'PATCH',
    body,
    schema: salonOnlineConfigSchema,
  });
}

/** PUT online_configs/{id}/actions: the thanks message and whether customers may change or cancel. */
export function putOnlineActions(
  sid: number,
  id: number,
  actions: SalonOnlineConfig['actions'],
): Promise<SalonOnlineConfig> {
  return apiRequest(SALON_API.path('onlineConfigActions', { sid, id }), {
    method: 'PUT',
    body: actions,
    schema: salonOnlineConfigSchema,
  });
}

export function useSalonUrls(sid: number | undefined): SWRResponse<SalonUrl[], ApiError> {
  return useSWR<SalonUrl[], ApiError>(sid === undefined ? null : ['salon.urls', sid], () =>
    apiRequest(SALON_API.path('salonUrls', { sid: sid as number }), { schema: salonUrlListSchema }),
  );
}

/** POST salon_urls: a label and a slug, or no slug for an unguessable one made by the server. */
export function createSalonUrl(sid: number, label: string, slug: string): Promise<SalonUrl> {
  return apiRequest(SALON_API.path('salonUrls', { sid }), {
    method: 'POST',
    body: slug ? { label, slug } : { label },
    schema: salonUrlSchema,
  });
}

export function deleteSalonUrl(sid: number, id: number): Promise<void> {
  return apiRequest(SALON_API.path('salonUrl', { sid, id }), { method: 'DELETE' });
}

// External calendars (spec §7 "External calendars") ---------------------------------------------

export function useGoogleCalendars(sid: number | undefined): SWRResponse<GoogleCalendar[], ApiError> {
  return useSWR<GoogleCalendar[], ApiError>(sid === undefined ? null : ['salon.googleCalendars', sid], () =>
    apiRequest(SALON_API.path('googleCalendars', { sid: sid as number }), {
      schema: googleCalendarListSchema,
    }),
  );
}

export function useGoogleTokens(sid: number | undefined): SWRResponse<GoogleToken[], ApiError> {
  return useSWR<GoogleToken[], ApiError>(sid === undefined ? null : ['salon.googleTokens', sid], () =>
    apiRequest(SALON_API.path('googleTokens', { sid: sid as number }), { schema: googleTokenListSchema }),
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
    () =>
      apiRequest(SALON_API.path('googleTokenCalendars', { sid: sid as number, id: tokenId as number }), {
        schema: googleCalendarChoiceListSchema,
      }),
  );
}

/** POST google_tokens/connect: the consent page's address, where the browser is sent next. */
export function startGoogleConnect(sid: number): Promise<{ url: string }> {
  return apiRequest(SALON_API.path('googleConnect', { sid }), {
    method: 'POST',
    schema: googleConnectSchema,
  });
}

export function revokeGoogleToken(sid: number, id: number): Promise<void> {
  return apiRequest(SALON_API.path('googleToken', { sid, id }), { method: 'DELETE' });
}

/**
 * spec §8: a 401 of these calls is Google refusing the connected account, and the screen shows the
 * server's message; it is not the operator's session ending, so the fetcher does not go to login.
 */
const GOOGLE_401 = { onUnauthorized: 'throw' } as const;

export function linkGoogleCalendar(sid: number, input: GoogleCalendarLinkInput): Promise<GoogleCalendar> {
  return apiRequest(SALON_API.path('googleCalendars', { sid }), {
    method: 'POST',
    body: input,
    schema: googleCalendarSchema,
    ...GOOGLE_401,
  });
}

export function unlinkGoogleCalendar(
  sid: number,
  primaryId: number,
  purpose: string,
  associationId: number,
): Promise<void> {
  return apiRequest(SALON_API.path('googleCalendarLink', { sid, primaryId, purpose, associationId }), {
    method: 'DELETE',
    ...GOOGLE_401,
  });
}

export function resyncGoogleShifts(
  sid: number,
  primaryId: number,
  associationId: number,
): Promise<GoogleCalendar> {
  return apiRequest(SALON_API.path('googleCalendarResync', { sid, primaryId, associationId }), {
    method: 'POST',
    schema: googleCalendarSchema,
    ...GOOGLE_401,
  });
}

// Episodes and follows (spec §7 "Episodes and follows") -----------------------------------------

export function useEpisode(id: number | null): SWRResponse<Episode, ApiError> {
  return useSWR<Episode, ApiError>(id === null ? null : ['salon.episode', id], () =>
    apiRequest(SALON_API.path('episode', { id: id as number }), { schema: episodeSchema }),
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
  const episode = await apiRequest(SALON_API.path('episodes'), {
    method: 'POST',
    body: { type, name },
    schema: episodeSchema,
  });
  return apiRequest(`${SALON_API.path('slotGroupSalon', { sid })}?attr=${attr}`, {
    method: 'PATCH',
    body: { value: episode.id },
    schema: salonSchema,
  });
}

/** POST /api/episodes/{id}/steps: the steps, whole and in order. */
export function saveEpisodeSteps(id: number, steps: EpisodeStep[]): Promise<Episode> {
  return apiRequest(SALON_API.path('episodeSteps', { id }), {
    method: 'POST',
    body: { steps },
    schema: episodeSchema,
  });
}

/** DELETE /api/episodes/{id}: the server marks it deleted and takes it off the salon. */
export function deleteEpisode(id: number): Promise<void> {
  return apiRequest(SALON_API.path('episode', { id }), { method: 'DELETE' });
}
