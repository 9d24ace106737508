import { IMAGE_WIDTHS, UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';

/**
 * Photos are shrunk in the browser before they are sent (issue 17, "Phones' data"): a
 * 5 MB camera photo goes as a few hundred kilobytes. The server's pipeline is unchanged:
 * it still checks, re-encodes and sizes whatever arrives.
 */

/** The longest side sent: the server's largest stored size, so nothing it keeps is lost. */
export const SHRINK_MAX_SIDE = IMAGE_WIDTHS.large;
/** A file at most SHRINK_MAX_SIDE on its longest side and under this size is sent as it is. */
export const SHRINK_KEEP_BYTES = 600_000;
/** The encoder's quality, for WebP and for the JPEG of a browser that cannot write WebP. */
export const SHRINK_QUALITY = 0.8;
/**
 * The largest photo a person may choose in a browser that can shrink it: what is sent
 * is small. The server's own limit (UPLOAD_MAX_BYTES) is unchanged.
 */
export const CHOSEN_IMAGE_MAX_BYTES = 25 * 1024 * 1024;

/** The types shrinkImage re-encodes (the ones the server accepts); any other is sent as it is. */
const SHRINKABLE = ['image/jpeg', 'image/png', 'image/webp'];
const WEBP = 'image/webp';
const JPEG = 'image/jpeg';

/** A decoded picture, upright (its EXIF orientation applied): an ImageBitmap in a browser. */
export type DecodedImage = { width: number; height: number; close?: () => void };

/**
 * What shrinkImage needs of the browser, passed in so that tests (jsdom has no canvas)
 * give their own.
 */
export type ImageCodec<T extends DecodedImage = DecodedImage> = {
  /** Decodes the file with its EXIF orientation applied; rejects when it cannot. */
  decode(file: Blob): Promise<T>;
  /**
   * Draws the image (one `decode` gave) at `width` × `height` and encodes it as `type`;
   * the blob is of the type the browser could write (a canvas writes PNG for a type it
   * does not know).
   */
  encode(
    image: T,
    width: number,
    height: number,
    type: string,
    quality: number,
  ): Promise<Blob | null>;
};

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D, image: ImageBitmap, width: number, height: number, type: string) {
  // JPEG has no transparency: a transparent PNG's background becomes white, not black.
  if (type === JPEG) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
}

async function encodeInBrowser(
  image: ImageBitmap,
  width: number,
  height: number,
  type: string,
  quality: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      try {
        draw(context, image, width, height, type);
        return await canvas.convertToBlob({ type, quality });
      } finally {
        // Gives the pixels back at once (Safari counts every canvas's memory).
        canvas.width = 0;
        canvas.height = 0;
      }
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  try {
    draw(context, image, width, height, type);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
}

/** The browser's own codec (createImageBitmap, then an OffscreenCanvas or a canvas element). */
export const browserCodec: ImageCodec<ImageBitmap> = {
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  encode: encodeInBrowser,
};

/** Whether this browser can shrink a photo (jsdom and old browsers cannot: they send it as it is). */
export function canShrinkImages(): boolean {
  return (
    typeof createImageBitmap === 'function' &&
    (typeof OffscreenCanvas === 'function' || typeof document !== 'undefined')
  );
}

/** The largest file a person may choose as a photo in this browser. */
export function chosenImageMaxBytes(): number {
  return canShrinkImages() ? CHOSEN_IMAGE_MAX_BYTES : UPLOAD_MAX_BYTES;
}

/** The file's name with the extension of `type` (photo.JPG → photo.webp); 'photo' for none. */
export function shrunkName(name: string, type: string): string {
  const extension = type === WEBP ? '.webp' : '.jpg';
  const base = name.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'photo'}${extension}`;
}

/** Codecs known to write no WebP (a try gave another type): they go straight to JPEG. */
const noWebp = new WeakSet<object>();

async function encodeSmaller(
  codec: ImageCodec,
  image: DecodedImage,
  width: number,
  height: number,
): Promise<Blob | null> {
  if (!noWebp.has(codec)) {
    const webp = await codec.encode(image, width, height, WEBP, SHRINK_QUALITY);
    if (webp?.type === WEBP) return webp;
    // Another type is the browser saying it has no WebP encoder; nothing may be a passing failure.
    if (webp) noWebp.add(codec);
  }
  const jpeg = await codec.encode(image, width, height, JPEG, SHRINK_QUALITY);
  return jpeg?.type === JPEG ? jpeg : null;
}

/**
 * The photo to send: at most SHRINK_MAX_SIDE on its longest side, upright, as WebP (or
 * JPEG where the browser cannot write WebP), renamed to match. The original is sent as
 * it is when it is already small, when the shrunk one would not be smaller, when the
 * browser cannot decode or encode it, or on any error: shrinking never stops an upload.
 * `codec` is the browser's own unless given; null (a browser that cannot shrink) keeps
 * every file.
 */
export async function shrinkImage(
  file: File,
  codec: ImageCodec | null = canShrinkImages() ? browserCodec : null,
  /** The longest side sent, and the size under which a file that fits is sent as it is. */
  {
    maxSide = SHRINK_MAX_SIDE,
    keepBytes = SHRINK_KEEP_BYTES,
  }: { maxSide?: number; keepBytes?: number } = {},
): Promise<File> {
  if (!codec || !SHRINKABLE.includes(file.type)) return file;
  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = image;
    if (!(width > 0 && height > 0)) return file;
    const longest = Math.max(width, height);
    if (longest <= maxSide && file.size < keepBytes) return file;
    const scale = Math.min(1, maxSide / longest);
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const blob = await encodeSmaller(codec, image, w, h);
    if (!blob || blob.size === 0 || blob.size >= file.size) return file;
    return new File([blob], shrunkName(file.name, blob.type), {
      type: blob.type,
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    try {
      image.close?.();
    } catch {
      // Nothing to give back.
    }
  }
}
