import { shrinkImage } from '../../../components/uploads/shrink-image.ts';

/**
 * The longest side of the photo the form sends: enough for a passport-size print (the
 * server keeps at most 480 × 600), and some 20 to 60 KB over a slow connection.
 */
export const PHOTO_MAX_SIDE = 640;

/** A file as a data URL (what the form sends, and what the draft keeps). */
export function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The chosen photo made small on the phone (shrink-image.ts), as a data URL. */
export async function applicantPhotoOf(file: File): Promise<string> {
  return dataUrlOf(
    await shrinkImage(file, undefined, { maxSide: PHOTO_MAX_SIDE, keepBytes: 150_000 }),
  );
}
