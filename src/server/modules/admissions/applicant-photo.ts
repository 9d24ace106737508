import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../../plugins/errors.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A passport-size photo's pixels, with room to crop on paper: 480 × 600 at most. */
const WIDTH = 480;
const HEIGHT = 600;
const MAX_PIXELS = 40_000_000;

export type ApplicantPhoto = { webp: string; width: number; height: number };

/**
 * The applicant's photo from the form's data URL: the bytes sniffed (not the URL's word
 * for them), turned upright, shrunk to at most 480 × 600 and re-encoded as WebP without
 * metadata (no GPS, no camera), as base64 for the database.
 */
export async function applicantPhoto(dataUrl: string): Promise<ApplicantPhoto> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime))
    throw new HttpError(415, 'unsupported_type', 'Only JPEG, PNG and WebP images are accepted.', {
      reason: 'images_only',
    });
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: WIDTH, height: HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 76 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data.toString('base64'), width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, 'bad_image', 'The image could not be read. Try another photo.', {
      fields: [{ field: 'photo', message: 'Choose a photo', rule: { name: 'photo' } }],
    });
  }
}
