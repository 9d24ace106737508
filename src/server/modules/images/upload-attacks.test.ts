import fs from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../../shared/constants.ts';
import { images } from '../../db/schema.ts';
import { pngBytes } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { multipart, PNG_SIGNATURE, pngChunk, pngHeader } from '../../test/uploads.ts';

/**
 * Uploads as an attacker makes them, through the real app: each is refused with a 4xx
 * in the one error shape, or stored only as a re-encoded WebP that carries none of
 * what was sent besides the picture (no script, no payload, no EXIF or XMP). Never a 500.
 */
const PAYLOAD = 'polyglot-payload-7f3a';
const SCRIPT = `<script>alert('${PAYLOAD}')</script>`;
const HTML = `<!DOCTYPE html><html><body><h1>Hello</h1>${SCRIPT}</body></html>`;

const jpeg = (width = 64, height = 48, background = '#1363DF') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A JPEG with a comment segment (FF FE) right after its start marker. */
async function jpegWithComment(comment: string): Promise<Buffer> {
  const image = await jpeg();
  const data = Buffer.from(comment, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), segment, data, image.subarray(2)]);
}

/** A JPEG whose frame header (SOF) claims width x height. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const image = Buffer.from(await jpeg());
  for (let i = 2; i < image.length - 9; i++) {
    if (image[i] === 0xff && (image[i + 1] === 0xc0 || image[i + 1] === 0xc2)) {
      image.writeUInt16BE(height, i + 5);
      image.writeUInt16BE(width, i + 7);
      return image;
    }
  }
  throw new Error('no frame header');
}

/** A one-file ZIP (what a GIFAR appends: a Java archive after the picture). */
function zipWith(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const centralAt = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** A PNG with extra chunks (text, XMP…) right after its header, where readers look for them. */
async function pngWithChunks(chunks: Buffer[]): Promise<Buffer> {
  const png = await pngBytes();
  const afterHeader = PNG_SIGNATURE.length + 25;
  return Buffer.concat([png.subarray(0, afterHeader), ...chunks, png.subarray(afterHeader)]);
}

/** A real, valid PNG of one colour in 1-bit grey: a few kilobytes that decode to width x height. */
function onePngColour(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const raw = Buffer.alloc(row.length * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', pngHeader(width, height, 1, 0)),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${SCRIPT.replaceAll('<', '&lt;')}</dc:title><dc:creator>${PAYLOAD}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

type Case = {
  name: string;
  make: () => Promise<Buffer> | Buffer;
  filename: string;
  type: string;
  /** 'stored' (as a clean WebP) or the 4xx it must be refused with. */
  outcome: 'stored' | 400 | 413 | 415;
  /** It carries the script or the payload (checked, so the test proves something). */
  hostile?: boolean;
  /** It carries metadata (checked before upload). */
  metadata?: ('exif' | 'xmp' | 'comments')[];
};

const cases: Case[] = [
  // Polyglots: a picture that is also something else.
  {
    name: 'a JPEG with an HTML page and script appended',
    make: async () => Buffer.concat([await jpeg(), Buffer.from(HTML)]),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    outcome: 'stored',
    hostile: true,
  },
  {
    name: 'a GIFAR-style JPEG with a Java archive appended',
    make: async () =>
      Buffer.concat([await jpeg(), zipWith('META-INF/Evil.class', `${PAYLOAD} ${SCRIPT}`)]),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    outcome: 'stored',
    hostile: true,
  },
  {
    name: 'a JPEG that is also a PDF (PDF header and JavaScript in a comment)',
    make: () =>
      jpegWithComment(
        `%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert('${PAYLOAD}'))>>>>endobj\n${SCRIPT}`,
      ),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    outcome: 'stored',
    hostile: true,
  },
  {
    name: 'a PDF with a JPEG inside',
    make: async () =>
      Buffer.concat([
        Buffer.from(`%PDF-1.4\n%${PAYLOAD}\n1 0 obj<</Length 5000>>stream\n`),
        await jpeg(),
      ]),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    outcome: 415,
    hostile: true,
  },
  {
    name: 'an SVG with a script, named .png',
    make: () =>
      Buffer.from(
        `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}</svg>`,
      ),
    filename: 'picture.png',
    type: 'image/png',
    outcome: 415,
    hostile: true,
  },
  {
    name: 'an HTML page named .jpg',
    make: () => Buffer.from(HTML),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    outcome: 415,
    hostile: true,
  },
  {
    name: 'an HTML page behind a JPEG signature',
    make: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    outcome: 400,
    hostile: true,
  },
  // Script in the metadata.
  {
    name: 'a JPEG with script in its EXIF and XMP',
    make: async () =>
      sharp(await jpeg())
        .jpeg()
        .withExif({ IFD0: { ImageDescription: SCRIPT, Artist: PAYLOAD, Copyright: SCRIPT } })
        .withXmp(XMP)
        .toBuffer(),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    outcome: 'stored',
    hostile: true,
    metadata: ['exif', 'xmp'],
  },
  {
    name: 'a PNG with script in tEXt, iTXt (XMP) and zTXt chunks',
    make: () =>
      pngWithChunks([
        pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1')),
        pngChunk(
          'iTXt',
          Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'), Buffer.from(XMP)]),
        ),
        pngChunk(
          'zTXt',
          Buffer.concat([Buffer.from('Description\0\0', 'latin1'), deflateSync(SCRIPT)]),
        ),
      ]),
    filename: 'picture.png',
    type: 'image/png',
    outcome: 'stored',
    hostile: true,
    metadata: ['comments', 'xmp'],
  },
  {
    name: 'a WebP with script in its EXIF and XMP',
    make: async () =>
      sharp(await jpeg())
        .webp()
        .withExif({ IFD0: { ImageDescription: SCRIPT, Artist: PAYLOAD } })
        .withXmp(XMP)
        .toBuffer(),
    filename: 'picture.webp',
    type: 'image/webp',
    outcome: 'stored',
    hostile: true,
    metadata: ['exif', 'xmp'],
  },
  // Decompression bombs.
  {
    name: 'a valid 20000 x 20000 PNG of one colour (400 megapixels in a few kilobytes)',
    make: () => onePngColour(20_000, 20_000),
    filename: 'bomb.png',
    type: 'image/png',
    outcome: 413,
  },
  {
    name: 'a JPEG whose header claims 65500 x 65500',
    make: () => jpegClaiming(65_500, 65_500),
    filename: 'bomb.jpg',
    type: 'image/jpeg',
    outcome: 413,
  },
  {
    name: 'a valid 6000 x 6000 PNG of one colour (under the pixel limit: decoded, shrunk)',
    make: () => onePngColour(6_000, 6_000),
    filename: 'big.png',
    type: 'image/png',
    outcome: 'stored',
  },
  // Broken files.
  {
    name: 'a PNG cut in half',
    make: async () => {
      const png = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#F9A825' },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      return png.subarray(0, png.length >> 1);
    },
    filename: 'cut.png',
    type: 'image/png',
    outcome: 400,
  },
  {
    name: 'a WebP cut after its header',
    make: async () =>
      (
        await sharp(await jpeg())
          .webp()
          .toBuffer()
      ).subarray(0, 40),
    filename: 'cut.webp',
    type: 'image/webp',
    outcome: 400,
  },
  {
    name: 'a JPEG signature alone',
    make: () => Buffer.from([0xff, 0xd8, 0xff]),
    filename: 'cut.jpg',
    type: 'image/jpeg',
    outcome: 400,
  },
  {
    name: 'a zero-byte file',
    make: () => Buffer.alloc(0),
    filename: 'e.png',
    type: 'image/png',
    outcome: 400,
  },
  // Names and declared types that lie.
  {
    name: 'a PNG named .jpg and declared as text/html',
    make: () => pngBytes(),
    filename: 'photo.jpg',
    type: 'text/html',
    outcome: 'stored',
  },
  {
    name: 'a JPEG named .html with a path in its name',
    make: () => jpeg(),
    filename: '../../../index.html',
    type: 'application/octet-stream',
    outcome: 'stored',
  },
];

describeEachDatabase(
  'uploads under attack',
  (ctx) => {
    let cookie = '';
    beforeAll(async () => {
      await makeAccount(ctx().database.db, 'teacher', { loginId: 'attacked' });
      cookie = (await signIn(ctx().app, 'teacher', 'attacked')).cookie;
    });
    const upload = (bytes: Buffer, filename: string, type: string) => {
      const body = multipart(bytes, filename, type);
      return ctx().app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    const rows = async () => (await ctx().database.db.select().from(images)).length;
    const files = () =>
      fs.existsSync(ctx().config.uploadsDir) ? fs.readdirSync(ctx().config.uploadsDir) : [];

    /** Every stored size is a WebP made here: not the bytes sent, no script, no payload, no metadata. */
    const expectCleanWebp = async (id: string, sent: Buffer) => {
      const urls = [
        `/uploads/${id}.webp`,
        `/uploads/${id}-${IMAGE_WIDTHS.medium}.webp`,
        `/uploads/${id}-${IMAGE_WIDTHS.thumb}.webp`,
      ];
      for (const url of urls) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const bytes = res.rawPayload;
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(bytes.equals(sent)).toBe(false);
        const text = bytes.toString('latin1').toLowerCase();
        for (const bad of ['<script', PAYLOAD, '%pdf', '<html', 'xmpmeta', 'exif', 'xmp ']) {
          expect(text).not.toContain(bad.toLowerCase());
        }
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.exif, meta.xmp, meta.iptc, meta.comments]).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
      }
    };

    it.each(cases)('$name: $outcome', async ({ make, filename, type, outcome, ...c }) => {
      const sent = await make();
      if (c.hostile) expect(sent.toString('latin1')).toMatch(/<script|polyglot-payload/);
      if (c.metadata) {
        const meta = await sharp(sent).metadata();
        for (const m of c.metadata) expect(meta[m]).toBeDefined();
      }
      const [rowsBefore, filesBefore] = [await rows(), files()];
      const res = await upload(sent, filename, type);
      expect(res.statusCode).toBeLessThan(500);
      if (outcome === 'stored') {
        expect(res.statusCode, res.body).toBe(201);
        const ref = res.json();
        expect(ref.id).toMatch(/^[\w-]+$/);
        await expectCleanWebp(ref.id, sent);
        // Only the sizes under the random id were written, whatever the file was called.
        const added = files().filter((f) => !filesBefore.includes(f));
        expect(added.sort()).toEqual(
          [
            `${ref.id}.webp`,
            `${ref.id}-${IMAGE_WIDTHS.phone}.webp`,
            `${ref.id}-${IMAGE_WIDTHS.medium}.webp`,
            `${ref.id}-${IMAGE_WIDTHS.thumb}.webp`,
          ].sort(),
        );
        expect(fs.existsSync(`${ctx().config.dataDir}/index.html`)).toBe(false);
      } else {
        expect(res.statusCode, res.body).toBe(outcome);
        const { error } = res.json();
        expect(typeof error.code).toBe('string');
        expect(error.message.length).toBeGreaterThan(10);
        expect(res.body).not.toContain(PAYLOAD);
        expect(await rows()).toBe(rowsBefore);
        expect(files()).toEqual(filesBefore);
      }
    });

    it('stores 30 uploads sent at once, each under its own id, all clean WebP', async () => {
      const colours = Array.from({ length: 30 }, (_, i) => `#${(i * 8 + 16).toString(16)}4080`);
      const sent = await Promise.all(colours.map((c) => jpeg(320, 240, c)));
      const before = await rows();
      const answers = await Promise.all(
        sent.map((b, i) => upload(b, `many-${i}.jpg`, 'image/jpeg')),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
      const ids = answers.map((r) => r.json().id as string);
      expect(new Set(ids).size).toBe(30);
      expect(await rows()).toBe(before + 30);
      for (const [i, id] of ids.entries()) await expectCleanWebp(id, sent[i]!);
    });
  },
  { rateLimits: false },
);
