import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { SharedMemo } from './shared-memo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a GET from the process's cache of serialised responses, with an ETag (304
     * when the browser has it): public lists, and signed-in lists that are the same for
     * every reader their route lets in (the route's access check runs before). Every
     * successful write drops the cache.
     */
    cachedResponse: (
      req: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<unknown>,
      options?: {
        /** Signed-in data, the same for every reader its route lets in: browsers only may keep it. */
        private?: boolean;
      },
    ) => Promise<void>;
    dropPublicCache: () => void;
    /** Runs `listener` whenever the cache is dropped (after any write, in any process). */
    onCacheDrop: (listener: () => void) => void;
  }
}

const CHANNEL = 'school_public_cache';
const MAX_ENTRIES = 500;

/**
 * Public lists (events, notices, teachers…) change only when someone signed in writes,
 * and are read by every visitor: they are served from memory. With PostgreSQL and
 * several processes, a write in one process tells the others through NOTIFY.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const entries = new SharedMemo<{ body: Buffer; etag: string }>(MAX_ENTRIES);
  const listeners: (() => void)[] = [];
  const drop = () => {
    entries.clear();
    for (const l of listeners) l();
  };
  app.decorate('dropPublicCache', drop);
  app.decorate('onCacheDrop', (listener: () => void) => {
    listeners.push(listener);
  });

  let notify: (() => void) | null = null;
  if (app.config.databaseUrl) {
    // Each process signs its notices, and ignores its own: it dropped its cache when it
    // wrote, and dropping it again when the notice comes back would only lose answers
    // computed since (and make what a process serves depend on when the notice arrives).
    const self = randomUUID();
    const listener = new pg.Client({ connectionString: app.config.databaseUrl });
    listener.on('error', () => drop());
    listener.on('notification', ({ payload }) => {
      if (payload !== self) drop();
    });
    await listener.connect();
    await listener.query(`listen ${CHANNEL}`);
    const pool = new pg.Pool({ connectionString: app.config.databaseUrl, max: 1 });
    pool.on('error', () => {});
    notify = () => void pool.query('select pg_notify($1, $2)', [CHANNEL, self]).catch(() => {});
    app.addHook('onClose', async () => {
      await listener.end().catch(() => {});
      await pool.end().catch(() => {});
    });
  }

  // Any write that succeeded may have changed what the lists show.
  app.addHook('onResponse', async (req, reply) => {
    if (
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      req.url.startsWith('/api/')
    ) {
      drop();
      notify?.();
    }
  });

  app.decorate(
    'cachedResponse',
    async (
      req: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<unknown>,
      options: { private?: boolean } = {},
    ) => {
      const entry = await entries.get(req.url, async () => {
        // Kept as bytes: each answer is then sent without encoding the text again.
        const body = Buffer.from(String(reply.serialize(await compute())));
        return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      reply
        .header('ETag', entry.etag)
        .header('Cache-Control', options.private ? 'private, no-cache' : 'no-cache');
      if (req.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
  );
});
