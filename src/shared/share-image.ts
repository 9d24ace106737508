/**
 * The pictures a shared link is shown by (Open Graph's og:image). Messaging apps do not all
 * preview WebP (Facebook Messenger, WhatsApp on older phones), so a page names a JPEG: each
 * image's JPEG copy, made from its whole picture when first asked for and kept beside its
 * WebP sizes (server: images.service.ts), or, for a school with no logo yet, a PNG card
 * drawn with the school's name (server: modules/site/share-card.ts).
 */

/** The widest a shared picture's JPEG is (what Facebook asks for: 1200 px). */
export const SHARE_IMAGE_WIDTH = 1200;

/** The file name of an image's JPEG for shared links. */
export function shareImageName(id: string): string {
  return `${id}-${SHARE_IMAGE_WIDTH}.jpg`;
}

/** The size of an image's JPEG: its whole picture's, no wider than SHARE_IMAGE_WIDTH. */
export function shareImageSize(image: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const width = Math.min(SHARE_IMAGE_WIDTH, image.width);
  return { width, height: Math.max(1, Math.round((image.height * width) / image.width)) };
}

/** An image's JPEG for shared links: its address from the site's root, and its size. */
export function shareImageOf(image: { id: string; width: number; height: number }): {
  url: string;
  width: number;
  height: number;
} {
  return { url: `/uploads/${shareImageName(image.id)}`, ...shareImageSize(image) };
}

/** The card drawn with the school's name, for a school that has no logo yet. */
export const SHARE_CARD = { url: '/school-card.png', width: 1200, height: 630 } as const;
