import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstSignIn,
  freePort,
  type ServerProcess,
  signIn,
  startServer,
} from '../../scripts/lib/server-process.ts';
import { type Answer, send } from './test/raw-http.ts';

/**
 * The real server, as a stranger on the network meets it: plain HTTP requests with
 * whatever method, address spelling and headers a client chooses, no test helpers in
 * between.
 */
/** ADMIN_PASSWORD is a one-time key: the first sign-in chooses the password. */
const ADMIN = { id: 'box-admin', key: 'box admin first key', password: 'box admin password 1' };
const STUDENT = { id: 'box-student', password: 'box student password 1' };

/** One raw request: the path is sent exactly as written (no URL normalising). */
function raw(
  base: string,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return send(
    http,
    { host: hostname, port, method, path: rawPath, headers, timeout: 15_000 },
    body,
  );
}

describe('the real server, black-box', { timeout: 180_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-box-'));
  // The server's own temporary folder, to see that nothing is left in it.
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-box-tmp-'));
  /** What the server left in it (tsx keeps its own cache folder there too). */
  const leftovers = () => fs.readdirSync(tmpDir).filter((f) => f.startsWith('school-'));
  let server: ServerProcess;
  let adminCookie = '';
  let studentCookie = '';

  beforeAll(async () => {
    server = startServer({
      port: await freePort(),
      dataDir,
      output: 'capture',
      env: {
        ADMIN_ID: ADMIN.id,
        ADMIN_PASSWORD: ADMIN.key,
        DEMO_CONTENT: 'false',
        DATABASE_URL: '',
        BENCH_TOKEN: '',
        TMPDIR: tmpDir,
      },
    });
    await server.ready;
    adminCookie = await firstSignIn(server.base, ADMIN.id, ADMIN.key, ADMIN.password);
    // A backup asks for the password again (a shared computer left signed in).
    const confirmed = await raw(
      server.base,
      'POST',
      '/api/auth/confirm',
      { 'content-type': 'application/json', cookie: adminCookie, origin: server.base },
      JSON.stringify({ password: ADMIN.password }),
    );
    expect(confirmed.status, confirmed.body).toBe(204);
    const made = await raw(
      server.base,
      'POST',
      '/api/students',
      { 'content-type': 'application/json', cookie: adminCookie, origin: server.base },
      JSON.stringify({
        loginId: STUDENT.id,
        password: STUDENT.password,
        name: 'Black Box',
        nameBn: '',
        grade: 'vi',
        roll: '1',
      }),
    );
    expect(made.status, made.body).toBe(201);
    studentCookie = await signIn(server.base, 'student', STUDENT.id, STUDENT.password);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  const signedInOnly = [
    '/api/admissions',
    '/api/students',
    '/api/admins',
    '/api/admissions/export',
    '/api/blogs',
    '/api/backup',
    '/api/profile',
    '/api/audit-log',
  ];

  it('HEAD without a session is refused on every signed-in route, with no body and no size', async () => {
    for (const route of signedInOnly) {
      const res = await raw(server.base, 'HEAD', route);
      expect(res.status, `HEAD ${route}`).toBe(401);
    }
    expect(leftovers(), 'no backup copy left behind').toEqual([]);
  });

  it('HEAD with a student’s session is refused on admin routes, and logs no backup', async () => {
    for (const route of ['/api/backup', '/api/admissions', '/api/admins', '/api/audit-log']) {
      const res = await raw(server.base, 'HEAD', route, { cookie: studentCookie });
      expect(res.status, `HEAD ${route}`).toBe(403);
    }
    // An admin's HEAD makes no backup either: it would log a download that never happened.
    const head = await raw(server.base, 'HEAD', '/api/backup', { cookie: adminCookie });
    expect(head.status).toBe(200);
    expect(head.headers['content-disposition']).toMatch(/attachment/);
    expect(leftovers()).toEqual([]);
    const log = await raw(server.base, 'GET', '/api/audit-log', { cookie: adminCookie });
    expect(log.status).toBe(200);
    expect(log.body).not.toMatch(/"download"/);
  });

  it('an admin’s backup download leaves no copy in the temporary folder', async () => {
    const res = await raw(server.base, 'GET', '/api/backup', { cookie: adminCookie });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(leftovers()).toEqual([]);
  });

  it('an address that spells /api with a percent-escape gets the same checks', async () => {
    const login = JSON.stringify({ role: 'admin', loginId: ADMIN.id, password: ADMIN.password });
    const forged = await raw(
      server.base,
      'POST',
      '/%61pi/auth/login',
      { 'content-type': 'application/json', origin: 'http://evil.example' },
      login,
    );
    expect(forged.status).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
    const head = await raw(server.base, 'HEAD', '/%61pi/admissions');
    expect(head.status).toBe(401);
    const get = await raw(server.base, 'GET', '/%61pi/students');
    expect(get.status).toBe(401);
    expect(JSON.parse(get.body).error.code).toBe('unauthenticated');
  });

  it('a state-changing request with neither Origin nor Sec-Fetch-Site is refused', async () => {
    const login = JSON.stringify({ role: 'admin', loginId: ADMIN.id, password: ADMIN.password });
    const bare = await raw(
      server.base,
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json' },
      login,
    );
    expect(bare.status).toBe(403);
    expect(bare.headers['set-cookie']).toBeUndefined();
    const same = await raw(
      server.base,
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', origin: server.base },
      login,
    );
    expect(same.status).toBe(200);
  });
});
