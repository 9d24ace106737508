import { beforeAll, expect, it } from 'vitest';
import { makeAlbum, makeImage } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('albums', (ctx) => {
  beforeAll(async () => {
    const { database, config } = ctx();
    const a = await makeImage(database.db, config.uploadsDir);
    const b = await makeImage(database.db, config.uploadsDir);
    await makeAlbum(database.db, { slug: 'home', title: 'Home', listed: 0 }, [a.id, b.id]);
    await makeAlbum(
      database.db,
      { slug: 'science-fair', title: 'Science Fair', position: 2, coverImageId: b.id },
      [b.id],
    );
    await makeAlbum(
      database.db,
      { slug: 'sport', title: 'Sports', position: 1, coverImageId: a.id },
      [a.id, b.id],
    );
  });

  it('lists the listed albums in order with covers and counts', async () => {
    const res = await ctx().app.inject({ url: '/api/albums' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((a: { slug: string }) => a.slug)).toEqual(['sport', 'science-fair']);
    expect(items[0].imageCount).toBe(2);
    expect(items[0].cover.thumbUrl).toMatch(/-240\.webp$/);
  });

  it("gives an album's images in order, including the unlisted home gallery", async () => {
    const res = await ctx().app.inject({ url: '/api/albums/home' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(2);
  });

  it('answers 404 for an unknown album and 400 for a malformed slug', async () => {
    expect((await ctx().app.inject({ url: '/api/albums/nothing-here' })).statusCode).toBe(404);
    const bad = await ctx().app.inject({ url: '/api/albums/..%2Fetc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });
});
