/** Today in Tokyo, the salons' calendar (spec §9), as `YYYY-MM-DD`, wherever the browser is. */
export function tokyoToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
}
