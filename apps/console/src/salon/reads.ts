import { fillPath } from '@console/contract';
import { SALON_PATHS, SALON_TIMELINE_QUERY } from '@console/contract/salon';
import { tokyoToday } from '../shared/dates';
import type { RouteAt, RouteData } from '../shared/feature';
import type { Read } from '../shared/fetcher';
import { isDate, isTimelineKind, openingYearParam, rangeParam, shiftWindow, visibleRange } from './days';

/*
 * The salon's reads, written once for their hooks and their routes (issue 27). Zod-free: the route
 * table imports them into the entry, which the login screen loads too.
 */

type Range = { first: string; last: string };

/** GET /api/salon: the account's salons (it has one today). */
export const salonsRead = {
  key: 'salon.salons',
  url: fillPath(SALON_PATHS.salons, undefined),
} as const satisfies Read<string>;

/** GET configs: switches and the opening hours. */
export const configRead = (sid: number) =>
  ({ key: ['salon.config', sid], url: fillPath(SALON_PATHS.configs, { sid }) }) satisfies Read<unknown[]>;

/** GET configs?attr=opening&y=: every day of the year. */
export const openingYearRead = (sid: number, year: number) =>
  ({
    key: ['salon.openingYear', sid, year],
    url: fillPath(SALON_PATHS.configs, { sid }, { attr: 'opening', y: String(year) }),
  }) satisfies Read<unknown[]>;

const rangeRead = (name: string, path: string) => (sid: number, range: Range) =>
  ({
    key: [name, sid, rangeParam(range)],
    url: fillPath(path, { sid }, { range_date: rangeParam(range) }),
  }) satisfies Read<unknown[]>;

export const reservationsRead = rangeRead('salon.reservations', SALON_PATHS.reservations);
export const timeShiftsRead = rangeRead('salon.timeShifts', SALON_PATHS.timeShifts);
export const blockTimesRead = rangeRead('salon.blockTimes', SALON_PATHS.blockTimes);

/** The salon's id from GET /api/salon's answer, once it comes (the reads below need it). */
async function salonId(prefetch: RouteAt['prefetch']): Promise<number | undefined> {
  const salons = await prefetch(salonsRead.url);
  const id = Array.isArray(salons) ? (salons[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'number' ? id : undefined;
}

/**
 * 予約表 starts the salon, then the day's configuration, reservations, shifts and blocks of the
 * address's page. A phone shows the day's agenda whatever the address's view; its range is the
 * address's day unless the address asks for the weekly shifts (then the hook reads the day itself).
 */
export const salonTimelineData: RouteData = ({ search, prefetch }) => {
  const kindParam = search.get(SALON_TIMELINE_QUERY.kind);
  const dateParam = search.get(SALON_TIMELINE_QUERY.date);
  const kind = isTimelineKind(kindParam) ? kindParam : 'schedule';
  const date = isDate(dateParam) ? dateParam : tokyoToday();
  const range = visibleRange(kind, date);
  void salonId(prefetch).then((sid) => {
    if (sid === undefined) return;
    void prefetch(configRead(sid).url);
    void prefetch(reservationsRead(sid, range).url);
    void prefetch(timeShiftsRead(sid, shiftWindow(date)).url);
    void prefetch(blockTimesRead(sid, range).url);
  });
};

/** 営業時間 starts the salon, then its configuration and the address's year. */
export const salonOpeningData: RouteData = ({ search, prefetch }) => {
  const year = openingYearParam(search.get('y')) ?? Number(tokyoToday().slice(0, 4));
  void salonId(prefetch).then((sid) => {
    if (sid === undefined) return;
    void prefetch(configRead(sid).url);
    void prefetch(openingYearRead(sid, year).url);
  });
};
