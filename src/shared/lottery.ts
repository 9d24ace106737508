/**
 * The admission lottery (issue 20), written so that anyone can run it again and get the
 * same lists: the site's server, the browser of a guardian who doubts it, or a few lines
 * of any language with SHA-256.
 *
 * 1. The entries are the valid applications' reference numbers, sorted.
 * 2. Each entry's ticket is the SHA-256 of `<seed>:<reference>` (UTF-8), in hexadecimal;
 *    the lottery's order is the entries sorted by ticket.
 * 3. Each quota, in the order given, admits its first `seats` members in that order.
 * 4. The remaining seats go to the others in that order; the next `waiting` make the
 *    waiting list, numbered from 1; the rest are not selected.
 */
export type LotteryQuota = { label: string; seats: number; references: readonly string[] };
export type LotteryInput = {
  seed: string;
  entries: readonly string[];
  seats: number;
  waiting: number;
  quotas: readonly LotteryQuota[];
};
export type LotteryResult = {
  /** In the order drawn; each with the quota that admitted it, or null for a general seat. */
  admitted: { reference: string; quota: string | null }[];
  /** Numbered from 1, in the order drawn. */
  waiting: string[];
};

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** One entry's ticket: SHA-256 of `<seed>:<reference>`, hexadecimal. */
export async function ticketOf(seed: string, reference: string): Promise<string> {
  const data = new TextEncoder().encode(`${seed}:${reference}`);
  return hex(await globalThis.crypto.subtle.digest('SHA-256', data));
}

/** The entries in the lottery's order: sorted by their tickets. */
export async function lotteryOrder(seed: string, entries: readonly string[]): Promise<string[]> {
  const tickets = await Promise.all(
    entries.map(async (reference) => ({ reference, ticket: await ticketOf(seed, reference) })),
  );
  return tickets
    .sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0))
    .map((t) => t.reference);
}

/** The lists a lottery gives (steps 3 and 4 above), from its order. */
export function lotteryLists(
  order: readonly string[],
  { seats, waiting, quotas }: Pick<LotteryInput, 'seats' | 'waiting' | 'quotas'>,
): LotteryResult {
  const admitted: LotteryResult['admitted'] = [];
  const taken = new Set<string>();
  for (const quota of quotas) {
    const members = new Set(quota.references);
    let filled = 0;
    for (const reference of order) {
      if (filled >= quota.seats || admitted.length >= seats) break;
      if (!members.has(reference) || taken.has(reference)) continue;
      admitted.push({ reference, quota: quota.label });
      taken.add(reference);
      filled++;
    }
  }
  for (const reference of order) {
    if (admitted.length >= seats) break;
    if (taken.has(reference)) continue;
    admitted.push({ reference, quota: null });
    taken.add(reference);
  }
  const rest = order.filter((reference) => !taken.has(reference));
  return { admitted, waiting: rest.slice(0, waiting) };
}

/** The whole draw: the order from the seed, then the lists. */
export async function drawLottery(input: LotteryInput): Promise<LotteryResult> {
  const entries = [...new Set(input.entries)].sort();
  return lotteryLists(await lotteryOrder(input.seed, entries), input);
}
