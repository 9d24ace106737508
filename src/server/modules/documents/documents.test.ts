import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { documents, images } from '../../db/schema.ts';
import { simplePdf } from '../../db/seed/simple-pdf.ts';
import { pngBytes } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { imageFileNames } from '../images/images.service.ts';
import { documentsDir } from './documents.repository.ts';
import { imageOldPictures, sizeOldPictures } from './picture-sizes.ts';

describeEachDatabase('documents', (ctx) => {
  let id = '';
  beforeAll(async () => {
    const { database, config } = ctx();
    const pdf = simplePdf('Class Seven Class Routine', ['10:00 Bangla']);
    for (const grade of ['vii', 'vi'] as const) {
      const [row] = await database.db
        .insert(documents)
        .values({
          kind: 'routine',
          grade,
          title: `Class ${grade} routine`,
          mime: 'application/pdf',
          fileName: 'x',
          bytes: pdf.length,
        })
        .returning();
      fs.mkdirSync(documentsDir(config.dataDir), { recursive: true });
      fs.writeFileSync(path.join(documentsDir(config.dataDir), `${row!.id}.pdf`), pdf);
      await database.db
        .update(documents)
        .set({ fileName: `${row!.id}.pdf` })
        .where(eq(documents.id, row!.id));
      if (grade === 'vii') id = row!.id;
    }
  });

  it('lists routines by class, six first', async () => {
    const res = await ctx().app.inject({ url: '/api/documents?kind=routine' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((d: { grade: string }) => d.grade)).toEqual(['vi', 'vii']);
    expect(items[1].url).toBe(`/api/documents/${id}/view`);
    expect((await ctx().app.inject({ url: '/api/documents?kind=syllabus' })).json().items).toEqual(
      [],
    );
  });

  it('serves the file inline to view and as an attachment to download', async () => {
    const view = await ctx().app.inject({ url: `/api/documents/${id}/view` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline/);
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dl = await ctx().app.inject({ url: `/api/documents/${id}/download` });
    expect(dl.headers['content-disposition']).toMatch(
      /^attachment; filename="Class-vii-routine\.pdf"/,
    );
  });

  it('downloads a Bangla title under its own name, with an ASCII name for old browsers', async () => {
    await ctx()
      .database.db.update(documents)
      .set({ title: 'সপ্তম শ্রেণির ক্লাস রুটিন ২০২৬' })
      .where(eq(documents.id, id));
    const dl = await ctx().app.inject({ url: `/api/documents/${id}/download` });
    const disposition = String(dl.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="document\.pdf"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1]!;
    expect(encoded).toMatch(/^[A-Za-z0-9%._~!-]+$/);
    expect(decodeURIComponent(encoded)).toBe('সপ্তম শ্রেণির ক্লাস রুটিন ২০২৬.pdf');
    await ctx()
      .database.db.update(documents)
      .set({ title: 'Class vii routine' })
      .where(eq(documents.id, id));
  });

  it('shows a PDF sandboxed, and downloads it as a file rather than showing it', async () => {
    const view = await ctx().app.inject({ url: `/api/documents/${id}/view` });
    expect(view.headers['content-security-policy']).toBe('sandbox');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    const dl = await ctx().app.inject({ url: `/api/documents/${id}/download` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment;/);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves an image calendar as a WebP, sandboxed to view and as a file to download', async () => {
    const { database, config } = ctx();
    const webp = await sharp(await pngBytes(300, 200))
      .webp()
      .toBuffer();
    const [row] = await database.db
      .insert(documents)
      .values({
        kind: 'calendar',
        title: 'Academic Calendar',
        mime: 'image/webp',
        fileName: `${crypto.randomUUID()}.webp`,
        bytes: webp.length,
      })
      .returning();
    fs.writeFileSync(path.join(documentsDir(config.dataDir), row!.fileName), webp);
    const view = await ctx().app.inject({ url: `/api/documents/${row!.id}/view` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/webp');
    expect(view.headers['content-disposition']).toBe(
      `inline; filename="Academic-Calendar.webp"; filename*=UTF-8''Academic%20Calendar.webp`,
    );
    expect(view.headers['content-security-policy']).toBe('sandbox');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(view.rawPayload).metadata()).format).toBe('webp');
    const dl = await ctx().app.inject({ url: `/api/documents/${row!.id}/download` });
    expect(dl.headers['content-type']).toBe('image/webp');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="Academic-Calendar.webp"; filename*=UTF-8''Academic%20Calendar.webp`,
    );
    expect(dl.rawPayload.equals(webp)).toBe(true);
  });

  it('gives a size, once, to pictures kept before documents had one, and skips a missing file', async () => {
    const { database, config } = ctx();
    const webp = await sharp(await pngBytes(320, 240))
      .webp()
      .toBuffer();
    const rows = await database.db
      .insert(documents)
      .values(
        ['kept', 'missing'].map((name) => ({
          kind: 'calendar' as const,
          title: `Academic Calendar (${name})`,
          mime: 'image/webp',
          fileName: `${crypto.randomUUID()}.webp`,
          bytes: webp.length,
        })),
      )
      .returning();
    const [kept, missing] = rows as [(typeof rows)[0], (typeof rows)[0]];
    fs.writeFileSync(path.join(documentsDir(config.dataDir), kept.fileName), webp);
    const warnings: string[] = [];
    expect(
      await sizeOldPictures(database.db, ctx().app.files, (m) => warnings.push(m)),
    ).toBeGreaterThanOrEqual(1);
    const size = async (id: string) =>
      (
        await database.db
          .select({ width: documents.width, height: documents.height })
          .from(documents)
          .where(eq(documents.id, id))
      )[0];
    expect(await size(kept.id)).toEqual({ width: 320, height: 240 });
    expect(await size(missing.id)).toEqual({ width: null, height: null });
    expect(warnings).toEqual([expect.stringContaining(missing.fileName)]);
    // Once: a second start reads no file but the one still missing.
    warnings.length = 0;
    expect(await sizeOldPictures(database.db, ctx().app.files, (m) => warnings.push(m))).toBe(0);
    expect(warnings).toEqual([expect.stringContaining(missing.fileName)]);
    await database.db.delete(documents).where(eq(documents.id, missing.id));
  });

  it('gives WebP copies, once, to pictures kept before documents had them, and skips a missing file', async () => {
    const { database, config } = ctx();
    const webp = await sharp(await pngBytes(1000, 700))
      .webp()
      .toBuffer();
    const rows = await database.db
      .insert(documents)
      .values(
        ['old', 'lost'].map((name) => ({
          kind: 'syllabus' as const,
          grade: name === 'old' ? ('vi' as const) : ('vii' as const),
          title: `Syllabus (${name})`,
          mime: 'image/webp',
          fileName: `${crypto.randomUUID()}.webp`,
          bytes: webp.length,
          width: 1000,
          height: 700,
        })),
      )
      .returning();
    const [old, lost] = rows as [(typeof rows)[0], (typeof rows)[0]];
    fs.writeFileSync(path.join(documentsDir(config.dataDir), old.fileName), webp);
    const imageCount = async () => (await database.db.select().from(images)).length;
    const before = await imageCount();
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    // Two processes starting at once: the picture keeps one image, the other is removed.
    const made = await Promise.all([
      imageOldPictures(database.db, ctx().app.files, warn),
      imageOldPictures(database.db, ctx().app.files, warn),
    ]);
    const given = made[0]! + made[1]!;
    expect(given).toBeGreaterThanOrEqual(1);
    expect(await imageCount()).toBe(before + given);
    // At a start this runs before the app answers; here the app has cached the list.
    ctx().app.dropPublicCache();
    const listed = (await ctx().app.inject({ url: '/api/documents?kind=syllabus' })).json().items;
    const image = listed.find((d: { id: string }) => d.id === old.id).image;
    expect(image).toMatchObject({ url: `/uploads/${image.id}.webp`, width: 1000, height: 700 });
    for (const name of imageFileNames(image.id))
      expect((await ctx().app.inject({ url: `/uploads/${name}` })).statusCode).toBe(200);
    expect(listed.find((d: { id: string }) => d.id === lost.id).image).toBeNull();
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.every((w) => w.includes(lost.fileName))).toBe(true);
    // Once: a second start makes no image, and names the file still missing.
    warnings.length = 0;
    expect(await imageOldPictures(database.db, ctx().app.files, warn)).toBe(0);
    expect(await imageCount()).toBe(before + given);
    expect(warnings).toEqual([expect.stringContaining(lost.fileName)]);
    await database.db.delete(documents).where(eq(documents.id, lost.id));
  });

  it('refuses an unknown kind, a malformed id and a missing document', async () => {
    expect((await ctx().app.inject({ url: '/api/documents?kind=secret' })).statusCode).toBe(400);
    expect((await ctx().app.inject({ url: '/api/documents/../../etc/view' })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: '/api/documents/not-a-uuid/view' })).statusCode).toBe(
      400,
    );
    expect(
      (await ctx().app.inject({ url: '/api/documents/00000000-0000-4000-8000-000000000000/view' }))
        .statusCode,
    ).toBe(404);
  });
});
