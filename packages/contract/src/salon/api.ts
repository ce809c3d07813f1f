import { defineApi } from '../api';

/**
 * Salon management (spec §7 "Shared data", "Salon configuration", "Courses and resources",
 * "Online configuration", "External calendars", "Time shifts", "Reservations and block times",
 * "Real-time channel"). Every call but the shared data sits under a salon id `{sid}`, which must be
 * a salon of the caller's account (any other answers 404).
 */
export const SALON_API = defineApi({
  // Shared data (spec §7): the caller's salon, loaded once per session by the console.
  sharedResources: '/api/salon/resources',
  sharedCourses: '/api/salon/courses',
  statuses: '/api/salon/statuses',
  /** The caller's salons (the console picks the first; the spec shows one salon per account). */
  salons: '/api/salon',

  // Courses and resources
  coursesAll: '/api/salon/{sid}/courses/all',
  courses: '/api/salon/{sid}/courses',
  course: '/api/salon/{sid}/courses/{id}',
  coursesOrder: '/api/salon/{sid}/courses/order',
  resourcesAll: '/api/salon/{sid}/resources/all',
  resources: '/api/salon/{sid}/resources',
  resource: '/api/salon/{sid}/resources/{id}',
  resourcesOrder: '/api/salon/{sid}/resources/order',
  unlinks: '/api/salon/{sid}/resource_course_unlinks',

  // Time shifts
  timeShifts: '/api/salon/{sid}/time_shifts',
  resourceTimeShifts: '/api/salon/{sid}/resources/{rid}/time_shifts',
  resourceTimeShift: '/api/salon/{sid}/resources/{rid}/time_shifts/{masterId}',
  resourceTimeShiftDelete: '/api/salon/{sid}/resources/{rid}/time_shifts/{masterId}/{type}',

  // Reservations and block times
  reservations: '/api/salon/{sid}/reservations',
  reservation: '/api/salon/{sid}/reservations/{id}',
  judge: '/api/salon/{sid}/reservations/{id}/judge/{childId}/{kind}',
  blockTimes: '/api/salon/{sid}/block_times',
  blockTime: '/api/salon/{sid}/block_times/{id}',
  salonUrls: '/api/salon/{sid}/salon_urls',
  salonUrl: '/api/salon/{sid}/salon_urls/{id}',

  // Configuration
  configs: '/api/salon/{sid}/configs',
  config: '/api/salon/{sid}/configs/{type}',
  onlineUrl: '/api/salon/{sid}/online_url',
  onlineConfigs: '/api/salon/{sid}/online_configs',
  onlineConfig: '/api/salon/{sid}/online_configs/{id}',
  onlineConfigActions: '/api/salon/{sid}/online_configs/{id}/actions',

  /** The resource's calendar feed: GET its secret address, POST a new one (the old stops working). */
  resourceFeed: '/api/salon/{sid}/resources/{id}/ics',
  /** The feed itself, for calendar apps (no login; the token is the secret). */
  publicFeed: '/ics/salon/{token}',

  // External calendars (spec §7): a resource's calendar linked per purpose (shifts, reservations)
  googleCalendars: '/api/salon/{sid}/googlecalendars',
  googleCalendarLink: '/api/salon/{sid}/googlecalendars/{primaryId}/{purpose}/{associationId}',
  googleCalendarResync: '/api/salon/{sid}/googlecalendars/{primaryId}/shift/{associationId}/resync',
  /** The Google accounts an operator connected (OAuth), the calendars of one, connect and revoke. */
  googleTokens: '/api/salon/{sid}/google_tokens',
  googleToken: '/api/salon/{sid}/google_tokens/{id}',
  googleTokenCalendars: '/api/salon/{sid}/google_tokens/{id}/calendars',
  googleConnect: '/api/salon/{sid}/google_tokens/connect',
  /** Google sends the operator back here after consent (no XHR: a browser redirect). */
  googleCallback: '/api/google/oauth/callback',

  // Episodes and follows (spec §7): step sequences linked to the salon's slot group
  episodes: '/api/episodes',
  episode: '/api/episodes/{id}',
  episodeSteps: '/api/episodes/{id}/steps',
  slotGroupSalon: '/api/line/slot_groups/{sid}/salon',

  // Real time (Server-Sent Events)
  events: '/api/salon/{sid}/events',
});
