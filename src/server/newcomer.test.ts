import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, root, startServer } from '../../scripts/lib/server-process.ts';

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
});
