import { noteRead, readingInto } from '../db/changes.ts';

export type MemoOptions<V> = {
  /** How many values at the most; the least recently used goes first. */
  maxEntries: number;
  /** How many bytes at the most (`sizeOf` each value), the least recently used first. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  /** Until when (ms since the epoch) a computed value may be served; kept until dropped by default. */
  keepUntil?: (value: V, now: number) => number;
  /** Whether values may be kept at all just now (a process that may miss changes keeps none). */
  keeping?: () => boolean;
};

type Entry<V> = { value: V; until: number; tags: ReadonlySet<string>; bytes: number };

/**
 * Values computed once per key and kept in memory until a table they were made from
 * changes (their tags: the tables the computation's queries read, db/changes.ts), they
 * expire, or they are the least recently used when room is needed. Requests that miss
 * the same key at the same time share one computation (one database query, not one per
 * request: after a write, fifty visitors asking for the notices at once would otherwise
 * send fifty queries to a database that answers one at a time). A value whose computation
 * began before a change to one of its tables is returned to the requests that waited for
 * it but not kept, since it may predate that change. A value served from here counts as
 * read by the computation that asked for it (a page drawn from kept lists is tagged with
 * their tables).
 */
export class SharedMemo<V> {
  /** In the order of use, the least recent first (a Map keeps the order of insertion). */
  readonly #entries = new Map<string, Entry<V>>();
  /** Computations under way, with the tables each has read so far. */
  readonly #pending = new Map<
    string,
    { promise: Promise<{ value: V; tags: ReadonlySet<string> }>; tags: ReadonlySet<string> }
  >();
  /** The keys kept for each tag. */
  readonly #byTag = new Map<string, Set<string>>();
  /** A count of drops, and the count at each tag's last drop (Infinity: all). */
  #drops = 0;
  #allDropped = 0;
  readonly #dropped = new Map<string, number>();
  #bytes = 0;

  constructor(private readonly options: MemoOptions<V>) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.until > now) {
      // Used again: to the end of the order.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      noteRead(hit.tags);
      return hit.value;
    }
    if (hit) this.#remove(key);
    let pending = this.#pending.get(key);
    if (!pending) {
      const tags = new Set<string>();
      pending = { promise: this.#compute(key, compute, tags, now), tags };
      this.#pending.set(key, pending);
    }
    const { value, tags } = await pending.promise;
    noteRead(tags);
    return value;
  }

  #compute(
    key: string,
    compute: () => Promise<V>,
    tags: Set<string>,
    now: number,
  ): Promise<{ value: V; tags: ReadonlySet<string> }> {
    const began = this.#drops;
    const forget = () => {
      if (this.#pending.get(key)?.promise === computing) this.#pending.delete(key);
    };
    const computing = readingInto(tags, compute).then(
      (value) => {
        forget();
        const stale =
          this.#allDropped > began ||
          [...tags].some((tag) => (this.#dropped.get(tag) ?? 0) > began);
        if (!stale && (this.options.keeping?.() ?? true)) this.#keep(key, value, tags, now);
        return { value, tags: tags as ReadonlySet<string> };
      },
      (err: unknown) => {
        forget();
        throw err;
      },
    );
    return computing;
  }

  #keep(key: string, value: V, tags: ReadonlySet<string>, now: number) {
    const until = this.options.keepUntil?.(value, now) ?? Infinity;
    if (until <= now) return;
    const bytes = this.options.sizeOf?.(value) ?? 0;
    const maxBytes = this.options.maxBytes ?? Infinity;
    if (bytes > maxBytes) return;
    this.#remove(key);
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.options.maxEntries || this.#bytes + bytes > maxBytes)
    )
      this.#remove(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, until, tags, bytes });
    this.#bytes += bytes;
    for (const tag of tags) {
      const keys = this.#byTag.get(tag) ?? new Set<string>();
      this.#byTag.set(tag, keys.add(key));
    }
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }

  /**
   * Drops the values made from any of `tables`. Computations under way that have read one
   * of them finish without being kept, and requests from now on do not wait for them
   * (they may predate the change); those that have not go on.
   */
  drop(tables: Iterable<string>): void {
    this.#drops++;
    const changed = new Set(tables);
    for (const table of changed) {
      this.#dropped.set(table, this.#drops);
      for (const key of [...(this.#byTag.get(table) ?? [])]) this.#remove(key);
    }
    for (const [key, pending] of this.#pending)
      if ([...pending.tags].some((tag) => changed.has(tag))) this.#pending.delete(key);
  }

  /** Drops every value, and lets computations under way finish without keeping them. */
  clear(): void {
    this.#drops++;
    this.#allDropped = this.#drops;
    this.#entries.clear();
    this.#byTag.clear();
    this.#pending.clear();
    this.#bytes = 0;
  }
}
