/** Today in Tokyo, the salons' calendar (spec §9), as `YYYY-MM-DD`, wherever the browser is. */
export function tokyoToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
}

const TOKYO_MINUTE = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as operators read it, in Japan's time: `2024/07/15 10:00`. */
export function formatTokyoMinute(instant: string): string {
  return TOKYO_MINUTE.format(new Date(instant));
}
