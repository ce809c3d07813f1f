import * as z from 'zod/mini';

/*
 * The home page's "what needs doing" (issue 28): one read that counts, per feature, today's work.
 * Each feature contributes its own counts (the server's ServerFeature.homeSummary) and only those
 * its screen would show the caller: an item whose screen the caller may not open is left out.
 */

/** What the home page can count, in the order it lists them. */
export const HOME_SUMMARY_KEYS = [
  /** Today's reservations (not cancelled) of the account's salons. RESERVE_WRITE, as the screen. */
  'reservationsToday',
  /** Customers' change and cancel requests waiting for an answer. RESERVE_WRITE. */
  'pendingRequests',
  /** Notification-message (tel) lines still to be sent today, Japan time. */
  'sendsToday',
  /** Notification-message lines that failed to send in the last 7 days (Japan days, today included). */
  'sendsFailed',
  /** Journeys that are running (started, not paused). */
  'journeysRunning',
  /**
   * Friends who followed today (Japan time). With sendsFailed, what is new to look at: the
   * console has no chat yet (issue 31), so nothing else is "unread".
   */
  'friendsToday',
] as const;
export type HomeSummaryKey = (typeof HOME_SUMMARY_KEYS)[number];

export const homeSummaryItemSchema = z.object({
  key: z.enum(HOME_SUMMARY_KEYS),
  count: z.int().check(z.minimum(0)),
});
export type HomeSummaryItem = z.infer<typeof homeSummaryItemSchema>;

export const homeSummarySchema = z.object({
  /** Today in Japan (YYYY-MM-DD): the day the counts are of. */
  today: z.string(),
  /** In HOME_SUMMARY_KEYS order; an item the caller may not see is absent, a zero count is kept. */
  items: z.array(homeSummaryItemSchema),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
