import { beforeAll, expect, it } from 'vitest';
import { makeImage, makeNotice } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('GET /api/notices', (ctx) => {
  beforeAll(async () => {
    const { database, config } = ctx();
    const img = await makeImage(database.db, config.uploadsDir);
    await makeNotice(database.db, { title: 'Old', noticeDate: '2025-12-01', imageId: img.id });
    await makeNotice(database.db, {
      title: 'Newest',
      noticeDate: '2026-03-01',
      author: 'Nurun Nahar Begum',
    });
    await makeNotice(database.db, { title: 'Middle', noticeDate: '2026-01-10' });
  });

  it('lists notices newest first with date, author and image', async () => {
    const res = await ctx().app.inject({ url: '/api/notices' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(['Newest', 'Middle', 'Old']);
    expect(body.items[0]).toMatchObject({
      date: '2026-03-01',
      author: 'Nurun Nahar Begum',
      image: null,
    });
    expect(body.items[2].image.url).toMatch(/\.webp$/);
  });

  it('pages with the size asked for', async () => {
    const body = (await ctx().app.inject({ url: '/api/notices?page=1&size=2' })).json();
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(['Old']);
  });

  it('refuses a negative page', async () => {
    const res = await ctx().app.inject({ url: '/api/notices?page=-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields[0].field).toBe('page');
  });
});
