import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { COMPRESS_THRESHOLD, Compressed, sendCompressed } from './encodings.ts';
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
    ) => Promise<void>;
    dropPublicCache: () => void;
    /**
     * Runs `listener` whenever the cache is dropped (after any write, in any process; and,
     * with PostgreSQL, when this process may have missed another's write: its listening
     * connection was lost, at each attempt to listen again, and once listening again).
     */
    onCacheDrop: (listener: () => void) => void;
  }
}

const CHANNEL = 'school_public_cache';
const MAX_ENTRIES = 500;
/** How the listening connection shows in pg_stat_activity. */
const LISTENER_NAME = 'school-site cache listener';
/** Waits between attempts to listen again: doubling from the first, never more than the last. */
const RETRY_FIRST_MS = 100;
const RETRY_MOST_MS = 2_000;

/**
 * Keeps one connection LISTENing on the channel, for as long as the app runs: when it
 * ends (the database restarted, the connection was cut or killed), it connects again,
 * waiting longer after each failure (100 ms, doubling, at most 2 s). The first connection
 * is awaited, so the app does not start without it, as it does not start without its
 * database.
 */
async function listenForDrops(
  connectionString: string,
  on: {
    onNotice: (payload: string | undefined) => void;
    onLost: (err: unknown) => void;
    onListening: (reconnected: boolean) => void;
  },
): Promise<{ close: () => Promise<void> }> {
  let current: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString,
      application_name: LISTENER_NAME,
      // Also notices a connection that went silent (a network cut that sent no reset).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client, new Error('the connection ended')));
    client.on('notification', ({ payload }) => on.onNotice(payload));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    return client;
  };

  const attach = (client: pg.Client, reconnected: boolean) => {
    current = client;
    failures = 0;
    on.onListening(reconnected);
  };

  /** The listening connection is gone (an error and the end both say so: once is enough). */
  function lost(client: pg.Client, err: unknown) {
    if (client !== current) return;
    current = null;
    void client.end().catch(() => {});
    if (closed) return;
    on.onLost(err);
    retry();
  }

  function retry() {
    const wait = Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** failures);
    failures++;
    timer = setTimeout(async () => {
      timer = undefined;
      if (closed) return;
      try {
        const client = await connect();
        if (closed) await client.end().catch(() => {});
        else attach(client, true);
      } catch (err) {
        if (closed) return;
        on.onLost(err);
        retry();
      }
    }, wait);
    timer.unref();
  }

  attach(await connect(), false);
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Public lists (events, notices, teachers…) change only when someone signed in writes,
 * and are read by every visitor: they are served from memory. With PostgreSQL and
 * several processes, a write in one process tells the others through NOTIFY.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const entries = new SharedMemo<{ body: Buffer | Compressed; etag: string }>(MAX_ENTRIES);
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
  // Whether this process hears every other process's writes. While its listening
  // connection is down it may miss some: nothing is kept in the cache meanwhile.
  let hearing = true;
  if (app.config.databaseUrl) {
    // Each process signs its notices, and ignores its own: it dropped its cache when it
    // wrote, and dropping it again when the notice comes back would only lose answers
    // computed since (and make what a process serves depend on when the notice arrives).
    const self = randomUUID();
    const listener = await listenForDrops(app.config.databaseUrl, {
      onNotice: (payload) => {
        if (payload !== self) drop();
      },
      // Cut off, a process may miss notices: it drops what it holds, keeps nothing new,
      // and drops again at every retry (sessions are cached elsewhere, see auth.ts).
      onLost: (err) => {
        if (hearing) app.log.warn({ err }, 'cache notices: connection lost, reconnecting');
        hearing = false;
        drop();
      },
      // Back: whatever was written while it was away is unknown, so it starts afresh.
      onListening: (reconnected) => {
        if (reconnected) app.log.info('cache notices: listening again');
        drop();
        hearing = true;
      },
    });
    const pool = new pg.Pool({
      connectionString: app.config.databaseUrl,
      max: 1,
      application_name: 'school-site cache notices',
    });
    pool.on('error', () => {});
    notify = () => void pool.query('select pg_notify($1, $2)', [CHANNEL, self]).catch(() => {});
    app.addHook('onClose', async () => {
      await listener.close();
      await pool.end().catch(() => {});
    });
  }

  // Any write that succeeded may have changed what the lists show.
  app.addHook('onResponse', async (req, reply) => {
    if (
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      req.routeOptions.url?.startsWith('/api/')
    ) {
      drop();
      notify?.();
    }
  });

  app.decorate(
    'cachedResponse',
    async (req: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) => {
      const make = async () => {
        // Kept as bytes, compressed (once for each encoding asked for) when big enough to be
        // worth it: each answer is then sent without
        // encoding or compressing the text again.
        const body = Buffer.from(String(reply.serialize(await compute())));
        return {
          body: body.length >= COMPRESS_THRESHOLD ? new Compressed(body, 'quick') : body,
          etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        };
      };
      const entry = hearing ? await entries.get(req.url, make) : await make();
      reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache');
      if (req.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      if (Buffer.isBuffer(entry.body)) return reply.send(entry.body);
      reply.header('Vary', 'Accept-Encoding');
      return sendCompressed(req, reply, entry.body);
    },
  );
});
