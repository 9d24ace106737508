import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkLottery,
  commitmentOf,
  drawLottery,
  hallValue,
  lotteryLists,
  lotteryOrder,
  seedOf,
  ticketOf,
} from './lottery.ts';

const refs = (n: number) =>
  Array.from({ length: n }, (_, i) => `ADM-2026-A${String(i).padStart(4, '0')}`);

describe('the admission lottery', () => {
  it('gives each entry the SHA-256 of "seed:reference" as its ticket, as any tool computes it', async () => {
    const expected = createHash('sha256').update('2611:ADM-2026-ABC234').digest('hex');
    expect(await ticketOf('2611', 'ADM-2026-ABC234')).toBe(expected);
  });

  it('draws the same lists from the same seed, whatever order the entries come in, and others from another seed', async () => {
    const entries = refs(30);
    const input = { seed: 'HALL-42', entries, seats: 10, waiting: 5, quotas: [] };
    const first = await drawLottery(input);
    const again = await drawLottery({ ...input, entries: [...entries].reverse() });
    expect(again).toEqual(first);
    const other = await drawLottery({ ...input, seed: 'HALL-43' });
    expect(other.admitted).not.toEqual(first.admitted);
    expect(first.admitted).toHaveLength(10);
    expect(first.waiting).toHaveLength(5);
  });

  it('admits everyone when there are no more applications than seats', async () => {
    const result = await drawLottery({
      seed: 'x',
      entries: refs(4),
      seats: 10,
      waiting: 5,
      quotas: [],
    });
    expect(result.admitted.map((a) => a.reference).sort()).toEqual(refs(4));
    expect(result.waiting).toEqual([]);
  });

  it('fills each quota first from its members in the lottery order, then the general seats', () => {
    const order = ['E', 'D', 'C', 'B', 'A', 'F'];
    const result = lotteryLists(order, {
      seats: 3,
      waiting: 2,
      quotas: [{ label: 'Catchment', seats: 1, references: ['A', 'B'] }],
    });
    // B comes before A in the order: B takes the quota's seat; E and D the general ones.
    expect(result.admitted).toEqual([
      { reference: 'B', quota: 'Catchment' },
      { reference: 'E', quota: null },
      { reference: 'D', quota: null },
    ]);
    expect(result.waiting).toEqual(['C', 'A']);
  });

  it('gives a quota with too few members its members, and the rest of its seats to everyone', () => {
    const result = lotteryLists(['A', 'B', 'C', 'D'], {
      seats: 3,
      waiting: 0,
      quotas: [{ label: 'Staff', seats: 2, references: ['D'] }],
    });
    expect(result.admitted.map((a) => a.reference)).toEqual(['D', 'A', 'B']);
  });

  it('never admits more than the seats nor anyone twice, and lists everyone once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.string({ maxLength: 12 }),
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 5 }), fc.array(fc.nat(39), { maxLength: 10 })),
          {
            maxLength: 3,
          },
        ),
        async (n, seats, waiting, seed, quotaSpecs) => {
          const entries = refs(n);
          const quotas = quotaSpecs.map(([s, members], i) => ({
            label: `Q${i}`,
            seats: s,
            references: members.map((m) => entries[m] ?? 'none'),
          }));
          const order = await lotteryOrder(seed, entries);
          expect([...order].sort()).toEqual(entries);
          const result = lotteryLists(order, { seats, waiting, quotas });
          const admitted = result.admitted.map((a) => a.reference);
          expect(admitted.length).toBe(Math.min(seats, n));
          expect(new Set([...admitted, ...result.waiting]).size).toBe(
            admitted.length + result.waiting.length,
          );
          expect(result.waiting.length).toBe(Math.min(waiting, n - admitted.length));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writes the hall’s numbers one way, whatever digits and separators were typed', () => {
    expect(hallValue('07, 23 41')).toBe('7-23-41');
    expect(hallValue('০৭ - ২৩ - ৪১')).toBe('7-23-41');
    expect(hallValue('0 5 00')).toBe('0-5-0');
    expect(hallValue('')).toBe('');
  });

  it('commits to the secret by its SHA-256 and makes the seed of the secret and the hall’s value, as any tool computes them', async () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const secret = 'a'.repeat(64);
    expect(await commitmentOf(secret)).toBe(sha(secret));
    expect(await seedOf(secret, '7-23-41')).toBe(sha(`${secret}:7-23-41`));
  });

  it('checks a revealed lottery step by step, and notices each thing changed', async () => {
    const secret = 'b'.repeat(64);
    const hall = '3-14-15';
    const seed = await seedOf(secret, hall);
    const entries = refs(9);
    const drawn = await drawLottery({ seed, entries, seats: 3, waiting: 2, quotas: [] });
    const revealed = {
      commitment: await commitmentOf(secret),
      secret,
      hall,
      seed,
      entries,
      seats: 3,
      waitingLength: 2,
      quotas: [],
      admitted: drawn.admitted,
      waiting: drawn.waiting,
    };
    const all = { commitment: true, seed: true, lists: true };
    expect(await checkLottery(revealed)).toEqual(all);
    expect(await checkLottery({ ...revealed, secret: 'c'.repeat(64) })).toEqual({
      ...all,
      commitment: false,
      seed: false,
    });
    expect(await checkLottery({ ...revealed, hall: '3-14-16' })).toEqual({ ...all, seed: false });
    expect(await checkLottery({ ...revealed, seats: 2 })).toEqual({ ...all, lists: false });
    expect(await checkLottery({ ...revealed, waiting: [...drawn.waiting].reverse() })).toEqual({
      ...all,
      lists: false,
    });
  });
});
