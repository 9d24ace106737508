import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import { i18n } from '../../lib/i18n.ts';
import { fakeXhr } from '../../test/fake-xhr.ts';
import {
  CHOSEN_IMAGE_MAX_BYTES,
  canShrinkImages,
  chosenImageMaxBytes,
  type DecodedImage,
  type ImageCodec,
  SHRINK_KEEP_BYTES,
  SHRINK_QUALITY,
  shrinkImage,
  shrunkName,
} from './shrink-image.ts';
import { uploadImage } from './upload-image.ts';
import { imageProblem } from './use-chosen-image.ts';

const MB = 1024 * 1024;

/** A chosen file of `bytes` bytes. */
function photo(name: string, bytes: number, type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
}

/**
 * A codec that decodes every file as a `width` × `height` picture and encodes it as
 * `encoded(type)` gives (by default a blob of that type, a tenth of a byte per pixel).
 */
function fakeCodec(
  width: number,
  height: number,
  encoded: (type: string, w: number, h: number) => Blob | null = (type, w, h) =>
    new Blob([new Uint8Array(Math.ceil((w * h) / 10))], { type }),
) {
  const image = { width, height, close: vi.fn<() => void>() };
  const codec = {
    decode: vi.fn(async (_file: Blob) => image),
    encode: vi.fn(async (_i: DecodedImage, w: number, h: number, type: string, _q: number) =>
      encoded(type, w, h),
    ),
  } satisfies ImageCodec;
  return { codec, image };
}

describe('shrinkImage', () => {
  it('scales a big landscape photo to 1600 px wide, keeping its aspect ratio, as WebP 0.8', async () => {
    const { codec, image } = fakeCodec(4000, 3000);
    const file = photo('IMG_0001.JPG', 5 * MB);
    const shrunk = await shrinkImage(file, codec);
    expect(codec.decode).toHaveBeenCalledWith(file);
    expect(codec.encode).toHaveBeenCalledTimes(1);
    expect(codec.encode).toHaveBeenCalledWith(image, 1600, 1200, 'image/webp', SHRINK_QUALITY);
    expect(SHRINK_QUALITY).toBe(0.8);
    expect(shrunk).not.toBe(file);
    expect(shrunk.type).toBe('image/webp');
    expect(shrunk.name).toBe('IMG_0001.webp');
    expect(shrunk.size).toBe(192_000);
    expect(shrunk.lastModified).toBe(file.lastModified);
    // The decoded pixels are given back.
    expect(image.close).toHaveBeenCalledTimes(1);
  });

  it('scales a big portrait photo to 1600 px high', async () => {
    const { codec, image } = fakeCodec(3000, 4000);
    const shrunk = await shrinkImage(photo('portrait.jpg', 4 * MB), codec);
    expect(codec.encode).toHaveBeenCalledWith(image, 1200, 1600, 'image/webp', 0.8);
    expect(shrunk.name).toBe('portrait.webp');
  });

  it('rounds the short side of an odd aspect ratio', async () => {
    const { codec, image } = fakeCodec(3001, 2000);
    await shrinkImage(photo('odd.png', 3 * MB, 'image/png'), codec);
    expect(codec.encode).toHaveBeenCalledWith(image, 1600, 1066, 'image/webp', 0.8);
    const tall = fakeCodec(10, 9000);
    await shrinkImage(photo('strip.png', 3 * MB, 'image/png'), tall.codec);
    expect(tall.codec.encode).toHaveBeenCalledWith(tall.image, 2, 1600, 'image/webp', 0.8);
  });

  it('keeps a photo that is already small (1600 px at most and under 600 KB) as it is', async () => {
    for (const [width, height] of [
      [1200, 900],
      [1600, 1200],
      [900, 1600],
    ] as const) {
      const { codec, image } = fakeCodec(width, height);
      const file = photo('small.jpg', SHRINK_KEEP_BYTES - 1);
      expect(await shrinkImage(file, codec)).toBe(file);
      expect(codec.encode).not.toHaveBeenCalled();
      expect(image.close).toHaveBeenCalled();
    }
  });

  it('re-encodes a photo small in pixels but heavy in bytes, at its own size', async () => {
    const { codec, image } = fakeCodec(1400, 1000);
    const shrunk = await shrinkImage(photo('scan.png', 3 * MB, 'image/png'), codec);
    expect(codec.encode).toHaveBeenCalledWith(image, 1400, 1000, 'image/webp', 0.8);
    expect(shrunk.name).toBe('scan.webp');
  });

  it('shrinks a photo big in pixels even when it is light in bytes', async () => {
    const { codec } = fakeCodec(4000, 3000, (type) => new Blob([new Uint8Array(1000)], { type }));
    const shrunk = await shrinkImage(photo('light.webp', 400_000, 'image/webp'), codec);
    expect(shrunk.size).toBe(1000);
  });

  it('throws the result away when it is not smaller than the original', async () => {
    for (const size of [2 * MB, 2 * MB + 1]) {
      const { codec, image } = fakeCodec(
        4000,
        3000,
        (type) => new Blob([new Uint8Array(size)], { type }),
      );
      const file = photo('noise.jpg', 2 * MB);
      expect(await shrinkImage(file, codec)).toBe(file);
      expect(image.close).toHaveBeenCalled();
    }
  });

  it('sends the original when the browser cannot decode it (the server answers as usual)', async () => {
    const codec: ImageCodec = {
      decode: vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
      encode: vi.fn(),
    };
    const file = photo('broken.jpg', 5 * MB);
    expect(await shrinkImage(file, codec)).toBe(file);
    expect(codec.encode).not.toHaveBeenCalled();
  });

  it('sends the original when encoding fails or gives nothing, and still frees the picture', async () => {
    const failing = fakeCodec(4000, 3000, () => {
      throw new Error('out of memory');
    });
    const file = photo('big.jpg', 5 * MB);
    expect(await shrinkImage(file, failing.codec)).toBe(file);
    expect(failing.image.close).toHaveBeenCalledTimes(1);

    const empty = fakeCodec(4000, 3000, () => null);
    expect(await shrinkImage(file, empty.codec)).toBe(file);
    const zero = fakeCodec(4000, 3000, (type) => new Blob([], { type }));
    expect(await shrinkImage(file, zero.codec)).toBe(file);
    const noSize = fakeCodec(0, 0);
    expect(await shrinkImage(file, noSize.codec)).toBe(file);
    expect(noSize.codec.encode).not.toHaveBeenCalled();
  });

  it('falls back to JPEG 0.8 where the browser writes no WebP, and then asks for JPEG at once', async () => {
    // A canvas that cannot write a type writes PNG instead.
    const { codec, image } = fakeCodec(4000, 3000, (type, w, h) => {
      const written = type === 'image/webp' ? 'image/png' : type;
      return new Blob([new Uint8Array(Math.ceil((w * h) / 10))], { type: written });
    });
    const first = await shrinkImage(photo('camera.jpeg', 5 * MB), codec);
    expect(codec.encode.mock.calls.map((c) => c.slice(1))).toEqual([
      [1600, 1200, 'image/webp', 0.8],
      [1600, 1200, 'image/jpeg', 0.8],
    ]);
    expect(first.type).toBe('image/jpeg');
    expect(first.name).toBe('camera.jpg');
    expect(image.close).toHaveBeenCalledTimes(1);

    codec.encode.mockClear();
    const second = await shrinkImage(photo('second.png', 5 * MB, 'image/png'), codec);
    expect(codec.encode.mock.calls.map((c) => c.slice(1))).toEqual([
      [1600, 1200, 'image/jpeg', 0.8],
    ]);
    expect(second.name).toBe('second.jpg');
  });

  it('tries WebP again after a WebP encode that gave nothing (not a missing encoder)', async () => {
    let webpTries = 0;
    const { codec } = fakeCodec(4000, 3000, (type) => {
      if (type === 'image/webp' && ++webpTries === 1) return null;
      return new Blob([new Uint8Array(1000)], { type });
    });
    expect((await shrinkImage(photo('one.jpg', 5 * MB), codec)).name).toBe('one.jpg');
    expect((await shrinkImage(photo('two.jpg', 5 * MB), codec)).name).toBe('two.webp');
    expect(codec.encode.mock.calls.map((c) => c[3])).toEqual([
      'image/webp',
      'image/jpeg',
      'image/webp',
    ]);
  });

  it('sends the original when the browser writes neither WebP nor JPEG', async () => {
    const { codec } = fakeCodec(
      4000,
      3000,
      (_type) => new Blob([new Uint8Array(9)], { type: 'image/png' }),
    );
    const file = photo('camera.jpg', 5 * MB);
    expect(await shrinkImage(file, codec)).toBe(file);
  });

  it('leaves a file that is not a JPEG, PNG or WebP image to the server', async () => {
    const { codec } = fakeCodec(4000, 3000);
    for (const file of [photo('animation.gif', 5 * MB, 'image/gif'), photo('a.pdf', MB, '')]) {
      expect(await shrinkImage(file, codec)).toBe(file);
    }
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('sends every file as it is in a browser that cannot shrink (jsdom has no createImageBitmap)', async () => {
    expect(canShrinkImages()).toBe(false);
    const file = photo('big.jpg', 5 * MB);
    expect(await shrinkImage(file)).toBe(file);
    expect(await shrinkImage(file, null)).toBe(file);
  });
});

describe('shrunkName', () => {
  it('gives the name the extension of what is sent', () => {
    expect(shrunkName('IMG_20260301_101500.JPG', 'image/webp')).toBe('IMG_20260301_101500.webp');
    expect(shrunkName('family.photo.png', 'image/jpeg')).toBe('family.photo.jpg');
    expect(shrunkName('already.webp', 'image/webp')).toBe('already.webp');
    expect(shrunkName('no extension', 'image/webp')).toBe('no extension.webp');
    expect(shrunkName('ছবি.jpeg', 'image/jpeg')).toBe('ছবি.jpg');
    expect(shrunkName('folder.v2/photo', 'image/webp')).toBe('folder.v2/photo.webp');
  });

  it('names a file that had no name', () => {
    expect(shrunkName('', 'image/webp')).toBe('photo.webp');
    expect(shrunkName('.jpg', 'image/jpeg')).toBe('photo.jpg');
  });
});

/** A stand-in for the browser's canvas: what it was asked to draw and write. */
function fakeCanvasContext() {
  return {
    fillStyle: '',
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
    fillRect: vi.fn(),
    drawImage: vi.fn(),
  };
}

describe('the browser codec, through uploadImage', () => {
  it('decodes upright, draws on an OffscreenCanvas and sends the WebP with its new name', async () => {
    const bitmap = { width: 4000, height: 3000, close: vi.fn() };
    const createImageBitmap = vi.fn(async () => bitmap);
    const context = fakeCanvasContext();
    const canvases: { width: number; height: number }[] = [];
    class FakeOffscreenCanvas {
      constructor(
        public width: number,
        public height: number,
      ) {
        canvases.push(this);
      }
      getContext = vi.fn(() => context);
      convertToBlob = vi.fn(
        async ({ type }: { type: string; quality: number }) =>
          new Blob([new Uint8Array(300_000)], { type }),
      );
    }
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const sent = fakeXhr(() => ({
      status: 201,
      body: {
        id: 'i1',
        url: '/uploads/i1.webp',
        thumbUrl: '/uploads/i1-240.webp',
        width: 1600,
        height: 1200,
      },
    }));

    const file = photo('DSC_0042.JPG', 5 * MB);
    const image = await uploadImage({ file });
    expect(image.id).toBe('i1');
    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1600, 1200);
    expect(context.imageSmoothingQuality).toBe('high');
    // WebP keeps transparency: no background is painted.
    expect(context.fillRect).not.toHaveBeenCalled();
    expect(bitmap.close).toHaveBeenCalled();
    // The canvas gives its pixels back once written.
    expect(canvases).toEqual([expect.objectContaining({ width: 0, height: 0 })]);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body.get('image') as File;
    expect([body.name, body.type, body.size]).toEqual(['DSC_0042.webp', 'image/webp', 300_000]);
  });

  it('uses a canvas element where there is no OffscreenCanvas, on white for a JPEG', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 2000, height: 3000, close: vi.fn() })),
    );
    vi.stubGlobal('OffscreenCanvas', undefined);
    const context = fakeCanvasContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => context as unknown as CanvasRenderingContext2D,
    );
    const types: string[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(
      this: HTMLCanvasElement,
      callback: BlobCallback,
      type?: string,
    ) {
      types.push(`${type} ${this.width}x${this.height}`);
      // Like Safari: no WebP, so PNG.
      const written = type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
      setTimeout(() => callback(new Blob([new Uint8Array(250_000)], { type: written })), 0);
    });
    const sent = fakeXhr(() => ({
      status: 201,
      body: {
        id: 'i2',
        url: '/uploads/i2.webp',
        thumbUrl: '/uploads/i2-240.webp',
        width: 1067,
        height: 1600,
      },
    }));

    await uploadImage({ file: photo('logo.png', 6 * MB, 'image/png') });
    expect(types).toEqual(['image/webp 1067x1600', 'image/jpeg 1067x1600']);
    expect(context.fillStyle).toBe('#fff');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 1067, 1600);
    const body = sent[0]!.body.get('image') as File;
    expect([body.name, body.type]).toEqual(['logo.jpg', 'image/jpeg']);
  });

  it('sends the chosen file itself in a browser that cannot shrink', async () => {
    const sent = fakeXhr(() => ({
      status: 201,
      body: {
        id: 'i3',
        url: '/uploads/i3.webp',
        thumbUrl: '/uploads/i3-240.webp',
        width: 10,
        height: 10,
      },
    }));
    const file = photo('me.png', 1000, 'image/png');
    await uploadImage({ file });
    expect(sent[0]!.body.get('image')).toBe(file);
  });
});

describe('imageProblem: the largest photo a person may choose', () => {
  it('is the server’s 5 MB in a browser that cannot shrink', () => {
    expect(chosenImageMaxBytes()).toBe(UPLOAD_MAX_BYTES);
    expect(imageProblem(i18n.t, photo('ok.jpg', UPLOAD_MAX_BYTES))).toBeNull();
    expect(imageProblem(i18n.t, photo('big.jpg', UPLOAD_MAX_BYTES + 1))).toBe(
      'The image is larger than 5 MB.',
    );
  });

  it('is 25 MB where the browser shrinks what it sends', () => {
    vi.stubGlobal('createImageBitmap', vi.fn());
    expect(CHOSEN_IMAGE_MAX_BYTES).toBe(25 * MB);
    expect(chosenImageMaxBytes()).toBe(25 * MB);
    expect(imageProblem(i18n.t, photo('camera.jpg', 12 * MB))).toBeNull();
    expect(imageProblem(i18n.t, photo('camera.jpg', 25 * MB))).toBeNull();
    expect(imageProblem(i18n.t, photo('huge.jpg', 25 * MB + 1))).toBe(
      'The image is larger than 25 MB.',
    );
    expect(imageProblem(i18n.t, photo('camera.heic', MB, 'image/heic'))).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
  });
});
