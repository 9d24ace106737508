import { beforeAll, expect, it } from 'vitest';
import { makeAlbum, makeImage } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('albums (admin)', (ctx) => {
  let headers: Record<string, string>;
  let images: string[];
  beforeAll(async () => {
    const { database, config, app } = ctx();
    await makeAccount(database.db, 'admin', { loginId: 'album-admin' });
    headers = { cookie: (await signIn(app, 'admin', 'album-admin')).cookie };
    images = [];
    for (let i = 0; i < 3; i++) images.push((await makeImage(database.db, config.uploadsDir)).id);
    await makeAlbum(database.db, { slug: 'home', listed: 0 }, [images[0]!]);
    await makeAlbum(database.db, { slug: 'sport', position: 0 });
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers, payload });
  const album = async (slug: string) =>
    (await ctx().app.inject({ url: `/api/albums/${slug}` })).json();

  it('creates an album with three images; the public list shows it with its cover', async () => {
    const created = await send('POST', '/api/albums', { title: 'Study Tour 2026' });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json();
    expect(slug).toMatch(/^study-tour-2026-[0-9a-f]{6}$/);
    const added = await send('POST', `/api/albums/${id}/images`, { imageIds: images });
    expect(added.statusCode).toBe(201);
    expect(added.json().items).toHaveLength(3);
    const listed = (await ctx().app.inject({ url: '/api/albums' })).json().items;
    const card = listed.find((a: { id: string }) => a.id === id);
    expect(card).toMatchObject({ title: 'Study Tour 2026', imageCount: 3 });
    expect(card.cover.id).toBe(images[0]);
    expect(listed.map((a: { slug: string }) => a.slug)).not.toContain('home');
  });

  it('reorders, re-covers, removes images, renames and reorders albums', async () => {
    const { id } = (await ctx().app.inject({ url: '/api/albums' }))
      .json()
      .items.find((a: { title: string }) => a.title === 'Study Tour 2026');
    const slug = (
      await send('PUT', `/api/albums/${id}`, { title: 'Kuakata trip', coverImageId: images[2] })
    ).json().slug;
    let body = await album(slug);
    expect(body.album).toMatchObject({ title: 'Kuakata trip' });
    expect(body.album.cover.id).toBe(images[2]);
    const ids = body.items.map((i: { id: string }) => i.id);
    expect(
      (await send('PUT', `/api/albums/${id}/order`, { ids: [...ids].reverse() })).statusCode,
    ).toBe(204);
    body = await album(slug);
    expect(body.items.map((i: { image: { id: string } }) => i.image.id)).toEqual(
      [...images].reverse(),
    );

    // Taking out the cover picks the first image left as the cover.
    const coverItem = body.items[0].id;
    expect((await send('DELETE', `/api/albums/${id}/images/${coverItem}`)).statusCode).toBe(204);
    body = await album(slug);
    expect(body.items).toHaveLength(2);
    expect(body.album.cover.id).toBe(body.items[0].image.id);

    const order = (await ctx().app.inject({ url: '/api/albums' }))
      .json()
      .items.map((a: { id: string }) => a.id);
    expect((await send('PUT', '/api/albums/order', { ids: [...order].reverse() })).statusCode).toBe(
      204,
    );
    const again = (await ctx().app.inject({ url: '/api/albums' }))
      .json()
      .items.map((a: { id: string }) => a.id);
    expect(again).toEqual([...order].reverse());
  });

  it('refuses unknown images, a stale order, and deleting the home or sport gallery', async () => {
    const home = (await album('home')).album;
    const bad = await send('POST', `/api/albums/${home.id}/images`, {
      imageIds: [crypto.randomUUID()],
    });
    expect(bad.statusCode).toBe(400);
    expect((await album('home')).items).toHaveLength(1);
    expect((await send('PUT', `/api/albums/${home.id}/order`, { ids: [] })).statusCode).toBe(409);
    expect((await send('DELETE', `/api/albums/${home.id}`)).statusCode).toBe(409);
    const sport = (await album('sport')).album;
    expect((await send('DELETE', `/api/albums/${sport.id}`)).json().error.code).toBe(
      'album_in_use',
    );
  });

  it('deletes an album, its images staying uploaded', async () => {
    const { id } = (await send('POST', '/api/albums', { title: 'বৃক্ষরোপণ' })).json();
    expect((await send('DELETE', `/api/albums/${id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/albums/${id}`)).statusCode).toBe(404);
  });
});
