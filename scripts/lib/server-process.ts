// The real server as a child process, for the scripts (bench, soak) and the tests that
// kill it (crash safety, graceful shutdown): start, wait for health, sign in, measure, stop.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  base: string;
  /** Resolves with the milliseconds from spawn to the first healthy answer; rejects if it exits first. */
  ready: Promise<number>;
  exited: Promise<Exit>;
  /** What the server printed so far (when started with output: 'capture'). */
  output: () => string;
  /** Sends the signal and waits for the process to end. */
  stop: (signal?: NodeJS.Signals) => Promise<Exit>;
};

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts src/server/main.ts in one node process (not through the tsx wrapper, which
 * would put a second process between a signal and the server).
 */
export function startServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** 'inherit' shows stderr (the scripts); 'capture' keeps both streams for output(). */
  output?: 'inherit' | 'capture';
  readyTimeoutMs?: number;
  /** The checkout whose server runs (another version, side by side); this one by default. */
  root?: string;
}): ServerProcess {
  const started = performance.now();
  const base = `http://127.0.0.1:${opts.port}`;
  const capture = opts.output === 'capture';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: opts.root ?? root,
    stdio: ['ignore', capture ? 'pipe' : 'ignore', capture ? 'pipe' : 'inherit'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      // No daily backup (nor the catch-up one a few minutes after start) in what is measured.
      BACKUP_TIME: 'off',
      ...opts.env,
    },
  });
  let printed = '';
  child.stdout?.on('data', (d: Buffer) => {
    printed += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    printed += d.toString();
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const state: { gone: Exit | null } = { gone: null };
  void exited.then((e) => {
    state.gone = e;
  });
  const ready = (async () => {
    const until = performance.now() + (opts.readyTimeoutMs ?? 120_000);
    while (performance.now() < until) {
      const gone = state.gone;
      if (gone) {
        throw new Error(
          `the server exited (code ${gone.code}, signal ${gone.signal}) before answering:\n${printed}`,
        );
      }
      try {
        if ((await fetch(`${base}/api/health`)).ok) return performance.now() - started;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server did not answer in time:\n${printed}`);
  })();
  // A caller that only awaits `exited` must not see an unhandled rejection.
  ready.catch(() => {});
  return {
    child,
    pid: child.pid!,
    base,
    ready,
    exited,
    output: () => printed,
    stop: async (signal = 'SIGTERM') => {
      if (!state.gone) child.kill(signal);
      return exited;
    },
  };
}

/** Resident and peak memory of a process, in MB (Linux). */
export function memory(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(status.match(new RegExp(`${k}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * Signs in through the API and gives the session cookie (`sid=…`). Sends the site's own
 * Origin, as a browser would; `headers` may carry the bench token past the rate limits.
 */
export async function signIn(
  base: string,
  role: 'student' | 'teacher' | 'admin',
  loginId: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify({ role, loginId, password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  if (res.status !== 200 || !cookie.startsWith('sid=')) {
    throw new Error(`sign-in as ${loginId} failed: ${res.status} ${await res.text()}`);
  }
  return cookie;
}

/**
 * The first admin's first sign-in: ADMIN_PASSWORD is a one-time key (first-admin.ts), so
 * this signs in with `key`, chooses `password` (the session stays signed in) and gives the
 * session cookie (`sid=…`).
 */
export async function firstSignIn(
  base: string,
  loginId: string,
  key: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const cookie = await signIn(base, 'admin', loginId, key, headers);
  const res = await fetch(`${base}/api/account/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie, ...headers },
    body: JSON.stringify({ currentPassword: key, newPassword: password }),
  });
  if (res.status !== 204)
    throw new Error(`${loginId}'s first password change failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/** Uploads an image (PNG bytes) as the signed-in user and gives its id. */
export async function uploadImage(
  base: string,
  cookie: string,
  png: Buffer,
  headers: Record<string, string> = {},
): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { cookie, origin: base, ...headers },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Every item of a paged list (`{ items, total }`), 50 a page. */
export async function allItems<T>(
  base: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page++) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await fetch(`${base}${url}${sep}page=${page}&size=50`, { headers });
    if (!res.ok) throw new Error(`GET ${url} page ${page}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { items: T[]; total: number };
    items.push(...body.items);
    if (body.items.length === 0 || items.length >= body.total) return items;
  }
}
