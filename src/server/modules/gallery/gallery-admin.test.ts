import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { makeAlbum, makeImage } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('albums (admin)', (ctx) => {
  let headers: Record<string, string>;
  let images: string[];
  beforeAll(async () => {
    const { database, app } = ctx();
    await makeAccount(database.db, 'admin', { loginId: 'album-admin' });
    headers = { cookie: (await signIn(app, 'admin', 'album-admin')).cookie };
    images = [];
    for (let i = 0; i < 3; i++) images.push((await makeImage(database.db, ctx().app.files)).id);
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

  it('replaces a photo in its place: cover follows, the old image is let go, one audit entry', async () => {
    const { database, config, app } = ctx();
    const own: string[] = [];
    for (let i = 0; i < 3; i++) own.push((await makeImage(database.db, ctx().app.files)).id);
    const { id, slug } = (await send('POST', '/api/albums', { title: 'Prize giving' })).json();
    await send('POST', `/api/albums/${id}/images`, { imageIds: own });
    const before = (await album(slug)).items;
    const fresh = (await makeImage(database.db, ctx().app.files)).id;
    const logged = async () =>
      (await app.inject({ url: '/api/audit-log', headers }))
        .json()
        .items.filter(
          (e: { entity: string; entityId: string }) => e.entity === 'album' && e.entityId === id,
        ).length;
    const entries = await logged();

    const res = await send('PUT', `/api/albums/${id}/images/${before[1].id}`, { imageId: fresh });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual(
      before.map((i: { id: string }) => i.id),
    );
    const after = await album(slug);
    expect(after.items.map((i: { image: { id: string } }) => i.image.id)).toEqual([
      own[0],
      fresh,
      own[2],
    ]);
    expect(after.items[1].caption).toBe(before[1].caption);
    const uploaded = (image: string) =>
      fs.existsSync(path.join(config.uploadsDir, `${image}.webp`));
    expect(uploaded(own[1]!)).toBe(false);
    expect(uploaded(fresh)).toBe(true);
    expect(await logged()).toBe(entries + 1);

    // The cover's photo replaced: the new one is the cover.
    const another = (await makeImage(database.db, ctx().app.files)).id;
    await send('PUT', `/api/albums/${id}/images/${before[0].id}`, { imageId: another });
    expect((await album(slug)).album.cover.id).toBe(another);
    expect(uploaded(own[0]!)).toBe(false);
  });

  it('refuses to replace with bad input, an unknown image or item, and for anyone but an admin', async () => {
    const { database, app } = ctx();
    const home = await album('home');
    const item = home.items[0].id;
    const image = home.items[0].image.id;
    const fresh = (await makeImage(database.db, ctx().app.files)).id;
    const at = `/api/albums/${home.album.id}/images/${item}`;

    for (const body of [{}, { imageId: 'not-an-id' }, { imageId: 42 }]) {
      const res = await send('PUT', at, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const unknown = await send('PUT', at, { imageId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields[0].field).toBe('imageId');
    expect(
      (
        await send('PUT', `/api/albums/${home.album.id}/images/${crypto.randomUUID()}`, {
          imageId: fresh,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `/api/albums/${crypto.randomUUID()}/images/${item}`, { imageId: fresh }))
        .statusCode,
    ).toBe(404);

    await makeAccount(database.db, 'teacher', { loginId: 'album-teacher' });
    const teacher = (await signIn(app, 'teacher', 'album-teacher')).cookie;
    const refused = await app.inject({
      method: 'PUT',
      url: at,
      headers: { cookie: teacher },
      payload: { imageId: fresh },
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'PUT', url: at, payload: { imageId: fresh } });
    expect(anonymous.statusCode).toBe(401);
    expect((await album('home')).items[0].image.id).toBe(image);
  });

  it('writes a photo’s caption, shown to visitors; clears it; refuses bad input and anyone but an admin', async () => {
    const { database, app } = ctx();
    const own = [(await makeImage(database.db, ctx().app.files)).id];
    const { id, slug } = (await send('POST', '/api/albums', { title: 'Sports day' })).json();
    await send('POST', `/api/albums/${id}/images`, { imageIds: own });
    const item = (await album(slug)).items[0].id;
    const at = `/api/albums/${id}/images/${item}/caption`;

    const res = await send('PUT', at, { caption: '  ১০০ মিটার দৌড়, ২০২৬  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0].caption).toBe('১০০ মিটার দৌড়, ২০২৬');
    // The public album shows it at once (the write drops the public cache).
    expect((await album(slug)).items[0].caption).toBe('১০০ মিটার দৌড়, ২০২৬');
    const entries = (await app.inject({ url: '/api/audit-log', headers }))
      .json()
      .items.filter((e: { entityId: string; action: string }) => e.entityId === id);
    expect(entries[0]).toMatchObject({ action: 'caption-image', summary: 'Sports day' });

    expect((await send('PUT', at, { caption: '' })).json().items[0].caption).toBe('');

    for (const body of [{}, { caption: 42 }, { caption: 'x'.repeat(201) }]) {
      const bad = await send('PUT', at, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error.details.fields[0].field).toBe('caption');
    }
    expect(
      (
        await send('PUT', `/api/albums/${id}/images/${crypto.randomUUID()}/caption`, {
          caption: 'a',
        })
      ).statusCode,
    ).toBe(404);
    // An item of another album is not this album's.
    const home = await album('home');
    expect(
      (await send('PUT', `/api/albums/${id}/images/${home.items[0].id}/caption`, { caption: 'a' }))
        .statusCode,
    ).toBe(404);
    await makeAccount(database.db, 'teacher', { loginId: 'caption-teacher' });
    const teacher = (await signIn(app, 'teacher', 'caption-teacher')).cookie;
    const refused = await app.inject({
      method: 'PUT',
      url: at,
      headers: { cookie: teacher },
      payload: { caption: 'mine' },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url: at, payload: { caption: 'x' } })).statusCode,
    ).toBe(401);
    expect((await album(slug)).items[0].caption).toBe('');
  });
});
