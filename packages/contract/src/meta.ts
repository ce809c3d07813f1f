/**
 * spec §3 "Page meta data": the server fills these `<meta name>` tags per request; the console
 * reads them before its first call.
 */
export const PAGE_META = {
  userId: 'console:user-id',
  accountId: 'console:account-id',
  oemCode: 'console:oem-code',
  traceId: 'console:trace-id',
  captchaSiteKey: 'console:captcha-site-key',
  appName: 'console:app-name',
} as const;
export type PageMetaKey = keyof typeof PAGE_META;
