/** Today's date in Bangladesh (UTC+6), as YYYY-MM-DD: a post made at 1 am is dated that day. */
export function today(now = new Date()): string {
  return new Date(now.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
