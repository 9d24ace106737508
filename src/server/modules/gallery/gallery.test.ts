import { beforeAll, expect, it } from 'vitest';
import { ensureSiteBasics } from '../../db/seed/seed.ts';
import { makeAlbum, makeImage } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { galleryRepository } from './gallery.repository.ts';

describeEachDatabase('albums', (ctx) => {
  beforeAll(async () => {
    const { database } = ctx();
    const a = await makeImage(database.db, ctx().app.files);
    const b = await makeImage(database.db, ctx().app.files);
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

describeEachDatabase("a new site's albums", (ctx) => {
  beforeAll(async () => {
    // What every start does; twice, as a second start (or a second process) would.
    await ensureSiteBasics(ctx().database.db);
    await ensureSiteBasics(ctx().database.db);
  });

  it('has the home and sport galleries from the first start, empty: no photos yet, not an error', async () => {
    for (const slug of ['home', 'sport']) {
      const res = await ctx().app.inject({ url: `/api/albums/${slug}` });
      expect(res.statusCode, slug).toBe(200);
      expect(res.json()).toMatchObject({ album: { slug, imageCount: 0, cover: null }, items: [] });
    }
    const { items } = (await ctx().app.inject({ url: '/api/albums' })).json();
    expect(items.map((a: { slug: string }) => a.slug)).toEqual(['sport']);
    expect(await galleryRepository(ctx().database.db).countAlbums()).toBe(2);
  });

  it("gives the sport gallery its Bangla title (a Bangla page's), until the admin renames it", async () => {
    const sport = async () =>
      (await ctx().app.inject({ url: '/api/albums' }))
        .json()
        .items.find((a: { slug: string }) => a.slug === 'sport');
    expect(await sport()).toMatchObject({ title: 'Sports', titleBn: 'খেলাধুলা' });
    expect((await ctx().app.inject({ url: '/api/albums/home' })).json().album).toMatchObject({
      title: 'Home gallery',
      titleBn: 'হোম পাতার গ্যালারি',
    });
    const repo = galleryRepository(ctx().database.db);
    const { id } = await sport();
    await repo.update(id, { title: 'Games' });
    // The admin's own words, in both languages (an album has one title).
    expect(await sport()).toMatchObject({ title: 'Games', titleBn: '' });
    await repo.update(id, { title: 'Sports' });
  });

  it('still answers 404 for an album that does not exist', async () => {
    const res = await ctx().app.inject({ url: '/api/albums/annual-function' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
