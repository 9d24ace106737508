/** Today's date in Bangladesh (UTC+6), as YYYY-MM-DD: a post made at 1 am is dated that day. */
export function today(now = new Date()): string {
  return new Date(now.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long until the next day starts in Bangladesh (UTC+6), in milliseconds. */
export function untilTomorrow(now = new Date()): number {
  return DAY_MS - ((now.getTime() + 6 * 60 * 60 * 1000) % DAY_MS);
}
