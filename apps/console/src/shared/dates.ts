/** Japan's offset from UTC: +09:00 all year (no summer time since 1951). */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Today in Tokyo, the salons' calendar (spec §9), as `YYYY-MM-DD`, wherever the browser is.
 * Arithmetic on the fixed offset rather than an Intl formatter: every salon route's loader asks
 * for today before the first paint, and a page's first Intl formatter costs 70–90 ms under Lighthouse's
 * 4× CPU slowdown (measured 2026-11-26), loading locale and time-zone data in that same task.
 */
export function tokyoToday(now = new Date()): string {
  return new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * An instant as operators read it, in Japan's time: `2024/07/15 10:00`. Arithmetic on the fixed
 * offset too: a table of instants would otherwise build the page's first Intl formatter (its
 * locale and time-zone data) while it draws.
 */
export function formatTokyoMinute(instant: string): string {
  return formatTokyoSecond(instant).slice(0, 16);
}

/**
 * An instant in Japan's time to the second, as the notification messages show it (spec §2):
 * `2023/10/01 10:00:00`; "" for none or one that is not a date.
 */
export function formatTokyoSecond(instant: string | null | undefined): string {
  const time = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const tokyo = new Date(time + TOKYO_OFFSET_MS).toISOString();
  return `${tokyo.slice(0, 10).replaceAll('-', '/')} ${tokyo.slice(11, 19)}`;
}

const WEEKDAYS = '日月火水木金土';

/**
 * A salon's calendar day as staff read it, with the time when given: `2026-11-26` and
 * `15:00`(–`16:00`) → 「2026年11月26日(木) 15:00–16:00」. The day is a calendar day, not an
 * instant, so no time zone enters (and no Intl formatter is built while a page draws).
 */
export function formatJaDateTime(date: string, from?: string, to?: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const day = `${y}年${m}月${d}日(${weekday})`;
  if (!from) return day;
  return `${day} ${to ? `${from}–${to}` : from}`;
}
