import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * public/boot.js: how a page the server drew asks for the app's code. It waits for the
 * first paint (and the main picture), then asks for the app's own script at once and for
 * each of the other files in a task of its own: together, Chromium's work to send the
 * requests made one task long enough on a phone to hold back a tap (docs/performance.md).
 */
const source = fs.readFileSync(path.join(import.meta.dirname, 'boot.js'), 'utf8');
const files = ['/assets/runtime.js', '/assets/react.js', '/assets/page.js', '/assets/forms.js'];

let paint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;

class FakeObserver {
  constructor(callback: (list: unknown, observer: FakeObserver) => void) {
    paint = (list) => callback(list, this);
  }
  observe() {}
  disconnect() {}
}

function boot() {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index.js';
  script.dataset.preload = files.join(' ');
  document.head.append(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(source)();
}

const asked = () => ({
  scripts: [...document.head.querySelectorAll('script[type=module]')].map((s) =>
    s.getAttribute('src'),
  ),
  preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) =>
    l.getAttribute('href'),
  ),
});

const painted = () => paint?.({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] });

describe('boot.js', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    paint = undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'currentScript');
  });

  it('asks for nothing before the first paint', () => {
    boot();
    vi.advanceTimersByTime(1000);
    expect(asked()).toEqual({ scripts: [], preloads: [] });
  });

  it('asks for the app’s script first, then each other file in a task of its own', () => {
    boot();
    painted();
    // The frame after the paint, then a task: the script.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(asked()).toEqual({ scripts: ['/assets/index.js'], preloads: [] });
    // Then each file in a task of its own (and the 5 s start, now with nothing to do).
    expect(vi.getTimerCount()).toBe(files.length + 1);
    vi.runOnlyPendingTimers();
    expect(asked()).toEqual({ scripts: ['/assets/index.js'], preloads: files });
  });

  it('waits for the page’s main picture, and asks once however it ends', () => {
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', 'high');
    Object.defineProperty(picture, 'complete', { value: false });
    document.body.append(picture);
    boot();
    painted();
    vi.advanceTimersByTime(1000);
    expect(asked().scripts).toEqual([]);
    picture.onload?.(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(asked()).toEqual({ scripts: ['/assets/index.js'], preloads: files });
  });

  it('starts at most 5 s on in a tab that paints nothing', () => {
    boot();
    vi.advanceTimersByTime(4999);
    expect(asked().scripts).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(asked()).toEqual({ scripts: ['/assets/index.js'], preloads: files });
  });
});
