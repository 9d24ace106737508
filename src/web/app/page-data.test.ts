import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageData } from '../../shared/page-data.ts';
import { publicPaths } from '../../shared/paths.ts';
import { jsonResponse, mockFetch } from '../test/render.tsx';
import { preloadPage } from './router.tsx';

/** The addresses a page's first data comes from, as main.tsx fetches them before the first render. */
async function firstData(pathname: string, search = '') {
  const fetched: string[] = [];
  mockFetch((url) => {
    fetched.push(url.pathname + url.search);
    return jsonResponse({});
  });
  await preloadPage(new QueryClient(), { pathname, search });
  return fetched;
}

describe("a page's first data", () => {
  it('is fetched from exactly the addresses its HTML preloads (src/shared/page-data.ts)', async () => {
    for (const path of publicPaths) {
      expect(new Set(await firstData(path)), path).toEqual(new Set(pageData[path] ?? []));
    }
    // Content pages, lists and the home page are all among them.
    expect(await firstData('/history')).toEqual(['/api/content/history']);
    expect((await firstData('/')).length).toBe(4);
  });

  it("follows the address's query where the page does", async () => {
    expect(await firstData('/sportGallery', '?album=annual-sports')).toEqual([
      '/api/albums/annual-sports',
    ]);
    expect(await firstData('/notice', '?page=3')).toEqual(['/api/notices?page=2&size=10']);
    expect(await firstData('/', '?events=2')).toContain('/api/events?page=1&size=5');
  });

  it('is nothing for an unknown address', async () => {
    expect(await firstData('/no-such-page')).toEqual([]);
  });
});
