import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SaveRegisterResult } from '../../../shared/schemas/attendance.ts';
import { serversOnOneDatabase } from '../../test/processes.ts';
import { testDatabases } from '../../test/test-app.ts';
import { sleep } from '../../test/wait.ts';
import { today } from '../posts/today.ts';

/**
 * The absence SMS as a school meets them: a class of 60 whose register is saved three
 * times, from two app servers on one PostgreSQL (one server on PGlite), the last save
 * twice at once. Every absent child's guardian gets exactly one SMS: the fake gateway
 * counts what it took.
 */
const CLASS = 60;
const ADMIN = { id: 'att-admin', key: 'att-admin-first-key', password: 'att-admin-password' };

for (const kind of testDatabases) {
  describe(`absence SMS from two app servers [${kind}]`, { timeout: 240_000 }, () => {
    const servers = serversOnOneDatabase(kind, 'school-attendance-');

    it('sends each absent child’s guardian one SMS across three saves', async () => {
      const {
        fake,
        ids,
        a,
        b: second,
        cookie,
      } = await servers.up({
        admin: ADMIN,
        students: CLASS,
      });
      const b = second ?? a;
      const call = (base: string, method: string, url: string, body: object) =>
        fetch(`${base}${url}`, {
          method,
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify(body),
        });
      // Open today, whatever weekday; the SMS go at once.
      const set = await call(a.base, 'PUT', '/api/attendance/settings', {
        weeklyOff: [],
        absenceSms: true,
        absenceSmsAfter: '00:00',
      });
      expect(set.status).toBe(200);
      const save = async (base: string, absent: number, late = 0) => {
        const res = await call(base, 'PUT', '/api/attendance/register', {
          grade: 'vi',
          date: today(),
          marks: ids.map((studentId, i) => ({
            studentId,
            mark: i < absent ? 'absent' : i < absent + late ? 'late' : 'present',
          })),
          saveId: randomUUID(),
          savedAt: new Date().toISOString(),
          baseVersion: null,
        });
        expect(res.status).toBe(200);
        return (await res.json()) as SaveRegisterResult;
      };
      // Ten absent; then the same with one late; then twelve, sent twice at once.
      await save(a.base, 10);
      await save(b.base, 10, 1);
      const last = await Promise.all([save(a.base, 12), save(b.base, 12)]);
      expect(last.every((r) => r.outcome === 'saved' || r.outcome === 'older')).toBe(true);

      const until = Date.now() + 60_000;
      while (Date.now() < until && fake.received().length < 12) await sleep(100);
      // A little longer: nothing more comes.
      await sleep(1500);
      const taken = fake.received();
      expect(taken.map((m) => m.number).sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `880171${String(i + 1).padStart(7, '0')}`).sort(),
      );
      expect([...fake.counts().values()].every((n) => n === 1)).toBe(true);
    });
  });
}
