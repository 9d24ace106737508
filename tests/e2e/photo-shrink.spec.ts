import type { Request } from '@playwright/test';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '../../src/shared/constants.ts';
import { expect, test } from './fixtures.ts';
import { openMenu, signIn } from './helpers.ts';

// Issue 17, "Phones' data": a photo is shrunk in the browser before it is sent. Other
// spec files share the server: the album is this run's own and goes again at the end.
const stamp = Date.now();

const WIDTH = 4000;
const HEIGHT = 3000;

/** The same bytes on every run (a linear congruential generator), one byte at a time. */
function bytes(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state >>> 24;
  };
}

/**
 * A camera photo of 4000 × 3000: colour gradients with a coarse texture (what a scene has
 * at every size) and fine grain (a sensor's noise, which is what makes a camera's JPEG
 * big), at JPEG quality 95: about 5.6 MB, more than the server takes (5 MB). Raw random
 * pixels alone make a 12 MB file that not even a 1600 px WebP brings under 600 KB: no
 * camera takes such a picture.
 */
async function cameraPhoto() {
  const tw = WIDTH / 8;
  const th = HEIGHT / 8;
  const nextTexture = bytes(7);
  const texture = await sharp(Buffer.from(Array.from({ length: tw * th * 3 }, nextTexture)), {
    raw: { width: tw, height: th, channels: 3 },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = bytes(99);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const gradient = [x / WIDTH, y / HEIGHT, (x + y) / (WIDTH + HEIGHT)];
      for (let c = 0; c < 3; c++) {
        const i = (y * WIDTH + x) * 3 + c;
        const value =
          40 + 170 * gradient[c]! + (texture[i]! / 255 - 0.5) * 60 + (grain() / 255 - 0.5) * 24;
        pixels[i] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  const raw = sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
  return {
    landscape: await raw.clone().jpeg({ quality: 95 }).toBuffer(),
    // The same pixels as a phone held upright writes them: stored sideways, with EXIF
    // orientation 6 (turn 90° clockwise to show).
    upright: await raw.clone().jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer(),
  };
}

type SentImage = { name: string; type: string; size: number; width: number; height: number };

/**
 * The length of an upload's body as Chromium sent it (its Content-Length): Playwright
 * does not see the bytes of a body that holds a file (postDataBuffer() is null).
 */
async function sentLength(request: Request): Promise<number> {
  const length = Number((await request.allHeaders())['content-length']);
  if (!Number.isInteger(length) || length <= 0)
    throw new Error(`no Content-Length seen for ${request.url()}`);
  return length;
}

test('a 5.6 MB camera photo chosen in the album uploader is sent shrunk (under 600 KB) and stored at 1600 px', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { landscape, upright } = await cameraPhoto();
  // More than the server takes: only a browser that shrinks it may send this photo.
  expect(landscape.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
  expect(upright.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
  expect(await sharp(upright).metadata()).toMatchObject({
    width: WIDTH,
    height: HEIGHT,
    orientation: 6,
  });

  // What the page hands XMLHttpRequest as the field "image": name, type, size and pixels.
  await page.addInitScript(() => {
    const sent: Promise<SentImage>[] = [];
    (window as unknown as { sentImages: typeof sent }).sentImages = sent;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function patchedSend(body) {
      const file = body instanceof FormData ? body.get('image') : null;
      if (file instanceof File)
        sent.push(
          createImageBitmap(file).then((bitmap) => {
            const { name, type, size } = file;
            const seen = { name, type, size, width: bitmap.width, height: bitmap.height };
            bitmap.close();
            return seen;
          }),
        );
      return send.call(this, body);
    };
  });
  const uploads: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/uploads')
      uploads.push(request);
  });

  const title = `Phone photos ${stamp}`;
  await signIn(page);
  await openMenu(page, 'Photo Albums');
  await page.getByLabel('New album title').fill(title);
  await page.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  try {
    await page.getByLabel('Add photos').setInputFiles([
      { name: 'IMG_20260301_101500.jpg', mimeType: 'image/jpeg', buffer: landscape },
      { name: 'IMG_20260301_101512.jpg', mimeType: 'image/jpeg', buffer: upright },
    ]);
    await expect(page.getByText('2 photos added')).toBeVisible({ timeout: 60_000 });
    expect(uploads).toHaveLength(2);

    // What Chromium sent: WebP, 1600 px on the longest side, upright, renamed.
    const images = await page.evaluate(() =>
      Promise.all((window as unknown as { sentImages: Promise<SentImage>[] }).sentImages),
    );
    expect(images).toEqual([
      expect.objectContaining({
        name: 'IMG_20260301_101500.webp',
        type: 'image/webp',
        width: 1600,
        height: 1200,
      }),
      expect.objectContaining({
        name: 'IMG_20260301_101512.webp',
        type: 'image/webp',
        width: 1200,
        height: 1600,
      }),
    ]);
    const stored: { width: number; height: number; url: string }[] = [];
    for (const [i, request] of uploads.entries()) {
      const length = await sentLength(request);
      const chosen = i === 0 ? landscape : upright;
      console.log(
        `${images[i]!.name}: ${chosen.length} bytes chosen, ${images[i]!.size} bytes of WebP, request body ${length} bytes`,
      );
      // The whole request body (the multipart form around the image) is under 600 KB.
      expect(length).toBeLessThan(600 * 1024);
      expect(length).toBeGreaterThan(images[i]!.size);

      const response = await request.response();
      expect(response?.status()).toBe(201);
      stored.push((await response!.json()) as { width: number; height: number; url: string });
    }

    // The server's answer and the stored file: 1600 × 1200, the upright one turned.
    expect(stored.map((s) => [s.width, s.height])).toEqual([
      [1600, 1200],
      [1200, 1600],
    ]);
    for (const image of stored) {
      const file = await page.request.get(image.url);
      expect(file.status()).toBe(200);
      const meta = await sharp(await file.body()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', image.width, image.height]);
    }
    await expect(page.getByRole('region', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);
  } finally {
    // Tidy up for the other spec files (/images counts the albums), even after a failure.
    await page.getByRole('link', { name: 'All albums' }).click();
    await page.getByRole('button', { name: `Delete: ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this album?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(title)).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});
