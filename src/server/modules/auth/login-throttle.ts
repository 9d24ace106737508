/**
 * Failed sign-ins per account: after `max` failures within `windowMs` the account's
 * sign-in is refused until the window passes, whatever the address (a slow brute force
 * from many addresses is stopped too). Kept in the process: on several processes each
 * counts its own, which still bounds guessing.
 */
export function loginThrottle(max = 5, windowMs = 15 * 60 * 1000, now = () => Date.now()) {
  const failures = new Map<string, { count: number; until: number }>();
  return {
    blocked(key: string): boolean {
      const f = failures.get(key);
      if (!f) return false;
      if (f.until <= now()) {
        failures.delete(key);
        return false;
      }
      return f.count >= max;
    },
    fail(key: string) {
      const f = failures.get(key);
      if (!f || f.until <= now()) failures.set(key, { count: 1, until: now() + windowMs });
      else f.count++;
      if (failures.size > 10_000) {
        for (const [k, v] of failures) if (v.until <= now()) failures.delete(k);
      }
    },
    succeed(key: string) {
      failures.delete(key);
    },
  };
}
