/** Japan's offset from UTC: +09:00 all year (no summer time since 1951). */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Today in Tokyo, the salons' calendar (spec §9), as `YYYY-MM-DD`, wherever the browser is.
 * Arithmetic on the fixed offset rather than an Intl formatter: every salon route's loader asks
 * for today before the first paint, and a page's first Intl formatter costs a phone about 20 ms
 * of locale and time-zone data loading in that same task.
 */
export function tokyoToday(now = new Date()): string {
  return new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

// Built on first use, not when the module loads: a page's first Intl formatter loads the browser's
// locale and time-zone data (tens of milliseconds on a phone), which belongs to the screen that
// shows a time, not to the app's start (every screen loads this module).
let tokyoMinute: Intl.DateTimeFormat | undefined;

/** An instant as operators read it, in Japan's time: `2024/07/15 10:00`. */
export function formatTokyoMinute(instant: string): string {
  tokyoMinute ??= new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return tokyoMinute.format(new Date(instant));
}
