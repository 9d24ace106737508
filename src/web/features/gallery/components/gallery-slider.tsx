import 'react-image-gallery/styles/image-gallery.css';
import ImageGallery, { type GalleryItem } from 'react-image-gallery';
import { GALLERY } from '../../../../shared/constants.ts';

/** react-image-gallery with the settings of SPEC.md section 9; loaded after the first image shows. */
export default function GallerySlider({ items }: { items: GalleryItem[] }) {
  return (
    <ImageGallery
      items={items}
      thumbnailPosition={GALLERY.thumbnailPosition}
      slideDuration={GALLERY.slideDuration}
      slideInterval={GALLERY.slideInterval}
      autoPlay
      lazyLoad
      showBullets={false}
    />
  );
}
