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
  const tokyo = new Date(Date.parse(instant) + TOKYO_OFFSET_MS).toISOString();
  return `${tokyo.slice(0, 10).replaceAll('-', '/')} ${tokyo.slice(11, 16)}`;
}
