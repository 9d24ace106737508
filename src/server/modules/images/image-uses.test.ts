import fs from 'node:fs';
import path from 'node:path';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_WIDTHS } from '../../../shared/constants.ts';
import { buildApp } from '../../app.ts';
import * as schema from '../../db/schema.ts';
import { images } from '../../db/schema.ts';
import { DEMO_CONTENT } from '../../db/seed/demo-pages.ts';
import { makeAlbum, makeImage, makeNotice, makePost, pngBytes } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { multipart } from '../../test/uploads.ts';
import { IMAGE_COLUMNS, sweepUnusedImages } from './image-uses.ts';
import { imageFileNames, storeImage } from './images.service.ts';

describe('IMAGE_COLUMNS', () => {
  it('lists every column that refers to an image', () => {
    const referring = (Object.values(schema) as unknown[])
      .filter((t): t is PgTable => is(t, PgTable))
      .flatMap((t) => getTableConfig(t).foreignKeys.map((fk) => fk.reference()))
      .filter((ref) => ref.foreignTable === images)
      .flatMap((ref) => ref.columns);
    expect(referring.length).toBeGreaterThanOrEqual(9);
    expect(new Set(IMAGE_COLUMNS.map((u) => u.column))).toEqual(new Set(referring));
  });
});

describeEachDatabase('images no record uses any more', (ctx) => {
  const who: Record<'student' | 'teacher' | 'admin', Record<string, string>> = {
    student: {},
    teacher: {},
    admin: {},
  };
  beforeAll(async () => {
    const { app, database } = ctx();
    for (const role of ['student', 'teacher', 'admin'] as const) {
      await makeAccount(database.db, role, { loginId: `uses-${role}` });
      who[role] = { cookie: (await signIn(app, role, `uses-${role}`)).cookie };
    }
  });
  const call = (
    role: keyof typeof who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx().app.inject({ method, url, headers: who[role], ...(payload && { payload }) });
  const upload = async (role: keyof typeof who) => {
    const body = multipart(await pngBytes(), 'photo.png', 'image/png');
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...who[role] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const image = async () => (await makeImage(ctx().database.db, ctx().app.files)).id;
  /** The image's row and its files: all there (true), all gone (false). */
  const kept = async (id: string) => {
    const rows = await ctx().database.db.select().from(images).where(eq(images.id, id));
    const files = imageFileNames(id).filter((f) =>
      fs.existsSync(path.join(ctx().config.uploadsDir, f)),
    );
    if (rows.length === 1 && files.length === imageFileNames(id).length) return true;
    if (rows.length === 0 && files.length === 0) return false;
    throw new Error(`image ${id}: ${rows.length} row(s) and ${files.length} file(s)`);
  };
  const backdate = (id: string, hours: number) =>
    ctx()
      .database.db.update(images)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(images.id, id));
  const studentProfile = (imageId: string) => ({
    role: 'student',
    name: 'Mim Akter',
    nameBn: '',
    guardianName: 'Abdul Karim',
    guardianPhone: '01812345678',
    phone: '01712345678',
    city: 'Bhola',
    village: 'Char Nilkamal',
    bari: 'Mia Bari',
    ward: '4',
    facebook: 'https://facebook.com/mim',
    imageId,
  });

  it("removes a student's old photo, its row and files, when a new one is saved", async () => {
    const first = await upload('student');
    expect((await call('student', 'PUT', '/api/profile', studentProfile(first))).statusCode).toBe(
      200,
    );
    const second = await upload('student');
    const res = await call('student', 'PUT', '/api/profile', studentProfile(second));
    expect(res.statusCode).toBe(200);
    expect(res.json().image.id).toBe(second);
    expect(await kept(first)).toBe(false);
    expect(await kept(second)).toBe(true);
    expect((await ctx().app.inject({ url: `/uploads/${first}.webp` })).statusCode).toBe(404);
  });

  it('keeps an image another record still uses', async () => {
    // A photo that is also a notice's image: replacing the photo leaves the notice whole.
    const shared = await image();
    await makeNotice(ctx().database.db, { imageId: shared });
    await call('student', 'PUT', '/api/profile', studentProfile(shared));
    await call('student', 'PUT', '/api/profile', studentProfile(await image()));
    expect(await kept(shared)).toBe(true);

    // The library's picture, also a staff member's photo: kept while the content names it.
    const library = await image();
    const member = await call('admin', 'POST', '/api/staff', {
      name: 'Rahim Uddin',
      designation: 'Librarian',
      department: 'Library',
      joinDate: null,
      mobile: '',
      imageId: library,
    });
    expect(member.statusCode, member.body).toBe(201);
    const withPicture = { ...DEMO_CONTENT.library, imageId: library };
    expect((await call('admin', 'PUT', '/api/content/library', withPicture)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `/api/staff/${member.json().id}`)).statusCode).toBe(204);
    expect(await kept(library)).toBe(true);
    const next = await image();
    await call('admin', 'PUT', '/api/content/library', { ...withPicture, imageId: next });
    expect(await kept(library)).toBe(false);
    expect(await kept(next)).toBe(true);
  });

  it('removes the images of edited and deleted notices, events, problems, solutions, staff and albums', async () => {
    const names = ['e1', 'e2', 'n1', 'p1', 's1', 's2', 'st1', 'st2', 'a1', 'a2'] as const;
    const made = {} as Record<(typeof names)[number], string>;
    for (const name of names) made[name] = await image();
    const { e1, e2, n1, p1, s1, s2, st1, st2, a1, a2 } = made;
    const event = { name: 'Sports Day', date: '2026-01-15', author: 'Head Teacher' };
    const ev = (await call('admin', 'POST', '/api/events', { ...event, imageId: e1 })).json();
    await call('admin', 'PUT', `/api/events/${ev.id}`, { ...event, imageId: e2 });
    expect([await kept(e1), await kept(e2)]).toEqual([false, true]);

    const notice = { date: '2026-02-01', author: 'Head Teacher', imageId: n1 };
    const no = (await call('admin', 'POST', '/api/notices', notice)).json();
    expect((await call('admin', 'DELETE', `/api/notices/${no.id}`)).statusCode).toBe(204);
    expect(await kept(n1)).toBe(false);

    const { db } = ctx().database;
    const problem = await makePost(db, 'problem', null, p1);
    const answer = (s: string) =>
      call('teacher', 'POST', `/api/problems/${problem}/solutions`, { details: 'Try', imageId: s });
    const first = (await answer(s1)).json();
    await answer(s2);
    await call('teacher', 'DELETE', `/api/problems/${problem}/solutions/${first.id}`);
    expect(await kept(s1)).toBe(false);
    expect(await kept(s2)).toBe(true);
    expect((await call('admin', 'DELETE', `/api/problems/${problem}`)).statusCode).toBe(204);
    expect([await kept(p1), await kept(s2)]).toEqual([false, false]);

    const member = { name: 'Office', designation: 'Clerk', department: '', joinDate: null };
    const sm = (
      await call('admin', 'POST', '/api/staff', { ...member, mobile: '', imageId: st1 })
    ).json();
    await call('admin', 'PUT', `/api/staff/${sm.id}`, { ...member, mobile: '', imageId: st2 });
    expect([await kept(st1), await kept(st2)]).toEqual([false, true]);

    const album = (await call('admin', 'POST', '/api/albums', { title: 'Picnic' })).json();
    const added = await call('admin', 'POST', `/api/albums/${album.id}/images`, {
      imageIds: [a1, a2],
    });
    expect(added.statusCode, added.body).toBe(201);
    const first1 = added.json().items.find((i: { image: { id: string } }) => i.image.id === a1);
    await call('admin', 'DELETE', `/api/albums/${album.id}/images/${first1.id}`);
    expect([await kept(a1), await kept(a2)]).toEqual([false, true]);
    expect((await call('admin', 'DELETE', `/api/albums/${album.id}`)).statusCode).toBe(204);
    expect(await kept(a2)).toBe(false);
  });

  it("caches public pictures for a year, posts' pictures and unsaved uploads only in the browser, and a student's photo nowhere", async () => {
    const { db } = ctx().database;
    const cacheOf = async (id: string, as?: keyof typeof who) => {
      const [full, thumb] = await Promise.all(
        [`/uploads/${id}.webp`, `/uploads/${id}-240.webp`].map((url) =>
          ctx().app.inject({ url, headers: as ? who[as] : {} }),
        ),
      );
      expect(full!.statusCode).toBe(200);
      expect(thumb!.headers['cache-control']).toBe(full!.headers['cache-control']);
      return full!.headers['cache-control'];
    };
    const yearLong = 'public, max-age=31536000, immutable';
    const browserOnly = 'private, no-cache';

    const photo = await upload('student');
    expect(await cacheOf(photo)).toBe(browserOnly);
    await call('student', 'PUT', '/api/profile', studentProfile(photo));
    expect(await cacheOf(photo, 'student')).toBe('private, no-store');

    const teacherPhoto = await image();
    const teacher = await makeAccount(db, 'teacher', { loginId: 'shown', imageId: teacherPhoto });
    expect(teacher.imageId).toBe(teacherPhoto);
    expect(await cacheOf(teacherPhoto)).toBe(yearLong);
    // A teacher who left is on no public page: their photo is not public any more.
    const leftPhoto = await image();
    await makeAccount(db, 'teacher', {
      loginId: 'left',
      imageId: leftPhoto,
      deactivatedAt: new Date(),
    });
    expect(await cacheOf(leftPhoto)).toBe(browserOnly);

    const onNotice = await image();
    await makeNotice(db, { imageId: onNotice });
    expect(await cacheOf(onNotice)).toBe(yearLong);
    const inAlbum = await image();
    await makeAlbum(db, { slug: 'sports-day' }, [inAlbum]);
    expect(await cacheOf(inAlbum)).toBe(yearLong);
    const logo = await image();
    await call('admin', 'PUT', '/api/content/school', {
      ...DEMO_CONTENT.school,
      logoImageId: logo,
    });
    expect(await cacheOf(logo)).toBe(yearLong);

    const onProblem = await image();
    await makePost(db, 'problem', null, onProblem);
    expect(await cacheOf(onProblem)).toBe(browserOnly);
    // A student's photo stays personal even if a public record names the same image.
    await makeNotice(db, { imageId: photo });
    expect(await cacheOf(photo, 'teacher')).toBe('private, no-store');
  });

  it('serves a picture as public only until a write makes it personal', async () => {
    // The server remembers which pictures are public (uploads.ts) until the next write.
    const headerOf = async (id: string) =>
      (await ctx().app.inject({ url: `/uploads/${id}-240.webp` })).headers['cache-control'];
    const photo = await upload('student');
    await makeNotice(ctx().database.db, { imageId: photo });
    expect(await headerOf(photo)).toBe('public, max-age=31536000, immutable');
    expect(await headerOf(photo)).toBe('public, max-age=31536000, immutable');
    // The student makes it their own photo: personal from the very next answer.
    const saved = await call('student', 'PUT', '/api/profile', studentProfile(photo));
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = await ctx().app.inject({
      url: `/uploads/${photo}-240.webp`,
      headers: who.student,
    });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await ctx().app.inject({ url: `/uploads/${photo}-240.webp` })).statusCode).toBe(404);
  });

  it("serves a student's photo only to the school's signed-in staff and the student", async () => {
    const { app, database } = ctx();
    const photo = await upload('student');
    expect((await call('student', 'PUT', '/api/profile', studentProfile(photo))).statusCode).toBe(
      200,
    );
    await makeAccount(database.db, 'student', { loginId: 'classmate' });
    const classmate = (await signIn(app, 'student', 'classmate')).cookie;
    const get = (cookie?: string) =>
      app.inject({ url: `/uploads/${photo}.webp`, headers: cookie ? { cookie } : {} });
    for (const role of ['student', 'teacher', 'admin'] as const) {
      const res = await get(who[role].cookie);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type'], role).toBe('image/webp');
      expect(res.headers['cache-control'], role).toBe('private, no-store');
    }
    // Whoever else has the address (a link passed on, a classmate, a signed-out browser)
    // is told there is no such image.
    for (const [who, cookie] of [
      ['nobody', undefined],
      ['a classmate', classmate],
      ['a stale cookie', 'sid=not-a-session'],
    ] as const) {
      const res = await get(cookie);
      expect(res.statusCode, who).toBe(404);
      expect(res.headers['content-type'], who).not.toMatch(/image/);
    }
    // A teacher's photo stays public.
    const teacherPhoto = await image();
    await makeAccount(database.db, 'teacher', { loginId: 'on-the-page', imageId: teacherPhoto });
    const shown = await app.inject({ url: `/uploads/${teacherPhoto}.webp` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes a copy that a picture kept before its width existed lacks, when it is first asked for', async () => {
    const { app, database } = ctx();
    const { id } = await storeImage(database.db, app.files, await pngBytes(1300, 900));
    await makeNotice(database.db, { imageId: id });
    // As a picture kept by an earlier version of the site: no 720 px copy.
    const copy = `${id}-${IMAGE_WIDTHS.phone}.webp`;
    await app.files.remove('uploads', [copy]);
    expect((await app.files.list('uploads')).map((f) => f.name)).not.toContain(copy);

    // Two readers at once: both get it, made once from the whole picture, and it is kept.
    const [one, two] = await Promise.all([1, 2].map(() => app.inject({ url: `/uploads/${copy}` })));
    for (const res of [one!, two!]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 720 });
    }
    expect((await app.files.list('uploads')).map((f) => f.name)).toContain(copy);

    // No other width is made, nor a copy of an unknown picture or of one whose whole
    // picture is gone: each is a 404, not an error.
    expect((await app.inject({ url: `/uploads/${id}-500.webp` })).statusCode).toBe(404);
    const unknown = `${crypto.randomUUID()}-${IMAGE_WIDTHS.phone}.webp`;
    expect((await app.inject({ url: `/uploads/${unknown}` })).statusCode).toBe(404);
    await app.files.remove('uploads', [`${id}.webp`, copy]);
    expect((await app.inject({ url: `/uploads/${copy}` })).statusCode).toBe(404);
  });

  it('sweeps images no record has used for a day, and files left without a row', async () => {
    const { database, config } = ctx();
    const fresh = await upload('teacher');
    const old = await image();
    const oldInUse = await image();
    await makeNotice(database.db, { imageId: oldInUse });
    await backdate(old, 25);
    await backdate(oldInUse, 25);
    const stray = path.join(config.uploadsDir, `${crypto.randomUUID()}-240.webp`);
    const newStray = path.join(config.uploadsDir, `${crypto.randomUUID()}.webp`);
    fs.writeFileSync(stray, 'x');
    fs.writeFileSync(newStray, 'x');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    fs.utimesSync(stray, dayAgo, dayAgo);

    expect(await sweepUnusedImages(database.db, ctx().app.files)).toEqual([old]);
    expect(await kept(old)).toBe(false);
    expect(await kept(fresh)).toBe(true);
    expect(await kept(oldInUse)).toBe(true);
    expect(fs.existsSync(stray)).toBe(false);
    expect(fs.existsSync(newStray)).toBe(true);
  });

  it('sweeps when the server starts', async () => {
    const { database, config } = ctx();
    const old = await image();
    await backdate(old, 48);
    const another = await buildApp(config, database);
    try {
      await another.ready();
      await vi.waitFor(async () => expect(await kept(old)).toBe(false));
    } finally {
      await another.close();
    }
  });
});
