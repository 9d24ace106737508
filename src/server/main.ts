import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startApp } from './start.ts';

const config = loadConfig();
try {
  const app = await startApp(config);
  let closing = false;
  // Stops taking connections, answers the requests in flight, then closes the database
  // and releases the data directory's lock. A second signal (of the other kind) while
  // closing is ignored; a second SIGINT or SIGTERM ends the process at once.
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    try {
      await app.close();
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`School site ready at http://localhost:${config.port}`);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
}
