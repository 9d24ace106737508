/** Resolves after `ms` milliseconds: the pause between two looks at something still under way. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for what the app does in the background (the SMS outbox sending, a gateway's
 * answer) until `check` holds, looking every 25 ms; throws, naming `what`, after `ms`.
 */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}
