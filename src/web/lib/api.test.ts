import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, endpointAddress } from './api.ts';
import { signedInAddress, signedInApi } from './signed-in-api.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === null ? null : JSON.stringify(body), { status }),
  );

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls an operation by its name: its method, its address, its JSON body', async () => {
    const fetch = answer(200, { id: 'b1' });
    vi.stubGlobal('fetch', fetch);
    await signedInApi('blogs.update', {
      params: { id: 'b1' },
      body: { subject: 'Our pond', description: 'Fish' },
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/blogs/b1',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ subject: 'Our pond', description: 'Fish' }),
        credentials: 'same-origin',
      }),
    );
  });

  it('puts the query after the address, as the page preloads it', async () => {
    const fetch = answer(200, { items: [], total: 0, page: 0, size: 5 });
    vi.stubGlobal('fetch', fetch);
    await api('events.list', { query: { page: 0, size: 5 } });
    expect(fetch).toHaveBeenCalledWith('/api/events?page=0&size=5', expect.anything());
  });

  it("throws the server's error with its code, message and fields", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: {
          code: 'validation_failed',
          message: 'subject: This field is required',
          details: { fields: [{ field: 'subject', message: 'This field is required' }] },
        },
      }),
    );
    const err = await signedInApi('blogs.create', {
      body: { subject: '', description: 'x' },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: [{ field: 'subject', message: 'This field is required' }],
    });
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api('site.get')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('gives the address of an operation for a link or an upload', () => {
    expect(endpointAddress('documents.file', { params: { id: 'd1', mode: 'view' } })).toBe(
      '/api/documents/d1/view',
    );
    expect(
      signedInAddress('problems.removeSolution', { params: { id: 'p', solutionId: 's' } }),
    ).toBe('/api/problems/p/solutions/s');
  });

  it('calls the operations that need a session through their own table', async () => {
    const fetch = answer(204, null);
    vi.stubGlobal('fetch', fetch);
    await signedInApi('blogs.remove', { params: { id: 'b9' } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/blogs/b9',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it("finds a family's operation, written once for all its members", async () => {
    const fetch = answer(200, { key: 'history', value: null, images: {}, updatedAt: null });
    vi.stubGlobal('fetch', fetch);
    await api('content.history.get');
    await api('content.academic-hours.get');
    await signedInApi('content.explore-links.put', { body: [] as never });
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/content/history',
      'GET /api/content/academic-hours',
      'PUT /api/content/explore-links',
    ]);
  });
});
