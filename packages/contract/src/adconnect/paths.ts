/** The paths of ad connection's operations, as plain strings (zod-free). */
export const ADCONNECT_PATHS = {
  adAccounts: '/api/ad_accounts',
  adAccount: '/api/ad_accounts/{id}',
  /** Which of our events the ad account reports as which of the platform's. */
  mapping: '/api/ad_accounts/{id}/mapping',
  /** The log of sends, newest first. */
  sends: '/api/ad_accounts/{id}/sends',
  /** One sample event sent now (recorded in the sandbox). */
  test: '/api/ad_accounts/{id}/test',
} as const;
