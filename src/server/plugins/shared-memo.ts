/**
 * Values computed once per key and kept in memory until they expire or `clear()` drops
 * them all. Requests that miss the same key at the same time share one computation (one
 * database query, not one per request: after a write, fifty visitors asking for the
 * notices at once would otherwise send fifty queries to a database that answers one at a
 * time). A value whose computation began before a `clear()` is returned to the requests
 * that waited for it but not kept, since it may predate the write that caused the clear.
 */
export class SharedMemo<V> {
  readonly #entries = new Map<string, { value: V; until: number }>();
  readonly #pending = new Map<string, Promise<V>>();
  #generation = 0;

  constructor(
    private readonly maxEntries: number,
    /** Until when (ms since the epoch) a computed value may be served; kept until cleared by default. */
    private readonly keepUntil: (value: V, now: number) => number = () => Infinity,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.until > now) return Promise.resolve(hit.value);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const computing = compute().then(
      (value) => {
        if (generation === this.#generation) {
          this.#pending.delete(key);
          if (this.#entries.size >= this.maxEntries) this.#entries.clear();
          this.#entries.set(key, { value, until: this.keepUntil(value, now) });
        }
        return value;
      },
      (err: unknown) => {
        if (generation === this.#generation) this.#pending.delete(key);
        throw err;
      },
    );
    this.#pending.set(key, computing);
    return computing;
  }

  /** Drops every value, and lets computations under way finish without keeping them. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
  }
}
