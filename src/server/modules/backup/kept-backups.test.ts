import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ROLES } from '../../../shared/constants.ts';
import { confirmPassword, makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { backupsRepository } from './backups.repository.ts';
import { KEPT_FILE_NAME, makeKeptBackup } from './kept-backups.service.ts';

describeEachDatabase(
  'kept backups through the API',
  (ctx) => {
    const ids: string[] = [];
    let cookie = '';
    beforeAll(async () => {
      const { db } = ctx().database;
      for (const role of ROLES) await makeAccount(db, role, { loginId: `k-${role}` });
      // Three days' backups with two kept: the first one's file is gone.
      for (const day of ['2026-11-25', '2026-11-26', '2026-11-27']) {
        const made = await makeKeptBackup({
          db,
          files: ctx().app.files,
          keep: 2,
          slot: `scheduled:${day}`,
        });
        if (made.outcome !== 'ok') throw new Error(`backup of ${day}: ${made.outcome}`);
        ids.push(made.row.id);
      }
      cookie = (await signIn(ctx().app, 'admin', 'k-admin')).cookie;
    });

    it('lists the kept backups, newest first, with nothing of where or how they are stored', async () => {
      const res = await ctx().app.inject({ url: '/api/backups', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]]);
      for (const item of body.items) {
        expect(Object.keys(item).sort()).toEqual([
          'id',
          'kind',
          'sizeBytes',
          'startedAt',
          'status',
        ]);
        expect(item).toMatchObject({ kind: 'scheduled', status: 'ok' });
        expect(item.sizeBytes).toBeGreaterThan(0);
      }
      expect(body).toMatchObject({ lastFailure: null, schedule: { time: null, keep: 14 } });
      expect(body.lastGoodAt).toBe(body.items[0].startedAt);
      expect(res.body).not.toMatch(/school-backup-|\/tmp|backups\//);
    });

    it('answers only admins: 401 signed out, 403 for students and teachers', async () => {
      for (const url of ['/api/backups', `/api/backups/${ids[2]}/download`]) {
        expect((await ctx().app.inject({ url })).statusCode, url).toBe(401);
        for (const role of ['student', 'teacher'] as const) {
          const other = await signIn(ctx().app, role, `k-${role}`);
          await confirmPassword(ctx().app, other.cookie);
          const res = await ctx().app.inject({ url, headers: { cookie: other.cookie } });
          expect(res.statusCode, `${role} ${url}`).toBe(403);
          expect(res.json().error.code).toBe('forbidden');
        }
      }
    });

    it('downloads a kept backup only after the password is typed again', async () => {
      const url = `/api/backups/${ids[2]}/download`;
      const refused = await ctx().app.inject({ url, headers: { cookie } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('reauth_required');

      await confirmPassword(ctx().app, cookie);
      const res = await ctx().app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['cache-control']).toBe('no-store');
      const [row] = await backupsRepository(ctx().database.db).kept();
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${row!.fileName}"`);
      expect(row!.fileName).toMatch(KEPT_FILE_NAME);
      expect(res.rawPayload).toEqual(
        fs.readFileSync(path.join(ctx().app.files.localDir('backups'), row!.fileName!)),
      );
      const log = (await ctx().app.inject({ url: '/api/audit-log', headers: { cookie } })).json();
      expect(log.items[0]).toMatchObject({
        action: 'download',
        entity: 'backup',
        entityId: row!.id,
        summary: row!.fileName,
      });
    });

    it('refuses what is not a kept backup with a clear 400 or 404, never a file by path', async () => {
      await confirmPassword(ctx().app, cookie);
      const get = (id: string) =>
        ctx().app.inject({ url: `/api/backups/${id}/download`, headers: { cookie } });
      for (const bad of [
        'not-an-id',
        '..%2F..%2Fetc%2Fpasswd',
        '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4bx',
      ]) {
        const res = await get(bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      // Unknown; beyond the number kept (its file removed).
      for (const id of ['6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', ids[0]!]) {
        const res = await get(id);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error).toMatchObject({ code: 'not_found', message: 'No such backup.' });
      }
      // Kept in the records, but its file is no longer on this server's disk.
      const [row] = await backupsRepository(ctx().database.db).kept();
      const file = path.join(ctx().app.files.localDir('backups'), row!.fileName!);
      const aside = `${file}.aside`;
      fs.renameSync(file, aside);
      try {
        const res = await get(row!.id);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toMatch(/no longer on the server/);
      } finally {
        fs.renameSync(aside, file);
      }
    });

    it('records each fresh download as a run without a kept file, and a failed one as failed', async () => {
      const repo = backupsRepository(ctx().database.db);
      await confirmPassword(ctx().app, cookie);
      const res = await ctx().app.inject({ url: '/api/backup', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(await repo.latest()).toMatchObject({
        kind: 'download',
        status: 'ok',
        fileName: null,
        sizeBytes: res.rawPayload.length,
      });
      expect((await repo.kept()).map((r) => r.id)).toEqual([ids[2], ids[1]]);

      // The server's temporary folder is gone: the download fails, and says so.
      const tmp = process.env.TMPDIR;
      process.env.TMPDIR = path.join(os.tmpdir(), 'school-no-such-folder', 'deeper');
      try {
        const failed = await ctx().app.inject({ url: '/api/backup', headers: { cookie } });
        expect(failed.statusCode).toBe(500);
      } finally {
        if (tmp === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = tmp;
      }
      const latest = await repo.latest();
      expect(latest).toMatchObject({ kind: 'download', status: 'failed', fileName: null });
      expect(latest?.error).toMatch(/^The backup could not be made: ENOENT/);
      const shown = (await ctx().app.inject({ url: '/api/backups', headers: { cookie } })).json();
      expect(shown.lastFailure).toMatchObject({ kind: 'download', error: latest?.error });
    });
  },
  { rateLimits: false },
);
