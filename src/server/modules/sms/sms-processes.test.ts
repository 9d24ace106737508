import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SmsBatch } from '../../../shared/schemas/sms.ts';
import { serversOnOneDatabase } from '../../test/processes.ts';
import { testDatabases } from '../../test/test-app.ts';
import { sleep } from '../../test/wait.ts';

/**
 * The outbox as a school runs it: real servers (two on one PostgreSQL; one on PGlite),
 * one fake gateway they share, a batch to 120 guardians, and a server killed with SIGKILL
 * while the gateway has taken messages whose answers never came back. After the restart
 * every guardian has the message exactly once: the fake gateway counts what it took by
 * reference, and the messages left "sending" are sent again under the same reference,
 * which the gateway drops as a repeat.
 */
const GUARDIANS = 120;
const ADMIN = { id: 'sms-admin', key: 'sms-admin-first-key', password: 'sms-admin-password' };

for (const kind of testDatabases) {
  describe(`SMS outbox, servers killed mid-batch [${kind}]`, { timeout: 240_000 }, () => {
    const servers = serversOnOneDatabase(kind, 'school-sms-');

    it('sends every message exactly once', async () => {
      // The school's students go in before any server starts. PostgreSQL: a second server
      // (b), on its own machine's directory, sharing the outbox.
      const { fake, a, b, cookie, restart } = await servers.up({
        admin: ADMIN,
        students: GUARDIANS,
        env: { SMS_LEASE_SECONDS: '2' },
      });

      // The gateway takes the next three requests' messages and never answers them.
      fake.fail('timeout', { times: 3, accept: true });
      const res = await fetch(`${a.base}/api/sms/batches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.base, cookie },
        body: JSON.stringify({
          audience: { kind: 'guardians', classes: [] },
          message: { kind: 'text', textEn: '', textBn: 'আগামীকাল বিদ্যালয় বন্ধ থাকবে।' },
          clientKey: randomUUID(),
        }),
      });
      expect(res.status).toBe(201);
      const batch = (await res.json()) as SmsBatch;
      expect(batch.counts.queued).toBe(GUARDIANS);

      // Mid-batch: some taken, most still waiting.
      while (fake.received().length < 20) await sleep(20);
      const killed = await a.stop('SIGKILL');
      expect(killed.signal).toBe('SIGKILL');
      expect(fake.received().length).toBeLessThan(GUARDIANS);
      const again = await restart();
      const survivor = b ?? again;

      const until = Date.now() + 60_000;
      let counts = batch.counts;
      while (Date.now() < until) {
        const r = await fetch(`${survivor.base}/api/sms/batches/${batch.id}`, {
          headers: { cookie },
        });
        counts = ((await r.json()) as SmsBatch).counts;
        if (counts.sent + counts.delivered === GUARDIANS) break;
        await sleep(200);
      }
      expect(counts).toMatchObject({ queued: 0, sending: 0, failed: 0 });
      expect(counts.sent + counts.delivered).toBe(GUARDIANS);

      const taken = fake.received();
      const numbers = new Set(taken.map((m) => m.number));
      expect(numbers.size).toBe(GUARDIANS);
      expect(taken).toHaveLength(GUARDIANS);
      expect([...fake.counts().values()].every((n) => n === 1)).toBe(true);
      expect(fake.counts().size).toBe(GUARDIANS);
      // Some messages were asked for twice (their first answer never came): the gateway
      // dropped the repeats, so the repeats are what "exactly once" rested on.
      expect(fake.requests()).toBeGreaterThan(GUARDIANS);
    });
  });
}
