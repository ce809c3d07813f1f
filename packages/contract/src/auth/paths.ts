/**
 * The paths of the calls every first load makes (the session probe, login, logout), as plain
 * strings the operations in ./operations.ts are declared with. The console's entry and login
 * screen call them by these, not through the operation objects: an operation carries its zod
 * schemas, and zod on the login screen would cost 8.2 kB gzip (measured 2026-11-25) on the
 * screen every operator loads first.
 */
export const AUTH_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/me',
} as const;
