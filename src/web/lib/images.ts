import { IMAGE_WIDTHS } from '../../shared/constants.ts';
import type { ImageRef } from '../../shared/schemas/common.ts';

/** The medium (800 px) copy the server keeps of every image. */
export function mediumUrl(image: ImageRef): string {
  return `/uploads/${image.id}-${IMAGE_WIDTHS.medium}.webp`;
}

/** srcset of the stored widths (never wider than the image itself). */
export function srcSetOf(image: ImageRef): string {
  const full = Math.min(image.width, IMAGE_WIDTHS.large);
  const entries: [string, number][] = [
    [image.thumbUrl, Math.min(IMAGE_WIDTHS.thumb, full)],
    [`/uploads/${image.id}-${IMAGE_WIDTHS.phone}.webp`, Math.min(IMAGE_WIDTHS.phone, full)],
    [mediumUrl(image), Math.min(IMAGE_WIDTHS.medium, full)],
    [image.url, full],
  ];
  // A small image has fewer distinct widths; a width may appear once only.
  const byWidth = new Map<number, string>();
  for (const [url, w] of entries) if (!byWidth.has(w)) byWidth.set(w, url);
  return Array.from(byWidth, ([w, url]) => `${url} ${w}w`).join(', ');
}
