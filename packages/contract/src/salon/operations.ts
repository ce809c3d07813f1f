/*
 * Salon management's operations (issue 26), one module per area, exported together as SALON_OPS.
 * Reads need a session, writes RESERVE_WRITE. Every `{sid}` must be a salon of the caller's
 * account and every id under it one of that salon's: anything else answers 404.
 */
export * from './operations/calendars';
export * from './operations/catalog';
export * from './operations/config';
export * from './operations/episodes';
export * from './operations/reservations';
export * from './operations/shifts';
