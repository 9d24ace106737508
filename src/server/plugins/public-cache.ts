import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { COMPRESS_THRESHOLD, Compressed, sendCompressed } from './encodings.ts';
import { type MemoOptions, SharedMemo } from './shared-memo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a GET from the process's cache of serialised responses, with an ETag (304
     * when the browser has it): public lists, and signed-in lists that are the same for
     * every reader their route lets in (the route's access check runs before). An answer
     * is dropped when a table it was read from changes.
     */
    cachedResponse: (
      req: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<unknown>,
    ) => Promise<void>;
    /** Drops every kept answer and page in this process (a new day begins). */
    dropPublicCache: () => void;
    /**
     * Values kept in memory until a table they were made from changes, in any process
     * (db/changes.ts tells this process's writes; NOTIFY the others'), or, with
     * PostgreSQL, until this process may have missed another's write: its listening
     * connection was lost (nothing is kept until it listens again).
     */
    memo: <V>(options: MemoOptions<V>) => SharedMemo<V>;
  }
}

const CHANNEL = 'school_public_cache';
const MAX_ENTRIES = 500;
/** The kept answers' room: a school's lists are a few KB each. */
const MAX_BYTES = 16 * 1024 * 1024;
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

/** The room an answer takes: its bytes, and about half again for its compressed forms. */
export const sizeOfBody = (body: Buffer | Compressed) =>
  Buffer.isBuffer(body) ? body.length : Math.ceil(body.raw.length * 1.5);

/**
 * Public lists (events, notices, teachers…) change only when someone writes, and are read
 * by every visitor: they are served from memory, each until a table it was read from
 * changes (a write that changed no row, or a refused one, drops nothing). With PostgreSQL
 * and several processes, a change in one process is told to the others through NOTIFY,
 * naming its tables.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const memos = new Set<SharedMemo<unknown>>();
  // Whether this process hears every other process's writes. While its listening
  // connection is down it may miss some: nothing is kept in the cache meanwhile.
  let hearing = true;
  const keeping = () => hearing;
  const dropTables = (tables: Iterable<string>) => {
    const list = [...tables];
    for (const memo of memos) memo.drop(list);
  };
  const dropAll = () => {
    for (const memo of memos) memo.clear();
  };
  app.decorate('dropPublicCache', dropAll);
  app.decorate('memo', <V>(options: MemoOptions<V>) => {
    const memo = new SharedMemo<V>({ keeping, ...options });
    memos.add(memo as SharedMemo<unknown>);
    return memo;
  });
  const entries = app.memo<{ body: Buffer | Compressed; etag: string }>({
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    sizeOf: (entry) => sizeOfBody(entry.body),
  });

  let notify: ((tables: ReadonlySet<string>) => void) | null = null;
  if (app.config.databaseUrl) {
    // Each process signs its notices, and ignores its own: it dropped what it kept when it
    // wrote, and dropping it again when the notice comes back would only lose answers
    // computed since (and make what a process serves depend on when the notice arrives).
    const self = randomUUID();
    const listener = await listenForDrops(app.config.databaseUrl, {
      onNotice: (payload) => {
        const [from, tables] = (payload ?? '').split(' ');
        if (from === self) return;
        // A notice naming no table (a process of an earlier version) drops everything.
        if (tables) dropTables(tables.split(','));
        else dropAll();
      },
      // Cut off, a process may miss notices: it drops what it holds, keeps nothing new,
      // and drops again at every retry.
      onLost: (err) => {
        if (hearing) app.log.warn({ err }, 'cache notices: connection lost, reconnecting');
        hearing = false;
        dropAll();
      },
      // Back: whatever was written while it was away is unknown, so it starts afresh.
      onListening: (reconnected) => {
        if (reconnected) app.log.info('cache notices: listening again');
        dropAll();
        hearing = true;
      },
    });
    const pool = new pg.Pool({
      connectionString: app.config.databaseUrl,
      max: 1,
      application_name: 'school-site cache notices',
    });
    pool.on('error', () => {});
    // One notice at a time: the tables changed meanwhile go together in the next one, so a
    // burst of writes costs a few notices, not one each.
    let queued = new Set<string>();
    let sending = false;
    const send = async () => {
      sending = true;
      while (queued.size > 0) {
        const tables = [...queued].join(',');
        queued = new Set();
        await pool
          .query('select pg_notify($1, $2)', [CHANNEL, `${self} ${tables}`])
          .catch(() => {});
      }
      sending = false;
    };
    notify = (tables) => {
      for (const table of tables) queued.add(table);
      if (!sending) void send();
    };
    app.addHook('onClose', async () => {
      await listener.close();
      await pool.end().catch(() => {});
    });
  }

  // Every committed write of this process, whatever made it (a request, a sweep, a backup).
  const stop = app.database.changes.listen((tables) => {
    dropTables(tables);
    notify?.(tables);
  });
  app.addHook('onClose', async () => stop());

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
      // Kept by what the route reads (its parameters and query as its schema parsed them),
      // not by the address as sent: `?page=0&x=1` is `?page=0`.
      const key = `${req.routeOptions.url} ${JSON.stringify(req.params)} ${JSON.stringify(req.query)}`;
      const entry = await entries.get(key, make);
      reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache');
      if (req.headers['if-none-match'] === entry.etag) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      if (Buffer.isBuffer(entry.body)) return reply.send(entry.body);
      reply.header('Vary', 'Accept-Encoding');
      return sendCompressed(req, reply, entry.body);
    },
  );
});
