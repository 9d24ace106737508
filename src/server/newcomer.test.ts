import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Exit, freePort, root, startServer } from '../../scripts/lib/server-process.ts';

const temporary: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-newcomer-'));
  temporary.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a newcomer starting the site', () => {
  it('is told in words that the port is taken, and how to pick another, before any data is made', async () => {
    const port = await freePort();
    // Another program on the port (it hangs up on whoever calls).
    const other = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    const dataDir = path.join(tempDir(), 'data');
    try {
      const server = startServer({ port, dataDir, output: 'capture' });
      const exit = await server.exited;
      expect(exit.code).toBe(2);
      expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is in use by another program`);
      expect(server.output()).toContain(`PORT=${port + 1} npm start`);
      expect(server.output()).not.toMatch(/EADDRINUSE|\n\s+at /);
      // Nothing was made: no data directory, no first admin.
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('reads the settings in .env, the environment winning', () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, '.env'),
      '# as .env.example has them\nPORT=3799\nDATA_DIR=./school-data\nLOG_LEVEL=warn\n',
    );
    const config = (env: Record<string, string> = {}) => {
      const run = spawnSync(
        path.join(root, 'node_modules/.bin/tsx'),
        [
          '-e',
          `import(${JSON.stringify(path.join(root, 'src/server/config.ts'))}).then((m) => { const c = m.loadConfig(); console.log(JSON.stringify({ port: c.port, dataDir: c.dataDir })); })`,
        ],
        { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } },
      );
      expect(run.status, run.stderr).toBe(0);
      return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { port: number; dataDir: string };
    };
    expect(config()).toEqual({ port: 3799, dataDir: path.join(dir, 'school-data') });
    expect(config({ PORT: '3801' }).port).toBe(3801);
  });

  it('stops, server and all, when `npm start` is sent SIGTERM: the port is free and both processes are gone', async () => {
    const dir = tempDir();
    const port = await freePort();
    // npm runs the start script through sh and sends its SIGTERM to the sh; the script's
    // code (scripts/lib/serve-child.mjs, as scripts/start.mjs calls it) runs the server from
    // its sources here, so nothing is built.
    const start = path.join(dir, 'start.mjs');
    fs.writeFileSync(
      start,
      `import { serveChild } from ${JSON.stringify(path.join(root, 'scripts/lib/serve-child.mjs'))};\n` +
        `serveChild(['--import', 'tsx', 'src/server/main.ts'], { cwd: ${JSON.stringify(root)}, env: process.env });\n`,
    );
    const script = (
      JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts.start!;
    expect(script).toContain('node scripts/start.mjs');
    expect(fs.readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8')).toContain('serveChild(');
    const npmStart = spawn('sh', ['-c', script.replace('scripts/start.mjs', start)], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'data'),
        DEMO_CONTENT: 'false',
        LOG_LEVEL: 'warn',
        BACKUP_TIME: 'off',
      },
    });
    const exited = new Promise<Exit>((resolve) =>
      npmStart.once('exit', (code, signal) => resolve({ code, signal })),
    );
    /** The processes below `pid`, children first (Linux). */
    const descendants = (pid: number): number[] => {
      let kids: number[] = [];
      try {
        kids = fs
          .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
          .split(' ')
          .filter(Boolean)
          .map(Number);
      } catch {}
      return kids.flatMap((kid) => [kid, ...descendants(kid)]);
    };
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
      } catch {
        return false;
      }
    };
    let started: number[] = [];
    try {
      const until = Date.now() + 120_000;
      for (;;) {
        if (Date.now() > until) throw new Error('the site did not answer in time');
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      started = [npmStart.pid!, ...descendants(npmStart.pid!)];
      // The start script and the server under it (the sh in front of it, when it stays).
      expect(started.length).toBeGreaterThanOrEqual(2);

      process.kill(npmStart.pid!, 'SIGTERM');
      expect(await exited).toEqual({ code: 0, signal: null });
      await expect.poll(() => started.filter(alive), { timeout: 10_000 }).toEqual([]);
      // The port is free: the site let it go.
      const probe = net.createServer();
      await new Promise<void>((resolve, reject) => {
        probe.once('error', reject);
        probe.listen({ port, host: '127.0.0.1', exclusive: true }, resolve);
      });
      await new Promise((resolve) => probe.close(resolve));
    } finally {
      for (const pid of [...started, ...descendants(npmStart.pid!)].filter(alive))
        process.kill(pid, 'SIGKILL');
    }
  }, 180_000);
});
