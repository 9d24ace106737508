import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type OutboxWorker, startOutboxWorker } from './outbox.ts';
import { type FakeGateway, startFakeGateway } from './providers/fake-gateway.ts';
import { makeProvider } from './providers/index.ts';
import type { SmsProvider } from './providers/types.ts';

export type SmsRuntime = {
  provider: SmsProvider | null;
  worker: OutboxWorker | null;
  /** The site's own fake gateway (SMS_PROVIDER=fake without SMS_FAKE_URL): the demo's phones. */
  fake: FakeGateway | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsRuntime;
  }
}

/**
 * The SMS gateway and this server's outbox worker (outbox.ts), started once the app is
 * ready and stopped when it closes (after the requests in flight are recorded). With no
 * gateway set up, messages can be previewed but not sent.
 */
export const smsPlugin = fp(async (app: FastifyInstance) => {
  const runtime: SmsRuntime = { provider: null, worker: null, fake: null };
  app.decorate('sms', runtime);
  const gateway = app.config.sms.gateway;
  if (!gateway) return;
  app.addHook('onReady', async () => {
    let url = gateway.kind === 'fake' ? gateway.url : null;
    if (gateway.kind === 'fake' && url === null) {
      runtime.fake = await startFakeGateway({
        ...(app.config.sms.fakeInboxFile ? { inboxFile: app.config.sms.fakeInboxFile } : {}),
      });
      url = runtime.fake.url;
    }
    runtime.provider = makeProvider(
      gateway.kind === 'fake' ? { kind: 'fake', url: url! } : gateway,
      { timeoutMs: app.config.sms.timeoutMs },
    );
    runtime.worker = startOutboxWorker({
      db: app.database.db,
      provider: runtime.provider,
      settings: app.config.sms,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await runtime.worker?.stop();
    await runtime.fake?.close();
  });
});
