import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSignIn, type ServerProcess, uploadImage } from '../../scripts/lib/server-process.ts';
import { simplePdf } from './db/seed/simple-pdf.ts';
import { pngBytes } from './test/factories.ts';
import { startOnFreePort } from './test/processes.ts';
import { freshPostgres } from './test/test-app.ts';
import { sleep } from './test/wait.ts';

/**
 * Several app servers, each on its own machine (here: its own process and its own DATA_DIR,
 * which no other sees), behind one load balancer and one PostgreSQL: what one keeps, every
 * other serves; the limits are counted once; a backup of one restores anywhere; a server
 * killed in the middle of uploads loses none it acknowledged. docs/deploy.md says how to run
 * them. Only where there is a PostgreSQL to share (CI has one): declared, not skipped, elsewhere.
 */
/** ADMIN_PASSWORD is a one-time key: the first sign-in chooses the password. */
const ADMIN = { id: 'scale-admin', key: 'scale-admin-first-key', password: 'scale-admin-password' };
const run = promisify(execFile);

if (process.env.TEST_DATABASE_URL)
  describe('app servers on one PostgreSQL, each with its own DATA_DIR', {
    timeout: 300_000,
  }, () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'school-scale-'));
    const drops: (() => Promise<void>)[] = [];
    const servers: ServerProcess[] = [];
    let env: Record<string, string> = {};
    let a: ServerProcess;
    let b: ServerProcess;
    let cookie = '';

    const start = (name: string, extra: Record<string, string> = {}) =>
      startOnFreePort(servers, path.join(work, name), { ...env, ...extra });
    const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

    beforeAll(async () => {
      const pg = await freshPostgres();
      drops.push(pg.drop);
      env = {
        DATABASE_URL: pg.url,
        ADMIN_ID: ADMIN.id,
        ADMIN_PASSWORD: ADMIN.key,
        DEMO_CONTENT: 'false',
        BENCH_TOKEN: '',
      };
      a = await start('a');
      b = await start('b');
      cookie = await firstSignIn(a.base, ADMIN.id, ADMIN.key, ADMIN.password);
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      for (const drop of drops) await drop();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('a photo uploaded through one is served by the other, byte for byte', async () => {
      const id = await uploadImage(a.base, cookie, await pngBytes());
      for (const file of [`${id}.webp`, `${id}-800.webp`, `${id}-240.webp`]) {
        const [here, there] = await Promise.all([
          fetch(`${a.base}/uploads/${file}`, { headers: { cookie } }),
          fetch(`${b.base}/uploads/${file}`, { headers: { cookie } }),
        ]);
        expect([here.status, there.status]).toEqual([200, 200]);
        expect((await bytesOf(there)).equals(await bytesOf(here))).toBe(true);
      }
      // Neither keeps it in its own DATA_DIR/uploads, which no other server would see.
      expect(fs.existsSync(path.join(work, 'a', 'uploads', `${id}.webp`))).toBe(false);
      expect(fs.existsSync(path.join(work, 'b', 'file-cache', 'uploads', `${id}.webp`))).toBe(true);
    });

    it('a document replaced on one is replaced on the other', async () => {
      const upload = async (pdf: Buffer) => {
        const form = new FormData();
        form.append('kind', 'syllabus');
        form.append('grade', 'ix');
        form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 's.pdf');
        const res = await fetch(`${a.base}/api/documents`, {
          method: 'POST',
          headers: { cookie, origin: a.base },
          body: form,
        });
        expect(res.status, await res.clone().text()).toBe(201);
        return (await res.json()) as { url: string };
      };
      const first = simplePdf('Class Nine Syllabus', ['Bangla: chapters 1-4']);
      const one = await upload(first);
      expect((await bytesOf(await fetch(`${b.base}${one.url}`))).equals(first)).toBe(true);
      const second = simplePdf('Class Nine Syllabus (corrected)', ['Bangla: chapters 1-5']);
      const two = await upload(second);
      expect((await bytesOf(await fetch(`${b.base}${two.url}`))).equals(second)).toBe(true);
      // B's list follows as soon as PostgreSQL's notice of the write arrives.
      for (let i = 0; ; i++) {
        const list = (await (await fetch(`${b.base}/api/documents?kind=syllabus`)).json()) as {
          items: { grade: string; url: string }[];
        };
        const shown = list.items.find((d) => d.grade === 'ix')?.url;
        if (shown === two.url) break;
        if (i > 50) throw new Error(`B still lists ${shown}`);
        await sleep(100);
      }
      if (one.url !== two.url) expect((await fetch(`${b.base}${one.url}`)).status).toBe(404);
    });

    it('a backup made on one restores on a third, on PostgreSQL and on the embedded database', async () => {
      const photo = await uploadImage(b.base, cookie, await pngBytes());
      const notice = await fetch(`${b.base}/api/notices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: b.base },
        body: JSON.stringify({
          date: '2026-11-20',
          author: 'Head teacher',
          title: 'Winter uniform from 1 December',
          imageId: photo,
        }),
      });
      expect(notice.status).toBe(201);
      // A backup holds every account: the admin types the password again first, on A.
      const confirmed = await fetch(`${a.base}/api/auth/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: a.base },
        body: JSON.stringify({ password: ADMIN.password }),
      });
      expect(confirmed.status).toBeLessThan(300);
      const backup = await fetch(`${b.base}/api/backup`, { headers: { cookie } });
      expect(backup.status).toBe(200);
      const file = path.join(work, 'from-b.tar.gz');
      fs.writeFileSync(file, await bytesOf(backup));

      const other = await freshPostgres();
      drops.push(other.drop);
      for (const [name, databaseUrl] of [
        ['c', other.url],
        ['d', ''],
      ] as const) {
        const dataDir = path.join(work, name);
        const restored = await run(
          path.resolve('node_modules/.bin/tsx'),
          ['scripts/backup.ts', 'restore', file],
          { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl } },
        );
        expect(restored.stdout).toMatch(/Restored the backup/);
        const third = await start(name, { DATABASE_URL: databaseUrl });
        const notices = (await (await fetch(`${third.base}/api/notices`)).json()) as {
          items: { title: string; image: { url: string } | null }[];
        };
        const shown = notices.items.find((n) => n.title === 'Winter uniform from 1 December');
        expect(shown?.image?.url).toBe(`/uploads/${photo}.webp`);
        const picture = await fetch(`${third.base}${shown!.image!.url}`);
        expect(picture.status).toBe(200);
        const original = await bytesOf(await fetch(`${b.base}/uploads/${photo}.webp`));
        expect((await bytesOf(picture)).equals(original)).toBe(true);
        await third.stop();
      }
    });

    it('killing one while uploading loses no acknowledged file', async () => {
      const acknowledged: string[] = [];
      let dead = false;
      const png = await pngBytes();
      const writers = Array.from({ length: 3 }, async () => {
        while (!dead) {
          try {
            acknowledged.push(await uploadImage(a.base, cookie, png));
          } catch {
            return; // the connection died with the server: not acknowledged
          }
        }
      });
      while (acknowledged.length < 4) await sleep(20);
      await sleep(Math.random() * 300);
      const exit = await a.stop('SIGKILL');
      dead = true;
      await Promise.all(writers);
      expect(exit.signal).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(4);
      for (const id of acknowledged)
        for (const file of [`${id}.webp`, `${id}-240.webp`])
          expect(
            (await fetch(`${b.base}/uploads/${file}`, { headers: { cookie } })).status,
            file,
          ).toBe(200);
      // And A, started again on its own DATA_DIR, serves them all too.
      a = await start('a');
      for (const id of acknowledged)
        expect(
          (await fetch(`${a.base}/uploads/${id}-800.webp`, { headers: { cookie } })).status,
        ).toBe(200);
    });
    it('five failed sign-ins spread across both lock the account as on one', async () => {
      const attempt = (server: ServerProcess, password: string) =>
        fetch(`${server.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.base },
          body: JSON.stringify({ role: 'admin', loginId: ADMIN.id, password }),
        });
      for (const server of [a, b, a, b, a])
        expect((await attempt(server, 'not the password')).status).toBe(401);
      const locked = await attempt(b, ADMIN.password);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
