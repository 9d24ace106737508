import { describe, expect, it } from 'vitest';
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

describe('SharedMemo', () => {
  it('computes once for requests that miss the same key together, then serves from memory', async () => {
    const memo = new SharedMemo<string>(10);
    const g = gate<string>();
    const together = Promise.all([1, 2, 3].map(() => memo.get('notices', g.compute)));
    g.open('list');
    expect(await together).toEqual(['list', 'list', 'list']);
    expect(await memo.get('notices', g.compute)).toBe('list');
    expect(g.runs()).toBe(1);
    await memo.get('events', () => Promise.resolve('other'));
    expect(g.runs()).toBe(1);
  });

  it('does not keep a value computed across a clear: it may predate the write', async () => {
    const memo = new SharedMemo<string>(10);
    const before = gate<string>();
    const waiting = memo.get('notices', before.compute);
    memo.clear(); // a write lands while the list is being read
    const after = memo.get('notices', () => Promise.resolve('new'));
    before.open('old');
    expect(await waiting).toBe('old'); // the request that asked before the write
    expect(await after).toBe('new');
    expect(await memo.get('notices', () => Promise.resolve('again'))).toBe('new');
  });

  it('keeps no failure: the next request tries again', async () => {
    const memo = new SharedMemo<string>(10);
    const g = gate<string>();
    const failing = memo.get('site', g.compute);
    g.fail(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    expect(await memo.get('site', () => Promise.resolve('back'))).toBe('back');
  });

  it('serves a value only until its own expiry', async () => {
    const memo = new SharedMemo<{ until: number }>(10, (value) => value.until);
    const expired = { until: Date.now() - 1 };
    expect(await memo.get('token', () => Promise.resolve(expired))).toBe(expired);
    const fresh = { until: Date.now() + 60_000 };
    expect(await memo.get('token', () => Promise.resolve(fresh))).toBe(fresh);
    expect(await memo.get('token', () => Promise.resolve({ until: 0 }))).toBe(fresh);
  });

  it('holds at most its number of entries', async () => {
    const memo = new SharedMemo<number>(2);
    let runs = 0;
    const compute = () => Promise.resolve(++runs);
    await memo.get('a', compute);
    await memo.get('b', compute);
    await memo.get('c', compute); // full: starts again
    expect(await memo.get('c', compute)).toBe(3);
    expect(await memo.get('a', compute)).toBe(4);
  });
});
