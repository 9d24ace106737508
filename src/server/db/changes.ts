import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the database was asked, as the caches need it: which tables a computation read
 * (its tags: an answer kept in memory is dropped when one of them changes), and which
 * tables a statement changed. Seen at the driver, under drizzle, so that no query and no
 * write can be forgotten by a route: a write that changed no row (signing out with no
 * session, deleting what is not there, `on conflict do nothing`) changes nothing, and a
 * transaction's writes count once it has committed, not if it rolled back.
 */

/** The tables a computation reads, while it runs (nested computations report to theirs). */
const reading = new AsyncLocalStorage<Set<string>>();
/** Writes that change nothing any reader is shown (a session's last use), not reported. */
const unreported = new AsyncLocalStorage<true>();

/** Runs `compute`, collecting the tables its queries read into `into`. */
export function readingInto<T>(into: Set<string>, compute: () => Promise<T>): Promise<T> {
  return reading.run(into, compute);
}

/** Adds tables to the computation under way, if any (what a kept answer was made from). */
export function noteRead(tables: Iterable<string>): void {
  const into = reading.getStore();
  if (into) for (const table of tables) into.add(table);
}

/**
 * Runs `write` without reporting its changes: for bookkeeping no kept answer shows (the
 * time a session was last used), which would otherwise drop every kept session each time.
 */
export function withoutReporting<T>(write: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: a drizzle query runs when it is awaited, not when it is built.
  return unreported.run(true, async () => await write());
}

export type ChangeListener = (tables: ReadonlySet<string>) => void;

/** The tables a database's committed writes changed, told to whoever listens. */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();

  constructor(readonly tables: ReadonlySet<string>) {}

  listen(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  changed(tables: ReadonlySet<string>): void {
    if (tables.size === 0) return;
    for (const listener of this.#listeners) listener(tables);
  }
}

const WRITE = /^\s*(?:with\b[\s\S]*?\b)?(insert|update|delete|truncate|merge)\b/i;
const TARGET =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const NAME = /"([a-z_][a-z0-9_]*)"|\b([a-z_][a-z0-9_]*)\b/gi;

/** The known tables a statement names anywhere (what it may read: more is safe, never less). */
export function tablesNamed(text: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(NAME)) {
    const name = (m[1] ?? m[2] ?? '').toLowerCase();
    if (known.has(name)) found.add(name);
  }
  return found;
}

/**
 * The tables a statement writes: its targets, or every table it names when a write's
 * target cannot be read from it; none for a statement that only reads.
 */
export function tablesWritten(text: string, known: ReadonlySet<string>): Set<string> {
  if (!WRITE.test(text)) return new Set();
  const targets = new Set<string>();
  for (const m of text.matchAll(TARGET)) {
    const name = m[1]!.toLowerCase();
    if (known.has(name)) targets.add(name);
  }
  return targets.size > 0 ? targets : tablesNamed(text, known);
}

type Result = { rowCount?: number | null; affectedRows?: number };

/** Whether a statement's result says it changed rows (unknown counts as changed). */
function changedRows(result: unknown): boolean {
  const r = result as Result | undefined;
  const count = r?.affectedRows ?? r?.rowCount;
  return typeof count !== 'number' || count > 0;
}

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: string })?.text ?? '');

/**
 * Observes one connection's statements (a pooled client, PGlite or a PGlite
 * transaction): reads into the computation under way, writes into `pending` inside a
 * transaction (told at its commit, dropped at its rollback) or at once outside one.
 */
class Observer {
  #pending: Set<string> | null = null;

  constructor(private readonly feed: ChangeFeed) {}

  /** Before a statement runs: what it reads joins the computation under way. */
  before(text: string): void {
    const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
    if (verb === 'begin' || verb === 'start') this.#pending = new Set();
    if (reading.getStore()) noteRead(tablesNamed(text, this.feed.tables));
  }

  /** After it succeeded: what it changed is told, at once or at the commit. */
  after(text: string, result: unknown, quiet: boolean): void {
    const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
    if (verb === 'commit' || verb === 'end') this.commit();
    else if (verb === 'rollback' && !/^\s*rollback\s+to\b/i.test(text)) this.rollback();
    else if (!quiet && changedRows(result)) {
      const written = tablesWritten(text, this.feed.tables);
      if (this.#pending) for (const table of written) this.#pending.add(table);
      else this.feed.changed(written);
    }
  }

  /** A transaction this observer follows from outside (PGlite's) begins. */
  begin(): void {
    this.#pending = new Set();
  }

  commit(): void {
    const done = this.#pending;
    this.#pending = null;
    if (done) this.feed.changed(done);
  }

  rollback(): void {
    this.#pending = null;
  }
}

type Queryable = { query: (...args: never[]) => unknown };
type Callback = (err: unknown, result?: unknown) => void;

/**
 * Wraps `target.query` in place, so that its statements are observed: called for a
 * promise (drizzle), or with a callback as its last argument (node-postgres' pool, on the
 * client it lends itself).
 */
function observeQueries(target: Queryable, observer: Observer): void {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    const text = textOf(args[0]);
    const quiet = unreported.getStore() === true;
    observer.before(text);
    const last = args.at(-1);
    if (typeof last === 'function') {
      const done = last as Callback;
      return query(...args.slice(0, -1), (err: unknown, result?: unknown) => {
        if (!err) observer.after(text, result, quiet);
        done(err, result);
      });
    }
    return (query(...args) as Promise<unknown>).then((result) => {
      observer.after(text, result, quiet);
      return result;
    });
  };
}

const OBSERVED = Symbol('observed');

/**
 * node-postgres: the statements of every client the pool lends, whether to its own
 * `query` (which borrows one, with callbacks) or to a transaction (`connect()`).
 */
export function observePool(
  pool: { connect: (...args: never[]) => unknown },
  feed: ChangeFeed,
): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const observe = (client: unknown) => {
    const c = client as Queryable & { [OBSERVED]?: true };
    if (c && !c[OBSERVED]) {
      c[OBSERVED] = true;
      observeQueries(c, new Observer(feed));
    }
    return client;
  };
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    const done = args[0];
    if (typeof done === 'function')
      return connect((err: unknown, client: unknown, release: unknown) =>
        (done as (...a: unknown[]) => void)(err, err ? client : observe(client), release),
      );
    return (connect() as Promise<unknown>).then(observe);
  };
}

/** PGlite: its statements, and those of its transactions (told when the transaction returns). */
export function observePglite(
  client: Queryable & {
    transaction: <T>(run: (tx: Queryable) => Promise<T>) => Promise<T>;
  },
  feed: ChangeFeed,
): void {
  observeQueries(client, new Observer(feed));
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(run: (tx: Queryable) => Promise<T>): Promise<T> => {
    const observer = new Observer(feed);
    observer.begin();
    try {
      const result = await transaction((tx) => {
        observeQueries(tx, observer);
        return run(tx);
      });
      observer.commit();
      return result;
    } catch (err) {
      observer.rollback();
      throw err;
    }
  };
}
