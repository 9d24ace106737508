import type { GalleryItem } from 'react-image-gallery';
import type { AlbumImage } from '../../../../shared/schemas/gallery.ts';
import { srcSetOf } from '../../../lib/images.ts';

/** How wide a home slide shows: the left column less the thumbnail strip. */
export const SLIDE_SIZES =
  '(min-width: 1152px) 650px, (min-width: 768px) calc(66vw - 150px), calc(100vw - 120px)';

export function slideAlt(
  item: AlbumImage,
  index: number,
  photo: (index: number) => string,
): string {
  return item.caption || photo(index + 1);
}

/** Gallery items; only the first slide loads at once, the rest when shown. */
export function toGalleryItems(
  items: AlbumImage[],
  photo: (index: number) => string,
): GalleryItem[] {
  return items.map((item, index) => ({
    original: item.image.url,
    srcSet: srcSetOf(item.image),
    sizes: SLIDE_SIZES,
    originalWidth: String(item.image.width),
    originalHeight: String(item.image.height),
    originalAlt: slideAlt(item, index, photo),
    loading: index === 0 ? 'eager' : 'lazy',
    thumbnail: item.image.thumbUrl,
    thumbnailAlt: slideAlt(item, index, photo),
    thumbnailWidth: 96,
    thumbnailHeight: Math.round((96 * item.image.height) / item.image.width),
    thumbnailLoading: 'lazy',
  }));
}
