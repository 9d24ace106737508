import net from 'node:net';
import type { App } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startApp } from './start.ts';

/**
 * Why the site could not listen on its port, in words a newcomer can act on, or null for
 * another error: another program there (often the site started twice), or a port below
 * 1024 without the right.
 */
function portProblem(err: unknown, port: number, host: string): string | null {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `Port ${port} on ${host} is in use by another program (is the site already running?). Stop that program, or start on another port, for example: PORT=${port + 1} npm start (or PORT in .env).`;
  if (code === 'EACCES')
    return `Port ${port} on ${host} needs rights this user does not have (ports below 1024 do). Use a port from 1024 up (PORT=3000, the default), with an https proxy in front (docs/deploy.md).`;
  if (code === 'EADDRNOTAVAIL')
    return `${host} is not an address of this computer: set HOST to 127.0.0.1 (this computer only) or 0.0.0.0 (the network).`;
  return null;
}

/** Listens on the port for a moment and lets it go: its error, or null when it is free. */
function tryPort(port: number, host: string): Promise<unknown> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', resolve);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

const config = loadConfig();
// Before anything of the data is touched (the first admin, the demo school): a port that
// is taken is said in words, not as a stack after the database was made.
const problem = portProblem(await tryPort(config.port, config.host), config.port, config.host);
if (problem) {
  console.error(problem);
  process.exit(2);
}
// Stops taking connections, answers the requests in flight, then closes the database and
// releases the data directory's lock. A second signal (of another kind) while closing is
// ignored; a second of the same kind ends the process at once. SIGHUP (a closed terminal,
// passed on by `npm start`) stops the site as cleanly as the others. A signal that comes
// while the database opens (a first start takes seconds) closes it once it is open, not
// in the middle of its migrations or the demo school's rows.
let app: App | null = null;
let stopping: string | null = null;
const close = async (signal: string) => {
  if (stopping) return;
  stopping = signal;
  if (!app) return;
  app.log.info(`${signal}: finishing requests in flight, then stopping`);
  try {
    await app.close();
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
  process.exit(0);
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
  process.once(signal, () => void close(signal));
try {
  app = await startApp(config);
  if (stopping) {
    await app.close();
    process.exit(0);
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`School site ready at http://localhost:${config.port}`);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  // Taken between the check and the start (another program was quicker).
  const taken = portProblem(err, config.port, config.host);
  if (taken) {
    console.error(taken);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
}
