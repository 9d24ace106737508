import { describe, expect, it } from 'vitest';
import { noteRead, readingInto } from '../db/changes.ts';
import { SharedMemo } from './shared-memo.ts';

/** A computation that finishes when the test says so, counting how often it ran. */
function gate<V>() {
  let runs = 0;
  let open: (value: V) => void = () => {};
  let fail: (err: Error) => void = () => {};
  const compute = () => {
    runs++;
    return new Promise<V>((resolve, reject) => {
      open = resolve;
      fail = reject;
    });
  };
  return { compute, open: (v: V) => open(v), fail: (e: Error) => fail(e), runs: () => runs };
}

/** A computation that reads `tables` (as the database observer reports them) and gives `value`. */
const reads =
  <V>(value: V, ...tables: string[]) =>
  () => {
    noteRead(tables);
    return Promise.resolve(value);
  };

describe('SharedMemo', () => {
  it('computes once for requests that miss the same key together, then serves from memory', async () => {
    const memo = new SharedMemo<string>({ maxEntries: 10 });
    const g = gate<string>();
    const together = Promise.all([1, 2, 3].map(() => memo.get('notices', g.compute)));
    g.open('list');
    expect(await together).toEqual(['list', 'list', 'list']);
    expect(await memo.get('notices', g.compute)).toBe('list');
    expect(g.runs()).toBe(1);
    await memo.get('events', () => Promise.resolve('other'));
    expect(g.runs()).toBe(1);
  });

  it('drops only the values made from a table that changed', async () => {
    const memo = new SharedMemo<string>({ maxEntries: 10 });
    await memo.get('/notice', reads('notices v1', 'posts'));
    await memo.get('/teachers', reads('teachers v1', 'users', 'teacher_profiles'));
    memo.drop(['rate_limit_hits', 'sessions']); // bookkeeping no value was made from
    expect(await memo.get('/notice', reads('notices v2', 'posts'))).toBe('notices v1');
    expect(await memo.get('/teachers', reads('teachers v2', 'users'))).toBe('teachers v1');
    memo.drop(['users']);
    expect(await memo.get('/notice', reads('notices v2', 'posts'))).toBe('notices v1');
    expect(await memo.get('/teachers', reads('teachers v2', 'users'))).toBe('teachers v2');
  });

  it('does not keep a value computed across a change to its tables: it may predate the write', async () => {
    const memo = new SharedMemo<string>({ maxEntries: 10 });
    const before = gate<string>();
    const waiting = memo.get('notices', async () => {
      noteRead(['posts']);
      return before.compute();
    });
    memo.drop(['posts']); // a write lands while the list is being read
    const after = memo.get('notices', reads('new', 'posts'));
    before.open('old');
    expect(await waiting).toBe('old'); // the request that asked before the write
    expect(await after).toBe('new');
    expect(await memo.get('notices', reads('again', 'posts'))).toBe('new');
  });

  it('keeps a value computed across a change to tables it did not read', async () => {
    const memo = new SharedMemo<string>({ maxEntries: 10 });
    await memo.get('warm', reads('x', 'posts')); // the memo has read posts before
    const g = gate<string>();
    const waiting = memo.get('events', async () => {
      noteRead(['events']);
      return g.compute();
    });
    memo.drop(['posts']);
    g.open('events v1');
    expect(await waiting).toBe('events v1');
    expect(await memo.get('events', reads('events v2', 'events'))).toBe('events v1');
  });

  it('does not keep a value computed across a clear', async () => {
    const memo = new SharedMemo<string>({ maxEntries: 10 });
    const before = gate<string>();
    const waiting = memo.get('notices', before.compute);
    memo.clear();
    before.open('old');
    expect(await waiting).toBe('old');
    expect(await memo.get('notices', () => Promise.resolve('new'))).toBe('new');
  });

  it('tells the computation that asked which tables a kept value was made from', async () => {
    const memo = new SharedMemo<string>({ maxEntries: 10 });
    const pages = new SharedMemo<string>({ maxEntries: 10 });
    await memo.get('/api/notices', reads('list', 'posts', 'users'));
    // A page drawn from the kept list (a hit: no query runs) is tagged with its tables.
    const tags = new Set<string>();
    await readingInto(tags, () => memo.get('/api/notices', reads('unused')));
    expect([...tags].sort()).toEqual(['posts', 'users']);
    await pages.get('/notice', () => memo.get('/api/notices', reads('unused')));
    pages.drop(['users']);
    expect(await pages.get('/notice', () => Promise.resolve('drawn again'))).toBe('drawn again');
  });

  it('keeps no failure: the next request tries again', async () => {
    const memo = new SharedMemo<string>({ maxEntries: 10 });
    const g = gate<string>();
    const failing = memo.get('site', g.compute);
    g.fail(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    expect(await memo.get('site', () => Promise.resolve('back'))).toBe('back');
  });

  it('serves a value only until its own expiry', async () => {
    const memo = new SharedMemo<{ until: number }>({
      maxEntries: 10,
      keepUntil: (value) => value.until,
    });
    const expired = { until: Date.now() - 1 };
    expect(await memo.get('token', () => Promise.resolve(expired))).toBe(expired);
    const fresh = { until: Date.now() + 60_000 };
    expect(await memo.get('token', () => Promise.resolve(fresh))).toBe(fresh);
    expect(await memo.get('token', () => Promise.resolve({ until: 0 }))).toBe(fresh);
  });

  it('keeps nothing while it may not', async () => {
    let keeping = false;
    const memo = new SharedMemo<number>({ maxEntries: 10, keeping: () => keeping });
    let runs = 0;
    const compute = () => Promise.resolve(++runs);
    await memo.get('a', compute);
    expect(await memo.get('a', compute)).toBe(2);
    keeping = true;
    await memo.get('a', compute);
    expect(await memo.get('a', compute)).toBe(3);
  });

  it('lets the least recently used value go when full, one at a time', async () => {
    const memo = new SharedMemo<number>({ maxEntries: 2 });
    let runs = 0;
    const compute = () => Promise.resolve(++runs);
    await memo.get('a', compute); // 1
    await memo.get('b', compute); // 2
    await memo.get('a', compute); // used again: b is now the least recent
    await memo.get('c', compute); // 3: b goes
    expect(await memo.get('a', compute)).toBe(1);
    expect(await memo.get('c', compute)).toBe(3);
    expect(await memo.get('b', compute)).toBe(4);
    expect(memo.size).toBe(2);
  });

  it('holds at most its bytes', async () => {
    const memo = new SharedMemo<string>({
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (value) => value.length,
    });
    await memo.get('a', () => Promise.resolve('aaaa'));
    await memo.get('b', () => Promise.resolve('bbbb'));
    await memo.get('c', () => Promise.resolve('cccc')); // 12 bytes: a goes
    expect(memo.bytes).toBe(8);
    expect(await memo.get('b', () => Promise.resolve('new'))).toBe('bbbb');
    expect(await memo.get('a', () => Promise.resolve('a2'))).toBe('a2');
    await memo.get('big', () => Promise.resolve('x'.repeat(11))); // never kept, pushes nothing out
    expect(await memo.get('c', () => Promise.resolve('new'))).toBe('cccc');
  });
});
