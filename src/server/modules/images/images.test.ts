import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { images } from '../../db/schema.ts';
import { pngBytes } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { hugePngHeader, multipart } from '../../test/uploads.ts';

describeEachDatabase(
  'POST /api/uploads',
  (ctx) => {
    let cookie = '';
    beforeAll(async () => {
      await makeAccount(ctx().database.db, 'student', { loginId: 'up' });
      cookie = (await signIn(ctx().app, 'student', 'up')).cookie;
    });
    const upload = (bytes: Buffer, filename: string, type: string, field?: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/uploads',
        ...multipart(bytes, filename, type, field),
        headers: { ...multipart(bytes, filename, type, field).headers, cookie },
      });
    const count = async () => (await ctx().database.db.select().from(images)).length;
    const files = () =>
      fs.existsSync(ctx().config.uploadsDir) ? fs.readdirSync(ctx().config.uploadsDir).length : 0;

    it('re-encodes a JPEG with GPS metadata to WebP without it, with a thumbnail', async () => {
      const jpeg = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: '#47B5FF' },
      })
        .jpeg()
        .withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Cheap Phone' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '22/1 41/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '90/1 38/1 0/1',
          },
        })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      expect(jpeg.includes(Buffer.from('PhoneMaker'))).toBe(true);
      const res = await upload(jpeg, 'photo.jpg', 'image/jpeg');
      expect(res.statusCode).toBe(201);
      const ref = res.json();
      expect(ref).toMatchObject({ width: 1200, height: 900 });
      const stored = await ctx().app.inject({ url: ref.url });
      expect(stored.headers['content-type']).toBe('image/webp');
      // No record shows it yet (its form is not saved): only the uploader's browser keeps it.
      expect(stored.headers['cache-control']).toBe('private, no-cache');
      const meta = await sharp(stored.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
      const thumb = await sharp(
        (await ctx().app.inject({ url: ref.thumbUrl })).rawPayload,
      ).metadata();
      expect(thumb.width).toBe(240);
    });

    it.each([
      [
        'a text file named .png',
        () => Buffer.from('just some text, not an image at all'),
        'x.png',
        'image/png',
        415,
      ],
      [
        'an SVG',
        () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        'image/svg+xml',
        415,
      ],
      [
        'a truncated image',
        async () =>
          (
            await sharp({ create: { width: 400, height: 300, channels: 3, background: '#F00' } })
              .jpeg()
              .toBuffer()
          ).subarray(0, 300),
        't.jpg',
        'image/jpeg',
        400,
      ],
      [
        'a 6 MB file',
        async () => Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024)]),
        'big.png',
        'image/png',
        413,
      ],
      [
        'an image of 20000 x 20000 pixels',
        async () => hugePngHeader(20000, 20000),
        'huge.png',
        'image/png',
        413,
      ],
      ['an empty file', async () => Buffer.alloc(0), 'e.png', 'image/png', 400],
    ])(
      'refuses %s with a clear 4xx and saves nothing',
      async (_name, make, filename, type, status) => {
        const [rows, onDisk] = [await count(), files()];
        const res = await upload(await make(), filename, type);
        expect(res.statusCode).toBe(status);
        expect(res.json().error.message.length).toBeGreaterThan(10);
        expect(await count()).toBe(rows);
        expect(files()).toBe(onDisk);
      },
    );

    it('refuses a request without the image field and one that is not multipart', async () => {
      expect((await upload(await pngBytes(), 'p.png', 'image/png', 'other')).statusCode).toBe(400);
      const json = await ctx().app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: { image: 'x' },
        headers: { cookie },
      });
      expect(json.statusCode).toBe(415);
    });

    it('keeps no files for refused uploads in the uploads folder', () => {
      const names = fs.existsSync(ctx().config.uploadsDir)
        ? fs.readdirSync(ctx().config.uploadsDir)
        : [];
      expect(names.every((n) => /^[\w-]+(-\d+)?\.webp$/.test(n))).toBe(true);
      expect(path.extname(names[0] ?? '.webp')).toBe('.webp');
    });
  },
  { rateLimits: false },
);
