// `npm start`'s last step (scripts/start.mjs): the server runs as a child of the start
// script, and stopping the start script must stop the server. The newcomer test runs this
// same code with the server from its sources (src/server/newcomer.test.ts).
import { spawn } from 'node:child_process';
import os from 'node:os';

/** The signals that stop the site: a service manager's, Ctrl-C's and a closed terminal's. */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/**
 * Runs `node <args>` and passes on every stop signal this process gets, once; exits with
 * the child's code (128 + the signal's number when a signal ended it). The child has a
 * process group of its own: Ctrl-C, or a closed terminal, signals the whole foreground
 * group, and a server that heard it twice (from the terminal and from here) would take the
 * second as "stop at once" (src/server/main.ts) and skip closing its database.
 */
export function serveChild(args, { cwd, env }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit', detached: true });
  for (const signal of STOP_SIGNALS)
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  child.on('exit', (code, signal) =>
    process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0)),
  );
  return child;
}
