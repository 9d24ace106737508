import { describe, expect, it } from 'vitest';
import { addressOf } from './endpoint.ts';

describe('addressOf', () => {
  it('fills the params, encoded, and adds the query in the order given', () => {
    expect(addressOf('/api/albums/:slug', { params: { slug: 'a b/c' } })).toBe(
      '/api/albums/a%20b%2Fc',
    );
    expect(addressOf('/api/events', { query: { page: 0, size: 5 } })).toBe(
      '/api/events?page=0&size=5',
    );
    expect(
      addressOf('/api/problems/:id/solutions/:solutionId', {
        params: { id: 'p1', solutionId: 's2' },
        query: { kind: undefined },
      }),
    ).toBe('/api/problems/p1/solutions/s2');
  });

  it('refuses an address with a param missing', () => {
    expect(() => addressOf('/api/blogs/:id')).toThrow('/api/blogs/:id: no value for :id');
  });
});
