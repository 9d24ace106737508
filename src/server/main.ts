import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startApp } from './start.ts';

const config = loadConfig();
try {
  const app = await startApp(config);
  const close = async (signal: string) => {
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    await app.close();
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
