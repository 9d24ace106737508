import { beforeAll, expect, it } from 'vitest';
import { makeEvent, makeImage } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('GET /api/events', (ctx) => {
  beforeAll(async () => {
    const { database } = ctx();
    const img = await makeImage(database.db, ctx().app.files);
    // 12 events, dated 2026-01-01 .. 2026-01-12, posted in shuffled order.
    for (const day of [5, 1, 12, 3, 9, 7, 2, 11, 4, 10, 8, 6]) {
      await makeEvent(database.db, {
        name: `Event ${day}`,
        eventDate: `2026-01-${String(day).padStart(2, '0')}`,
        author: 'Md. Kamrul Islam',
        imageId: day === 12 ? img.id : null,
      });
    }
  });

  it('returns the first page of five, newest first, with the total', async () => {
    const res = await ctx().app.inject({ url: '/api/events?page=0&size=5' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.page).toBe(0);
    expect(body.size).toBe(5);
    expect(body.items.map((e: { name: string }) => e.name)).toEqual([
      'Event 12',
      'Event 11',
      'Event 10',
      'Event 9',
      'Event 8',
    ]);
    expect(body.items[0]).toMatchObject({ date: '2026-01-12', author: 'Md. Kamrul Islam' });
    expect(body.items[0].image.url).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    expect(body.items[0].image.thumbUrl).toMatch(/-240\.webp$/);
    expect(body.items[1].image).toBeNull();
  });

  it('defaults to page 0 and size 5', async () => {
    const body = (await ctx().app.inject({ url: '/api/events' })).json();
    expect(body).toMatchObject({ page: 0, size: 5, total: 12 });
    expect(body.items).toHaveLength(5);
  });

  it('gives the short last page and an empty page past the end', async () => {
    const last = (await ctx().app.inject({ url: '/api/events?page=2&size=5' })).json();
    expect(last.items.map((e: { name: string }) => e.name)).toEqual(['Event 2', 'Event 1']);
    const past = await ctx().app.inject({ url: '/api/events?page=3&size=5' });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ items: [], total: 12, page: 3 });
  });

  it.each([
    ['size=0', 'size'],
    ['size=-1', 'size'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['size=ten', 'size'],
    ['size=1.5', 'size'],
    ['size=51', 'size'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await ctx().app.inject({ url: `/api/events?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.fields[0].field).toBe(field);
    expect(body.error.message).toContain(field);
  });
});
