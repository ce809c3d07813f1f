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
  /**
   * Demo mode only (the embedded demo database): the demo logins, `email/password` separated by
   * spaces, shown on the login page. Empty otherwise.
   */
  demoLogins: 'console:demo-logins',
} as const;
export type PageMetaKey = keyof typeof PAGE_META;

/**
 * The page's CSP nonce for <style> elements that libraries insert at run time (Radix's scroll lock):
 * a fresh one per page response, in this meta tag's content and in the policy's style-src.
 */
export const CSP_NONCE_META = 'console:csp-nonce';

/**
 * The id of the `<script type="application/json">` in which the server sends a logged-in
 * session's `me` (GET /api/me's answer) with the page (issue 27), so the first screen's guard needs
 * no request before the screen's data. Without a session the page has no such element. A JSON
 * block is data, never executed, so the CSP's script-src does not apply to it.
 */
export const ME_SCRIPT_ID = 'console-me';
