import { latinDigits } from './digits.ts';

/**
 * The admission lottery (issue 20, docs/decisions/0007), written so that anyone can run it
 * again and get the same lists: the site's server, the browser of a guardian who doubts it,
 * or a few lines of any language with SHA-256.
 *
 * 0. The seed: when a period is made, the site makes a secret and publishes its SHA-256
 *    (the commitment). At the draw, numbers are drawn in the hall before the guardians (the
 *    hall's value, written `7-23-41`); the seed is the SHA-256 of `<secret>:<hall value>`.
 *    The secret is published with the lists.
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

/** SHA-256 of a text (UTF-8), in hexadecimal: what any SHA-256 tool shows. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The fewest numbers a hall's value has: three balls, or three dice. */
export const HALL_NUMBERS_MIN = 3;

/**
 * The hall's value as the rule writes it: the numbers drawn, in the order drawn, in Latin
 * digits without leading zeros, joined by dashes ('০৭, 23 41' is '7-23-41').
 */
export function hallValue(typed: string): string {
  return (latinDigits(typed).match(/\d+/g) ?? []).map((n) => n.replace(/^0+(?=\d)/, '')).join('-');
}

/** The commitment the site publishes before the draw: SHA-256 of the secret. */
export const commitmentOf = (secret: string) => sha256Hex(secret);

/** The seed of a draw: SHA-256 of `<secret>:<hall value>`. */
export const seedOf = (secret: string, hall: string) => sha256Hex(`${secret}:${hall}`);

/** One entry's ticket: SHA-256 of `<seed>:<reference>`, hexadecimal. */
export const ticketOf = (seed: string, reference: string) => sha256Hex(`${seed}:${reference}`);

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

/** What the site reveals with a published lottery's lists, all a guardian needs to check it. */
export type RevealedLottery = {
  commitment: string;
  secret: string;
  hall: string;
  seed: string;
  entries: readonly string[];
  seats: number;
  waitingLength: number;
  quotas: readonly LotteryQuota[];
  admitted: readonly { reference: string; quota: string | null }[];
  waiting: readonly string[];
};

/**
 * A guardian's check of a published lottery, step by step: the secret is the one committed
 * to (its SHA-256 is the commitment), the seed is made of it and the hall's value, and the
 * lists are those the seed draws.
 */
export async function checkLottery(
  r: RevealedLottery,
): Promise<{ commitment: boolean; seed: boolean; lists: boolean }> {
  const again = await drawLottery({
    seed: r.seed,
    entries: r.entries,
    seats: r.seats,
    waiting: r.waitingLength,
    quotas: r.quotas,
  });
  const lists =
    JSON.stringify(again.admitted) ===
      JSON.stringify(r.admitted.map(({ reference, quota }) => ({ reference, quota }))) &&
    JSON.stringify(again.waiting) === JSON.stringify(r.waiting);
  return {
    commitment: (await commitmentOf(r.secret)) === r.commitment,
    seed: (await seedOf(r.secret, r.hall)) === r.seed,
    lists,
  };
}
