import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale } from '../../scripts/lib/build-server.mjs';
import { productionArgs, productionEnv } from '../../scripts/lib/production.mjs';
import { freePort, root } from '../../scripts/lib/server-process.ts';
import { today } from './modules/posts/today.ts';
import { ADMISSION_INPUT } from './test/factories.ts';
import { type Answer, send } from './test/raw-http.ts';

/**
 * The files docs/deploy.md installs, tested as installed: deploy/school-site.service
 * (its command and settings start the built site) behind the real Caddy running
 * deploy/Caddyfile, on this computer's own addresses and high ports, with a certificate
 * from Caddy's local authority instead of Let's Encrypt.
 */

const UNIT = path.join(root, 'deploy/school-site.service');
const CADDYFILE = path.join(root, 'deploy/Caddyfile');
/** ADMIN_PASSWORD is a one-time key: the first sign-in chooses the password. */
const ADMIN = {
  id: 'deploy-admin',
  key: 'deploy admin first key',
  password: 'deploy admin password 1',
};

/** The [Service] settings of a systemd unit: each key with its values in order. */
function serviceSection(file: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(text);
    if (header) {
      section = header[1]!;
      continue;
    }
    const eq = text.indexOf('=');
    if (section !== 'Service' || eq < 0) continue;
    const key = text.slice(0, eq);
    settings.set(key, [...(settings.get(key) ?? []), text.slice(eq + 1)]);
  }
  return settings;
}

/** The unit's Environment= lines as variables ("A=b" or "\"A=b c\""). */
function unitEnvironment(settings: Map<string, string[]>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const value of settings.get('Environment') ?? []) {
    const unquoted = value.replace(/^"(.*)"$/, '$1');
    const eq = unquoted.indexOf('=');
    env[unquoted.slice(0, eq)] = unquoted.slice(eq + 1);
  }
  return env;
}

const service = serviceSection(UNIT);
const execStart = service.get('ExecStart')?.[0]?.split(/\s+/) ?? [];

describe('deploy/school-site.service', () => {
  it('starts the site as `npm start` does in production: node running the built server', () => {
    expect(execStart).toEqual(['/usr/bin/node', ...productionArgs]);
    expect(service.get('WorkingDirectory')).toEqual(['/opt/school-site']);
    expect(service.get('Restart')).toEqual(['always']);
    const env = unitEnvironment(service);
    expect(env).toMatchObject(productionEnv);
    // Behind Caddy on the same server: this computer only, and believe only Caddy.
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.TRUST_PROXY).toBe('127.0.0.1');
    expect(env.DATA_DIR).toBe('/var/lib/school-site');
    expect(service.get('StateDirectory')).toEqual(['school-site']);
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  it.skipIf(!analyze)(
    'passes systemd-analyze verify (skipped where systemd-analyze is not installed)',
    () => {
      // With this computer's node in place of /usr/bin/node, which verify requires to exist.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-unit-'));
      try {
        const copy = path.join(dir, 'school-site.service');
        fs.writeFileSync(
          copy,
          fs
            .readFileSync(UNIT, 'utf8')
            .replace('ExecStart=/usr/bin/node ', `ExecStart=${process.execPath} `),
        );
        const r = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
        const complaints = `${r.stdout}${r.stderr}`
          .split('\n')
          .filter((l) => l.includes('school-site.service'));
        expect(complaints).toEqual([]);
        expect(r.status).toBe(0);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

const hasCaddy = spawnSync('caddy', ['version']).status === 0;
if (!hasCaddy)
  console.warn(
    'src/server/deploy.test.ts: the site behind Caddy is not tested, because the caddy program is not installed (apt-get install caddy).',
  );

describe.skipIf(!hasCaddy)(
  'the built site behind Caddy with deploy/Caddyfile (skipped where caddy is not installed)',
  { timeout: 60_000 },
  () => {
    let dataDir = '';
    let caddyHome = '';
    const children: ChildProcess[] = [];
    let output = '';
    let httpPort = 0;
    let httpsPort = 0;
    let ca: Buffer;

    function start(command: string, args: string[], env: Record<string, string>) {
      const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (d: Buffer) => {
        output += d.toString();
      });
      child.stderr!.on('data', (d: Buffer) => {
        output += d.toString();
      });
      children.push(child);
      return child;
    }

    /** One HTTPS request to Caddy as `localhost`, trusting only Caddy's local authority. */
    function secure(
      method: string,
      url: string,
      opts: { headers?: Record<string, string>; body?: string; from?: string } = {},
    ): Promise<Answer> {
      return send(
        https,
        {
          host: '127.0.0.1',
          port: httpsPort,
          servername: 'localhost',
          ca,
          method,
          path: url,
          localAddress: opts.from,
          agent: false,
          headers: {
            host: `localhost:${httpsPort}`,
            ...(opts.body ? { 'content-type': 'application/json' } : {}),
            ...opts.headers,
          },
          timeout: 20_000,
        },
        opts.body,
      );
    }

    const origin = () => `https://localhost:${httpsPort}`;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-deploy-'));
      caddyHome = fs.mkdtempSync(path.join(os.tmpdir(), 'school-caddy-'));
      // `npm start` builds the server when it is missing or older than its sources; so does this.
      await buildServerIfStale();
      const appPort = await freePort();
      httpPort = await freePort();
      httpsPort = await freePort();
      const adminPort = await freePort();
      const { PATH = '' } = process.env;
      const app = start(process.execPath, execStart.slice(1), {
        PATH,
        ...unitEnvironment(service),
        // Where this computer has room, instead of /var/lib/school-site and port 3000.
        DATA_DIR: dataDir,
        PORT: String(appPort),
        DEMO_CONTENT: 'false',
        ADMIN_ID: ADMIN.id,
        ADMIN_PASSWORD: ADMIN.key,
        // The site's address (docs/deploy.md, step 4): here Caddy's, localhost.
        SITE_URL: 'https://localhost',
        LOG_LEVEL: 'warn',
      });
      const caddyEnv = {
        PATH,
        // Caddy keeps its certificates and its local authority here.
        HOME: caddyHome,
        XDG_DATA_HOME: path.join(caddyHome, 'data'),
        XDG_CONFIG_HOME: path.join(caddyHome, 'config'),
        SITE_ADDRESS: 'localhost',
        APP_PORT: String(appPort),
        HTTP_PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        CADDY_ADMIN: `127.0.0.1:${adminPort}`,
      };
      // Caddy reads deploy/Caddyfile as it does at start (`caddy adapt`); on a server it
      // listens on every address, here on this computer's own only.
      const adapted = spawnSync(
        'caddy',
        ['adapt', '--config', CADDYFILE, '--adapter', 'caddyfile'],
        {
          env: caddyEnv,
          encoding: 'utf8',
        },
      );
      if (adapted.status !== 0) throw new Error(`caddy adapt failed:\n${adapted.stderr}`);
      const config = JSON.parse(adapted.stdout) as {
        apps: { http: { servers: Record<string, { listen: string[] }> } };
      };
      const servers = Object.values(config.apps.http.servers);
      expect(servers.map((s) => s.listen)).toEqual([[`:${httpsPort}`]]);
      for (const server of servers) server.listen = [`127.0.0.1:${httpsPort}`];
      const configFile = path.join(caddyHome, 'caddy.json');
      fs.writeFileSync(configFile, JSON.stringify(config));
      start('caddy', ['run', '--config', configFile], caddyEnv);
      const rootCa = path.join(caddyHome, 'data/caddy/pki/authorities/local/root.crt');
      // A first start on a new data directory takes a few seconds, more on a busy machine.
      const until = Date.now() + 240_000;
      for (;;) {
        const gone = children.find((c) => c.exitCode !== null || c.signalCode !== null);
        if (gone) throw new Error(`${gone === app ? 'the site' : 'caddy'} stopped:\n${output}`);
        if (Date.now() > until)
          throw new Error(`the site did not answer through Caddy:\n${output}`);
        if (fs.existsSync(rootCa)) {
          ca = fs.readFileSync(rootCa);
          try {
            if ((await secure('GET', '/api/health')).status === 200) break;
          } catch {}
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }, 300_000);

    afterAll(async () => {
      await Promise.all(
        children.map(
          (c) =>
            new Promise((resolve) => {
              if (c.exitCode !== null || c.signalCode !== null) return resolve(null);
              // A server still creating its database answers a signal only when that is done.
              const kill = setTimeout(() => c.kill('SIGKILL'), 20_000);
              c.once('exit', () => {
                clearTimeout(kill);
                resolve(null);
              });
              c.kill('SIGTERM');
            }),
        ),
      );
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (caddyHome) fs.rmSync(caddyHome, { recursive: true, force: true });
    }, 60_000);

    it('answers over HTTPS with a certificate for its name, and sends HSTS', async () => {
      const res = await secure('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const site = await secure('GET', '/api/site');
      expect(site.status).toBe(200);
      expect(site.headers['strict-transport-security']).toBeDefined();
    });

    it('sends plain HTTP on to HTTPS, same name, path and query', async () => {
      const res = await new Promise<Answer>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port: httpPort,
              path: '/api/health?from=http',
              headers: { host: `localhost:${httpPort}` },
            },
            (r) => {
              r.resume();
              r.on('end', () =>
                resolve({ status: r.statusCode ?? 0, headers: r.headers, body: '' }),
              );
            },
          )
          .on('error', reject);
      });
      expect(res.status).toBe(308);
      // Caddy names the HTTPS port only when it is not the one it serves HTTPS on (443 on a server).
      const to = new URL(res.headers.location!);
      expect(to.protocol).toBe('https:');
      expect(to.hostname).toBe('localhost');
      expect(`${to.pathname}${to.search}`).toBe('/api/health?from=http');
      expect((await secure('GET', `${to.pathname}${to.search}`)).status).toBe(200);
    });

    it('signs in with a Secure, httpOnly session cookie that works through Caddy', async () => {
      // The first admin's first sign-in: with the one-time key, then a password of its own.
      const login = await secure('POST', '/api/auth/login', {
        headers: { origin: origin() },
        body: JSON.stringify({ role: 'admin', loginId: ADMIN.id, password: ADMIN.key }),
      });
      expect(login.status).toBe(200);
      expect(JSON.parse(login.body).user.mustChangePassword).toBe(true);
      const cookie = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sid='));
      expect(cookie).toBeDefined();
      const attributes = cookie!
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes).toContain('secure');
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      const session = await secure('GET', '/api/session', {
        headers: { cookie: cookie!.split(';')[0]! },
      });
      expect(JSON.parse(session.body)).toMatchObject({ user: { loginId: ADMIN.id } });
      const changed = await secure('POST', '/api/account/password', {
        headers: { origin: origin(), cookie: cookie!.split(';')[0]! },
        body: JSON.stringify({ currentPassword: ADMIN.key, newPassword: ADMIN.password }),
      });
      expect(changed.status, changed.body).toBe(204);
    });

    it("counts each visitor's own address in the rate limits, whatever X-Forwarded-For a visitor sends", async () => {
      // The admin opens class six's admission first: a new school's form takes none yet.
      const login = await secure('POST', '/api/auth/login', {
        headers: { origin: origin() },
        body: JSON.stringify({ role: 'admin', loginId: ADMIN.id, password: ADMIN.password }),
      });
      const sid = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sid='));
      const opened = await secure('POST', '/api/admission-periods', {
        headers: { origin: origin(), cookie: sid!.split(';')[0]! },
        body: JSON.stringify({
          grade: ADMISSION_INPUT.grade,
          opensOn: today(new Date(Date.now() - 86_400_000)),
          closesOn: today(new Date(Date.now() + 30 * 86_400_000)),
          seats: 40,
          papers: '',
        }),
      });
      expect(opened.status).toBe(201);
      const apply = (from: string, forged: string, form: object = ADMISSION_INPUT) =>
        secure('POST', '/api/admissions', {
          from,
          headers: { origin: origin(), 'x-forwarded-for': forged },
          body: JSON.stringify(form),
        });
      // One visitor (127.0.0.2) claims another address each time: twenty refused forms an
      // address are allowed in ten minutes, so the twenty-first is refused all the same.
      const refused = { ...ADMISSION_INPUT, studentName: '' };
      for (let i = 0; i < 20; i++)
        expect((await apply('127.0.0.2', `198.51.100.${i}`, refused)).status).toBe(400);
      expect((await apply('127.0.0.2', '198.51.100.99', refused)).status).toBe(429);
      expect((await apply('127.0.0.2', '127.0.0.3')).status).toBe(429);
      // Another visitor (127.0.0.3) is not held back by the first: the site counts the
      // address Caddy saw, not Caddy's own.
      expect((await apply('127.0.0.3', '198.51.100.0')).status).toBe(201);
    });
  },
);
