import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-query.ts';

describe('pageAddress', () => {
  it('keeps only the parameters a page reads, as it reads them', () => {
    expect(pageAddress('/?b=1')).toBe('/');
    expect(pageAddress('/?events=2&b=1')).toBe('/?events=2');
    expect(pageAddress('/?events=1')).toBe('/');
    expect(pageAddress('/?events=abc')).toBe('/');
    expect(pageAddress('/notice?page=3&utm_source=fb')).toBe('/notice?page=3');
    expect(pageAddress('/notice?page=03')).toBe('/notice?page=3');
    expect(pageAddress('/notice?events=2')).toBe('/notice');
    expect(pageAddress('/sportGallery?album=prize-giving&x=1')).toBe(
      '/sportGallery?album=prize-giving',
    );
    expect(pageAddress('/sportGallery?album=sport')).toBe('/sportGallery');
  });

  it('reads a path with a trailing slash as the page, and a page that reads nothing without its query', () => {
    expect(pageAddress('/teachers/')).toBe('/teachers');
    expect(pageAddress('/teachers?page=2')).toBe('/teachers');
    expect(pageAddress('/notice/abc?x=1')).toBe('/notice/abc');
    expect(pageAddress('/')).toBe('/');
  });
});
