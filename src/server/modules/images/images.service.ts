import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_WIDTHS, UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import { shareImageName, shareImageSize } from '../../../shared/share-image.ts';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema.ts';
import type { FileStore } from '../../files/file-store.ts';
import { HttpError } from '../../plugins/errors.ts';

// libvips keeps recent results (up to 50 MB) for reuse; every picture here is new, so
// nothing would be reused, and a small server needs the memory.
sharp.cache(false);

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Refuse decompression bombs before decoding: 40 megapixels is more than any phone photo. */
const MAX_PIXELS = 40_000_000;

export function imageRef(row: { id: string; width: number; height: number }): ImageRef {
  return {
    id: row.id,
    url: `/uploads/${row.id}.webp`,
    thumbUrl: `/uploads/${row.id}-${IMAGE_WIDTHS.thumb}.webp`,
    width: row.width,
    height: row.height,
  };
}

/** A nullable joined image (left join) as an ImageRef or null. */
export function maybeImageRef(
  id: string | null,
  width: number | null,
  height: number | null,
): ImageRef | null {
  return id && width && height ? imageRef({ id, width, height }) : null;
}

/** Who uploads an image: the account, what it may keep in all, and how much of that is free. */
export type Uploader = { id: string; limitBytes: number; roomBytes: number };

/** The widths of an image's narrower copies, each kept as `<id>-<width>.webp`. */
const COPY_WIDTHS = [IMAGE_WIDTHS.medium, IMAGE_WIDTHS.thumb, IMAGE_WIDTHS.phone] as const;

/** The file names of an image's sizes in the uploads folder: the whole picture, then its copies. */
export function imageFileNames(id: string): string[] {
  return [`${id}.webp`, ...COPY_WIDTHS.map((w) => `${id}-${w}.webp`)];
}

/**
 * Every file an image may have: its sizes, and the JPEG for shared links (`<id>-1200.jpg`,
 * made when first asked for, so an image may not have it yet).
 */
export function imageFilesMade(id: string): string[] {
  return [...imageFileNames(id), shareImageName(id)];
}

/**
 * The JPEG of an image for shared links (og:image: not every messaging app previews WebP),
 * from its whole picture's WebP, at the size share-image.ts gives the page; a transparent
 * picture (a logo) on white, as JPEG has no transparency.
 */
export async function encodeShareCopy(large: Buffer): Promise<Buffer> {
  const meta = await sharp(large).metadata();
  const size = shareImageSize({ width: meta.width ?? 1, height: meta.height ?? 1 });
  return sharp(large)
    .resize({ ...size, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** A narrower copy of the whole picture's WebP (never wider than it). */
function encodeCopy(large: Buffer, width: number): Promise<Buffer> {
  return sharp(large).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
}

const makingCopies = new Map<string, Promise<boolean>>();

/**
 * Makes a copy an image kept before that width existed lacks (`<id>-<width>.webp`, a width
 * of COPY_WIDTHS), or its JPEG for shared links (`<id>-1200.jpg`, encodeShareCopy), from
 * its whole picture, and keeps it, when it is first asked for. Only for an image whose
 * whole picture is kept; true when the copy is there now. A copy made this way is not
 * counted in the image's bytes: the site's own addition, not the uploader's.
 */
export async function makeMissingCopy(files: FileStore, name: string): Promise<boolean> {
  const match = /^([0-9a-f-]{36})-(\d+)\.(webp|jpg)$/.exec(name);
  const width = Number(match?.[2]);
  const share = match !== null && name === shareImageName(match[1]!);
  if (
    !match ||
    !(share || (match[3] === 'webp' && (COPY_WIDTHS as readonly number[]).includes(width)))
  )
    return false;
  let making = makingCopies.get(name);
  if (!making) {
    making = (async () => {
      const large = await files.localPath('uploads', `${match[1]}.webp`);
      if (!large) return false;
      const whole = await fs.readFile(large);
      await files.put(
        'uploads',
        name,
        share ? await encodeShareCopy(whole) : await encodeCopy(whole, width),
      );
      return true;
    })().finally(() => makingCopies.delete(name));
    makingCopies.set(name, making);
  }
  return making;
}

/**
 * Stores an uploaded or generated image: sniffs the bytes, re-encodes to WebP without
 * metadata (no GPS), and writes the full size and its narrower copies (COPY_WIDTHS). An upload
 * (`uploader` given) is refused over UPLOAD_MAX_BYTES, or when its sizes together need more
 * room than the account has; a picture the site made itself (the demo's, a picture
 * document's copies from its kept file, which has its own cap) is not.
 */
export async function storeImage(db: Db, files: FileStore, input: Buffer, uploader?: Uploader) {
  return saveImage(db, files, await encodeImage(input, uploader), uploader);
}

/** The checks and the WebP sizes of `storeImage`, before anything is kept. */
export async function encodeImage(input: Buffer, uploader?: Uploader) {
  if (input.length === 0) throw new HttpError(400, 'empty_file', 'The file is empty.');
  if (uploader && input.length > UPLOAD_MAX_BYTES) throw imageTooLarge();
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime))
    throw new HttpError(415, 'unsupported_type', 'Only JPEG, PNG and WebP images are accepted.', {
      reason: 'images_only',
    });
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the size can be checked before decoding.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, 'bad_image', 'The image could not be read. Try another photo.');
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS)
    throw new HttpError(
      413,
      'image_too_big',
      'The image has too many pixels (at most 40 megapixels).',
      { params: { megapixels: MAX_PIXELS / 1_000_000 } },
    );

  const base = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  let large: { data: Buffer; info: OutputInfo };
  try {
    large = await base
      .clone()
      .resize({
        width: IMAGE_WIDTHS.large,
        height: IMAGE_WIDTHS.large,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(400, 'bad_image', 'The image could not be read. Try another photo.');
  }
  const variants = await Promise.all(COPY_WIDTHS.map((w) => encodeCopy(large.data, w)));
  const sizesBytes = [large.data, ...variants];
  const bytes = sizesBytes.reduce((sum, f) => sum + f.length, 0);
  if (uploader && bytes > uploader.roomBytes) throw storageFull(uploader.limitBytes);
  return { sizesBytes, bytes, width: large.info.width, height: large.info.height };
}

/** An image's files as `encodeImage` made them, ready to keep. */
export type EncodedImage = Awaited<ReturnType<typeof encodeImage>>;

/**
 * Keeps an image `encodeImage` made: its files, then its row. Several images may be
 * encoded at once, but one transaction's client takes one query at a time: the demo seed
 * encodes in parallel and keeps them one by one.
 */
export async function saveImage(
  db: Db,
  files: FileStore,
  { sizesBytes, bytes, width, height }: EncodedImage,
  uploader?: Uploader,
) {
  // The files first, then the row: an image the site lists always has its files (a crash
  // between the two leaves files no row names, which the sweep removes, image-uses.ts).
  const id = randomUUID();
  const names = imageFileNames(id);
  await Promise.all(names.map((name, i) => files.put('uploads', name, sizesBytes[i]!)));
  const [row] = await db
    .insert(images)
    .values({
      id,
      width,
      height,
      bytes,
      uploadedBy: uploader?.id ?? null,
    })
    .returning()
    .catch(async (err: unknown) => {
      await files.remove('uploads', names).catch(() => {});
      throw err;
    });
  if (!row) throw new Error('image insert returned nothing');
  return row;
}

/** The 413 for an account whose uploads use all the room it may keep. */
function storageFull(limitBytes: number) {
  const mb = Math.round(limitBytes / 1024 / 1024);
  return new HttpError(
    413,
    'storage_full',
    `The images uploaded from this account already use the ${mb} MB it may keep. Remove pictures no longer needed from your posts or profile, then try again.`,
    { params: { mb } },
  );
}

/** The 413 for an image over UPLOAD_MAX_BYTES. */
export function imageTooLarge() {
  const mb = UPLOAD_MAX_BYTES / 1024 / 1024;
  return new HttpError(413, 'file_too_large', `The image is larger than ${mb} MB.`, {
    params: { mb },
  });
}
