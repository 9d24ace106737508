import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import { DOCUMENT_MAX_BYTES } from '../../../shared/schemas/documents.ts';
import { images } from '../../db/schema.ts';
import { simplePdf } from '../../db/seed/simple-pdf.ts';
import { pngBytes } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { imageFileNames } from '../images/images.service.ts';
import { documentsDir } from './documents.repository.ts';

describeEachDatabase('academic files (admin)', (ctx) => {
  let cookie: string;
  beforeAll(async () => {
    await makeAccount(ctx().database.db, 'admin', { loginId: 'files-admin' });
    cookie = (await signIn(ctx().app, 'admin', 'files-admin')).cookie;
  });
  const upload = (fields: Record<string, string>, bytes?: Buffer, name = 'file.pdf') => {
    const body = multipartBody(fields, bytes && { field: 'file', name, bytes });
    return ctx().app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  const list = async (kind: string) =>
    (await ctx().app.inject({ url: `/api/documents?kind=${kind}` })).json().items;
  /** The status of each of an image's three files under /uploads/, and whether its row is kept. */
  const stateOf = async (image: ImageRef) => ({
    files: await Promise.all(
      imageFileNames(image.id).map(
        async (name) => (await ctx().app.inject({ url: `/uploads/${name}` })).statusCode,
      ),
    ),
    row: (await ctx().database.db.select().from(images).where(eq(images.id, image.id))).length,
  });
  const remove = (id: string) =>
    ctx().app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: { cookie } });

  it('stores a class routine PDF that the public list shows, viewable and downloadable', async () => {
    const pdf = simplePdf('Class Seven Routine', ['Saturday 10:00 Bangla']);
    const res = await upload({ kind: 'routine', grade: 'vii' }, pdf, 'routine.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'routine',
      grade: 'vii',
      mime: 'application/pdf',
      width: null,
      height: null,
      // A PDF has no picture to draw.
      image: null,
    });
    const [doc] = await list('routine');
    expect(doc.image).toBeNull();
    // The class and the year it was uploaded in Dhaka (UTC+6, no summer time).
    const year = new Date(Date.now() + 6 * 3600_000).getUTCFullYear();
    expect(doc.title).toBe(`Class Seven Class Routine ${year}`);
    expect(Date.parse(doc.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const view = await ctx().app.inject({ url: doc.url });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline/);
    expect(view.rawPayload.equals(pdf)).toBe(true);
    const download = await ctx().app.inject({ url: doc.downloadUrl });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
  });

  it('replaces the file of the same slot and removes the old one from disk', async () => {
    const [before] = await list('routine');
    const res = await upload({ kind: 'routine', grade: 'vii' }, simplePdf('New', ['x']));
    expect(res.statusCode).toBe(201);
    const after = await list('routine');
    expect(after).toHaveLength(1);
    expect(after[0].id).not.toBe(before.id);
    const files = fs.readdirSync(documentsDir(ctx().config.dataDir));
    expect(files).toHaveLength(1);
  });

  it('keeps an image calendar as a re-encoded WebP without its metadata', async () => {
    const jpeg = await sharp(await pngBytes(300, 200))
      .jpeg()
      .withExif({ IFD0: { ImageDescription: '<script>alert(1)</script>' } })
      .toBuffer();
    const res = await upload({ kind: 'calendar' }, jpeg, 'calendar.jpg');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mime).toBe('image/webp');
    // Its size, so the calendar page keeps the picture's room before it loads.
    expect(res.json()).toMatchObject({ width: 300, height: 200 });
    expect((await list('calendar'))[0]).toMatchObject({ width: 300, height: 200 });
    const stored = await ctx().app.inject({ url: res.json().url });
    expect(stored.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('draws a picture through WebP copies at four widths, replaced with it; the file stays to download', async () => {
    const first = await upload({ kind: 'calendar' }, await pngBytes(1300, 1051), 'calendar.png');
    expect(first.statusCode, first.body).toBe(201);
    const image: ImageRef = first.json().image;
    expect(image).toMatchObject({
      url: `/uploads/${image.id}.webp`,
      thumbUrl: `/uploads/${image.id}-240.webp`,
      width: 1300,
      height: 1051,
    });
    expect((await list('calendar'))[0].image).toEqual(image);
    expect(await stateOf(image)).toEqual({ files: [200, 200, 200, 200], row: 1 });
    const widths = await Promise.all(
      imageFileNames(image.id).map(async (name) => {
        const res = await ctx().app.inject({ url: `/uploads/${name}` });
        expect(res.headers['content-type']).toBe('image/webp');
        // Public, like every picture on a public page: kept by caches for long.
        expect(res.headers['cache-control']).toMatch(/^public/);
        return (await sharp(res.rawPayload).metadata()).width;
      }),
    );
    expect(widths).toEqual([1300, 800, 240, 720]);
    // The file people view and download is the picture as kept, not a copy.
    const kept = await ctx().app.inject({ url: first.json().downloadUrl });
    expect(kept.statusCode).toBe(200);
    expect((await sharp(kept.rawPayload).metadata()).width).toBe(1300);

    const second = await upload({ kind: 'calendar' }, await pngBytes(600, 400), 'calendar.png');
    expect(second.statusCode, second.body).toBe(201);
    const next: ImageRef = second.json().image;
    expect(next.id).not.toBe(image.id);
    expect(next).toMatchObject({ width: 600, height: 400 });
    expect(await stateOf(next)).toEqual({ files: [200, 200, 200, 200], row: 1 });
    // The replaced picture's copies are gone with it.
    expect(await stateOf(image)).toEqual({ files: [404, 404, 404, 404], row: 0 });
  });

  it('refuses what is not a PDF or an image, whatever its name says', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload({ kind: 'syllabus', grade: 'ix' }, html, 'syllabus.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_type');
    const truncated = simplePdf('T', ['x']).subarray(0, 200);
    expect((await upload({ kind: 'syllabus', grade: 'ix' }, truncated)).statusCode).toBe(400);
    expect((await upload({ kind: 'syllabus', grade: 'ix' }, Buffer.alloc(0))).statusCode).toBe(400);
    expect(await list('syllabus')).toEqual([]);
  });

  it('refuses a file over the cap with 413', async () => {
    const big = Buffer.concat([simplePdf('Big', ['x']), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const res = await upload({ kind: 'syllabus', grade: 'x' }, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/10 MB/);
  });

  it('needs a class for a routine, none for the calendar, and a file', async () => {
    const pdf = simplePdf('R', ['x']);
    const noGrade = await upload({ kind: 'routine' }, pdf);
    expect(noGrade.statusCode).toBe(400);
    expect(noGrade.json().error.details.fields[0].field).toBe('grade');
    expect((await upload({ kind: 'calendar', grade: 'vi' }, pdf)).statusCode).toBe(400);
    expect((await upload({ kind: 'exam', grade: 'vi' }, pdf)).statusCode).toBe(400);
    expect((await upload({ kind: 'routine', grade: 'vi' })).json().error.code).toBe('no_file');
  });

  it('deletes a file and its bytes', async () => {
    const [doc] = await list('routine');
    const res = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/documents/${doc.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await list('routine')).toEqual([]);
    const left = fs.readdirSync(documentsDir(ctx().config.dataDir));
    expect(left.some((f) => f.endsWith('.pdf'))).toBe(false);
    expect(path.extname(left[0] ?? '')).toBe('.webp');

    // A picture's copies go with it.
    const [calendar] = await list('calendar');
    expect(await stateOf(calendar.image)).toEqual({ files: [200, 200, 200, 200], row: 1 });
    expect((await remove(calendar.id)).statusCode).toBe(204);
    expect(await stateOf(calendar.image)).toEqual({ files: [404, 404, 404, 404], row: 0 });
    expect(fs.readdirSync(documentsDir(ctx().config.dataDir))).toEqual([]);
  });
});
